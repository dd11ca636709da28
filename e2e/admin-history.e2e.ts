import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, suiteBrowser } from './browser'
import { ADMIN, backOfficePage, openRestoreDialog, openSizesTab, staffAuth } from './staff'

/**
 * Issue 22, history in the Chinese back office: an admin changes a published product's price in yuan (¥980.00 →
 * ¥900.00) and publishes it; the audit log says who changed which field from what to what; restoring the previous
 * version from the product's versions brings ¥980.00 back on the public API.
 */
const browser = suiteBrowser()
let auth: string
let productId: number
const catalogNumber = `HIST-E2E-${Date.now()}`

const cms = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl}/api/cms${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: auth, origin: baseUrl, ...init.headers },
  })

/** The sizes of the product as the public API answers them (only a published product is there). */
const publicSizes = async () => {
  const res = await fetch(`${baseUrl}/api/v1/product/detail?catalogNumber=${encodeURIComponent(catalogNumber)}`)
  const answer = (await res.json()) as { data?: { sizes?: unknown } | null }
  return JSON.stringify(answer.data?.sizes ?? null)
}

const storedPrice = async () =>
  ((await (await cms(`/products/${productId}?depth=0`)).json()) as { sizes: { priceFen: number | null }[] }).sizes[0]
    ?.priceFen

beforeAll(async () => {
  auth = await staffAuth()
  const created = await cms('/products?locale=cn', {
    method: 'POST',
    body: JSON.stringify({
      catalogNumber,
      name: '历史版本测试蛋白',
      category: 21,
      status: 'published',
      sizes: [{ size: '100 µg', priceFen: 98_000 }],
    }),
  })
  expect(created.status).toBe(201)
  productId = ((await created.json()) as { doc: { id: number } }).doc.id
})

afterAll(async () => {
  if (productId) await cms(`/products/${productId}`, { method: 'DELETE' })
})

describe('history in the back office (issue 22)', () => {
  it('reads a price change, typed in yuan and published, in the audit log: who, which field, before → after', async () => {
    await expect.poll(publicSizes, { timeout: 30_000, interval: 1000 }).toContain('980.00')
    const page = await backOfficePage(browser, { locale: 'zh-CN', viewport: { width: 1440, height: 900 } })

    // The price, typed in yuan, published.
    await page.goto(`${baseUrl}/admin/collections/products/${productId}`)
    const price = await openSizesTab(page)
    await expect.poll(() => price.inputValue(), { timeout: 30_000 }).toBe('980.00')
    // Typed until the form takes it (the save button turns on): what is typed before the form hydrates is lost.
    const save = page.locator('#action-save')
    await expect
      .poll(
        async () => {
          await price.fill('900')
          return save.isEnabled()
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toBe(true)
    await save.click()
    await expect.poll(storedPrice, { timeout: 30_000, interval: 1000 }).toBe(90_000)
    await expect.poll(publicSizes, { timeout: 30_000, interval: 1000 }).toContain('900.00')

    // The audit log: who, which field, before → after.
    await page.goto(`${baseUrl}/admin/collections/audit-log?search=${encodeURIComponent(catalogNumber)}`)
    const row = page.locator('tbody tr', { hasText: '价格（元）' }).first()
    await expect.poll(() => row.count(), { timeout: 60_000, interval: 1000 }).toBe(1)
    const entry = (await row.textContent()) ?? ''
    expect(entry).toContain(ADMIN.email)
    expect(entry).toContain(catalogNumber)
    // Issue 30: by field label, in yuan.
    expect(entry).toContain('规格 1 › 价格（元）: ¥980.00 → ¥900.00')

    await page.context().close()
  }, 240_000)

  // The version view of a product edited in Chinese (content locale `cn`) crashed with React error #31 until both
  // locale labels carried a `cn` key (payload.config.ts): Payload looks every locale's label up by the edited locale.
  it("restores the previous version from the product's versions", async () => {
    const page = await backOfficePage(browser, { locale: 'zh-CN', viewport: { width: 1440, height: 900 } })
    // The product's versions: the one before the change, restored.
    await page.goto(`${baseUrl}/admin/collections/products/${productId}/versions`)
    const versionLinks = page.locator('tbody tr a[href*="/versions/"]')
    await expect.poll(() => versionLinks.count(), { timeout: 60_000, interval: 1000 }).toBeGreaterThan(1)
    // Newest first: the first row is the current version, the second the one before the price change.
    await versionLinks.nth(1).click()
    await page.waitForURL(/\/versions\/[^/?]+/, { timeout: 60_000 })
    const confirm = await openRestoreDialog(page)
    await confirm.click()

    await expect.poll(storedPrice, { timeout: 30_000, interval: 1000 }).toBe(98_000)
    await expect.poll(publicSizes, { timeout: 30_000, interval: 1000 }).toContain('980.00')
    await page.context().close()
  }, 240_000)
})
