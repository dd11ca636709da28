import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as liteSql } from '@payloadcms/db-sqlite'
import { type Payload, ValidationError, type Where } from 'payload'
import { z } from 'zod'
import {
  addToCartSchema,
  type CartLineSource,
  cartLineView,
  cartTotals,
  MAX_CART_LINES,
  orderNumber,
  parseId,
  parseIdempotencyKey,
  parseIdList,
  settleSchema,
  updateCartLineSchema,
} from '../domain/cart'
import { MAX_COUNT } from '../domain/catalog-price'
import { formatFen, visiblePriceFen } from '../domain/price'
import { serialWrite } from '../lib/write-queue'
import type { CartLine, Order, Product } from '../payload-types'
import { MINUTE } from '../services/rate-limit/rate-limit'
import { type Member, requireMember } from './auth-guard'
import { ApiError, jsonResponse, SUCCESS } from './envelope'
import { pageParams, paging, parseQuery } from './query'
import { enforce } from './rate-limit-guard'
import { isSameSite, readJsonBody } from './request-body'
import type { ApiContext, Route } from './router'

/**
 * The cart and orders (spec sections 2, 3, 4, 6, 7 and 8), all for logged-in members only:
 *   POST   /order                 add a size of a product (or raise the count of its line)
 *   GET    /order?size=-1         the cart: lines, total count, total price
 *   PUT    /order/{id}            change a line's count (or its select flag)
 *   DELETE /order/{id}            delete a line
 *   DELETE /order/batch?idList=   delete several lines (all or nothing)
 *   PUT    /order/clear           settle: the cart's lines become one order, in one transaction
 *   GET    /order/list            the member's orders with their lines and status (user centre)
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

function isUniqueViolation(error: unknown): boolean {
  if (error instanceof ValidationError) return true
  const text = `${(error as { code?: unknown })?.code ?? ''} ${(error as Error)?.message ?? ''}`
  return /23505|unique/i.test(text)
}

function productOf(line: CartLine): Product | null {
  return typeof line.product === 'object' && line.product !== null ? line.product : null
}

/** A stored line joined with its product: unavailable when the product is unpublished or the size gone. */
function lineSource(line: CartLine): CartLineSource {
  const product = productOf(line)
  const size = product?.status === 'published' ? product.sizes?.find((s) => s.size === line.size) : undefined
  return {
    id: line.id,
    productId: product?.id ?? (typeof line.product === 'number' ? line.product : null),
    catalogNumber: product?.catalogNumber ?? '',
    productName: product?.name ?? '',
    size: line.size,
    count: line.count,
    selected: line.selected !== false,
    priceFen: typeof size?.priceFen === 'number' ? size.priceFen : null,
    available: size !== undefined,
  }
}

async function memberLines(payload: Payload, memberId: number, locale: string): Promise<CartLineSource[]> {
  const found = await payload.find({
    collection: 'cart-lines',
    where: { member: { equals: memberId } },
    sort: 'createdAt',
    pagination: false,
    depth: 1,
    locale: locale as 'cn' | 'en',
    overrideAccess: true,
  })
  return found.docs.map(lineSource)
}

async function ownLine(payload: Payload, memberId: number, id: number): Promise<CartLine | null> {
  const found = await payload.find({
    collection: 'cart-lines',
    where: { and: [{ id: { equals: id } }, { member: { equals: memberId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
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
  const inquiry = ctx.t('inquiry')
  const lines = (await memberLines(ctx.payload, member.id, ctx.locale)).map((l) =>
    cartLineView(l, ctx.showPrices, inquiry, formatFen),
  )
  const size = q.size ?? -1
  const page = q.page ?? 1
  const list = size === -1 ? lines : lines.slice((page - 1) * size, page * size)
  return { list, total: lines.length, ...cartTotals(lines, inquiry, formatFen), page, size }
}

// ---------------------------------------------------------------------------------------------------------
// POST /order — add to cart

async function addToCart(ctx: ApiContext) {
  const member = await memberForWrite(ctx)
  const parsed = addToCartSchema.safeParse(await objectBody(ctx, 'cartAddFailed'))
  if (!parsed.success) throw bodyError(ctx, parsed.error, 'cartAddFailed')
  const { productId, size, count } = parsed.data
  const product = await ctx.payload.findByID({
    collection: 'products',
    id: productId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (product?.status !== 'published') throw fail(ctx, 'E0404', 'cartAddFailed')
  if (!product.sizes?.some((s) => s.size === size)) throw fail(ctx, 'E0400', 'cartAddFailed')

  const line = await serialWrite(ctx.payload, async () => {
    const add = async () => {
      const existing = await ctx.payload.find({
        collection: 'cart-lines',
        where: {
          and: [{ member: { equals: member.id } }, { product: { equals: productId } }, { size: { equals: size } }],
        },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const current = existing.docs[0]
      if (current) {
        const next = current.count + count
        if (next > MAX_COUNT) throw new ApiError('E0400', { text: ctx.t('cartCountInvalid', { max: MAX_COUNT }) })
        return ctx.payload.update({
          collection: 'cart-lines',
          id: current.id,
          data: { count: next },
          depth: 0,
          overrideAccess: true,
        })
      }
      const lines = await ctx.payload.count({
        collection: 'cart-lines',
        where: { member: { equals: member.id } },
        overrideAccess: true,
      })
      if (lines.totalDocs >= MAX_CART_LINES) {
        throw new ApiError('E0400', { text: ctx.t('cartFull', { max: MAX_CART_LINES }) })
      }
      return ctx.payload.create({
        collection: 'cart-lines',
        data: { member: member.id, product: productId, size, count, selected: true },
        depth: 0,
        overrideAccess: true,
      })
    }
    try {
      return await add()
    } catch (error) {
      // A concurrent add of the same size created the line first: add to it instead.
      if (isUniqueViolation(error)) return add()
      throw error
    }
  })
  return success(ctx, { id: line.id, count: line.count }, 'cartAddSucceeded')
}

// ---------------------------------------------------------------------------------------------------------
// PUT /order/{id} — change the count (or the select flag)

async function updateLine(ctx: ApiContext) {
  const member = await memberForWrite(ctx)
  const id = parseId(ctx.params.id)
  if (id === null) throw fail(ctx, 'E0400', 'cartUpdateFailed')
  const parsed = updateCartLineSchema.safeParse(await objectBody(ctx, 'cartUpdateFailed'))
  if (!parsed.success) throw bodyError(ctx, parsed.error, 'cartUpdateFailed')
  const line = await serialWrite(ctx.payload, async () => {
    const current = await ownLine(ctx.payload, member.id, id)
    if (!current) throw fail(ctx, 'E0404', 'cartUpdateFailed')
    return ctx.payload.update({
      collection: 'cart-lines',
      id,
      data: parsed.data,
      depth: 0,
      overrideAccess: true,
    })
  })
  return { id: line.id, count: line.count, select: line.selected !== false }
}

// ---------------------------------------------------------------------------------------------------------
// DELETE /order/{id} and DELETE /order/batch?idList=

async function deleteLine(ctx: ApiContext) {
  const member = await memberForWrite(ctx)
  const id = parseId(ctx.params.id)
  if (id === null) throw fail(ctx, 'E0400', 'cartDeleteFailed')
  await serialWrite(ctx.payload, async () => {
    if (!(await ownLine(ctx.payload, member.id, id))) throw fail(ctx, 'E0404', 'cartDeleteFailed')
    await ctx.payload.delete({ collection: 'cart-lines', id, depth: 0, overrideAccess: true })
  })
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
  const where: Where = { and: [{ member: { equals: member.id } }, { id: { in: ids } }] }
  await serialWrite(ctx.payload, async () => {
    // All or nothing: one id that is not this member's line (or no longer exists) deletes none.
    const owned = await ctx.payload.count({ collection: 'cart-lines', where, overrideAccess: true })
    if (owned.totalDocs !== ids.length) throw fail(ctx, 'E0404', 'cartBatchDeleteFailed')
    await ctx.payload.delete({ collection: 'cart-lines', where, depth: 0, overrideAccess: true })
  })
  return success(ctx, { idList: ids }, 'cartBatchDeleteSucceeded')
}

// ---------------------------------------------------------------------------------------------------------
// PUT /order/clear — settle

interface ClaimedRow {
  id: number
  count: number
}

interface DrizzleSession {
  execute?: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }>
  all?: (query: unknown) => Promise<Record<string, unknown>[]>
}

/**
 * Deletes the member's lines `ids` inside the transaction and returns the ones this transaction deleted.
 * The claim is what makes settlement safe under concurrency: on PostgreSQL a second transaction's DELETE
 * waits for the first one's row locks and then finds the rows gone; on SQLite writes are serial. Whoever
 * claims no line makes no order.
 */
async function claimLines(payload: Payload, transactionID: string | number, memberId: number, ids: number[]) {
  const sessions = (payload.db as unknown as { sessions: Record<string, { db: DrizzleSession }> }).sessions
  const tx = sessions[String(transactionID)]?.db
  if (!tx) throw new Error('settlement transaction is not open')
  const sql = payload.db.name === 'postgres' ? pgSql : liteSql
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const query = sql`DELETE FROM "cart_lines" WHERE "member_id" = ${memberId} AND "id" IN (${list}) RETURNING "id", "count"`
  const rows = tx.execute ? (await tx.execute(query)).rows : tx.all ? await tx.all(query) : []
  return rows.map((r): ClaimedRow => ({ id: Number(r.id), count: Number(r.count) }))
}

async function orderByKey(payload: Payload, scopedKey: string): Promise<Order | null> {
  const found = await payload.find({
    collection: 'orders',
    where: { idempotencyKey: { equals: scopedKey } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/** An order number not yet used (six random digits a day: a clash is rare; drawn again when it happens). */
async function freshOrderNumber(payload: Payload): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = orderNumber(new Date())
    const taken = await payload.count({
      collection: 'orders',
      where: { orderNumber: { equals: candidate } },
      overrideAccess: true,
    })
    if (taken.totalDocs === 0) return candidate
  }
  throw new ApiError('E0409')
}

function settledAnswer(ctx: ApiContext, order: Order): Response {
  return success(
    ctx,
    {
      orderId: order.id,
      orderNumber: order.orderNumber,
      createdAt: order.createdAt,
      status: order.status,
      lineCount: order.lines?.length ?? 0,
    },
    'cartSettleSucceeded',
  )
}

/** The body of PUT /order/clear is optional (no body settles the whole cart). */
async function settleBody(ctx: ApiContext): Promise<z.infer<typeof settleSchema>> {
  const type = ctx.request.headers.get('content-type')
  const length = ctx.request.headers.get('content-length')
  if (type === null && (length === null || length === '0')) return {}
  const parsed = settleSchema.safeParse(await objectBody(ctx, 'cartSettleFailed'))
  if (!parsed.success) throw fail(ctx, 'E0400', 'cartSettleFailed')
  return parsed.data
}

async function settle(ctx: ApiContext) {
  const member = await memberForWrite(ctx)
  const key = parseIdempotencyKey(ctx.request.headers.get('idempotency-key'))
  if (key === 'invalid') throw new ApiError('E0400', { msgKey: 'invalidParam', params: { param: 'Idempotency-Key' } })
  const body = await settleBody(ctx)
  const scopedKey = key === null ? null : `${member.id}:${key}`
  const replay = async () => (scopedKey ? await orderByKey(ctx.payload, scopedKey) : null)

  const earlier = await replay()
  if (earlier) return settledAnswer(ctx, earlier)

  const order = await serialWrite(ctx.payload, async () => {
    const again = await replay()
    if (again) return again
    const lines = await memberLines(ctx.payload, member.id, ctx.locale)
    const chosen = body.idList ? lines.filter((l) => body.idList?.includes(l.id)) : lines.filter((l) => l.available)
    if (body.idList && chosen.length !== new Set(body.idList).size) {
      throw fail(ctx, 'E0404', 'cartSettleFailed')
    }
    if (chosen.length === 0 || chosen.some((l) => !l.available)) throw fail(ctx, 'E0400', 'cartSettleFailed')
    const number = await freshOrderNumber(ctx.payload)

    const transactionID = await ctx.payload.db.beginTransaction()
    if (transactionID === null) throw new Error('the database adapter has no transactions')
    try {
      const claimed = await claimLines(
        ctx.payload,
        transactionID,
        member.id,
        chosen.map((l) => l.id),
      )
      if (claimed.length !== chosen.length) {
        // Another settlement took (some of) these lines first: make nothing.
        await ctx.payload.db.rollbackTransaction(transactionID)
        const winner = await replay()
        if (winner) return winner
        throw fail(ctx, 'E0409', 'cartSettleFailed')
      }
      const counts = new Map(claimed.map((c) => [c.id, c.count]))
      const orderLines = chosen.map((l) => {
        const count = counts.get(l.id) ?? l.count
        const unit = visiblePriceFen(l.priceFen, true)
        return {
          product: l.productId,
          catalogNumber: l.catalogNumber,
          productName: l.productName,
          size: l.size,
          count,
          unitPriceFen: unit,
          subtotalFen: unit === null ? null : unit * count,
        }
      })
      const inquiry = orderLines.some((l) => l.subtotalFen === null)
      const created = await ctx.payload.create({
        collection: 'orders',
        data: {
          orderNumber: number,
          member: member.id,
          status: 'submitted',
          lines: orderLines,
          totalFen: inquiry ? null : orderLines.reduce((sum, l) => sum + (l.subtotalFen ?? 0), 0),
          inquiry,
          idempotencyKey: scopedKey,
        },
        depth: 0,
        overrideAccess: true,
        req: { transactionID },
      })
      await ctx.payload.db.commitTransaction(transactionID)
      return created
    } catch (error) {
      await ctx.payload.db.rollbackTransaction(transactionID).catch(() => undefined)
      if (error instanceof ApiError) throw error
      // The same key settled concurrently and won the unique index: answer with its order.
      const winner = isUniqueViolation(error) ? await replay() : null
      if (winner) return winner
      throw error
    }
  })
  return settledAnswer(ctx, order)
}

// ---------------------------------------------------------------------------------------------------------
// GET /order/list — the member's orders (user centre)

const orderListQuery = z.object(pageParams).strict()

async function listOrders(ctx: ApiContext) {
  const q = parseQuery(ctx.url, orderListQuery)
  const member = await requireMember(ctx, { text: ctx.t('cartPleaseLogin') })
  const { page, limit: size } = paging(q)
  const found = await ctx.payload.find({
    collection: 'orders',
    where: { member: { equals: member.id } },
    sort: '-createdAt',
    page,
    limit: size,
    depth: 0,
    overrideAccess: true,
  })
  const inquiry = ctx.t('inquiry')
  const money = (fen: number | null | undefined) => {
    const shown = visiblePriceFen(fen, ctx.showPrices)
    return shown === null ? inquiry : formatFen(shown)
  }
  return {
    list: found.docs.map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      createdAt: o.createdAt,
      status: o.status,
      statusText: ctx.t(`orderStatus.${o.status}`),
      lines: (o.lines ?? []).map((l) => ({
        catalogNumber: l.catalogNumber,
        productName: l.productName,
        size: l.size,
        count: l.count,
        price: money(l.unitPriceFen),
        subtotal: money(l.subtotalFen),
      })),
      totalCount: (o.lines ?? []).reduce((sum, l) => sum + l.count, 0),
      totalPrice: o.inquiry ? inquiry : money(o.totalFen),
    })),
    total: found.totalDocs,
    page,
    size,
  }
}

/** Static paths first: /order/clear, /order/batch and /order/list are not ids. */
export const orderRoutes: Route[] = [
  { method: 'GET', path: '/order', handler: getCart },
  { method: 'POST', path: '/order', handler: addToCart },
  { method: 'GET', path: '/order/list', handler: listOrders },
  { method: 'PUT', path: '/order/clear', handler: settle },
  { method: 'DELETE', path: '/order/batch', handler: deleteBatch },
  { method: 'PUT', path: '/order/:id', handler: updateLine },
  { method: 'DELETE', path: '/order/:id', handler: deleteLine },
]
