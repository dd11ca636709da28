import { randomUUID } from 'node:crypto'
import type { Field, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadInbox } from '../src/admin/inbox/load-inbox'
import { createMemberSession } from '../src/auth/member-sessions'
import { reportText } from '../src/collections/channel-sessions/report-text'
import { formatFen } from '../src/domain/cart/money'
import { siteDateTime } from '../src/domain/content/content-dates'
import { flushChannelQueue } from '../src/server/analytics/channel-queue'
import { suggestionFields } from './setup/leads'
import { libreOfficeMissing, readWithLibreOffice, sheetRecords } from './setup/libreoffice'
import { createOrder } from './setup/order-helpers'
import { getJson, SEED_ADMIN, staffAuth, startServer } from './setup/server'

/**
 * Issue 30, "the same discipline for the other outputs people read": every XLSX export the back office and the
 * toolbox hand out (orders, inbox, products, toolbox, channel report) is opened by a second reader, LibreOffice
 * Calc (tests/setup/libreoffice.ts), and the cells AS IT SHOWS THEM are compared with what staff read in the admin
 * (list columns, the one inbox, the report's figures) or a visitor on the page: the same numbers, money in yuan
 * (¥13,960.50, never fen), times as Asia/Shanghai wall-clock times. The inbox export's time left and overdue flag
 * equal the admin list's within a minute (it was 8 hours late). Runs on SQLite and PostgreSQL. Without LibreOffice
 * the file skips locally and fails with CI=true.
 */
const noLibreOffice = await libreOfficeMissing()

let server: Awaited<ReturnType<typeof startServer>>
let admin: string
let adminUser: TypedUser
let memberId: number
let memberToken: string

beforeAll(async () => {
  server = await startServer()
  admin = await staffAuth(server.baseUrl, SEED_ADMIN.email, SEED_ADMIN.password)
  const users = await server.payload.find({
    collection: 'users',
    where: { email: { equals: SEED_ADMIN.email } },
    overrideAccess: true,
  })
  adminUser = { ...users.docs[0], collection: 'users' } as unknown as TypedUser
  const member = await server.payload.create({
    collection: 'members',
    data: { email: `read-back-${Date.now()}@example.com`, name: '读回测试', company: '示例研究所' },
    overrideAccess: true,
  })
  memberId = member.id
  memberToken = await createMemberSession(server.payload, member.id)
})
afterAll(async () => {
  await server?.close()
})

type Language = 'zh' | 'en'
const cookieOf = (language: Language) => ({ cookie: `payload-lng=${language}` })

async function download(path: string, init: RequestInit = {}): Promise<Uint8Array> {
  const res = await fetch(`${server.baseUrl}${path}`, init)
  expect(res.status, `${path}: ${res.status}`).toBe(200)
  expect(res.headers.get('content-type')).toContain('spreadsheetml')
  return new Uint8Array(await res.arrayBuffer())
}

/** The sheet LibreOffice shows under `name`, as records by header. */
function sheet(book: Map<string, string[][]>, name: string): Array<Record<string, string>> {
  const rows = book.get(name)
  if (!rows) throw new Error(`no sheet ${name}: ${[...book.keys()].join(', ')}`)
  return sheetRecords(rows)
}

/** "剩余 23 小时 55 分" / "overdue by 3 h 0 min" / "—" as signed minutes left (null for no clock). */
function minutesLeft(text: string): number | null {
  if (text === '—') return null
  const numbers = [...text.matchAll(/\d+/g)].map((m) => Number(m[0]))
  const minutes = numbers.length === 2 ? (numbers[0] ?? 0) * 60 + (numbers[1] ?? 0) : (numbers[0] ?? Number.NaN)
  return /已超时|overdue/.test(text) ? -minutes : minutes
}

/** The option label of a select field as the admin shows it. */
function optionLabel(fields: Field[], name: string, value: string, language: Language): string {
  const field = fields.find((f) => 'name' in f && f.name === name) as
    | { options?: Array<{ value: string; label: Record<Language, string> }> }
    | undefined
  return field?.options?.find((o) => o.value === value)?.label[language] ?? value
}

describe.skipIf(noLibreOffice)('every XLSX export read back by LibreOffice', () => {
  it("the inbox export: the admin list's time left and overdue flag (within a minute), due and submitted in Shanghai time", async () => {
    const { payload } = server
    const base = await suggestionFields(payload, {
      productName: 'ReadBack-IL-38',
      name: '读回测试',
      company: '示例研究所',
      department: '免疫室',
      email: 'read_back@example.com',
      phone: '13912345678',
      locale: 'cn' as const,
    })
    const at = Date.now()
    const due = {
      // 23 h 55 min left: the list shows 剩余 23 小时 55 分, the export showed 31 小时 55 分.
      fresh: new Date(at + (23 * 60 + 55) * 60_000 + 30_000).toISOString(),
      // 3 hours past due: overdue in the list, "5 hours left" and not overdue in the export.
      late: new Date(at - 3 * 3_600_000).toISOString(),
    }
    const fresh = await payload.create({
      collection: 'suggestions',
      data: { ...base, inboxStatus: 'new', replyDueAt: due.fresh },
      overrideAccess: true,
    })
    const late = await payload.create({
      collection: 'suggestions',
      data: { ...base, inboxStatus: 'in_progress', replyDueAt: due.late },
      overrideAccess: true,
    })
    const ids = [fresh.id, late.id]

    for (const language of ['zh', 'en'] as const) {
      // The admin's list of the collection: its replyTimeLeft and overdue columns, in the admin's language.
      const list = await getJson(server.baseUrl, `/api/cms/suggestions?where[id][in]=${ids.join(',')}&depth=0`, {
        headers: { authorization: admin, ...cookieOf(language) },
      })
      expect(list.status).toBe(200)
      const listed = new Map(
        (list.body as unknown as { docs: Array<{ id: number; replyTimeLeft: string; overdue: boolean }> }).docs.map(
          (d) => [d.id, d],
        ),
      )
      // The one inbox (/admin/inbox): its overdue column and the reply-due time it prints.
      const inbox = await loadInbox(
        payload,
        adminUser,
        { kind: 'suggestions', status: null, assignee: null, overdue: false, today: false, page: 1 },
        Date.now(),
      )
      const inboxRows = new Map(inbox.rows.map((r) => [r.id, r]))

      const book = await readWithLibreOffice(
        await download(`/api/v1/inbox/export?kind=suggestions&lang=${language}`, { headers: { authorization: admin } }),
      )
      const rows = sheet(book, language === 'zh' ? '新品建议' : 'Product suggestion')
      const col =
        language === 'zh'
          ? { id: '编号', left: '剩余回复时间', overdue: '已超时', due: '回复期限', created: '提交时间' }
          : { id: 'ID', left: 'Time left', overdue: 'Overdue', due: 'Reply due', created: 'Submitted' }
      const yes = language === 'zh' ? '是' : 'yes'
      for (const doc of [fresh, late]) {
        const row = rows.find((r) => r[col.id] === String(doc.id))
        expect(row, `row ${doc.id}`).toBeTruthy()
        const shown = row as Record<string, string>
        const inList = listed.get(doc.id)
        const inInbox = inboxRows.get(doc.id)
        if (!inList || !inInbox) throw new Error(`record ${doc.id} not in the admin's lists`)
        const left = minutesLeft(shown[col.left] ?? '')
        const listLeft = minutesLeft(inList.replyTimeLeft)
        expect(left, `${language} ${shown[col.left]} vs ${inList.replyTimeLeft}`).not.toBeNull()
        expect(
          Math.abs((left ?? 0) - (listLeft ?? 0)),
          `${shown[col.left]} vs ${inList.replyTimeLeft}`,
        ).toBeLessThanOrEqual(1)
        expect(shown[col.overdue] === yes).toBe(inList.overdue)
        expect(shown[col.overdue] === yes).toBe(inInbox.overdue)
        // The times as the one inbox prints them (Asia/Shanghai).
        expect(shown[col.due]).toBe(siteDateTime(new Date(inInbox.replyDueAt ?? '')).slice(0, 16))
        expect(shown[col.created]).toBe(siteDateTime(new Date(inInbox.createdAt)).slice(0, 16))
      }
      // What the figures are, in the list's own words.
      expect(minutesLeft(listed.get(fresh.id)?.replyTimeLeft ?? '')).toBeGreaterThanOrEqual(23 * 60 + 54)
      expect(listed.get(late.id)?.overdue).toBe(true)
    }
  })

  it('the order export: order number, status, total and line prices in yuan and the order time as the admin shows them', async () => {
    const { payload } = server
    const order = await createOrder(payload, 'XRB', memberId, {
      lines: [
        {
          catalogNumber: 'XRB-CAT-1',
          productName: '重组人白细胞介素-6蛋白',
          size: '10 µg',
          count: 2,
          unitPriceFen: 98000,
          subtotalFen: 196000,
        },
        {
          catalogNumber: 'XRB-CAT-2',
          productName: '测试蛋白',
          size: '1 mg',
          count: 1,
          unitPriceFen: 1200050,
          subtotalFen: 1200050,
        },
      ],
      totalFen: 1396050,
      poNumber: 'PO-READ-BACK',
    })
    const fields = payload.collections.orders.config.fields
    for (const language of ['zh', 'en'] as const) {
      // The admin's list of orders (MoneyCell: ¥…; the status select's label).
      const list = await getJson(server.baseUrl, `/api/cms/orders?where[id][equals]=${order.id}&depth=0`, {
        headers: { authorization: admin, ...cookieOf(language) },
      })
      const stored = (list.body as unknown as { docs: Array<typeof order> }).docs[0]
      if (!stored) throw new Error('order not listed')
      const book = await readWithLibreOffice(
        await download(`/api/cms/orders/export?where[id][equals]=${order.id}`, {
          headers: { authorization: admin, ...cookieOf(language) },
        }),
      )
      const zh = language === 'zh'
      const orders = sheet(book, zh ? '订单' : 'Orders')
      const lines = sheet(book, zh ? '订单明细' : 'Order lines')
      const number = zh ? '订单号' : 'Order number'
      const row = orders.find((r) => r[number] === stored.orderNumber)
      expect(row, JSON.stringify(orders[0])).toBeTruthy()
      const shown = row as Record<string, string>
      expect(shown[zh ? '合计（元）' : 'Total (¥)']).toBe(formatFen(stored.totalFen as number))
      expect(shown[zh ? '合计（元）' : 'Total (¥)']).toBe('¥13,960.50')
      expect(shown[zh ? '下单时间' : 'Ordered at']).toBe(siteDateTime(new Date(stored.createdAt)).slice(0, 16))
      expect(shown[zh ? '状态' : 'Status']).toBe(optionLabel(fields, 'status', stored.status, language))
      const mine = lines.filter((r) => r[number] === stored.orderNumber)
      expect(mine.map((r) => [r[zh ? '单价（元）' : 'Unit price (¥)'], r[zh ? '小计（元）' : 'Subtotal (¥)']])).toEqual(
        (stored.lines ?? []).map((l) => [formatFen(l.unitPriceFen as number), formatFen(l.subtotalFen as number)]),
      )
    }
  })

  it('the products export: the price of every size in yuan and the last change in Shanghai time, as the admin shows them', async () => {
    const { payload } = server
    const product = (
      await payload.find({
        collection: 'products',
        where: { status: { equals: 'published' } },
        sort: 'catalogNumber',
        limit: 50,
        depth: 0,
        overrideAccess: true,
      })
    ).docs.find((p) => (p.sizes ?? []).some((s) => typeof s.priceFen === 'number'))
    if (!product) throw new Error('the seed has no priced product')
    for (const language of ['zh', 'en'] as const) {
      const book = await readWithLibreOffice(
        await download(`/api/cms/products/export?format=xlsx&sheet=products&where[id][equals]=${product.id}`, {
          headers: { authorization: admin, ...cookieOf(language) },
        }),
      )
      const [rows = []] = [...book.values()]
      const records = sheetRecords(rows)
      const zh = language === 'zh'
      const mine = records.filter((r) => r[zh ? '货号' : 'Catalog number'] === product.catalogNumber)
      expect(mine.map((r) => [r[zh ? '规格' : 'Size'], r[zh ? '价格（元）' : 'Price (¥)']])).toEqual(
        (product.sizes ?? []).map((s) => [s.size, typeof s.priceFen === 'number' ? formatFen(s.priceFen) : '']),
      )
      for (const r of mine) {
        expect(r[zh ? '更新时间' : 'Updated']).toBe(siteDateTime(new Date(product.updatedAt)).slice(0, 16))
      }
    }
  })

  it("the toolbox export: the page's figures (volumes to 0.01 µL, masses to 0.0001) and the Shanghai time", async () => {
    const input = { mrna_length: 1000, sample_conc_ng_ul: 500, probe_conc_uM: 10, entered_seq_len: 1000 }
    for (const [prefix, language] of [
      ['/api/v1', 'zh'],
      ['/en/api/v1', 'en'],
    ] as const) {
      const api = await getJson(server.baseUrl, `${prefix}/calculator`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ module: 'reaction_system', input }),
      })
      expect(api.status).toBe(200)
      const data = api.body.data as Record<string, number>
      const before = Date.now()
      const book = await readWithLibreOffice(
        await download(`${prefix}/calculator/export`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${memberToken}` },
          body: JSON.stringify({ module: 'reaction_system', input }),
        }),
      )
      const [rows = []] = [...book.values()]
      const byKey = new Map(rows.filter((r) => r[1]).map((r) => [r[1] as string, r[2] ?? '']))
      // What ReactionSystemPart.tsx prints of each figure.
      const page: Array<[string, string]> = [
        ['mix_ul', data.mix_ul?.toFixed(2) ?? ''],
        ['probe_ul', data.probe_ul?.toFixed(2) ?? ''],
        ['sample_ul', data.sample_ul?.toFixed(2) ?? ''],
        ['water_ul', data.water_ul?.toFixed(2) ?? ''],
        ['final_volume_ul', data.final_volume_ul?.toFixed(2) ?? ''],
        ['mrna_mass_ug', data.mrna_mass_ug?.toFixed(4) ?? ''],
      ]
      for (const [key, text] of page) expect(byKey.get(key), `${language} ${key}`).toBe(text)
      const stamp = rows.find((r) => /^(生成时间|Generated)/.test(r[0] ?? ''))?.[1] ?? ''
      expect(stamp).toContain(siteDateTime(new Date(before)).slice(0, 13))
    }
  })

  it("the channel report export: the report page's figures per source and day, sources by their labels", async () => {
    const today = siteDateTime(new Date()).slice(0, 10)
    const id = randomUUID()
    const send = (path: string, body: unknown) =>
      getJson(server.baseUrl, `/absol/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    await send('/channel_analyse', {
      sessionStorageId: id,
      userName: '',
      userType: 'external user',
      source: 'bing',
      sourceValue: 'cn.bing.com',
    })
    await send('/relaies', [
      { sessionStorageId: id, operateType: 'view_product', operateTypeId: 'RB-001', source: 'https://cn.bing.com' },
      { sessionStorageId: id, operateType: 'enquiry', operateTypeId: 'RB-001', source: 'https://cn.bing.com' },
    ])
    await flushChannelQueue()
    for (const language of ['zh', 'en'] as const) {
      const headers = { authorization: admin, ...cookieOf(language) }
      const json = (await (
        await fetch(`${server.baseUrl}/api/cms/channel-sessions/report?from=${today}&to=${today}`, { headers })
      ).json()) as {
        totals: Record<string, { sessions: number; enquiry: number; cart: number; order: number }>
        rows: Array<{ day: string; source: string; sessions: number; enquiry: number; cart: number; order: number }>
      }
      expect(json.totals.bing?.sessions).toBeGreaterThanOrEqual(1)
      const book = await readWithLibreOffice(
        await download(`/api/cms/channel-sessions/report/xlsx?from=${today}&to=${today}`, { headers }),
      )
      const t = reportText(language === 'en' ? 'en' : 'cn')
      const daily = book.get(t('sheetDaily')) ?? []
      const totals = book.get(t('sheetTotals')) ?? []
      const bing = language === 'zh' ? '必应' : 'Bing'
      const dayRow = daily.find((r) => r[1] === bing)
      const figures = json.rows.find((r) => r.source === 'bing')
      expect(dayRow, JSON.stringify(daily)).toEqual([
        today,
        bing,
        ...[figures?.sessions, figures?.enquiry, figures?.cart, figures?.order].map(String),
      ])
      const sum = json.totals.bing
      expect(totals.find((r) => r[0] === bing)).toEqual([
        bing,
        ...[sum?.sessions, sum?.enquiry, sum?.cart, sum?.order].map(String),
      ])
    }
  })
})
