import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, suiteBrowser } from './browser'

/**
 * Issue 3 in a real browser: home, /products, the category tree menu, /product-list, /product-detail with its
 * price block, the query URLs served from their cached path form, and accessibility, in both languages.
 * The e2e server has no geo header, so every visitor counts as in China (GEO_DEFAULT_COUNTRY CN): prices
 * show. The non-China case is covered by tests/catalog-prices.test.ts.
 */
const browser = suiteBrowser()

const languages = [
  {
    name: 'cn',
    prefix: '',
    locale: 'zh-CN',
    interleukins: '白细胞介素',
    hot: '热销产品',
    pleaseLogin: '请先登录！',
    inquiry: '询价',
    addToCart: '加入购物车',
    enquiry: '询价',
    // CD002 is a kit (issue 19): its components, never the protein fields such as species.
    datasheet: ['货号', '试剂盒组分', '储存条件'],
    qrAlt: '本页二维码',
  },
  {
    name: 'en',
    prefix: '/en',
    locale: 'en-US',
    interleukins: 'Interleukins',
    hot: 'Hot Products',
    pleaseLogin: 'Please Login！',
    inquiry: 'Inquiry',
    addToCart: 'Add to Cart',
    enquiry: 'Enquiry',
    datasheet: ['Catalog No.', 'Kit components', 'Storage'],
    qrAlt: 'QR code of this page',
  },
] as const

async function open(locale: string, path: string, width = 1440): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale, viewport: { width, height: 900 } })
  const page = await context.newPage()
  const res = await page.goto(`${baseUrl}${path}`)
  expect(res?.status(), path).toBe(200)
  return { context, page }
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

describe.each(languages)('catalogue screens in $name', (lang) => {
  const p = lang.prefix

  it('home shows banners, popular and hot products, and the more-popular link opens /hotsproduct', async () => {
    const { context, page } = await open(lang.locale, p || '/')
    const banners = page.locator('main section[aria-roledescription]')
    expect(await banners.count()).toBe(1)
    expect(await banners.locator('[role="group"] img').count()).toBeGreaterThanOrEqual(4)
    // the first slide's image is loaded (next/image, priority)
    await expect
      .poll(() =>
        banners
          .locator('[role="group"]')
          .first()
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0)
    const popular = page.locator('section[aria-labelledby="home-popular"] li')
    const hot = page.locator('section[aria-labelledby="home-hot"] li')
    expect(await popular.count()).toBeGreaterThanOrEqual(4)
    expect(await hot.count()).toBeGreaterThanOrEqual(4)
    expect(await page.locator('section[aria-labelledby="home-popular"]').textContent()).toContain('CD002')
    // carousel controls work
    await page.locator('main section[aria-roledescription] button[aria-current="true"]').waitFor()
    const dots = page.locator('main section[aria-roledescription] button[aria-controls]')
    expect(await dots.count()).toBeGreaterThanOrEqual(6)
    await page.locator('section[aria-labelledby="home-hot"] a[href$="/hotsproduct"]').click()
    await page.waitForURL(`${baseUrl}${p}/hotsproduct`)
    expect(await page.locator('h1').textContent()).toBe(lang.hot)
    expect(await page.locator('main li a[href*="/product-detail?catalogNumber="]').count()).toBeGreaterThanOrEqual(10)
    await context.close()
  })

  it('/products lists the product categories with counts and opens a category', async () => {
    const { context, page } = await open(lang.locale, `${p}/products`)
    const categories = page.locator('main h2 a')
    expect(await categories.count()).toBe(7)
    const cytokines = page.locator(`main a[href="${p}/product-list?id=21"]`).first()
    expect(await cytokines.textContent()).toContain(lang.interleukins)
    await cytokines.click()
    await page.waitForURL(`${baseUrl}${p}/product-list?id=21`)
    expect(await page.locator('h1').textContent()).toBe(lang.interleukins)
    await context.close()
  })

  it('the category tree menu keeps only one top-level category open, by mouse and keyboard', async () => {
    const { context, page } = await open(lang.locale, `${p}/product-list?id=21`)
    const topToggles = page.locator('aside nav > div > ul > li > div > button[aria-expanded]')
    const expanded = () => page.locator('aside nav > div > ul > li > div > button[aria-expanded="true"]').count()
    expect(await topToggles.count()).toBeGreaterThanOrEqual(2)
    // the shown category's parent (20) starts open, with the interleukins entry marked current
    expect(await expanded()).toBe(1)
    expect(await page.locator('aside a[aria-current="page"]').textContent()).toContain(lang.interleukins)
    const second = topToggles.nth(1)
    const secondGroup = page.locator(`[id="${await second.getAttribute('aria-controls')}"]`)
    expect(await secondGroup.isVisible()).toBe(false)
    await second.click()
    expect(await second.getAttribute('aria-expanded')).toBe('true')
    expect(await secondGroup.isVisible()).toBe(true)
    expect(await expanded()).toBe(1)
    // keyboard: focus the first toggle and press Enter, then Space to close it
    const first = topToggles.first()
    await first.focus()
    await page.keyboard.press('Enter')
    expect(await first.getAttribute('aria-expanded')).toBe('true')
    expect(await second.getAttribute('aria-expanded')).toBe('false')
    expect(await expanded()).toBe(1)
    await page.keyboard.press('Space')
    expect(await expanded()).toBe(0)
    // entries open /product-list?id=
    const entry = secondGroup.locator('a').first()
    await second.click()
    const href = await entry.getAttribute('href')
    expect(href).toMatch(new RegExp(`^${p}/product-list\\?id=\\d+$`))
    await context.close()
  })

  it('/product-list?id=21 lists interleukins with working paging links', async () => {
    const { context, page } = await open(lang.locale, `${p}/product-list?id=21`)
    const rows = page.locator('main table tbody tr')
    expect(await rows.count()).toBe(20)
    const firstOnPage1 = await rows.first().locator('td').first().textContent()
    expect(firstOnPage1).toMatch(/^IL/)
    expect(await page.locator('main table thead th').count()).toBe(5)
    const paging = page.locator('main nav').last()
    expect(await paging.locator('a[aria-current="page"]').textContent()).toBe('1')
    await paging.locator(`a[href="${p}/product-list?id=21&page=2"]`).first().click()
    await page.waitForURL(`${baseUrl}${p}/product-list?id=21&page=2`)
    expect(await rows.count()).toBe(20)
    expect(await rows.first().locator('td').first().textContent()).not.toBe(firstOnPage1)
    expect(await page.locator('main nav').last().locator('a[aria-current="page"]').textContent()).toBe('2')
    // the last page holds the rest of the 64 interleukins
    await page.locator('main nav').last().locator('a[rel="next"]').click()
    await page.waitForURL(/page=3$/)
    await page.locator('main nav').last().locator(`a[href="${p}/product-list?id=21&page=4"]`).first().click()
    await page.waitForURL(/page=4$/)
    expect(await rows.count()).toBe(4)
    expect(await page.locator('main nav').last().locator('a[rel="next"]').count()).toBe(0)
    // the rows link to their detail pages
    const link = rows.first().locator('a')
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^${p}/product-detail\\?catalogNumber=IL`))
    await context.close()
  })

  it('/product-detail?catalogNumber=CD002: datasheet, tabs, related products, JSON-LD, prices and add to cart', async () => {
    const { context, page } = await open(lang.locale, `${p}/product-detail?catalogNumber=CD002`)
    // rewrite, not redirect: the visitor's URL stays the spec's
    expect(page.url()).toBe(`${baseUrl}${p}/product-detail?catalogNumber=CD002`)
    expect(await page.locator('h1').textContent()).toMatch(/mRNA/)
    const info = page.locator('[role="tabpanel"]').first()
    expect(await info.isVisible()).toBe(true)
    const text = (await info.textContent()) ?? ''
    for (const label of lang.datasheet) expect(text).toContain(label)
    expect(text).toContain('CD002')
    // tabs switch, with the keyboard too
    const tabs = page.locator('[role="tab"]')
    expect(await tabs.count()).toBe(4)
    await tabs.nth(1).click()
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true')
    expect(await info.isVisible()).toBe(false)
    const related = page.locator('[role="tabpanel"]').nth(1)
    expect(await related.isVisible()).toBe(true)
    await page.keyboard.press('ArrowRight')
    expect(await tabs.nth(2).getAttribute('aria-selected')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab')
    expect(await page.locator('[role="tabpanel"]').nth(2).locator('li').count()).toBeGreaterThan(0)
    await page.keyboard.press('ArrowLeft')
    // JSON-LD Product
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
    expect(ld['@type']).toBe('Product')
    expect(ld.sku).toBe('CD002')
    expect(ld.name).toBeTruthy()
    expect(ld.brand?.name).toBeTruthy()
    expect(ld.offers).toBeUndefined()
    // the price block: ¥ prices from the API, the inquiry word for the 96 T size, total = size × count
    const block = page.locator('section:has(input[type="radio"])')
    await expect.poll(() => block.locator('[data-price]').count(), { timeout: 15_000 }).toBe(3)
    const prices = await block.locator('[data-price]').allTextContents()
    expect(prices[0]).toMatch(/^¥[\d,]+\.\d\d$/)
    expect(prices[2]).toBe(lang.inquiry)
    await block.locator('input[type="radio"]').nth(1).check()
    await block.locator('button', { hasText: '+' }).click()
    expect(await block.locator('output').textContent()).toBe('¥7,560.00')
    await block.locator('input[type="radio"]').nth(2).check()
    expect(await block.locator('output').textContent()).toBe(lang.inquiry)
    // add to cart while anonymous
    await block.getByRole('button', { name: lang.addToCart, exact: true }).click()
    await expect
      .poll(() => page.locator('[role="status"], [role="alert"]').filter({ hasText: lang.pleaseLogin }).count())
      .toBe(1)
    // the enquiry button announces the product for the enquiry dialog
    await page.evaluate(() => {
      window.addEventListener('open-enquiry', (e) => {
        ;(window as unknown as { enquiry: unknown }).enquiry = (e as CustomEvent).detail
      })
    })
    await block.getByRole('button', { name: lang.enquiry, exact: true }).click()
    expect(await page.evaluate(() => (window as unknown as { enquiry: unknown }).enquiry)).toMatchObject({
      catalogNumber: 'CD002',
      size: '96 T',
    })
    // ... and the enquiry dialog opens with it; Esc closes it
    const dialog = page.getByTestId('enquiry-dialog')
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('CD002')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    // the share QR code, drawn in the browser (no SITE_URL here) once it comes near the viewport
    await page.locator('#share-title').scrollIntoViewIfNeeded()
    const qr = page.getByRole('img', { name: lang.qrAlt })
    await qr.waitFor()
    expect(Number(await qr.getAttribute('width'))).toBeGreaterThan(50)
    // a related product opens its own detail
    await tabs.nth(1).click()
    const relatedLink = related.locator('a[href*="/product-detail?catalogNumber="]').first()
    const relatedHref = await relatedLink.getAttribute('href')
    await relatedLink.click()
    await page.waitForURL(`${baseUrl}${relatedHref}`)
    expect(await page.locator('h1').textContent()).not.toMatch(/CD002/)
    await context.close()
  })

  it('/product-detail?id= redirects to the catalog number URL; unknown catalog numbers are 404', async () => {
    const api = await fetch(`${baseUrl}/api/v1/product/detail?catalogNumber=CD002`)
    const { data } = (await api.json()) as { data: { id: number } }
    const res = await fetch(`${baseUrl}${p}/product-detail?id=${data.id}`, { redirect: 'manual' })
    expect([307, 308]).toContain(res.status)
    expect(new URL(res.headers.get('location') ?? '', baseUrl).href).toBe(
      `${baseUrl}${p}/product-detail?catalogNumber=CD002`,
    )
    const context = await browser.newContext({ locale: lang.locale })
    const page = await context.newPage()
    await page.goto(`${baseUrl}${p}/product-detail?id=${data.id}`)
    expect(page.url()).toBe(`${baseUrl}${p}/product-detail?catalogNumber=CD002`)
    for (const path of ['/product-detail?catalogNumber=NO-SUCH-1', '/product-detail', '/product-detail?id=abc']) {
      const missing = await page.goto(`${baseUrl}${p}${path}`)
      expect(missing?.status(), path).toBe(404)
      expect(await page.locator('h1').textContent()).toContain(p ? 'This page could not be found' : '页面不存在')
    }
    const badList = await page.goto(`${baseUrl}${p}/product-list?id=999999`)
    expect(badList?.status()).toBe(404)
    await context.close()
  })

  it('cached HTML carries no price, and has canonical and hreflang links', async () => {
    for (const path of ['', '/product-list?id=21', '/product-detail?catalogNumber=CD002', '/hotsproduct']) {
      const res = await fetch(`${baseUrl}${p}${path || (p ? '' : '/')}`)
      expect(res.status, path).toBe(200)
      // cached (ISR), shared by every visitor
      expect(res.headers.get('cache-control') ?? '', path).not.toMatch(/no-store|private/)
      const html = await res.text()
      expect(html, path).not.toMatch(/¥\s?[\d,]+/)
      expect(html, path).not.toContain('priceFen')
    }
    const html = await (await fetch(`${baseUrl}${p}/product-detail?catalogNumber=CD002`)).text()
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${p}/product-detail\\?catalogNumber=CD002"`))
    expect(html).toMatch(/<link rel="alternate" hreflang="zh-CN" href="[^"]*\/product-detail\?catalogNumber=CD002"/i)
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/en\/product-detail\?catalogNumber=CD002"/i)
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default"/i)
    expect(html).toMatch(/<title>[^<]*CD002[^<]*<\/title>/)
  })

  it('has no serious or critical accessibility violation on home, a list and a detail page', async () => {
    for (const path of [p || '/', `${p}/product-list?id=21`, `${p}/product-detail?catalogNumber=CD002`]) {
      const { context, page } = await open(lang.locale, path)
      await page.waitForLoadState('load')
      // the client parts have rendered: the price block's prices on the detail page
      if (path.includes('catalogNumber')) await page.locator('[data-price]').first().waitFor()
      expect(await seriousViolations(page), path).toEqual([])
      await context.close()
    }
  })
})
