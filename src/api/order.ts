import { z } from 'zod'
import {
  addToCartSchema,
  parseId,
  parseIdempotencyKey,
  parseIdList,
  settleSchema,
  updateCartLineSchema,
} from '../domain/cart/cart-lines'
import { MAX_COUNT } from '../domain/cart/line-price'
import { type Checkout, checkoutErrors, checkoutSchema } from '../domain/orders/checkout'
import { orderFilterSchema, toOrderFilters } from '../domain/orders/order-filters'
import { translate } from '../i18n/messages'
import { type CartReader, memberCart } from '../lib/data/cart'
import { memberOrders } from '../lib/data/orders'
import { memberQuote, quoteView } from '../lib/data/quotes'
import type { Order } from '../payload-types'
import { addCartLine } from '../server/cart/add-cart-line'
import { CartError } from '../server/cart/cart-error'
import { removeCartLines } from '../server/cart/remove-cart-lines'
import { updateCartLine } from '../server/cart/update-cart-line'
import { memberAnswerQuote, type QuoteAnswer } from '../server/orders/answer-quote'
import { memberCancelOrder } from '../server/orders/cancel-order'
import { OrderMoveRefused } from '../server/orders/order-move'
import { CheckoutRefused, settleCart } from '../server/orders/settle-cart'
import { MINUTE } from '../services/rate-limit/rate-limit'
import { type Member, requireMember } from './auth-guard'
import { ApiError, jsonResponse, SUCCESS } from './envelope'
import type { ApiContext, Route } from './handler-types'
import { ordersReader } from './order-detail'
import { pageParams, parseQuery } from './query'
import { enforce } from './rate-limit-guard'
import { isSameSite, readJsonBody } from './request-body'

/**
 * The cart and orders (spec sections 2, 3, 4, 6, 7 and 8), all for logged-in members only:
 *   POST   /order                 add a size of a product (or raise the count of its line)
 *   GET    /order?size=-1         the cart: lines, total count, total price
 *   PUT    /order/{id}            change a line's count (or its select flag)
 *   DELETE /order/{id}            delete a line
 *   DELETE /order/batch?idList=   delete several lines (all or nothing)
 *   PUT    /order/clear           settle: the cart's lines become one order, in one transaction
 *   GET    /order/list            the member's orders with their lines and status (user centre), filtered
 *   PUT    /order/cancel/{id}     the member cancels its own order (only before confirmation)
 *   GET    /order/quote/{id}      the quote of the member's own order (prices, lead time, validity)
 *   PUT    /order/quote/accept/{id}, /order/quote/decline/{id}   the member answers its quote
 * Only parse → use case (src/server/cart, src/server/orders) or read model (src/lib/data/cart, orders) → envelope.
 * Prices always come from the catalogue, never from the request. Another member's line or order is a 404.
 * Success and failure messages are the spec's (section 8), in the request's language (api.cart* keys).
 */

/** Mutations per member per minute: far above any person's clicking, low enough to stop a script. */
const CART_WRITE_RULE = { name: 'cart-write-member-minute', limit: 120, windowMs: MINUTE }

/** The success envelope with a message of our own (the router's default msg is the generic one). */
function success(ctx: ApiContext, data: unknown, msgKey: string): Response {
  return jsonResponse({ code: SUCCESS, data, msg: ctx.t(msgKey) })
}

function fail(ctx: ApiContext, code: 'E0400' | 'E0404' | 'E0409', msgKey: string): ApiError {
  return new ApiError(code, { text: ctx.t(msgKey) })
}

/**
 * Runs a use case and turns its refusal into the localized answer; `failKey` is the action's message where the
 * use case leaves it to the caller (a 404 of a delete says which delete failed).
 */
async function refusing<T>(ctx: ApiContext, run: () => Promise<T>, failKey?: string): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (!(error instanceof CartError)) throw error
    const key = error.msgKey ?? failKey
    throw key ? new ApiError(error.code, { text: ctx.t(key, error.params) }) : new ApiError(error.code)
  }
}

/** Same-site check (403), then the member (401 'Please Login！'), then the member's write budget (429). */
async function memberForWrite(ctx: ApiContext): Promise<Member> {
  if (!isSameSite(ctx.request)) throw new ApiError('E0403')
  const member = await requireMember(ctx, { text: ctx.t('cartPleaseLogin') })
  await enforce([[CART_WRITE_RULE, String(member.id)]])
  return member
}

/** The JSON body as an object; anything else (an array, a number) is a 400 with the action's message. */
async function objectBody(ctx: ApiContext, failKey: string): Promise<Record<string, unknown>> {
  const body = await readJsonBody(ctx.request)
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw fail(ctx, 'E0400', failKey)
  return body as Record<string, unknown>
}

/** A zod failure of a cart body: a bad count says so; anything else is the action's failure message. */
function bodyError(ctx: ApiContext, error: z.ZodError, failKey: string): ApiError {
  const onCount = error.issues.some((i) => i.path[0] === 'count')
  return new ApiError('E0400', { text: onCount ? ctx.t('cartCountInvalid', { max: MAX_COUNT }) : ctx.t(failKey) })
}

/** The request's reader of the cart: prices only for visitors in China, the inquiry word in its language. */
function cartReader(ctx: ApiContext): CartReader {
  return { payload: ctx.payload, locale: ctx.locale, showPrices: ctx.showPrices, inquiryWord: ctx.t('inquiry') }
}

// ---------------------------------------------------------------------------------------------------------
// GET /order — the cart

const listQuery = z
  .object({
    // -1 lists everything (spec section 9); otherwise a page of 1–100 lines.
    size: z.union([z.literal('-1').transform(() => -1), pageParams.size]).optional(),
    page: pageParams.page,
  })
  .strict()

async function getCart(ctx: ApiContext) {
  const q = parseQuery(ctx.url, listQuery)
  const member = await requireMember(ctx, { text: ctx.t('cartPleaseLogin') })
  return memberCart(cartReader(ctx), member.id, { size: q.size ?? -1, page: q.page ?? 1 })
}

// ---------------------------------------------------------------------------------------------------------
// POST /order — add to cart

async function addToCart(ctx: ApiContext) {
  const member = await memberForWrite(ctx)
  const parsed = addToCartSchema.safeParse(await objectBody(ctx, 'cartAddFailed'))
  if (!parsed.success) throw bodyError(ctx, parsed.error, 'cartAddFailed')
  const line = await refusing(ctx, () => addCartLine({ memberId: member.id, ...parsed.data }, ctx))
  return success(ctx, line, 'cartAddSucceeded')
}

// ---------------------------------------------------------------------------------------------------------
// PUT /order/{id} — change the count (or the select flag)

async function updateLine(ctx: ApiContext) {
  const member = await memberForWrite(ctx)
  const id = parseId(ctx.params.id)
  if (id === null) throw fail(ctx, 'E0400', 'cartUpdateFailed')
  const parsed = updateCartLineSchema.safeParse(await objectBody(ctx, 'cartUpdateFailed'))
  if (!parsed.success) throw bodyError(ctx, parsed.error, 'cartUpdateFailed')
  return refusing(ctx, () => updateCartLine({ memberId: member.id, id, change: parsed.data }, ctx))
}

// ---------------------------------------------------------------------------------------------------------
// DELETE /order/{id} and DELETE /order/batch?idList=

async function deleteLine(ctx: ApiContext) {
  const member = await memberForWrite(ctx)
  const id = parseId(ctx.params.id)
  if (id === null) throw fail(ctx, 'E0400', 'cartDeleteFailed')
  await refusing(ctx, () => removeCartLines({ memberId: member.id, ids: [id] }, ctx), 'cartDeleteFailed')
  return success(ctx, { id }, 'cartDeleteSucceeded')
}

async function deleteBatch(ctx: ApiContext) {
  const member = await memberForWrite(ctx)
  const keys = [...ctx.url.searchParams.keys()]
  if (keys.some((k) => k !== 'idList') || ctx.url.searchParams.getAll('idList').length > 1) {
    throw fail(ctx, 'E0400', 'cartBatchDeleteFailed')
  }
  const raw = ctx.url.searchParams.get('idList')
  if (raw === null || raw.trim() === '') throw fail(ctx, 'E0400', 'cartSelectFirst')
  const ids = parseIdList(raw)
  if (ids === null) throw fail(ctx, 'E0400', 'cartBatchDeleteFailed')
  await refusing(ctx, () => removeCartLines({ memberId: member.id, ids }, ctx), 'cartBatchDeleteFailed')
  return success(ctx, { idList: ids }, 'cartBatchDeleteSucceeded')
}

// ---------------------------------------------------------------------------------------------------------
// PUT /order/clear — settle

/**
 * A refused checkout: 400 with the localized message of each refused field (`data.errors`, by dotted path), so
 * the review form shows each next to its field and keeps everything typed.
 */
function checkoutRefusal(ctx: ApiContext, errors: Record<string, string>): CheckoutInvalid {
  const texts = Object.fromEntries(
    Object.entries(errors).map(([path, key]) => [path, translate(ctx.locale, `orders.checkout.errors.${key}`)]),
  )
  return new CheckoutInvalid(translate(ctx.locale, 'orders.checkout.invalid'), texts)
}

/** The 400 of a refused checkout, carrying the field errors (the router answers it with `data`). */
class CheckoutInvalid extends ApiError {
  readonly errors: Record<string, string>
  constructor(text: string, errors: Record<string, string>) {
    super('E0400', { text })
    this.errors = errors
  }
}

/**
 * The body of PUT /order/clear is optional (no body settles the whole cart at once, as the spec's API does);
 * `checkout` carries the review step's address, invoice, PO, remarks and terms tick (the site always sends it).
 */
async function settleBody(ctx: ApiContext): Promise<z.infer<typeof settleSchema> & { checkout?: Checkout }> {
  const type = ctx.request.headers.get('content-type')
  const length = ctx.request.headers.get('content-length')
  if (type === null && (length === null || length === '0')) return {}
  const body = await objectBody(ctx, 'cartSettleFailed')
  const { checkout, ...rest } = body
  const parsed = settleSchema.safeParse(rest)
  if (!parsed.success) throw fail(ctx, 'E0400', 'cartSettleFailed')
  if (checkout === undefined) return parsed.data
  const review = checkoutSchema.safeParse(checkout)
  if (!review.success) throw checkoutRefusal(ctx, checkoutErrors(review.error))
  return { ...parsed.data, checkout: review.data }
}

/** The order, and the cart as it is after the settlement (as GET /order?size=-1): the browser needs no reload. */
async function settledAnswer(ctx: ApiContext, order: Order, memberId: number): Promise<Response> {
  return success(
    ctx,
    {
      orderId: order.id,
      orderNumber: order.orderNumber,
      createdAt: order.createdAt,
      status: order.status,
      lineCount: order.lines?.length ?? 0,
      cart: await memberCart(cartReader(ctx), memberId),
    },
    // The spec's message, also for a quote request (`status` says which it is; the user centre shows the quote).
    'cartSettleSucceeded',
  )
}

async function settle(ctx: ApiContext) {
  const member = await memberForWrite(ctx)
  const key = parseIdempotencyKey(ctx.request.headers.get('idempotency-key'))
  if (key === 'invalid') throw new ApiError('E0400', { msgKey: 'invalidParam', params: { param: 'Idempotency-Key' } })
  let body: Awaited<ReturnType<typeof settleBody>>
  try {
    body = await settleBody(ctx)
    const order = await refusing(ctx, () =>
      settleCart(
        { memberId: member.id, idList: body.idList, idempotencyKey: key, checkout: body.checkout },
        { ...ctx, visitorInChina: ctx.showPrices },
      ),
    )
    return settledAnswer(ctx, order, member.id)
  } catch (error) {
    const invalid =
      error instanceof CheckoutRefused
        ? checkoutRefusal(ctx, error.errors)
        : error instanceof CheckoutInvalid
          ? error
          : null
    if (!invalid) throw error
    return jsonResponse({ code: invalid.code, data: { errors: invalid.errors }, msg: invalid.text }, 400)
  }
}

// ---------------------------------------------------------------------------------------------------------
// GET /order/address-book — the member's addresses and invoice titles (the checkout review's choices)

async function addressBook(ctx: ApiContext) {
  const member = await requireMember(ctx, { text: ctx.t('cartPleaseLogin') })
  const mine = { member: { equals: member.id } }
  const [addresses, invoiceTitles] = await Promise.all([
    ctx.payload.find({
      collection: 'member-addresses',
      where: mine,
      sort: '-updatedAt',
      limit: 50,
      depth: 0,
      overrideAccess: true,
    }),
    ctx.payload.find({
      collection: 'invoice-titles',
      where: mine,
      sort: '-updatedAt',
      limit: 50,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const strip = <T extends { member?: unknown; createdAt?: unknown; updatedAt?: unknown }>({
    member: _m,
    createdAt: _c,
    updatedAt: _u,
    ...rest
  }: T) => rest
  return { addresses: addresses.docs.map(strip), invoiceTitles: invoiceTitles.docs.map(strip) }
}

// ---------------------------------------------------------------------------------------------------------
// GET /order/list — the member's orders (user centre)

/** Filters (status, from, to, keyword over order, catalog and PO numbers) and paging: src/domain/orders/order-filters. */
async function listOrders(ctx: ApiContext) {
  const q = parseQuery(ctx.url, orderFilterSchema)
  const member = await requireMember(ctx, { text: ctx.t('cartPleaseLogin') })
  return memberOrders(ordersReader(ctx), member.id, toOrderFilters(q))
}
// ---------------------------------------------------------------------------------------------------------
// PUT /order/cancel/{id} — the member cancels its order (before confirmation; src/domain/orders)

const cancelSchema = z.object({ reason: z.string().trim().max(500).optional() }).strict()

/** A refused move of the status machine: its localized message with the matching code (400, 403 or 409). */
function moveRefusal(error: OrderMoveRefused): ApiError {
  const code = error.status === 403 ? 'E0403' : error.status === 409 ? 'E0409' : 'E0400'
  return new ApiError(code, { text: error.message })
}

async function cancelOrder(ctx: ApiContext) {
  const member = await memberForWrite(ctx)
  const id = parseId(ctx.params.id)
  const notFound = new ApiError('E0404', { text: translate(ctx.locale, 'orders.notFound') })
  if (id === null) throw notFound
  const type = ctx.request.headers.get('content-type')
  const parsed = cancelSchema.safeParse(type === null ? {} : await objectBody(ctx, 'E0400'))
  if (!parsed.success) throw new ApiError('E0400', { text: translate(ctx.locale, 'orders.cancelInvalid') })
  try {
    const order = await memberCancelOrder(
      { memberId: member.id, orderId: id, reason: parsed.data.reason || null },
      { payload: ctx.payload, locale: ctx.locale },
    )
    return jsonResponse({
      code: SUCCESS,
      data: { id: order.id, status: order.status },
      msg: translate(ctx.locale, 'orders.cancelled'),
    })
  } catch (error) {
    if (error instanceof OrderMoveRefused) throw moveRefusal(error)
    if (error instanceof CartError) throw notFound
    throw error
  }
}

// ---------------------------------------------------------------------------------------------------------
// GET /order/quote/{id}, PUT /order/quote/accept/{id}, PUT /order/quote/decline/{id} — the member's quote

/** No body, or an empty JSON object: the answer is in the path. */
const answerSchema = z.object({}).strict()

async function getQuote(ctx: ApiContext) {
  const member = await requireMember(ctx, { text: ctx.t('cartPleaseLogin') })
  const id = parseId(ctx.params.id)
  const quote = id === null ? null : await memberQuote(ctx.payload, member.id, id)
  if (!quote) throw new ApiError('E0404', { text: translate(ctx.locale, 'quotes.api.notFound') })
  return quote
}

function answerQuote(answer: QuoteAnswer) {
  return async (ctx: ApiContext) => {
    const member = await memberForWrite(ctx)
    const id = parseId(ctx.params.id)
    const notFound = new ApiError('E0404', { text: translate(ctx.locale, 'quotes.api.notFound') })
    if (id === null) throw notFound
    const type = ctx.request.headers.get('content-type')
    const length = ctx.request.headers.get('content-length')
    const empty = type === null && (length === null || length === '0')
    const parsed = answerSchema.safeParse(empty ? {} : await readJsonBody(ctx.request))
    if (!parsed.success) throw new ApiError('E0400', { text: translate(ctx.locale, 'quotes.api.invalid') })
    try {
      const { order } = await memberAnswerQuote({ memberId: member.id, orderId: id, answer }, ctx)
      return jsonResponse({
        code: SUCCESS,
        data: { id: order.id, status: order.status, quote: quoteView(order) },
        msg: translate(ctx.locale, answer === 'accept' ? 'quotes.api.accepted' : 'quotes.api.declined'),
      })
    } catch (error) {
      if (error instanceof OrderMoveRefused) throw moveRefusal(error)
      if (error instanceof CartError) throw notFound
      throw error
    }
  }
}

/** Static paths first: /order/clear, /order/batch and /order/list are not ids. */
export const orderRoutes: Route[] = [
  { method: 'GET', path: '/order', handler: getCart },
  { method: 'POST', path: '/order', handler: addToCart },
  { method: 'GET', path: '/order/list', handler: listOrders },
  { method: 'PUT', path: '/order/clear', handler: settle },
  { method: 'PUT', path: '/order/cancel/:id', handler: cancelOrder },
  { method: 'GET', path: '/order/quote/:id', handler: getQuote },
  { method: 'PUT', path: '/order/quote/accept/:id', handler: answerQuote('accept') },
  { method: 'PUT', path: '/order/quote/decline/:id', handler: answerQuote('decline') },
  { method: 'GET', path: '/order/address-book', handler: addressBook },
  { method: 'DELETE', path: '/order/batch', handler: deleteBatch },
  { method: 'PUT', path: '/order/:id', handler: updateLine },
  { method: 'DELETE', path: '/order/:id', handler: deleteLine },
]
