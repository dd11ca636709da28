import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '../src/payload-types'
import { newMember } from './setup/cart-helpers'
import { staffTokens } from './setup/leads'
import { getJson, startServer } from './setup/server'

/**
 * Issue 22, "Admin language" and "Exports" for orders and members in the back office: technical fields hidden
 * from sales, the member's page listing their orders, the order list's export. Runs on SQLite and PostgreSQL.
 */
let server: Awaited<ReturnType<typeof startServer>>
let tokens: { admin: string; sales: string; editor: string }
let member: { id: number; auth: string }

beforeAll(async () => {
  server = await startServer()
  tokens = await staffTokens(server, 'order-admin')
  member = await newMember(server.payload, 'order-admin')
})
afterAll(async () => {
  await server?.close()
  await server?.payload.destroy()
})

let serial = 0
async function newOrder(data: Partial<Order> = {}): Promise<Order> {
  serial += 1
  return server.payload.create({
    collection: 'orders',
    data: {
      orderNumber: `OA${process.pid}${Date.now()}${serial}`,
      member: member.id,
      status: 'submitted',
      lines: [{ catalogNumber: 'T-1', productName: 'Test protein', size: '10 μg', count: 2, unitPriceFen: 98000 }],
      totalFen: 196050,
      idempotencyKey: `${member.id}:order-admin-${process.pid}-${serial}`,
      ...data,
    },
    overrideAccess: true,
  })
}

const readAs = (auth: string, path: string, language = 'zh') =>
  getJson(server.baseUrl, path, { headers: { authorization: auth, 'accept-language': language } })

describe('technical fields of an order', () => {
  it('sales read an order without its idempotency key; an admin still sees it', async () => {
    const order = await newOrder()
    const sales = await readAs(tokens.sales, `/api/cms/orders/${order.id}?depth=0`)
    expect(sales.status).toBe(200)
    const salesDoc = sales.body as unknown as Record<string, unknown>
    expect(salesDoc.orderNumber).toBe(order.orderNumber)
    expect(salesDoc).not.toHaveProperty('idempotencyKey')
    expect(JSON.stringify(salesDoc)).not.toContain('order-admin-')

    const admin = await readAs(tokens.admin, `/api/cms/orders/${order.id}?depth=0`)
    expect((admin.body as unknown as Record<string, unknown>).idempotencyKey).toBe(order.idempotencyKey)
  })
})
