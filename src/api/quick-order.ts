import { type ZodError, z } from 'zod'
import { parseId } from '../domain/cart/cart-lines'
import { formatFen, visiblePriceFen } from '../domain/cart/money'
import {
  type CheckedLine,
  MAX_QUICK_ORDER_LINE_LENGTH,
  MAX_QUICK_ORDER_LINES,
  type QuickOrderCheck,
  quickOrderAddSchema,
  quickOrderTextSchema,
} from '../domain/cart/quick-order'
import { translate } from '../i18n/messages'
import { type CartReader, memberCart } from '../lib/data/cart'
import { addCartLines } from '../server/cart/add-cart-lines'
import { CartError } from '../server/cart/cart-error'
import { previewPastedLines, previewSheet, type QuickOrderPreview } from '../server/cart/preview-quick-order'
import { UnreadableFile } from '../server/imports/read-sheet'
import { reorderOrder } from '../server/orders/reorder-order'
import { inspectSheet, MAX_SHEET_BYTES } from '../server/uploads/inspect-sheet'
import { buildQuickOrderTemplate } from '../server/workbooks/quick-order-template'
import { XLSX_CONTENT_TYPE } from '../server/workbooks/toolbox-workbook'
import { MINUTE } from '../services/rate-limit/rate-limit'
import { type Member, requireMember } from './auth-guard'
import { ApiError, jsonResponse, SUCCESS } from './envelope'
import type { ApiContext, Route } from './handler-types'
import { parseQuery } from './query'
import { enforce } from './rate-limit-guard'
import { isSameSite, readJsonBody, readSingleFile } from './request-body'

/**
 * Quick order and reorder (issue 21), for logged-in members as the cart itself (401 'Please Login！' otherwise):
 *   GET  /cart/quick-order/template   the XLSX template in the request's language (anyone may download it)
 *   POST /cart/quick-order/preview    { text }: pasted lines checked against the catalogue, an error per line
 *   POST /cart/quick-order/upload     multipart `file`: the filled template (XLSX by its bytes, ≤ 1 MiB), checked
 *   POST /cart/quick-order/add        { lines: [{ productId, size, count }] }: the valid lines into the cart
 *   POST /order/reorder/{id}          the member's own order's lines back into the cart at today's prices (404
 *                                     for anyone else's), lines no longer sold reported in `missing`
 * At most 200 lines (a localized 400 beyond); the rules are src/domain/cart/quick-order.ts, the use cases
 * src/server/cart/preview-quick-order.ts, add-cart-lines.ts and src/server/orders/reorder-order.ts.
 */

/** Checks per member per minute (a check reads the catalogue once; the add writes up to 200 lines). */
const QUICK_ORDER_RULE = { name: 'quick-order-member-minute', limit: 30, windowMs: MINUTE }
/** 200 lines of 300 characters, up to three bytes each, with JSON's escapes. */
const MAX_PREVIEW_BODY = 256 * 1024
/** The add body: 200 lines of an id, a size and a count. */
const MAX_ADD_BODY = 64 * 1024
/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD = 16 * 1024

const q = (ctx: ApiContext, key: string, params?: Record<string, string | number>) =>
  translate(ctx.locale, `quickOrder.${key}`, params)

function refuse(ctx: ApiContext, code: 'E0400' | 'E0413' | 'E0415', key: string, params?: Record<string, number>) {
  return new ApiError(code, { text: q(ctx, `problems.${key}`, params) })
}

async function memberFor(ctx: ApiContext): Promise<Member> {
  if (!isSameSite(ctx.request)) throw new ApiError('E0403')
  const member = await requireMember(ctx, { text: ctx.t('cartPleaseLogin') })
  await enforce([[QUICK_ORDER_RULE, String(member.id)]])
  return member
}

function cartReader(ctx: ApiContext): CartReader {
  return { payload: ctx.payload, locale: ctx.locale, showPrices: ctx.showPrices, inquiryWord: ctx.t('inquiry') }
}

/** One preview line as the page shows it: prices only where prices are shown, the error in words. */
function lineView(ctx: ApiContext, line: CheckedLine) {
  const fen = line.error === null ? visiblePriceFen(line.priceFen, ctx.showPrices) : null
  const sep = ctx.locale === 'en' ? ', ' : '、'
  return {
    lines: line.lines,
    catalogNumber: line.catalogNumber,
    productId: line.productId,
    productName: line.productName,
    size: line.size,
    count: line.count,
    ok: line.error === null,
    error: line.error,
    errorText: line.error === null ? null : q(ctx, `errors.${line.error}`, { max: MAX_QUICK_ORDER_LINE_LENGTH }),
    hint: line.knownSizes?.length ? q(ctx, 'knownSizes', { sizes: line.knownSizes.join(sep) }) : null,
    merged: line.lines.length > 1 ? q(ctx, 'mergedFrom', { lines: line.lines.join(sep) }) : null,
    price: line.error === null ? (fen === null ? ctx.t('inquiry') : formatFen(fen)) : null,
  }
}

function previewAnswer(ctx: ApiContext, preview: QuickOrderPreview) {
  if (!preview.ok) {
    throw preview.problem === 'tooMany'
      ? refuse(ctx, 'E0400', 'tooMany', { max: MAX_QUICK_ORDER_LINES })
      : refuse(ctx, 'E0400', 'empty')
  }
  const check: QuickOrderCheck = preview.check
  const total = check.lines.length
  return {
    lines: check.lines.map((line) => lineView(ctx, line)),
    valid: check.valid,
    errors: check.errors,
    merged: check.merged,
    summary: q(ctx, 'summary', { total, valid: check.valid, errors: check.errors }),
  }
}

// ---------------------------------------------------------------------------------------------------------
// POST /cart/quick-order/preview

async function preview(ctx: ApiContext) {
  await memberFor(ctx)
  const body = await readJsonBody(ctx.request, MAX_PREVIEW_BODY).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 'E0413')
      throw refuse(ctx, 'E0413', 'tooMany', { max: MAX_QUICK_ORDER_LINES })
    throw error
  })
  const parsed = quickOrderTextSchema.safeParse(body)
  if (!parsed.success) throw textRefusal(ctx, parsed.error)
  return previewAnswer(ctx, await previewPastedLines(ctx.payload, parsed.data.text, ctx.locale))
}

function textRefusal(ctx: ApiContext, error: ZodError): ApiError {
  const tooLong = error.issues.some((i) => i.code === 'too_big')
  return tooLong ? refuse(ctx, 'E0400', 'tooMany', { max: MAX_QUICK_ORDER_LINES }) : refuse(ctx, 'E0400', 'invalid')
}

// ---------------------------------------------------------------------------------------------------------
// POST /cart/quick-order/upload

async function upload(ctx: ApiContext) {
  await memberFor(ctx)
  const { request } = ctx
  const maxMb = MAX_SHEET_BYTES / 1024 / 1024
  const tooLarge = refuse(ctx, 'E0413', 'fileTooLarge', { max: maxMb })
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'multipart/form-data') throw refuse(ctx, 'E0415', 'fileType')
  const limit = MAX_SHEET_BYTES + MULTIPART_OVERHEAD
  const declared = request.headers.get('content-length')
  if (declared !== null && /^\d{1,15}$/.test(declared.trim()) && Number(declared) > limit) throw tooLarge
  const file = await readSingleFile(request, limit, tooLarge, () => refuse(ctx, 'E0400', 'fileMissing'))
  const bytes = new Uint8Array(await file.arrayBuffer())
  const inspected = await inspectSheet(bytes)
  if (!inspected.ok) {
    if (inspected.reason === 'tooLarge') throw tooLarge
    throw inspected.reason === 'type' ? refuse(ctx, 'E0415', 'fileType') : refuse(ctx, 'E0400', 'fileDamaged')
  }
  try {
    return previewAnswer(ctx, await previewSheet(ctx.payload, bytes, ctx.locale))
  } catch (error) {
    if (error instanceof UnreadableFile) throw refuse(ctx, 'E0400', 'fileDamaged')
    throw error
  }
}

// ---------------------------------------------------------------------------------------------------------
// GET /cart/quick-order/template

/** The template per language, built once per process (it depends on nothing but the messages). */
const templates = new Map<string, Promise<Uint8Array<ArrayBuffer>>>()

async function template(ctx: ApiContext) {
  // The template takes no parameters: anything in the query is a localized 400, as on every other route.
  parseQuery(ctx.url, z.object({}).strict())
  let built = templates.get(ctx.locale)
  if (!built) {
    built = buildQuickOrderTemplate(ctx.locale)
    built.catch(() => templates.delete(ctx.locale))
    templates.set(ctx.locale, built)
  }
  const bytes = await built
  const name = q(ctx, 'templateFile')
  return new Response(bytes, {
    status: 200,
    headers: {
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${ctx.locale === 'en' ? name : 'quick-order-template.xlsx'}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'content-length': String(bytes.byteLength),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}

// ---------------------------------------------------------------------------------------------------------
// POST /cart/quick-order/add

type Refused = { msgKey: string; params: Record<string, string | number> }

async function add(ctx: ApiContext) {
  const member = await memberFor(ctx)
  const parsed = quickOrderAddSchema.safeParse(await readJsonBody(ctx.request, MAX_ADD_BODY))
  if (!parsed.success) throw textRefusal(ctx, parsed.error)
  const result = await addCartLines(member.id, parsed.data.lines, ctx)
  return jsonResponse({
    code: SUCCESS,
    data: {
      added: result.added.length,
      refused: result.refused.map((r) => ({ ...r.line, msg: refusalText(ctx, r) })),
      cart: await memberCart(cartReader(ctx), member.id),
    },
    msg: q(ctx, 'added', { count: result.added.length }),
  })
}

const refusalText = (ctx: ApiContext, r: Refused) => ctx.t(r.msgKey, r.params)

// ---------------------------------------------------------------------------------------------------------
// POST /order/reorder/{id}

async function reorder(ctx: ApiContext) {
  const member = await memberFor(ctx)
  const notFound = new ApiError('E0404', { text: q(ctx, 'reorder.notFound') })
  const id = parseId(ctx.params.id)
  if (id === null) throw notFound
  try {
    const result = await reorderOrder({ memberId: member.id, orderId: id }, ctx)
    return jsonResponse({
      code: SUCCESS,
      data: {
        added: result.added.length,
        missing: result.missing.map((m) => ({ ...m, msg: q(ctx, `reorder.${m.reason}`) })),
        refused: result.refused.map((r) => ({ ...r.line, msg: refusalText(ctx, r) })),
        cart: await memberCart(cartReader(ctx), member.id),
      },
      msg: q(ctx, 'reorder.done', { count: result.added.length }),
    })
  } catch (error) {
    if (error instanceof CartError && error.code === 'E0404') throw notFound
    throw error
  }
}

export const quickOrderRoutes: Route[] = [
  { method: 'GET', path: '/cart/quick-order/template', handler: template },
  { method: 'POST', path: '/cart/quick-order/preview', handler: preview },
  { method: 'POST', path: '/cart/quick-order/upload', handler: upload },
  { method: 'POST', path: '/cart/quick-order/add', handler: add },
  { method: 'POST', path: '/order/reorder/:id', handler: reorder },
]
