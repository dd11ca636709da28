import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hotKeywords } from '../src/seed/data/hot-keywords'
import { baseUrl, suiteBrowser } from './browser'
import { SLOW, shellReady } from './member'

/**
 * Issue 20 in a real browser: the product tab's facets combine (two applied narrow the list, and the counts agree
 * with the rows) and survive a reload, on a desktop and on a phone; a misspelt query on /search-not-found offers
 * the closest products, whose links open them; a fresh install shows the five curated hot keywords in the search
 * bar, in both languages.
 */
const browser = suiteBrowser()

const DESKTOP = { width: 1440, height: 900 }
const PHONE = { width: 390, height: 844 }

interface Chip {
  value: string
  count: number
  current: boolean
}

/** The values of one facet as the page shows them (the "All" link left out). */
async function chips(page: Page, facet: string): Promise<Chip[]> {
  return page.locator(`[data-facet="${facet}"] a[data-value]`).evaluateAll((links) =>
    links.map((a) => ({
      value: a.getAttribute('data-value') ?? '',
      count: Number(a.querySelector('[data-count]')?.textContent ?? 'NaN'),
      current: a.getAttribute('aria-current') === 'true',
    })),
  )
}

const total = async (page: Page) => Number(await page.getAttribute('[data-testid="search-count"]', 'data-total'))
const rows = (page: Page) => page.locator('main table tbody tr td:first-child').allTextContents()

/**
 * Applies one value of a facet by clicking its chip: one that narrows the list when there is one. Returns the
 * value and the count the chip showed.
 */
async function applyFacet(page: Page, facet: string): Promise<Chip> {
  const before = await total(page)
  const options = await chips(page, facet)
  expect(options.length, `${facet} has values`).toBeGreaterThan(0)
  const chip = options.find((c) => c.count > 0 && c.count < before) ?? (options[0] as Chip)
  const link = page.locator(`[data-facet="${facet}"] a[data-value="${chip.value}"]`)
  await link.scrollIntoViewIfNeeded()
  await link.click()
  await page.waitForURL(new RegExp(`[?&]${facet}=${encodeURIComponent(chip.value)}(&|$)`), SLOW)
  return chip
}

/** What the page shows of the product tab: the total, the rows, and the chosen chips. */
async function state(page: Page, facets: string[]) {
  const chosen: Record<string, Chip[]> = {}
  for (const f of facets) chosen[f] = (await chips(page, f)).filter((c) => c.current)
  return { total: await total(page), rows: (await rows(page)).map((r) => r.trim()), chosen }
}

async function combineAndReload(
  locale: 'cn' | 'en',
  viewport: { width: number; height: number },
  keywords: string,
  facets: [string, string],
) {
  const context = await browser.newContext({ locale: locale === 'cn' ? 'zh-CN' : 'en-US', viewport })
  const page = await context.newPage()
  const prefix = locale === 'cn' ? '' : '/en'
  await page.goto(`${baseUrl}${prefix}/search?keywords=${encodeURIComponent(keywords)}`)
  await shellReady(page)
  const all = await total(page)
  expect(all).toBeGreaterThan(1)

  const first = await applyFacet(page, facets[0])
  expect(first.count).toBeLessThan(all)
  expect(await total(page)).toBe(first.count)
  const second = await applyFacet(page, facets[1])
  const narrowed = await total(page)
  // The second chip's count (counted with the first facet applied) is the list it gives.
  expect(narrowed).toBe(second.count)
  expect(narrowed).toBeGreaterThan(0)
  expect(narrowed).toBeLessThanOrEqual(first.count)
  expect(page.url()).toContain(`${facets[0]}=${encodeURIComponent(first.value)}`)
  expect(page.url()).toContain(`${facets[1]}=${encodeURIComponent(second.value)}`)
  const shown = await state(page, facets)
  // Every row of the list is there (one page of 20) and each chosen chip counts exactly the rows.
  expect(shown.rows).toHaveLength(Math.min(narrowed, 20))
  for (const f of facets) {
    expect(shown.chosen[f]?.map((c) => c.value)).toEqual([f === facets[0] ? first.value : second.value])
    expect(shown.chosen[f]?.[0]?.count).toBe(narrowed)
  }
  // Another value of the first facet: its count is the rows it gives with the second facet kept.
  const other = (await chips(page, facets[0])).find((c) => !c.current)
  if (other) {
    const url = page.url()
    await page.locator(`[data-facet="${facets[0]}"] a[data-value="${other.value}"]`).click()
    await page.waitForURL(new RegExp(`${facets[0]}=${encodeURIComponent(other.value)}`), SLOW)
    expect(await total(page)).toBe(other.count)
    expect(page.url()).toContain(`${facets[1]}=${encodeURIComponent(second.value)}`)
    await page.goto(url)
  }

  await page.reload()
  await shellReady(page)
  expect(await state(page, facets)).toEqual(shown)
  await context.close()
}

describe('search facets', () => {
  it('combine species and expression system, with counts that match the rows, and survive a reload (中文)', async () => {
    await combineAndReload('cn', DESKTOP, 'IL-6', ['species', 'expressionSystem'])
  })

  it('combine application and stock on a phone and survive a reload (English)', async () => {
    await combineAndReload('en', PHONE, 'protein', ['application', 'stock'])
  })
})

describe('did you mean', () => {
  for (const locale of ['cn', 'en'] as const) {
    it(`offers the closest products for "interleukn" and their links open them (${locale})`, async () => {
      const context = await browser.newContext({ locale: locale === 'cn' ? 'zh-CN' : 'en-US', viewport: DESKTOP })
      const page = await context.newPage()
      const prefix = locale === 'cn' ? '' : '/en'
      await page.goto(`${baseUrl}${prefix}/search-not-found?keywords=interleukn`)
      const box = page.locator('[data-testid="did-you-mean"]')
      const links = box.locator('a')
      expect(await links.count()).toBeGreaterThan(0)
      const texts = (await links.allTextContents()).map((t) => t.trim())
      // Names in the visitor's language: the closest is an interleukin, spelt in Chinese or in English.
      expect(texts[0]).toMatch(locale === 'cn' ? /白细胞介素|白介素/ : /Interleukin|IL-/i)
      if (locale === 'en') for (const text of texts) expect(text).not.toMatch(/[\u4e00-\u9fff]/)
      const href = (await links.first().getAttribute('href')) ?? ''
      expect(href).toMatch(new RegExp(`^${prefix}/product-detail\\?catalogNumber=`))
      const catalogNumber = decodeURIComponent(href.split('catalogNumber=')[1] ?? '')
      await links.first().click()
      await page.waitForURL(new RegExp(`/product-detail\\?catalogNumber=${encodeURIComponent(catalogNumber)}`), SLOW)
      expect(await page.locator('main').textContent()).toContain(catalogNumber)
      await context.close()
    })
  }
})

describe('hot keywords', () => {
  for (const locale of ['cn', 'en'] as const) {
    it(`shows the five curated keywords of a fresh install in the search bar (${locale})`, async () => {
      const context = await browser.newContext({ locale: locale === 'cn' ? 'zh-CN' : 'en-US', viewport: DESKTOP })
      const page = await context.newPage()
      await page.goto(`${baseUrl}${locale === 'cn' ? '' : '/en'}/`)
      const hot = page.locator('[data-testid="hot-keywords"]:visible').first()
      await hot.waitFor({ state: 'visible', ...SLOW })
      const links = hot.locator('a')
      expect((await links.allTextContents()).map((t) => t.trim())).toEqual(hotKeywords[locale])
      for (let i = 0; i < 5; i++) expect(await links.nth(i).isVisible()).toBe(true)
      // A keyword leads to its results.
      await shellReady(page)
      await links.first().click()
      await page.waitForURL(/\/search\?keywords=/, SLOW)
      expect(await total(page)).toBeGreaterThan(0)
      await context.close()
    })
  }
})
