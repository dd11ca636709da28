import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, suiteBrowser } from './browser'
import { backOfficePage, openRestoreDialog, staffAuth } from './staff'

/**
 * Issue 30, "Numbers staff read are in the units they type" and "The draft preview shows the draft", in the
 * Chinese back office of a browser set to New York time (so a time shown in Asia/Shanghai cannot be the
 * browser's own): a draft that changes a published product's price from ¥980 to ¥1,080 reads in yuan in the
 * audit log (list and entry), in the version compare view and in the restore dialog, with the times in
 * Shanghai; the product's preview shows the draft's ¥1,080.00, and a never-published product previews its own
 * prices instead of 询价.
 */
const browser = suiteBrowser()
let auth: string
const made: number[] = []
const stamp = Date.now()
const catalogNumber = `READ-E2E-${stamp}`
const SHOTS = process.env.E2E_SCREENSHOT_DIR

const cms = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl}/api/cms${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: auth, origin: baseUrl, ...init.headers },
  })

/** `2026-12-01 21:30`, Asia/Shanghai: what staff's clocks show for an instant. */
const shanghai = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso))

async function product(data: Record<string, unknown>): Promise<number> {
  const res = await cms('/products?locale=cn', {
    method: 'POST',
    // Chemokines (24): not the interleukins (21) that the catalogue's browser tests read at the same time.
    body: JSON.stringify({ category: 24, ...data }),
  })
  expect(res.status).toBe(201)
  const id = ((await res.json()) as { doc: { id: number } }).doc.id
  made.push(id)
  return id
}

let publishedId: number
let neverPublishedId: number

beforeAll(async () => {
  auth = await staffAuth()
  publishedId = await product({
    catalogNumber,
    name: '可读数值测试蛋白',
    status: 'published',
    sizes: [{ size: '100 µg', priceFen: 98_000 }],
  })
  // A draft over the published product: ¥980 → ¥1,080 (the public keeps ¥980).
  const draft = await cms(`/products/${publishedId}?locale=cn&draft=true`, {
    method: 'PATCH',
    body: JSON.stringify({ sizes: [{ size: '100 µg', priceFen: 108_000 }] }),
  })
  expect(draft.status).toBe(200)
  neverPublishedId = await product({
    catalogNumber: `READ-E2E-NEW-${stamp}`,
    name: '未发布预览测试蛋白',
    status: 'draft',
    sizes: [
      { size: '10 µg', priceFen: 25_000 },
      { size: '1 mg', priceFen: 1_234_500 },
    ],
  })
})

afterAll(async () => {
  for (const id of made) await cms(`/products/${id}`, { method: 'DELETE' })
})

const staffPage = () =>
  backOfficePage(browser, { locale: 'zh-CN', timezoneId: 'America/New_York', viewport: { width: 1440, height: 900 } })

describe('numbers staff read (issue 30)', () => {
  it('reads the audit entry in yuan, by field and collection label, at Shanghai time', async () => {
    const entries = (await (
      await cms(
        `/audit-log?where[targetCollection][equals]=products&where[targetId][equals]=${publishedId}&sort=-createdAt&depth=0`,
      )
    ).json()) as { docs: { id: number; createdAt: string; changes: { field: string }[] }[] }
    const entry = entries.docs.find((d) => d.changes.some((c) => c.field === 'sizes.0.priceFen'))
    expect(entry, 'the draft price change is logged').toBeTruthy()
    const page = await staffPage()
    await page.goto(`${baseUrl}/admin/collections/audit-log?search=${encodeURIComponent(catalogNumber)}`)
    const row = page.locator('tbody tr', { hasText: '价格（元）' }).first()
    await expect.poll(() => row.count(), { timeout: 60_000, interval: 1000 }).toBe(1)
    const text = (await row.textContent()) ?? ''
    expect(text).toContain('规格 1 › 价格（元）: ¥980.00 → ¥1,080.00')
    expect(text).not.toContain('108000')
    expect(text).not.toContain('priceFen')
    expect(text).toContain('产品')
    expect(text).not.toMatch(/\bproducts\b/)
    expect(text).toContain(`${shanghai(entry?.createdAt ?? '')} 北京时间`)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/audit-list.png`, fullPage: false })

    await page.goto(`${baseUrl}/admin/collections/audit-log/${entry?.id}`)
    const table = page.getByTestId('audit-changes')
    await expect.poll(() => table.textContent(), { timeout: 60_000, interval: 1000 }).toContain('¥1,080.00')
    const cells = await table.locator('tbody tr', { hasText: '价格（元）' }).locator('td').allTextContents()
    expect(cells).toEqual(['规格 1 › 价格（元）', '¥980.00', '¥1,080.00'])
    expect(await page.getByTestId('audit-collection').textContent()).toBe('产品')
    expect(await page.getByTestId('audit-time').textContent()).toBe(`${shanghai(entry?.createdAt ?? '')} 北京时间`)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/audit-entry.png`, fullPage: true })
    await page.context().close()
  }, 240_000)

  it('compares versions in yuan and names the version and the restore time in Shanghai time', async () => {
    const versions = (await (
      await cms(`/products/versions?where[parent][equals]=${publishedId}&sort=-updatedAt&depth=0`)
    ).json()) as { docs: { id: string; updatedAt: string }[] }
    const newest = versions.docs[0]
    expect(newest).toBeTruthy()
    const when = `${shanghai(newest?.updatedAt ?? '')} GMT+8`
    const page = await staffPage()
    await page.goto(`${baseUrl}/admin/collections/products/${publishedId}/versions/${newest?.id}`)
    // The compare view: the price before and after, in yuan.
    const diff = page.locator('.money-diff').first()
    await expect.poll(() => diff.textContent(), { timeout: 60_000, interval: 1000 }).toContain('¥1,080.00')
    expect(await diff.textContent()).toContain('¥980.00')
    expect(await diff.textContent()).not.toContain('108000')
    // The breadcrumb names the version by its Shanghai time.
    await expect.poll(() => page.locator('.step-nav').textContent(), { timeout: 30_000 }).toContain(when)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/version-compare.png`, fullPage: false })

    await openRestoreDialog(page)
    const dialog = page.getByText(/恢复到/).first()
    expect(await dialog.textContent()).toContain(when)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/restore-dialog.png`, fullPage: false })
    await page.context().close()
  }, 240_000)
})

describe('the draft preview (issue 30)', () => {
  const pricesOf = async (id: number) => {
    const page = await staffPage()
    await page.goto(`${baseUrl}/api/preview?id=${id}&locale=cn`)
    await page.waitForURL(/\/product-preview\//, { timeout: 60_000 })
    const prices = page.locator('[data-price]')
    await expect.poll(() => prices.count(), { timeout: 60_000, interval: 500 }).toBeGreaterThan(0)
    return { page, prices: await prices.allTextContents() }
  }

  it("previews a published product's draft at the draft's price, while the public keeps the published one", async () => {
    const { page, prices } = await pricesOf(publishedId)
    expect(prices).toEqual(['¥1,080.00'])
    expect(await page.getByTestId('preview-banner').isVisible()).toBe(true)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/preview-draft.png`, fullPage: false })
    await page.context().close()
    const res = await fetch(`${baseUrl}/api/v1/product/detail?catalogNumber=${encodeURIComponent(catalogNumber)}`)
    expect(JSON.stringify(((await res.json()) as { data: { sizes: unknown } }).data.sizes)).toContain('980.00')
  }, 240_000)

  it('previews a never-published product at its own prices, not 询价', async () => {
    const { page, prices } = await pricesOf(neverPublishedId)
    expect(prices).toEqual(['¥250.00', '¥12,345.00'])
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/preview-new.png`, fullPage: false })
    await page.context().close()
  }, 240_000)
})
