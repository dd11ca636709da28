import type { Payload } from 'payload'
import { BOOK_LIMIT } from '../../domain/accounts/user-centre'
import type { CheckoutAddress, CheckoutInvoice } from '../../domain/orders/checkout'
import type { InvoiceTitle, MemberAddress } from '../../payload-types'

/**
 * The member's address book and invoice titles (issue 21), the records the checkout review offers
 * (`GET /order/address-book`, newest `updatedAt` first, the first one preselected). Every read and write is
 * scoped to the owner: another member's id is "not found", never a refusal that would tell it exists.
 *
 * The default record is the one the checkout preselects: the first by `updatedAt`. The collections have no
 * "default" field (no schema change in this issue), so "set as default" touches the record, and adding or editing
 * another record touches the default again afterwards, so it stays first.
 */
export type BookCollection = 'member-addresses' | 'invoice-titles'
type BookRecord = MemberAddress | InvoiceTitle

export class BookLimitReached extends Error {}

export interface BookContext {
  payload: Payload
}

const mine = (memberId: number) => ({ member: { equals: memberId } })

/** The member's records of one collection, the default first; each with `isDefault`. */
export async function listBook(ctx: BookContext, collection: BookCollection, memberId: number) {
  const found = await ctx.payload.find({
    collection,
    where: mine(memberId),
    sort: '-updatedAt',
    limit: BOOK_LIMIT,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map((doc, index) => ({ ...view(doc), isDefault: index === 0 }))
}

function view(doc: BookRecord) {
  const { member: _m, createdAt: _c, updatedAt: _u, ...rest } = doc
  return rest
}

async function ownRecord(ctx: BookContext, collection: BookCollection, memberId: number, id: number) {
  const found = await ctx.payload.find({
    collection,
    where: { and: [{ id: { equals: id } }, mine(memberId)] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

async function currentDefault(ctx: BookContext, collection: BookCollection, memberId: number) {
  const found = await ctx.payload.find({
    collection,
    where: mine(memberId),
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/** Makes the record the newest by `updatedAt` (one millisecond later than anything written before). */
async function touch(ctx: BookContext, collection: BookCollection, id: number) {
  await new Promise((resolve) => setTimeout(resolve, 2))
  await ctx.payload.update({ collection, id, data: {}, overrideAccess: true })
}

type BookData = CheckoutAddress | Exclude<CheckoutInvoice, { type: 'none' }>

/** Adds a record; it becomes the default when asked or when it is the member's first. */
export async function addToBook(
  ctx: BookContext,
  collection: BookCollection,
  memberId: number,
  data: BookData,
  makeDefault: boolean,
) {
  const count = await ctx.payload.count({ collection, where: mine(memberId), overrideAccess: true })
  if (count.totalDocs >= BOOK_LIMIT) throw new BookLimitReached()
  const previous = makeDefault ? null : await currentDefault(ctx, collection, memberId)
  const created = await ctx.payload.create({
    collection,
    data: { ...emptyInvoiceParts(collection, data), ...data, member: memberId } as never,
    overrideAccess: true,
  })
  if (previous) await touch(ctx, collection, previous.id)
  return created.id
}

/**
 * The fields of the other invoice type are cleared when a title changes type (a special title made ordinary keeps
 * no bank account).
 */
function emptyInvoiceParts(collection: BookCollection, data: BookData) {
  if (collection !== 'invoice-titles') return {}
  const d = data as Record<string, unknown>
  return Object.fromEntries(
    ['taxId', 'bank', 'account', 'registeredAddress', 'registeredPhone', 'email'].map((k) => [k, d[k] ?? null]),
  )
}

/** Edits an own record (false when the member has no such record); the default stays the default. */
export async function updateInBook(
  ctx: BookContext,
  collection: BookCollection,
  memberId: number,
  id: number,
  data: BookData,
  makeDefault: boolean,
): Promise<boolean> {
  if (!(await ownRecord(ctx, collection, memberId, id))) return false
  const previous = await currentDefault(ctx, collection, memberId)
  await ctx.payload.update({
    collection,
    id,
    data: { ...emptyInvoiceParts(collection, data), ...data } as never,
    overrideAccess: true,
  })
  if (!makeDefault && previous && previous.id !== id) await touch(ctx, collection, previous.id)
  return true
}

export async function removeFromBook(ctx: BookContext, collection: BookCollection, memberId: number, id: number) {
  if (!(await ownRecord(ctx, collection, memberId, id))) return false
  await ctx.payload.delete({ collection, id, overrideAccess: true })
  return true
}

export async function makeBookDefault(ctx: BookContext, collection: BookCollection, memberId: number, id: number) {
  if (!(await ownRecord(ctx, collection, memberId, id))) return false
  await touch(ctx, collection, id)
  return true
}
