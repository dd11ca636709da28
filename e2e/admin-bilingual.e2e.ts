import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, suiteBrowser } from './browser'
import { backOfficePage, staffAuth } from './staff'

/**
 * Issue 22, bilingual editing in the Chinese back office: a record opens in the admin language; opened in English
 * it says so; Chinese typed into an English field is flagged and not saved; both languages compare side by side.
 */
const browser = suiteBrowser()
let auth: string
let productId: number
const englishName = 'Recombinant Human Bilingual Test Protein'

const cms = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl}/api/cms${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: auth, origin: baseUrl, ...init.headers },
  })

const storedEnglishName = async () =>
  ((await (await cms(`/products/${productId}?depth=0&locale=en&fallback-locale=none`)).json()) as { name?: string })
    .name

beforeAll(async () => {
  auth = await staffAuth()
  const created = await cms('/products?locale=cn', {
    method: 'POST',
    body: JSON.stringify({ catalogNumber: `BI-${Date.now()}`, name: '双语测试蛋白', category: 21, status: 'draft' }),
  })
  expect(created.status).toBe(201)
  productId = ((await created.json()) as { doc: { id: number } }).doc.id
  expect(
    (await cms(`/products/${productId}?locale=en`, { method: 'PATCH', body: JSON.stringify({ name: englishName }) }))
      .status,
  ).toBe(200)
})

afterAll(async () => {
  if (productId) await cms(`/products/${productId}`, { method: 'DELETE' })
})

describe('bilingual editing (issue 22)', () => {
  it('flags Chinese typed into the English field, says which language is edited, and compares both', async () => {
    const page = await backOfficePage(browser, { locale: 'zh-CN', viewport: { width: 1440, height: 900 } })
    await page.goto(`${baseUrl}/admin/collections/products/${productId}?locale=en`)
    const banner = page.getByTestId('editing-other-language')
    await expect.poll(() => banner.textContent(), { timeout: 60_000 }).toContain('你正在编辑英文内容')

    const name = page.locator('#field-name')
    await expect.poll(() => name.inputValue(), { timeout: 30_000 }).toBe(englishName)
    await name.fill('重组人白介素6蛋白')
    await page.locator('#action-save').click()
    // Refused at the field, in the admin's language: the field shows its error state and the message; the English
    // name is unchanged.
    const field = page.locator('.field-type.text', { has: name })
    await expect.poll(() => field.getAttribute('class'), { timeout: 30_000 }).toContain('error')
    await expect.poll(() => field.textContent(), { timeout: 30_000 }).toContain('英文内容中出现了中文')
    // …and stays marked once the form's answer to the last keystroke, sent before the save, has come back (its merge
    // used to mark the field valid again 200 ms later).
    await page.waitForTimeout(1_500)
    expect(await field.getAttribute('class')).toContain('error')
    expect(await field.textContent()).toContain('英文内容中出现了中文')
    expect(await storedEnglishName()).toBe(englishName)

    await page.getByRole('button', { name: '中英对照' }).click()
    const compare = page.getByTestId('language-compare')
    await expect.poll(() => compare.textContent(), { timeout: 20_000 }).toContain('双语测试蛋白')
    expect(await compare.textContent()).toContain(englishName)

    // Opened without a language, the record is in the admin language (Chinese), whatever was edited before.
    await page.goto(`${baseUrl}/admin/collections/products/${productId}`)
    await page.waitForURL(/locale=cn/, { timeout: 30_000 })
    await expect
      .poll(() => page.getByTestId('editing-language').getAttribute('data-content-locale'), { timeout: 30_000 })
      .toBe('cn')
    expect(await page.getByTestId('editing-other-language').count()).toBe(0)
    await page.context().close()
  }, 180_000)
})
