import { APIError, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'
import { hasRole, isStaff } from '../../../access/roles'
import { ApiError } from '../../../api/envelope'
import { readLimited } from '../../../api/request-body'
import { translate } from '../../../i18n/messages'
import type { Locale } from '../../../i18n/routing'
import { applyImport, checkImport, MAX_IMPORT_BYTES } from '../../../server/imports/product-import'
import { IMPORT_MODES, type RowResult, rowErrorText } from '../../../server/imports/product-rows'
import { UnreadableFile } from '../../../server/imports/read-sheet'
import {
  type ExportProduct,
  exportFileName,
  PRODUCT_SHEETS,
  productCsv,
  productWorkbook,
} from '../../../server/workbooks/product-workbook'
import { XLSX_CONTENT_TYPE } from '../../../server/workbooks/toolbox-workbook'
import { adminLocale } from '../../_shared/admin-locale'
import { listWhere, refuse } from '../../_shared/list-export'

/**
 * The products' import and export for the back office (issue 22; aliases of issue 20), under Payload's REST base
 * so the staff session applies. Editors and admins only (anonymous 401, other staff 403); every refusal is a
 * localized 4xx in the staff member's admin language.
 *
 *   GET  /api/cms/products/export?sheet=products|sizes|aliases&format=xlsx|csv[&where…][&search=…]
 *        the list's current filter (the admin list's own `where` and `search` parameters) as a file
 *   POST /api/cms/products/import   { mode: 'prices'|'aliases', file: <base64 XLSX or CSV>, apply?: boolean }
 *        without `apply`: the preview (every row's changes and errors, nothing written);
 *        with `apply: true`: the same check, then every change in one transaction, or nothing when any row
 *        has an error (400 with the preview).
 */
export const MAX_EXPORT_PRODUCTS = 10_000
/** The JSON body: the file in base64 (4/3 of its size) and a few fields. */
const MAX_BODY_BYTES = Math.ceil((MAX_IMPORT_BYTES * 4) / 3) + 4096
/** Rows of the preview listed one by one (the counts cover them all). */
const MAX_PREVIEW_ROWS = 1000

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
}

function staffCheck(req: PayloadRequest, namespace: 'import' | 'export'): Response | null {
  const locale = adminLocale(req.i18n?.language)
  if (!req.user) return refuse(401, translate(locale, `admin.${namespace}.problems.unauthorized`))
  if (!isStaff(req.user) || !hasRole(req.user, 'editor'))
    return refuse(403, translate(locale, `admin.${namespace}.problems.forbidden`))
  return null
}

const exportQuery = z.object({
  sheet: z.enum(PRODUCT_SHEETS as [string, ...string[]]).default('products'),
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
  search: z.string().max(200).optional(),
})

/** The admin list's search box (over the list's searchable fields). */
const SEARCH_FIELDS = ['catalogNumber', 'name', 'synonyms']

async function exportHandler(req: PayloadRequest): Promise<Response> {
  const denied = staffCheck(req, 'export')
  if (denied) return denied
  const locale = adminLocale(req.i18n?.language)
  const query = (req.query ?? {}) as Record<string, unknown>
  const parsed = exportQuery.safeParse({ sheet: query.sheet, format: query.format, search: query.search })
  if (!parsed.success) return refuse(400, translate(locale, 'admin.export.problems.badQuery'))
  const { sheet, format, search } = parsed.data
  const where = listWhere(query.where, search, SEARCH_FIELDS)
  const products: ExportProduct[] = []
  try {
    const common = {
      collection: 'products' as const,
      where,
      sort: 'catalogNumber',
      locale: 'all' as const,
      overrideAccess: false,
      user: req.user,
      req,
    }
    const count = await req.payload.count({ collection: 'products', where, overrideAccess: false, user: req.user, req })
    if (count.totalDocs > MAX_EXPORT_PRODUCTS)
      return refuse(400, translate(locale, 'admin.export.problems.tooMany', { max: MAX_EXPORT_PRODUCTS }))
    for (let page = 1; ; page += 1) {
      const result = await req.payload.find({ ...common, depth: 1, limit: 500, page })
      products.push(...(result.docs as unknown as ExportProduct[]))
      if (!result.hasNextPage) break
    }
  } catch (error) {
    // A filter on an unknown or unreadable field, a malformed operator: the caller's mistake.
    if (error instanceof APIError && error.status < 500)
      return refuse(400, translate(locale, 'admin.export.problems.badQuery'))
    throw error
  }
  const at = new Date()
  const file =
    format === 'csv'
      ? productCsv(products, sheet as 'products', locale)
      : await productWorkbook(products, sheet as 'products', locale)
  return new Response(file as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${exportFileName(sheet as 'products', format, at)}"`,
      'cache-control': 'no-store',
    },
  })
}

const importBody = z.object({
  mode: z.enum(IMPORT_MODES as [string, ...string[]]),
  file: z
    .string()
    .min(1)
    .regex(/^[A-Za-z0-9+/=\s]+$/),
  apply: z.boolean().optional(),
  fileName: z.string().max(255).optional(),
})

/** A row of the preview as staff read it: field labels, stock and kinds by label, errors as sentences. */
function rowView(locale: Locale, row: RowResult) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params)
  const shown = (field: string, value: string) => {
    if (!value) return ''
    if (field === 'stock') return t(`admin.export.stock.${value}`)
    return value
  }
  return {
    row: row.row,
    catalogNumber: row.catalogNumber,
    item: row.item,
    status: row.status,
    statusText: t(`admin.import.status.${row.status}`),
    changes: row.changes.map((c) => ({
      field: c.field,
      label: t(`admin.import.fields.${c.field}`),
      from: shown(c.field, c.from),
      to: shown(c.field, c.to),
    })),
    errors: row.errors.map((e) => ({ column: e.column, code: e.code, message: rowErrorText(locale, e) })),
  }
}

async function readBody(req: PayloadRequest): Promise<unknown> {
  const declared = req.headers.get('content-length')
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > MAX_BODY_BYTES) throw new ApiError('E0413')
  const bytes = await readLimited({ body: (req.body ?? null) as Request['body'] }, MAX_BODY_BYTES)
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw new ApiError('E0400')
  }
}

async function importHandler(req: PayloadRequest): Promise<Response> {
  const denied = staffCheck(req, 'import')
  if (denied) return denied
  const locale = adminLocale(req.i18n?.language)
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, `admin.import.${key}`, params)
  const maxMb = MAX_IMPORT_BYTES / 1024 / 1024
  let body: unknown
  try {
    body = await readBody(req)
  } catch (error) {
    if (error instanceof ApiError && error.status === 413) return refuse(413, t('problems.tooLarge', { max: maxMb }))
    return refuse(400, t('problems.badRequest'))
  }
  const parsed = importBody.safeParse(body)
  if (!parsed.success) return refuse(400, t('problems.badRequest'))
  const bytes = new Uint8Array(Buffer.from(parsed.data.file, 'base64'))
  if (bytes.byteLength === 0) return refuse(400, t('problems.badRequest'))
  if (bytes.byteLength > MAX_IMPORT_BYTES) return refuse(413, t('problems.tooLarge', { max: maxMb }))
  const mode = parsed.data.mode as 'prices' | 'aliases'

  let checked: Awaited<ReturnType<typeof checkImport>>
  try {
    checked = await checkImport(req, mode, bytes)
  } catch (error) {
    if (error instanceof UnreadableFile) return refuse(400, t('problems.unreadable'))
    throw error
  }
  if (!checked.ok) {
    if (checked.problem === 'missingColumns') {
      const columns = checked.columns
        .map((c) => translate(locale, `admin.export.columns.${c}`))
        .join(locale === 'en' ? ', ' : '、')
      return refuse(400, t('problems.missingColumns', { columns }))
    }
    if (checked.problem === 'tooManyRows') return refuse(400, t('problems.tooManyRows', checked.params))
    return refuse(400, t('problems.empty'))
  }
  const { validation } = checked
  const listed = validation.rows.filter((r) => r.status !== 'same')
  const preview = {
    mode,
    counts: validation.counts,
    summary: t('summary', validation.counts),
    rows: listed.slice(0, MAX_PREVIEW_ROWS).map((row) => rowView(locale, row)),
    more: Math.max(0, listed.length - MAX_PREVIEW_ROWS),
    products: validation.updates.length,
  }
  if (!parsed.data.apply) return json({ preview })
  if (validation.counts.errors > 0) {
    const message = t('problems.hasErrors', { errors: validation.counts.errors })
    return json({ message, errors: [{ message }], preview }, 400)
  }
  try {
    const applied = await applyImport(req, validation.updates, checked.products)
    const message = applied === 0 ? t('nothingToApply') : t('applied', { products: applied })
    return json({ applied, message, preview })
  } catch (error) {
    req.payload.logger.warn({ err: error, msg: 'product import rolled back' })
    // Everything was rolled back; a refusal by the collection's own validation is the file's fault (400).
    if (error instanceof APIError && error.status < 500) return refuse(400, t('problems.failed'))
    return refuse(409, t('problems.failed'))
  }
}

export const productImportExportEndpoints: Endpoint[] = [
  { path: '/export', method: 'get', handler: exportHandler },
  // Its body is larger than the REST API's JSON limit (src/api/cms-rest.ts reads `custom.maxBodyBytes`).
  {
    path: '/import',
    method: 'post',
    handler: importHandler,
    // Over it, the import's own words: the file limit staff know, not the body's.
    custom: {
      maxBodyBytes: MAX_BODY_BYTES,
      tooLarge: { key: 'admin.import.problems.tooLarge', params: { max: MAX_IMPORT_BYTES / 1024 / 1024 } },
    },
  },
]
