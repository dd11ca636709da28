import ExcelJS from 'exceljs'
import { createLocalReq, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyImport } from '../src/server/imports/product-import'
import { getJson, SEED_ADMIN, staffAuth, startServer } from './setup/server'

/**
 * Issue 22 (product import and export) and the alias import of issue 20, through the back office's REST API:
 * the preview's per-row errors, the all-or-nothing apply, a price of ¥980.00 stored as 98000 fen, shown as
 * 980.00 by /api/v1 and the export at once, aliases found by search right after the apply, staff-only access and
 * localized 4xx refusals. Only the products this file creates are looked at (the database is shared).
 */
let server: Awaited<ReturnType<typeof startServer>>
const tokens: Record<'admin' | 'editor' | 'sales', string> = { admin: '', editor: '', sales: '' }
const stamp = `${process.pid.toString(36)}${Date.now().toString(36)}`.toUpperCase()
const CAT = { a: `T22A${stamp}`, b: `T22B${stamp}`, c: `T22C${stamp}` }
const ids: Record<string, number> = {}

beforeAll(async () => {
  server = await startServer()
  const { payload } = server
  for (const role of ['editor', 'sales'] as const) {
    const email = `pi-${role}-${stamp.toLowerCase()}@example.com`
    await payload.create({
      collection: 'users',
      data: { email, password: 'Staff-Test-Password-1', roles: [role] },
      overrideAccess: true,
    })
    tokens[role] = await staffAuth(server.baseUrl, email, 'Staff-Test-Password-1')
  }
  tokens.admin = await staffAuth(server.baseUrl, SEED_ADMIN.email, SEED_ADMIN.password)
  const cd002 = await payload.find({ collection: 'products', where: { catalogNumber: { equals: 'CD002' } }, depth: 0 })
  const category = cd002.docs[0]?.category as number
  for (const [key, catalogNumber] of Object.entries(CAT)) {
    const doc = await payload.create({
      collection: 'products',
      locale: 'cn',
      data: {
        catalogNumber,
        name: `导入测试蛋白 ${key.toUpperCase()}`,
        status: 'published',
        category,
        sizes: [
          { size: '10 µg', priceFen: 48000, stock: 'in-stock' },
          { size: '100 µg', priceFen: 198000, stock: 'ships-in-days', leadTimeDays: 7 },
        ],
      },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'products',
      id: doc.id,
      locale: 'en',
      data: { name: `Import test protein ${key.toUpperCase()}` },
      overrideAccess: true,
    })
    ids[key] = doc.id
  }
})
afterAll(async () => {
  for (const id of Object.values(ids))
    await server?.payload.delete({ collection: 'products', id, overrideAccess: true }).catch(() => {})
  await server?.close()
})

async function xlsx(rows: Array<Array<string | number | null>>): Promise<string> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('导入')
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64')
}

const csv = (rows: string[][]) => Buffer.from(`\uFEFF${rows.map((r) => r.join(',')).join('\r\n')}`).toString('base64')

type Preview = {
  counts: { rows: number; changed: number; unchanged: number; errors: number }
  rows: Array<{
    row: number
    catalogNumber: string
    status: string
    changes: Array<{ field: string; label: string; from: string; to: string }>
    errors: Array<{ code: string; message: string }>
  }>
}

async function post(body: unknown, token: string | null = tokens.editor, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.baseUrl}/api/cms/products/import`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: token } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const json = (await res.json()) as {
    preview?: Preview
    applied?: number
    message?: string
    errors?: Array<{ message: string }>
  }
  return { status: res.status, body: json }
}

const sizesOf = async (key: keyof typeof CAT) =>
  (await server.payload.findByID({ collection: 'products', id: ids[key] as number, depth: 0, overrideAccess: true }))
    .sizes ?? []

const detailPrices = async (catalogNumber: string) => {
  const res = await getJson(server.baseUrl, `/api/v1/product/detail?catalogNumber=${catalogNumber}`)
  expect(res.status).toBe(200)
  return (res.body.data as { sizes: Array<{ size: string; priceFen: number | null; price: string }> }).sizes
}

const HEADER = ['货号', '规格', '价格（元）', '库存', '发货天数']

describe('access and refusals', () => {
  it('is for editors and admins only, with localized refusals', async () => {
    const file = await xlsx([HEADER, [CAT.a, '10 µg', 480, '现货', null]])
    expect((await post({ mode: 'prices', file }, null)).status).toBe(401)
    const sales = await post({ mode: 'prices', file }, tokens.sales)
    expect(sales.status).toBe(403)
    expect(sales.body.errors?.[0]?.message).toBe('只有编辑或管理员可以导入产品。')
    const english = await post({ mode: 'prices', file }, tokens.sales, { 'accept-language': 'en' })
    expect(english.body.errors?.[0]?.message).toBe('Only editors and admins can import products.')
    expect((await post({ mode: 'prices', file }, tokens.admin)).status).toBe(200)
    const exported = await fetch(`${server.baseUrl}/api/cms/products/export`, {
      headers: { authorization: tokens.sales },
    })
    expect(exported.status).toBe(403)
    expect((await fetch(`${server.baseUrl}/api/cms/products/export`)).status).toBe(401)
  })

  it('answers a bad request, an unreadable or oversized file, missing columns with a 4xx, never a 500', async () => {
    const cases: Array<[unknown, number, string]> = [
      // Malformed JSON never reaches the endpoint: the REST guard refuses it (src/api/cms-rest.ts).
      ['{not json', 400, '请求参数有误'],
      [{ mode: 'everything', file: 'AAAA' }, 400, '请求无效：请选择导入内容并上传一个文件。'],
      [{ mode: 'prices', file: '%%%' }, 400, '请求无效：请选择导入内容并上传一个文件。'],
      [
        { mode: 'prices', file: Buffer.from('PK\u0003\u0004garbage').toString('base64') },
        400,
        '无法读取文件：请上传 XLSX，或 UTF-8 / GBK 编码的 CSV。',
      ],
      [
        {
          mode: 'prices',
          file: csv([
            ['货号', '价格（元）'],
            [CAT.a, '1'],
          ]),
        },
        400,
        '缺少列：规格。请用导出的表格作为模板。',
      ],
      [{ mode: 'prices', file: csv([HEADER]) }, 400, '文件中没有数据行。'],
      [{ mode: 'prices', file: 'A'.repeat(8 * 1024 * 1024) }, 413, '文件过大：最大 5 MB。'],
    ]
    for (const [body, status, message] of cases) {
      const res = await post(body)
      expect(res.status).toBe(status)
      expect(res.body.errors?.[0]?.message).toBe(message)
    }
  })
})

describe('prices', () => {
  it('previews every row with its errors and writes nothing', async () => {
    const file = await xlsx([
      HEADER,
      [CAT.a, '10 µg', 580, '现货', null],
      ['NOPE-T22', '10 µg', 100, null, null],
      [CAT.a, '100 µg', 9.999, null, null],
      [CAT.b, '10 µg', -1, null, null],
      [CAT.b, '5 mg', 100, null, null],
      [CAT.c, '100 µg', 100, '有货', 'soon'],
    ])
    const { status, body } = await post({ mode: 'prices', file })
    expect(status).toBe(200)
    const preview = body.preview as Preview
    expect(preview.counts).toEqual({ rows: 6, changed: 1, unchanged: 0, errors: 5 })
    expect(preview.rows.map((r) => [r.row, r.status, r.errors.map((e) => e.code)])).toEqual([
      [2, 'change', []],
      [3, 'error', ['unknownCatalogNumber']],
      [4, 'error', ['badPrice']],
      [5, 'error', ['badPrice']],
      [6, 'error', ['unknownSize']],
      [7, 'error', ['badStock', 'badLeadTime']],
    ])
    expect(preview.rows[2]?.errors[0]?.message).toContain('价格 9.999 无效')
    expect(preview.rows[0]?.changes).toEqual([{ field: 'price', label: '价格（元）', from: '480.00', to: '580.00' }])
    expect((await sizesOf('a'))[0]?.priceFen).toBe(48000)

    // Applying the same file changes nothing at all: not even its one good row.
    const applied = await post({ mode: 'prices', file, apply: true })
    expect(applied.status).toBe(400)
    expect(applied.body.errors?.[0]?.message).toBe('文件中有 5 行错误，未导入任何内容。')
    expect((await sizesOf('a'))[0]?.priceFen).toBe(48000)
  })

  it('stores ¥980.00 as 98000 fen, which /api/v1 and the export show as 980.00 at once', async () => {
    // The product's detail is cached by the API first: the apply must drop it.
    expect((await detailPrices(CAT.a))[0]?.priceFen).toBe(48000)
    const file = await xlsx([
      HEADER,
      [CAT.a, '10 µg', '980.00', '现货', null],
      [CAT.a, '100 µg', '¥1,980.5', '订制生产', 30],
      [CAT.b, '10µg', 480, 'In stock', null],
    ])
    const { status, body } = await post({ mode: 'prices', file, apply: true })
    expect(status).toBe(200)
    expect(body.applied).toBe(1)
    expect(body.message).toBe('导入完成：1 个产品已更新，网站、API 和搜索已刷新。')
    const sizes = await sizesOf('a')
    expect(sizes.map((s) => [s.size, s.priceFen, s.stock, s.leadTimeDays])).toEqual([
      ['10 µg', 98000, 'in-stock', null],
      ['100 µg', 198050, 'made-to-order', 30],
    ])
    const shown = await detailPrices(CAT.a)
    expect(shown[0]).toMatchObject({ priceFen: 98000 })
    expect(shown[0]?.price).toContain('980.00')

    const res = await fetch(
      `${server.baseUrl}/api/cms/products/export?sheet=sizes&format=xlsx&where[catalogNumber][equals]=${CAT.a}`,
      { headers: { authorization: tokens.editor } },
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="sizes-\d{8}-\d{4}\.xlsx"$/)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await res.arrayBuffer())
    const sheet = book.worksheets[0] as ExcelJS.Worksheet
    expect(sheet.rowCount).toBe(3)
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([CAT.a, '10 µg', 980, '现货'])
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('"¥"#,##0.00')
    expect(sheet.getRow(3).getCell(5).value).toBe(30)

    const text = await (
      await fetch(`${server.baseUrl}/api/cms/products/export?sheet=sizes&format=csv&search=${CAT.a}`, {
        headers: { authorization: tokens.editor, 'accept-language': 'en' },
      })
    ).text()
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      'Catalog number,Size,Price (¥),Stock,Ships in (days)',
      `${CAT.a},10 µg,980.00,In stock,`,
      `${CAT.a},100 µg,1980.50,Made to order,30`,
    ])
  })

  it('round-trips its own export: the full sheet re-imported unchanged is all "unchanged"', async () => {
    const res = await fetch(
      `${server.baseUrl}/api/cms/products/export?sheet=products&format=xlsx&where[catalogNumber][like]=${stamp}`,
      { headers: { authorization: tokens.editor } },
    )
    const file = Buffer.from(await res.arrayBuffer()).toString('base64')
    const { status, body } = await post({ mode: 'prices', file })
    expect(status).toBe(200)
    expect(body.preview?.counts).toEqual({ rows: 6, changed: 0, unchanged: 6, errors: 0 })
  })

  it('rolls every product back when one write fails (one transaction)', async () => {
    const { payload } = server
    const admin = (await payload.find({ collection: 'users', where: { email: { equals: SEED_ADMIN.email } } })).docs[0]
    const req = (await createLocalReq({ user: { ...admin, collection: 'users' } as never }, payload)) as PayloadRequest
    const before = await sizesOf('c')
    await expect(
      applyImport(req, [
        { id: ids.c as number, catalogNumber: CAT.c, sizes: before.map((s) => ({ ...s, priceFen: 12300 })) },
        // A size without its required text: the database refuses the second product (NOT NULL).
        { id: ids.b as number, catalogNumber: CAT.b, sizes: [{ size: null as never }] },
      ]),
    ).rejects.toThrow()
    expect((await sizesOf('c')).map((s) => s.priceFen)).toEqual([48000, 198000])
  })
})

describe('aliases (issue 20)', () => {
  it('adds aliases by kind after a preview, and search finds them right away', async () => {
    const alias = `Zq${stamp.toLowerCase()}x`
    const file = csv([
      ['货号', '别名', '别名类型'],
      [CAT.c, alias, ''],
      [CAT.c, '3569', 'NCBI Gene ID'],
      [CAT.c, 'P05231', 'UniProt'],
      [CAT.c, 'abc', 'NCBI Gene ID'],
    ])
    const preview = await post({ mode: 'aliases', file })
    expect(preview.body.preview?.counts).toEqual({ rows: 4, changed: 3, unchanged: 0, errors: 1 })
    expect(preview.body.preview?.rows[3]?.errors[0]?.message).toBe('NCBI Gene ID abc 应为数字')
    const search = async () =>
      (await getJson(server.baseUrl, `/api/v1/search/product?keywords=${alias}`)).body.data as {
        list: Array<{ catalogNumber?: string; title?: string }>
      }
    expect((await search()).list).toHaveLength(0)

    const good = csv([
      ['Catalog number', 'Alias', 'Alias kind'],
      [CAT.c, alias, ''],
      [CAT.c, '3569', 'NCBI Gene ID'],
      [CAT.c, 'P05231', 'UniProt'],
    ])
    const applied = await post({ mode: 'aliases', file: good, apply: true }, tokens.editor, {
      'accept-language': 'en',
    })
    expect(applied.status).toBe(200)
    expect(applied.body.message).toBe('Imported: 1 products updated; the site, the API and search are up to date.')
    const doc = await server.payload.findByID({ collection: 'products', id: ids.c as number, overrideAccess: true })
    expect([doc.synonyms, doc.ncbiGeneId, doc.accession]).toEqual([alias, '3569', 'P05231'])
    const list = (await search()).list
    expect(list.map((p) => p.title ?? p.catalogNumber)).toContain(CAT.c)
  })
})
