import type { Payload } from 'payload'
import { orderNumber, settlementOf } from '../../domain/cart/settlement'
import type { Checkout, CheckoutAddress, CheckoutErrorKey } from '../../domain/orders/checkout'
import { quoteReason } from '../../domain/orders/quotes'
import type { Locale } from '../../i18n/routing'
import { memberCartLines } from '../../lib/data/cart'
import { rawQuery } from '../../lib/db/payload-db'
import { serialWrite } from '../../lib/write-queue'
import type { Order } from '../../payload-types'
import { CartError, isUniqueViolation } from '../cart/cart-error'
import { memberActor } from './cancel-order'

export interface SettleCartInput {
  memberId: number
  /** The lines to settle; absent: every available line of the cart. */
  idList?: number[]
  /** The request's Idempotency-Key (already checked), or null: the same key settles once per member. */
  idempotencyKey: string | null
  /** The checkout review (address, invoice, PO, remarks, terms), already validated; absent: a bare settle. */
  checkout?: Checkout
}

/** A checkout refused for what the database holds (an address not in the member's book, a PO file not usable). */
export class CheckoutRefused extends Error {
  readonly errors: Record<string, CheckoutErrorKey>
  constructor(errors: Record<string, CheckoutErrorKey>) {
    super('checkout refused')
    this.name = 'CheckoutRefused'
    this.errors = errors
  }
}

/** What the order stores of a checkout: the address and invoice snapshots, the PO, the remarks. */
interface CheckoutRecord {
  shippingAddress: CheckoutAddress
  invoice: Checkout['invoice']
  poNumber: string | null
  poFile: { id: number; fileId: string } | null
  remarks: string | null
}

const ADDRESS_KEYS = ['recipient', 'phone', 'province', 'city', 'district', 'street', 'postcode'] as const

/** Resolves the checkout against the database (before the transaction: reads only). */
async function checkoutRecord(payload: Payload, memberId: number, checkout: Checkout): Promise<CheckoutRecord> {
  let shippingAddress = checkout.address ?? null
  if (!shippingAddress && checkout.addressId !== undefined) {
    const found = await payload.find({
      collection: 'member-addresses',
      where: { and: [{ id: { equals: checkout.addressId } }, { member: { equals: memberId } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const doc = found.docs[0]
    if (doc) {
      shippingAddress = Object.fromEntries(ADDRESS_KEYS.map((k) => [k, doc[k] ?? null])) as CheckoutAddress
    }
  }
  if (!shippingAddress) throw new CheckoutRefused({ addressId: 'address' })
  let poFile: CheckoutRecord['poFile'] = null
  if (checkout.poFileId) {
    const found = await payload.find({
      collection: 'private-files',
      where: { fileId: { equals: checkout.poFileId } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const doc = found.docs[0]
    if (doc?.purpose !== 'paper' || doc.claimedAt) throw new CheckoutRefused({ poFileId: 'poFile' })
    poFile = { id: doc.id, fileId: doc.fileId }
  }
  return {
    shippingAddress,
    invoice: checkout.invoice,
    poNumber: checkout.poNumber,
    poFile,
    remarks: checkout.remarks,
  }
}

/** The writes of one settlement, in order; a test's `afterWrite` hook may fail after any of them. */
export type SettleWrite = 'claim-lines' | 'create-order' | 'claim-po-file' | 'save-address'

export interface SettleCartContext {
  payload: Payload
  /** The language the order keeps the product names in (the catalogue's, at the time of the order). */
  locale: Locale
  /**
   * Whether the visitor is in mainland China (src/services/geo/geo.ts, as for prices); absent: yes. A visitor
   * outside (or a member registered outside mainland China) makes a quote request instead of an order.
   */
  visitorInChina?: boolean
  /**
   * Called inside the transaction after each write, before the commit. Only tests pass it (to inject a fault
   * between the writes and prove nothing is half-written); the API never does, so production cannot reach it.
   */
  afterWrite?: (write: SettleWrite) => Promise<void> | void
}

/**
 * Settles a member's cart (PUT /order/clear, spec sections 4 and 8): the chosen lines leave the cart and become
 * one order, in one transaction (the claim of the lines and the order with its lines and its Idempotency-Key,
 * which is the idempotency record). Lines, subtotals and the total come from the cart's domain rules.
 * A settle repeated with the same key, before, during or after the first one commits, answers the first one's
 * order. Refusals: 404 when `idList` names a line that is not in the cart, 400 when nothing (or an unavailable
 * line) is chosen, 409 when a concurrent settlement took the lines first.
 */
export async function settleCart(input: SettleCartInput, ctx: SettleCartContext): Promise<Order> {
  const scopedKey = input.idempotencyKey === null ? null : `${input.memberId}:${input.idempotencyKey}`
  const replay = async () => (scopedKey ? await orderByKey(ctx.payload, scopedKey) : null)

  const earlier = await replay()
  if (earlier) return earlier

  return serialWrite(ctx.payload, () => settleOnce(input, ctx, scopedKey, replay)).catch(async (error: unknown) => {
    // A duplicate that arrived while the first settle with its key was committing read a cart that settle had
    // already emptied (400/404/409). Any such refusal means the first settle has committed, and its order
    // commits in the same transaction as the emptied cart: answer with that order.
    const winner = error instanceof CartError || error instanceof CheckoutRefused ? await replay() : null
    if (!winner) throw error
    return winner
  })
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

/** The code of the member's registered area (src/seed/data/areas.ts), or null. */
async function memberAreaCode(payload: Payload, memberId: number): Promise<string | null> {
  const member = await payload.findByID({
    collection: 'members',
    id: memberId,
    depth: 1,
    overrideAccess: true,
    joins: false,
    disableErrors: true,
    select: { area: true },
  })
  const area = member?.area
  return area && typeof area === 'object' ? (area.code ?? null) : null
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
  throw new CartError('E0409', null)
}

/**
 * Deletes the member's lines `ids` inside the transaction and returns the ones this transaction deleted.
 * The claim is what makes settlement safe under concurrency: on PostgreSQL a second transaction's DELETE
 * waits for the first one's row locks and then finds the rows gone; on SQLite writes are serial. Whoever
 * claims no line makes no order.
 */
async function claimLines(payload: Payload, transactionID: string | number, memberId: number, ids: number[]) {
  const rows = await rawQuery(
    payload,
    (sql) =>
      sql`DELETE FROM "cart_lines" WHERE "member_id" = ${memberId} AND "id" IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) RETURNING "id", "count"`,
    transactionID,
  )
  return new Map(rows.map((r) => [Number(r.id), Number(r.count)]))
}

/** One settlement attempt (in the write queue): the cart read, the claim and the order in one transaction. */
async function settleOnce(
  { memberId, idList, checkout }: SettleCartInput,
  ctx: SettleCartContext,
  scopedKey: string | null,
  replay: () => Promise<Order | null>,
): Promise<Order> {
  const { payload } = ctx
  const again = await replay()
  if (again) return again
  const lines = await memberCartLines(payload, memberId, ctx.locale)
  const chosen = idList ? lines.filter((l) => idList.includes(l.id)) : lines.filter((l) => l.available)
  if (idList && chosen.length !== new Set(idList).size) throw new CartError('E0404', 'cartSettleFailed')
  if (chosen.length === 0 || chosen.some((l) => !l.available)) throw new CartError('E0400', 'cartSettleFailed')
  const number = await freshOrderNumber(payload)
  const record = checkout ? await checkoutRecord(payload, memberId, checkout) : null
  const areaCode = await memberAreaCode(payload, memberId)

  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('the database adapter has no transactions')
  try {
    const claimed = await claimLines(
      payload,
      transactionID,
      memberId,
      chosen.map((l) => l.id),
    )
    if (claimed.size !== chosen.length) {
      // Another settlement took (some of) these lines first: make nothing.
      await payload.db.rollbackTransaction(transactionID)
      const winner = await replay()
      if (winner) return winner
      throw new CartError('E0409', 'cartSettleFailed')
    }
    await ctx.afterWrite?.('claim-lines')
    const settlement = settlementOf(chosen, claimed)
    // Inquiry lines, or a buyer outside mainland China: a quote request, priced by sales before it is an order.
    const reason = quoteReason({
      inquiry: settlement.inquiry,
      visitorInChina: ctx.visitorInChina ?? true,
      memberAreaCode: areaCode,
    })
    const created = await payload.create({
      collection: 'orders',
      data: {
        orderNumber: number,
        member: memberId,
        status: reason ? 'quote_requested' : 'submitted',
        ...(reason ? { quote: { reason } } : {}),
        lines: settlement.lines,
        totalFen: settlement.totalFen,
        inquiry: settlement.inquiry,
        idempotencyKey: scopedKey,
        locale: ctx.locale,
        ...(record && checkout
          ? {
              shippingAddress: record.shippingAddress,
              invoice: record.invoice,
              poNumber: record.poNumber,
              poFile: record.poFile?.id ?? null,
              remarks: record.remarks,
              termsAcceptedAt: new Date().toISOString(),
            }
          : {}),
      },
      depth: 0,
      overrideAccess: true,
      req: { transactionID },
      // The timeline's first entry: submitted by the member.
      context: { orderActor: memberActor(memberId) },
    })
    await ctx.afterWrite?.('create-order')
    if (record?.poFile) {
      const claimed = await rawQuery(
        payload,
        (sql) =>
          sql`UPDATE "private_files" SET "claimed_at" = ${new Date().toISOString()}, "claimed_by" = ${`order:${number}`}
              WHERE "id" = ${record.poFile?.id} AND "claimed_at" IS NULL RETURNING "id"`,
        transactionID,
      )
      if (claimed.length !== 1) throw new CheckoutRefused({ poFileId: 'poFile' })
      await ctx.afterWrite?.('claim-po-file')
    }
    if (record && checkout?.address && checkout.saveAddress) {
      await payload.create({
        collection: 'member-addresses',
        data: { member: memberId, ...record.shippingAddress },
        depth: 0,
        overrideAccess: true,
        req: { transactionID },
      })
      await ctx.afterWrite?.('save-address')
    }
    if (record && checkout?.saveInvoice && record.invoice.type !== 'none') {
      await payload.create({
        collection: 'invoice-titles',
        data: { member: memberId, ...record.invoice },
        depth: 0,
        overrideAccess: true,
        req: { transactionID },
      })
    }
    await payload.db.commitTransaction(transactionID)
    return created
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
    if (error instanceof CartError || error instanceof CheckoutRefused) throw error
    // The same key settled concurrently and won the unique index: answer with its order.
    const winner = isUniqueViolation(error) ? await replay() : null
    if (winner) return winner
    throw error
  }
}
