import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemberSession } from '../src/auth/member-sessions'
import { siteWallClock } from '../src/domain/content/content-dates'
import { suggestionFields } from './setup/leads'
import { SEED_ADMIN, staffAuth, startServer } from './setup/server'

/**
 * Issue 16 point 7: every XLSX export in the staff member's or the visitor's language, with times in the
 * site's time zone (Asia/Shanghai), option codes by their labels.
 */
let server: Awaited<ReturnType<typeof startServer>>
let admin: string
let memberToken: string
let suggestion: { id: number; createdAt: string }

beforeAll(async () => {
  server = await startServer()
  admin = await staffAuth(server.baseUrl, SEED_ADMIN.email, SEED_ADMIN.password)
  const { payload } = server
  const doc = await payload.create({
    collection: 'suggestions',
    data: await suggestionFields(payload, {
      productName: 'Export-IL-38',
      name: '导出测试',
      company: '示例研究所',
      department: '免疫室',
      email: 'export_test@example.com',
      phone: '13912345678',
      locale: 'cn' as const,
      inboxStatus: 'new' as const,
    }),
    overrideAccess: true,
  })
  suggestion = { id: doc.id, createdAt: doc.createdAt }
  const member = await payload.create({
    collection: 'members',
    data: { email: `export-${Date.now()}@example.com`, name: 'Export member' },
    overrideAccess: true,
  })
  memberToken = await createMemberSession(payload, member.id)
})
afterAll(async () => {
  await server?.close()
})

async function workbook(res: Response): Promise<ExcelJS.Workbook> {
  expect(res.status).toBe(200)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(await res.arrayBuffer())
  return book
}

/** The suggestion's row of the export, as `header → value`. */
async function suggestionRow(query: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.baseUrl}/api/v1/inbox/export?kind=suggestions${query}`, {
    headers: { authorization: admin, ...headers },
  })
  const sheet = (await workbook(res)).worksheets[0] as ExcelJS.Worksheet
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String)
  let found: unknown[] = []
  sheet.eachRow((row) => {
    if (row.getCell(1).value === suggestion.id) found = (row.values as unknown[]).slice(1)
  })
  return { name: sheet.name, row: Object.fromEntries(header.map((h, i) => [h, found[i]])) }
}

describe('the inbox export', () => {
  it('is all Chinese for a Chinese admin: option labels, language, related names, China time', async () => {
    const { name, row } = await suggestionRow('&lang=zh')
    expect(name).toBe('新品建议')
    expect(row.种属).toBe('小鼠')
    expect(row.标签位置).toBe('N端')
    expect(row.标签).toBe('无标签')
    expect(row.表达系统).toBe('大肠杆菌')
    expect(row.提交语言).toBe('中文')
    expect(String(row.地区)).toMatch(/[\u4e00-\u9fff]/)
    // The cell shows the Shanghai wall-clock time (a cell has no time zone): UTC+8 of the stored instant.
    expect((row.提交时间 as Date).toISOString()).toBe(siteWallClock(new Date(suggestion.createdAt)).toISOString())
    expect((row.提交时间 as Date).getTime() - Date.parse(suggestion.createdAt)).toBe(8 * 3600_000)
  })

  it('is all English for an English admin, also when only the admin language (cookie) says so', async () => {
    for (const [query, headers] of [
      ['&lang=en', {}],
      ['', { cookie: 'payload-lng=en' }],
    ] as const) {
      const { name, row } = await suggestionRow(query, headers)
      expect(name).toBe('Product suggestion')
      expect(row.Species).toBe('Mouse')
      expect(row['Tag position']).toBe('N-terminal')
      expect(row['Expression system']).toBe('E. coli')
      expect(row.Language).toBe('Chinese')
      expect(String(row.Area)).not.toMatch(/[\u4e00-\u9fff]/)
    }
    const bad = await fetch(`${server.baseUrl}/api/v1/inbox/export?lang=fr`, { headers: { authorization: admin } })
    expect(bad.status).toBe(400)
  })
})

describe('the toolbox export', () => {
  const input = { product_sequence: 'GGGAGACCAAGCUGGCUA', modification: 'none', capping_method: 'enzymatic' }

  it.each([
    ['/api/v1', '产物分子量', 'Cap1（m7GpppNm）', '生成时间'],
    ['/en/api/v1', 'Product molecules', 'Cap1 (m7GpppNm)', 'Generated'],
  ])('from %s is in the visitor language with the Shanghai time', async (base, sheetName, cap1, generated) => {
    const before = Date.now()
    const res = await fetch(`${server.baseUrl}${base}/calculator/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${memberToken}` },
      body: JSON.stringify({ module: 'product_mass', input }),
    })
    const sheet = (await workbook(res)).worksheets[0] as ExcelJS.Worksheet
    expect(sheet.name).toBe(sheetName)
    const texts: string[] = []
    sheet.eachRow((row) => {
      texts.push((row.values as unknown[]).slice(1).map(String).join(' | '))
    })
    const cap1Row = texts.find((t) => t.startsWith('cap1 |'))
    expect(cap1Row).toContain(cap1)
    const stamp = texts.find((t) => t.startsWith(generated))
    const shanghai = siteWallClock(new Date(before)).toISOString().slice(0, 13).replace('T', ' ')
    expect(stamp).toContain(shanghai)
    expect(stamp).toContain('Asia/Shanghai')
  })
})
