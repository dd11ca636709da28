import ExcelJS from 'exceljs'
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

describe('a refused status move in the admin', () => {
  /** What the back office's form sends: `_payload` as multipart, the UI language in the `payload-lng` cookie. */
  function adminSave(id: number, data: Record<string, unknown>, uiLanguage: string, browserLanguage: string) {
    const form = new FormData()
    form.append('_payload', JSON.stringify(data))
    return getJson(server.baseUrl, `/api/cms/orders/${id}?depth=0&locale=cn`, {
      method: 'PATCH',
      headers: {
        authorization: tokens.sales,
        cookie: `payload-lng=${uiLanguage}`,
        'accept-language': browserLanguage,
      },
      body: form,
    })
  }
  const message = (r: { body: unknown }) =>
    ((r.body as { errors?: Array<{ message?: string }> }).errors ?? []).map((e) => e.message).join(' ')

  it("answers in the staff member's admin language, whatever the browser's, never Payload's English", async () => {
    const order = await newOrder({ status: 'submitted' })
    const zh = await adminSave(order.id, { status: 'shipped' }, 'zh', 'en-US,en;q=0.9')
    expect(zh.status).toBe(409)
    expect(message(zh)).toBe('订单状态不能从「已提交」改为「已发货」，可改为：已确认、已取消')
    expect(message(zh)).not.toContain('The following field is invalid')

    const en = await adminSave(order.id, { status: 'shipped' }, 'en', 'zh-CN,zh;q=0.9')
    expect(message(en)).toBe('An order cannot move from Submitted to Shipped; allowed: Confirmed, Cancelled')

    const unknown = await adminSave(order.id, { status: 'lost' }, 'zh', 'en-US')
    expect(unknown.status).toBe(400)
    expect(message(unknown)).toBe('未知的订单状态')
  })
})

describe("the member's page", () => {
  it("lists the member's orders and submissions for staff, newest first", async () => {
    const first = await newOrder()
    const second = await newOrder()
    const word = await server.payload.create({
      collection: 'leave-words',
      data: {
        name: 'Order Admin',
        company: 'Lab',
        department: 'QA',
        phone: '13800000000',
        email: 'order-admin@example.com',
        content: 'Where is my order?',
        inboxStatus: 'new',
        member: member.id,
      },
      overrideAccess: true,
    })
    const r = await readAs(tokens.sales, `/api/cms/members/${member.id}?depth=1`)
    expect(r.status).toBe(200)
    const doc = r.body as unknown as {
      orders: { docs: Array<{ id: number; orderNumber: string }> }
      submissions: { docs: Array<{ relationTo: string; value: { id: number; content?: string } }> }
    }
    expect(doc.orders.docs.slice(0, 2).map((o) => o.orderNumber)).toEqual([second.orderNumber, first.orderNumber])
    expect(doc.submissions.docs).toContainEqual(
      expect.objectContaining({ relationTo: 'leave-words', value: expect.objectContaining({ id: word.id }) }),
    )

    // A staff edit of the member is audited as that edit only, not as their orders and submissions.
    const edit = await getJson(server.baseUrl, `/api/cms/members/${member.id}`, {
      method: 'PATCH',
      headers: { authorization: tokens.sales, 'content-type': 'application/json' },
      body: JSON.stringify({ company: 'Order Admin Lab' }),
    })
    expect(edit.status).toBe(200)
    const audit = await server.payload.find({
      collection: 'audit-log',
      where: { targetCollection: { equals: 'members' }, targetId: { equals: String(member.id) } },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    const changes = (audit.docs[0]?.changes ?? []) as Array<{ field: string }>
    expect(changes.map((c) => c.field)).toEqual(['company'])

    // Another member's page does not list them.
    const other = await newMember(server.payload, 'order-admin-other')
    const o = await readAs(tokens.sales, `/api/cms/members/${other.id}?depth=1`)
    const otherDoc = o.body as unknown as { orders: { docs: unknown[] }; submissions: { docs: unknown[] } }
    expect(otherDoc.orders.docs).toEqual([])
    expect(otherDoc.submissions.docs).toEqual([])
  })
})

describe('the order export', () => {
  const exportOf = (auth: string | null, query: string, language = 'zh') =>
    fetch(`${server.baseUrl}/api/cms/orders/export?${query}`, {
      headers: { ...(auth ? { authorization: auth } : {}), 'accept-language': language },
    })

  async function sheets(res: Response) {
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await res.arrayBuffer())
    return book.worksheets
  }

  it('is the filtered list in the staff language: yuan numbers, Shanghai times, status labels, autofilter', async () => {
    const order = await newOrder({ status: 'confirmed', poNumber: 'PO-OA-1', inquiry: false })
    const res = await exportOf(tokens.sales, `where[orderNumber][equals]=${order.orderNumber}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('spreadsheetml')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{8}-\d{4}\.xlsx"$/)
    const [orders, lines] = (await sheets(res)) as [ExcelJS.Worksheet, ExcelJS.Worksheet]
    expect(orders.name).toBe('订单')
    expect(orders.rowCount).toBe(2)
    const header = (orders.getRow(1).values as unknown[]).slice(1)
    const cell = (name: string) => orders.getRow(2).getCell(header.indexOf(name) + 1)
    expect(cell('订单号').value).toBe(order.orderNumber)
    expect(cell('状态').value).toBe('已确认')
    expect(cell('合计（元）').value).toBe(1960.5)
    expect(cell('合计（元）').numFmt).toBe('"¥"#,##0.00')
    expect(cell('采购单号').value).toBe('PO-OA-1')
    // The time a clock in Shanghai showed (UTC+8), as a date cell.
    const shanghai = new Date(Date.parse(order.createdAt) + 8 * 3600_000).toISOString().slice(0, 16)
    const created = cell('下单时间')
    expect(created.value).toBeInstanceOf(Date)
    expect((created.value as Date).toISOString().slice(0, 16)).toBe(shanghai)
    expect(created.numFmt).toBe('yyyy-mm-dd hh:mm')
    expect(orders.getColumn(header.indexOf('下单时间') + 1).width).toBeGreaterThanOrEqual(16)
    expect(orders.autoFilter).toBeTruthy()

    expect(lines.rowCount).toBe(2)
    const line = (lines.getRow(2).values as unknown[]).slice(1)
    expect(line).toEqual(expect.arrayContaining(['T-1', 'Test protein', '10 μg', 2, 980]))

    const [en] = (await sheets(
      await exportOf(tokens.admin, `where[orderNumber][equals]=${order.orderNumber}`, 'en'),
    )) as [ExcelJS.Worksheet]
    const enHeader = (en.getRow(1).values as unknown[]).slice(1)
    expect(en.getRow(2).getCell(enHeader.indexOf('Status') + 1).value).toBe('Confirmed')
  })

  it('is refused to an editor (403) and to anyone not logged in (401)', async () => {
    const editor = await exportOf(tokens.editor, '')
    expect(editor.status).toBe(403)
    expect((await editor.json()).message).toBe('只有销售或管理员可以导出订单。')
    expect((await exportOf(null, '')).status).toBe(401)
  })
})
