import { coaLotQuerySchema, datasheetQuerySchema } from '../domain/documents/coa-lot'
import { translate } from '../i18n/messages'
import type { Locale } from '../i18n/routing'
import { lotCertificate } from '../server/documents/generate-coa'
import { generateDatasheet } from '../server/documents/generate-datasheet'
import { MINUTE } from '../services/rate-limit/rate-limit'
import { ApiError } from './envelope'
import type { ApiContext, Route } from './handler-types'
import { parseQuery } from './query'
import { enforcePerIp } from './rate-limit-guard'

/**
 * The generated documents (issue 19, docs/api.md):
 * - GET /product/datasheet?catalogNumber=&lang=cn|en: the product's datasheet PDF (the kit manual for kits),
 *   drawn from the record and its current lot;
 * - GET /coa/lot?catalogNumber=&lotNumber=&lang=cn|en: the lot's certificate of analysis: the uploaded PDF when
 *   staff filed one, else generated from the lot record; a 404 envelope (in `lang`) when the lot is not on file,
 *   which the product page's box turns into the COA request form.
 * Both answer inline PDFs with ETag and Last-Modified (a conditional GET gets 304) and are limited per client
 * address: generation costs ~50-150 ms of CPU.
 */
const DATASHEET_LIMIT = { name: 'datasheet-pdf-ip', limit: 60, windowMs: MINUTE }
const COA_LOT_LIMIT = { name: 'coa-lot-ip', limit: 30, windowMs: MINUTE }

/** An inline PDF with ETag and Last-Modified; a matching If-None-Match gets a 304 (also the order documents'). */
export function pdfResponse(
  request: Request,
  body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
  fileName: string,
  lastModified: Date,
  version: string,
  size?: number,
): Response {
  const etag = `"${Buffer.from(version).toString('base64url').slice(0, 120)}"`
  const headers: Record<string, string> = {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${fileName}"`,
    etag,
    'last-modified': lastModified.toUTCString(),
    // Always current: the browser asks again every time and gets a 304 while nothing changed.
    'cache-control': 'private, no-cache',
    'x-content-type-options': 'nosniff',
  }
  if (request.headers.get('if-none-match') === etag) {
    if (body instanceof ReadableStream) void body.cancel()
    return new Response(null, { status: 304, headers })
  }
  if (size !== undefined) headers['content-length'] = String(size)
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers })
}

const notFound = (lang: Locale, msgKey = 'E0404') => new ApiError('E0404', { text: translate(lang, `api.${msgKey}`) })

async function datasheet(ctx: ApiContext): Promise<Response> {
  const q = parseQuery(ctx.url, datasheetQuerySchema)
  const lang = q.lang ?? ctx.locale
  await enforcePerIp(ctx, DATASHEET_LIMIT)
  const doc = await generateDatasheet(ctx.payload, lang, q.catalogNumber)
  if (!doc) throw notFound(lang)
  const bytes = doc.bytes as Uint8Array<ArrayBuffer>
  return pdfResponse(ctx.request, bytes, doc.fileName, doc.lastModified, doc.version, bytes.byteLength)
}

async function coaByLot(ctx: ApiContext): Promise<Response> {
  const q = parseQuery(ctx.url, coaLotQuerySchema)
  const lang = q.lang ?? ctx.locale
  await enforcePerIp(ctx, COA_LOT_LIMIT)
  const found = await lotCertificate(ctx.payload, lang, q.catalogNumber, q.lotNumber)
  if (!found) throw notFound(lang, 'coaLotNotFound')
  if (found.source === 'uploaded')
    return pdfResponse(ctx.request, found.body, found.fileName, found.lastModified, found.version, found.size)
  const bytes = found.bytes as Uint8Array<ArrayBuffer>
  return pdfResponse(ctx.request, bytes, found.fileName, found.lastModified, found.version, bytes.byteLength)
}

export const documentRoutes: Route[] = [
  { method: 'GET', path: '/product/datasheet', handler: datasheet },
  { method: 'GET', path: '/coa/lot', handler: coaByLot },
]
