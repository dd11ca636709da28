import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, suiteBrowser } from './browser'
import { backOfficePage, staffAuth } from './staff'

/**
 * Issue 22, publishing: "复制" (duplicate) in the Chinese back office makes a draft with an empty catalog number
 * and no hot flag, which never shows on /hotsproduct (the original, published and hot, does).
 */
const browser = suiteBrowser()
let auth: string
const made: number[] = []
const stamp = Date.now()
const name = `复制测试蛋白 ${stamp}`

const cms = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl}/api/cms${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: auth, origin: baseUrl, ...init.headers },
  })

/** How often the unique product name appears on /hotsproduct (a fresh render after any catalogue edit). */
const onHotList = async () => {
  const html = await (await fetch(`${baseUrl}/hotsproduct`)).text()
  return html.split(name).length - 1
}

beforeAll(async () => {
  auth = await staffAuth()
  const created = await cms('/products?locale=cn', {
    method: 'POST',
    body: JSON.stringify({
      catalogNumber: `DUP-${stamp}`,
      name,
      category: 21,
      status: 'published',
      isHot: true,
      sizes: [{ size: '10 µg', priceFen: 10_000 }],
    }),
  })
  expect(created.status).toBe(201)
  made.push(((await created.json()) as { doc: { id: number } }).doc.id)
})

afterAll(async () => {
  for (const id of made) await cms(`/products/${id}`, { method: 'DELETE' })
})

describe('duplicating a product in the back office (issue 22)', () => {
  // tests/publishing.test.ts proves the rules through the API on both databases; this is the back office's path.
  it('makes a draft without catalog number or hot flag that stays off /hotsproduct', async () => {
    const original = made[0] as number
    await expect.poll(onHotList, { timeout: 30_000, interval: 1000 }).toBeGreaterThan(0)
    const shown = await onHotList()

    const page = await backOfficePage(browser, { locale: 'zh-CN', viewport: { width: 1440, height: 900 } })
    await page.goto(`${baseUrl}/admin/collections/products/${original}`)
    // The document's "…" menu holds 复制 (#action-duplicate; next to it "复制到指定语言环境", a copy between languages,
    // which a match by text took first); a click before hydration is lost, so open the menu until the item shows.
    const duplicate = page.locator('#action-duplicate')
    await expect
      .poll(
        async () => {
          if (!(await duplicate.isVisible())) await page.locator('.doc-controls__popup .popup-button').click()
          return duplicate.isVisible()
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toBe(true)
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/cms/products/${original}/duplicate`,
      { timeout: 60_000 },
    )
    await duplicate.click()
    const response = await answer
    expect(response.status()).toBeLessThan(300)
    const copyId = ((await response.json()) as { doc: { id: number } }).doc.id
    made.push(copyId)
    // The back office then opens the copy.
    await page.waitForURL((url) => url.pathname === `/admin/collections/products/${copyId}`, { timeout: 60_000 })

    const copy = (await (await cms(`/products/${copyId}?depth=0`)).json()) as Record<string, unknown>
    expect(copy).toMatchObject({ status: 'draft', catalogNumber: '', isHot: false, isNew: false, name })
    // The form says so too: the status select reads 草稿.
    await expect
      .poll(async () => (await page.locator('#field-status').textContent()) ?? '', { timeout: 30_000, interval: 1000 })
      .toContain('草稿')
    expect(await onHotList()).toBe(shown)
    await page.context().close()
  }, 180_000)
})
