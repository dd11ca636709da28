import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatFen } from '../src/domain/cart/money'
import type { Product } from '../src/payload-types'
import { type Answer, call, cartOf, newMember } from './setup/cart-helpers'
import { startServer } from './setup/server'
import { translate } from './setup/translate'

/**
 * Issue 21, quick order and reorder: pasted lines (and the XLSX template) checked against the catalogue with an
 * error per line, at most 200 lines, the valid ones added to the cart; an order's lines back into the cart at
 * today's prices, only for its owner, lines no longer sold reported.
 */
let server: Awaited<ReturnType<typeof startServer>>
const HEADER = 'x-test-country'
let savedHeader: string | undefined
const stamp = `${process.pid}${Date.now() % 100_000}`
let alpha: Product
let beta: Product
/** Published seeded products with their sizes, for the 200-line text. */
let seeded: Product[]

const q = (locale: 'cn' | 'en', key: string, params?: Record<string, string | number>) =>
  translate(locale, `quickOrder.${key}`, params)

async function product(suffix: string, sizes: { size: string; priceFen: number | null }[]) {
  return (await server.payload.create({
    collection: 'products',
    locale: 'cn',
    data: {
      catalogNumber: `QO${stamp}${suffix}`,
      name: `快速下单蛋白 ${suffix}`,
      category: 21,
      status: 'published',
      sizes,
    },
    overrideAccess: true,
  } as never)) as unknown as Product
}

beforeAll(async () => {
  savedHeader = process.env.GEO_COUNTRY_HEADER
  process.env.GEO_COUNTRY_HEADER = HEADER
  server = await startServer()
  alpha = await product('A', [
    { size: '10 µg', priceFen: 10_000 },
    { size: '50 µg', priceFen: 20_000 },
  ])
  beta = await product('B', [{ size: '5,000 U', priceFen: 30_000 }])
  const { docs } = await server.payload.find({
    collection: 'products',
    where: { status: { equals: 'published' } },
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  seeded = docs.filter((p) => p.catalogNumber && (p.sizes?.length ?? 0) > 0)
})
afterAll(async () => {
  await server?.close()
  if (savedHeader === undefined) delete process.env.GEO_COUNTRY_HEADER
  else process.env.GEO_COUNTRY_HEADER = savedHeader
})

type PreviewLine = { lines: number[]; ok: boolean; error: string | null; errorText: string | null; size: string }
type Preview = { lines: PreviewLine[]; valid: number; errors: number; summary: string }
const previewOf = (r: Answer) => r.body.data as Preview
const china = { [HEADER]: 'CN' }

function preview(auth: string | undefined, text: string, en = false) {
  return call(server.baseUrl, 'POST', '/cart/quick-order/preview', { auth, body: { text }, en, headers: china })
}

describe('quick order: the preview of pasted lines', () => {
  it('is for members, as the cart', async () => {
    const r = await preview(undefined, 'X 10 µg 1')
    expect(r.status).toBe(401)
    expect(r.body.msg).toBe(translate('cn', 'api.cartPleaseLogin'))
  })

  it('marks unknown catalog numbers and sizes on their lines, in the visitor’s language', async () => {
    const m = await newMember(server.payload, 'quick')
    const text = `${alpha.catalogNumber}\t10ug\t2\nNOSUCH${stamp}，10 µg，1\n${beta.catalogNumber}  1 mg  3\n${beta.catalogNumber},5000 U,1`
    for (const locale of ['cn', 'en'] as const) {
      const r = await preview(m.auth, text, locale === 'en')
      expect(r.status, JSON.stringify(r.body)).toBe(200)
      const { lines, valid, errors } = previewOf(r)
      expect(lines.map((l) => [l.lines, l.error])).toEqual([
        [[1], null],
        [[2], 'unknownCatalogNumber'],
        [[3], 'unknownSize'],
        [[4], null],
      ])
      expect(lines[0]).toMatchObject({ size: '10 µg', count: 2, price: formatFen(10_000) })
      expect(lines[1]?.errorText).toBe(q(locale, 'errors.unknownCatalogNumber'))
      expect(lines[2]?.errorText).toBe(q(locale, 'errors.unknownSize'))
      expect(lines[3]).toMatchObject({ size: '5,000 U', count: 1 })
      expect({ valid, errors }).toEqual({ valid: 2, errors: 2 })
    }
  })

  it('refuses an unpublished product on its line and merges duplicate lines', async () => {
    const m = await newMember(server.payload, 'quick')
    const draft = (await server.payload.create({
      collection: 'products',
      locale: 'cn',
      data: { catalogNumber: `QO${stamp}D`, name: '草稿', category: 21, status: 'draft', sizes: [{ size: '10 µg' }] },
      overrideAccess: true,
    } as never)) as unknown as Product
    const r = await preview(
      m.auth,
      `${draft.catalogNumber} 10 µg 1\n${alpha.catalogNumber} 50 µg 1\n${alpha.catalogNumber} 50ug 4`,
    )
    const { lines } = previewOf(r)
    expect(lines.map((l) => [l.lines, l.error])).toEqual([
      [[1], 'unavailable'],
      [[2, 3], null],
    ])
    expect(lines[1]).toMatchObject({ count: 5 })
  })

  it('accepts 200 lines, and refuses 201 with a 400 in the visitor’s language', async () => {
    const m = await newMember(server.payload, 'quick')
    const pairs = seeded.flatMap((p) => (p.sizes ?? []).map((s) => `${p.catalogNumber}\t${s.size}\t1`))
    const lines = Array.from({ length: 200 }, (_, i) => pairs[i % pairs.length] as string)
    const ok = await preview(m.auth, lines.join('\n'))
    expect(ok.status).toBe(200)
    const checked = previewOf(ok)
    expect(checked.errors).toBe(0)
    expect(checked.lines.flatMap((l) => l.lines)).toHaveLength(200)
    for (const locale of ['cn', 'en'] as const) {
      const over = await preview(m.auth, [...lines, lines[0]].join('\n'), locale === 'en')
      expect(over.status).toBe(400)
      expect(over.body.msg).toBe(q(locale, 'problems.tooMany', { max: 200 }))
    }
  })

  it('refuses a body that is not { text } with a localized 400', async () => {
    const m = await newMember(server.payload, 'quick')
    const r = await call(server.baseUrl, 'POST', '/cart/quick-order/preview', { auth: m.auth, body: { lines: 'x' } })
    expect(r.status).toBe(400)
    expect(r.body.msg).toBe(q('cn', 'problems.invalid'))
  })
})

async function uploadFile(auth: string, bytes: Uint8Array, name: string, en = false) {
  const form = new FormData()
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
  const res = await fetch(`${server.baseUrl}${en ? '/en' : ''}/api/v1/cart/quick-order/upload`, {
    method: 'POST',
    headers: { authorization: auth, ...china },
    body: form,
  })
  return { status: res.status, body: (await res.json()) as Answer['body'] }
}

describe('quick order: the XLSX template', () => {
  it('downloads in the visitor’s language, and the filled template round-trips through the upload', async () => {
    const m = await newMember(server.payload, 'quick')
    for (const locale of ['cn', 'en'] as const) {
      const res = await fetch(`${server.baseUrl}${locale === 'en' ? '/en' : ''}/api/v1/cart/quick-order/template`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('spreadsheetml')
      const book = new ExcelJS.Workbook()
      await book.xlsx.load(await res.arrayBuffer())
      const sheet = book.worksheets[0] as ExcelJS.Worksheet
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        q(locale, 'columns.catalogNumber'),
        q(locale, 'columns.size'),
        q(locale, 'columns.count'),
      ])
      sheet.getCell('A2').value = alpha.catalogNumber
      sheet.getCell('B2').value = '50 µg'
      sheet.getCell('C2').value = 3
      sheet.getCell('A4').value = `MISSING${stamp}`
      sheet.getCell('B4').value = '10 µg'
      sheet.getCell('C4').value = 1
      const filled = new Uint8Array(await book.xlsx.writeBuffer())
      const r = await uploadFile(m.auth, filled, 'order.xlsx', locale === 'en')
      expect(r.status, JSON.stringify(r.body)).toBe(200)
      const { lines } = r.body.data as Preview
      expect(lines.map((l) => [l.lines, l.error])).toEqual([
        [[2], null],
        [[4], 'unknownCatalogNumber'],
      ])
      expect(lines[1]?.errorText).toBe(q(locale, 'errors.unknownCatalogNumber'))
    }
  })

  it('refuses a file that is not an XLSX by its bytes (whatever its name), localized', async () => {
    const m = await newMember(server.payload, 'quick')
    const csv = new TextEncoder().encode(`${alpha.catalogNumber},10 µg,1\n`)
    const r = await uploadFile(m.auth, csv, 'order.xlsx')
    expect(r.status).toBe(415)
    expect(r.body.msg).toBe(q('cn', 'problems.fileType'))
    const en = await uploadFile(m.auth, new TextEncoder().encode('%PDF-1.4 nothing'), 'order.xlsx', true)
    expect(en.status).toBe(415)
    expect(en.body.msg).toBe(q('en', 'problems.fileType'))
    const big = await uploadFile(m.auth, new Uint8Array(1024 * 1024 + 1), 'order.xlsx')
    expect(big.status).toBe(413)
  })
})

describe('quick order: adding the valid lines', () => {
  it('puts them into the member’s cart (anonymous callers get Please Login！)', async () => {
    const m = await newMember(server.payload, 'quick')
    const lines = [
      { productId: alpha.id, size: '10 µg', count: 2 },
      { productId: beta.id, size: '5,000 U', count: 1 },
    ]
    const anonymous = await call(server.baseUrl, 'POST', '/cart/quick-order/add', { body: { lines } })
    expect(anonymous.status).toBe(401)
    const r = await call(server.baseUrl, 'POST', '/cart/quick-order/add', { auth: m.auth, body: { lines } })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.msg).toBe(q('cn', 'added', { count: 2 }))
    const cart = await cartOf(server.baseUrl, m.auth, { headers: china })
    expect(cart.list.map((l) => [l.catalogNumber, l.size, l.count])).toEqual([
      [alpha.catalogNumber, '10 µg', 2],
      [beta.catalogNumber, '5,000 U', 1],
    ])
  })

  it('reports a line the cart refuses and still adds the others', async () => {
    const m = await newMember(server.payload, 'quick')
    const r = await call(server.baseUrl, 'POST', '/cart/quick-order/add', {
      auth: m.auth,
      body: {
        lines: [
          { productId: alpha.id, size: '1 mg', count: 1 },
          { productId: alpha.id, size: '50 µg', count: 1 },
        ],
      },
    })
    expect(r.status).toBe(200)
    const data = r.body.data as { added: number; refused: { size: string; msg: string }[] }
    expect(data.added).toBe(1)
    expect(data.refused).toEqual([
      { productId: alpha.id, size: '1 mg', count: 1, msg: translate('cn', 'api.cartAddFailed') },
    ])
  })
})

describe('reorder', () => {
  it('puts the owner’s order back in the cart at today’s prices and reports what is no longer sold', async () => {
    const owner = await newMember(server.payload, 'reorder')
    const gamma = await product('G', [{ size: '10 µg', priceFen: 40_000 }])
    for (const [productId, size, count] of [
      [alpha.id, '10 µg', 2],
      [alpha.id, '50 µg', 1],
      [gamma.id, '10 µg', 1],
    ] as const) {
      const r = await call(server.baseUrl, 'POST', '/order', { auth: owner.auth, body: { productId, size, count } })
      expect(r.status).toBe(200)
    }
    const settled = await call(server.baseUrl, 'PUT', '/order/clear', { auth: owner.auth, body: {} })
    expect(settled.status, JSON.stringify(settled.body)).toBe(200)
    const orderId = (settled.body.data as { orderId: number }).orderId
    expect((await cartOf(server.baseUrl, owner.auth)).list).toHaveLength(0)

    // Since the order: alpha's 10 µg costs more, its 50 µg is gone; gamma is no longer published.
    await server.payload.update({
      collection: 'products',
      id: alpha.id,
      data: { sizes: [{ size: '10 µg', priceFen: 12_500 }] },
      overrideAccess: true,
    })
    await server.payload.update({
      collection: 'products',
      id: gamma.id,
      data: { status: 'draft' },
      overrideAccess: true,
    })

    const other = await newMember(server.payload, 'reorder')
    const stranger = await call(server.baseUrl, 'POST', `/order/reorder/${orderId}`, { auth: other.auth })
    expect(stranger.status).toBe(404)
    expect(stranger.body.msg).toBe(q('cn', 'reorder.notFound'))
    expect((await cartOf(server.baseUrl, other.auth)).list).toHaveLength(0)
    expect((await call(server.baseUrl, 'POST', `/order/reorder/${orderId}`, {})).status).toBe(401)
    expect((await call(server.baseUrl, 'POST', '/order/reorder/999999999', { auth: owner.auth })).status).toBe(404)

    const r = await call(server.baseUrl, 'POST', `/order/reorder/${orderId}`, { auth: owner.auth, en: true })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.msg).toBe(q('en', 'reorder.done', { count: 1 }))
    const data = r.body.data as { added: number; missing: { catalogNumber: string; size: string; msg: string }[] }
    expect(data.missing).toEqual([
      {
        catalogNumber: alpha.catalogNumber,
        size: '50 µg',
        count: 1,
        reason: 'sizeGone',
        msg: q('en', 'reorder.sizeGone'),
      },
      {
        catalogNumber: gamma.catalogNumber,
        size: '10 µg',
        count: 1,
        reason: 'productGone',
        msg: q('en', 'reorder.productGone'),
      },
    ])
    const cart = await cartOf(server.baseUrl, owner.auth, { headers: china })
    expect(cart.list.map((l) => [l.catalogNumber, l.size, l.count, l.priceFen])).toEqual([
      [alpha.catalogNumber, '10 µg', 2, 12_500],
    ])
  })
})
