import type { Payload } from 'payload'
import type { CartLineView, CartTotals } from '../../src/domain/cart/cart-lines'
import type { Product } from '../../src/payload-types'
import { getJson } from './server'

/** Shared by the cart tests: members with sessions, seeded products with and without prices, API calls. */

export type Answer = { status: number; body: { code: string; data: unknown; msg: string } }

let serial = 0

/** A new member and the Bearer header of a fresh session. */
export async function newMember(payload: Payload, label = 'cart'): Promise<{ id: number; auth: string }> {
  const { createMemberSession } = await import('../../src/auth/member-sessions')
  serial += 1
  const member = await payload.create({
    collection: 'members',
    data: { email: `${label}.${process.pid}.${Date.now()}.${serial}@example.com`, name: `${label} ${serial}` },
    overrideAccess: true,
  })
  const token = await createMemberSession(payload, member.id)
  return { id: member.id, auth: `Bearer ${token}` }
}

/** Two published products: one whose sizes all have prices, one with a size sold on inquiry. */
export async function pickProducts(payload: Payload): Promise<{ priced: Product; inquiry: Product }> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { status: { equals: 'published' } },
    limit: 60,
    depth: 0,
    sort: 'catalogNumber',
    overrideAccess: true,
  })
  const priced = docs.find((p) => (p.sizes?.length ?? 0) >= 2 && p.sizes?.every((s) => typeof s.priceFen === 'number'))
  const inquiry = docs.find((p) => p.sizes?.some((s) => s.priceFen === null || s.priceFen === undefined))
  if (!priced || !inquiry) throw new Error('the seed has no priced or no inquiry product')
  return { priced, inquiry }
}

/** Calls the API as a member (or anonymously without `auth`), JSON body when given. */
export function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { auth?: string; body?: unknown; raw?: string; headers?: Record<string, string>; en?: boolean } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.auth) headers.authorization = options.auth
  let body: string | undefined
  if (options.raw !== undefined) body = options.raw
  else if (options.body !== undefined) body = JSON.stringify(options.body)
  if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json'
  return getJson(baseUrl, `${options.en ? '/en' : ''}/api/v1${path}`, { method, headers, body })
}

export type CartData = CartTotals & { list: CartLineView[]; total: number }

export async function cartOf(
  baseUrl: string,
  auth: string,
  init: { en?: boolean; headers?: Record<string, string> } = {},
) {
  const r = await call(baseUrl, 'GET', '/order?size=-1', { auth, ...init })
  if (r.body.code !== 'E0001') throw new Error(`GET /order: ${r.status} ${r.body.msg}`)
  return r.body.data as CartData
}

/** Empties a member's cart directly in the database (test setup). */
export async function emptyCart(payload: Payload, memberId: number): Promise<void> {
  await payload.delete({ collection: 'cart-lines', where: { member: { equals: memberId } }, overrideAccess: true })
}
