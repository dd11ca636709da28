import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl, suiteBrowser } from './browser'
import { staffAuth } from './staff'

/**
 * Issue 3, the shell's header and global behaviours (spec sections 2, 4 and 9), in both languages:
 * language switch, main navigation and its hover menus, search bar, loading bar, zoom guard, scroll to top,
 * the mobile layout and the chunk-load reload.
 */

const DESKTOP = { width: 1440, height: 900 }
const MOBILE = { width: 390, height: 844 }
/** Pinned here when the database has no hot keywords of its own (removed again after the suite). */
const TEST_KEYWORDS = ['e2e-shell-IL-2', 'e2e-shell-mRNA']

const browser = suiteBrowser()
let auth = ''
const createdKeywordIds: number[] = []

/** The hot keywords the site serves, pinning two test keywords first when there are none. */
async function ensureHotKeywords(): Promise<string[]> {
  const rank = async () => {
    const res = await fetch(`${baseUrl}/api/v1/search/rank?number=5`)
    return ((await res.json()) as { data: string[] }).data
  }
  const existing = await rank()
  if (existing.length > 0) return existing
  auth = await staffAuth()
  for (const [sort, keyword] of TEST_KEYWORDS.entries()) {
    const res = await fetch(`${baseUrl}/api/cms/search-keywords`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: auth, origin: baseUrl },
      body: JSON.stringify({ keyword, language: 'cn', sort }),
    })
    if (res.status !== 201) throw new Error(`create keyword: ${res.status} ${await res.text()}`)
    createdKeywordIds.push(((await res.json()) as { doc: { id: number } }).doc.id)
  }
  return rank()
}

afterAll(async () => {
  for (const id of createdKeywordIds) {
    await fetch(`${baseUrl}/api/cms/search-keywords/${id}`, {
      method: 'DELETE',
      headers: { authorization: auth, origin: baseUrl },
    })
  }
})

async function open(
  path: string,
  options: { viewport?: { width: number; height: number }; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? 'zh-CN',
  })
  const page = await context.newPage()
  await page.goto(`${baseUrl}${path}`)
  await shellReady(page)
  return { context, page }
}

/** The page has hydrated and the shell's client behaviours listen. */
async function shellReady(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready', null, { timeout: 15_000 })
}

const SLOW = { timeout: 10_000, interval: 100 }

const pathOf = (page: Page) => {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

/** Makes the document tall enough to scroll, also across client-side navigations. */
async function makeTall(page: Page) {
  await page.evaluate(() => {
    const style = document.createElement('style')
    style.id = 'e2e-tall'
    style.textContent = 'body { min-height: 9000px !important; }'
    document.head.append(style)
  })
}

/** Accessibility violations (axe) inside the shell's header parts. */
async function headerViolations(page: Page, ...selectors: string[]): Promise<string[]> {
  let builder = new AxeBuilder({ page })
  for (const selector of selectors) builder = builder.include(selector)
  const results = await builder.analyze()
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const LABELS = {
  cn: ['首页', '产品中心', '技术服务', '资源与支持', '新闻与活动', '关于我们', '投资者关系'],
  en: ['Home', 'Products', 'Services', 'Resources & Support', 'News & Activities', 'About Us', 'Investors'],
} as const

for (const locale of ['cn', 'en'] as const) {
  const prefix = locale === 'en' ? '/en' : ''
  const other = locale === 'en' ? 'cn' : 'en'
  const otherPrefix = other === 'en' ? '/en' : ''
  const home = prefix || '/'

  describe(`shell header (${locale})`, () => {
    it('switches language keeping path and query, and remembers it in i18n_redirected for 365 days', async () => {
      const { context, page } = await open(`${prefix}/product-list?id=21`)
      const link = page.locator(`[data-testid="language-switch"] a[data-locale="${other}"]`)
      await expect.poll(() => link.getAttribute('href'), SLOW).toBe(`${otherPrefix}/product-list?id=21`)
      const before = Date.now() / 1000
      await Promise.all([page.waitForURL((url) => url.pathname !== `${prefix}/product-list`), link.click()])
      expect(pathOf(page)).toBe(`${otherPrefix}/product-list?id=21`)
      expect(await page.getAttribute('html', 'lang')).toBe(other === 'en' ? 'en' : 'zh-CN')
      const cookies = (await context.cookies(baseUrl)).filter((c) => c.name === 'i18n_redirected')
      expect(cookies).toHaveLength(1)
      const [cookie] = cookies
      expect(cookie?.value).toBe(other)
      expect(cookie?.path).toBe('/')
      expect(cookie?.sameSite).toBe('Lax')
      const days = ((cookie?.expires ?? 0) - before) / 86_400
      expect(days).toBeGreaterThan(364.9)
      expect(days).toBeLessThan(365.1)
      await context.close()
    })

    it('shows the phone (tel:, free), contact, login/register and the cart when logged out', async () => {
      const { context, page } = await open(home)
      const phone = page.locator('[data-testid="hotline"]')
      expect(await phone.getAttribute('href')).toBe('tel:4006000940')
      expect(await phone.textContent()).toContain('400-600-0940')
      expect(await phone.textContent()).toContain(locale === 'en' ? 'Free' : '免费')
      expect(await page.locator('[data-testid="contact-link"]').getAttribute('href')).toBe(
        `${prefix}/contact?type=contact`,
      )
      const account = page.locator('[data-testid="account-links"] a')
      expect(await account.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
        `${prefix}/login`,
        `${prefix}/registered`,
      ])
      expect(await page.locator('[data-testid="cart-link"]').getAttribute('href')).toBe(`${prefix}/cart`)
      expect(await page.locator('[data-testid="cart-count"]').count()).toBe(0)
      await context.close()
    })

    it('shows the member name with user centre and logout (confirmed), and the cart count, when users/info succeeds', async () => {
      const context = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN' })
      let loggedIn = true
      await context.route('**/api/v1/users/info', (route) =>
        route.fulfill(
          loggedIn
            ? { json: { code: 'E0001', data: { id: 7, account: 'zhang@example.com', name: 'Zhang San' } } }
            : { status: 401, json: { code: 'E0401', data: null, msg: 'Please log in first' } },
        ),
      )
      await context.route(
        (url) => url.pathname === '/api/v1/order' && url.searchParams.get('size') === '-1',
        (route) =>
          route.fulfill({ json: { code: 'E0001', data: { list: [{ id: 1 }, { id: 2 }, { id: 3 }], total: 3 } } }),
      )
      await context.route('**/api/v1/auth', (route) => {
        if (route.request().method() === 'DELETE') loggedIn = false
        return route.fulfill({ json: { code: 'E0001', data: null, msg: 'ok' } })
      })
      const page = await context.newPage()
      await page.goto(`${baseUrl}${home}`)
      expect(new URL(page.url()).pathname).toBe(home)
      const menu = page.locator('[data-testid="account-menu"]')
      await expect.poll(() => menu.count(), SLOW).toBe(1)
      expect(await menu.locator('button').first().textContent()).toContain('Zhang San')
      await expect.poll(() => page.locator('[data-testid="cart-count"]').count(), SLOW).toBe(1)
      expect(await page.locator('[data-testid="cart-count"]').textContent()).toBe('3')
      const toggle = menu.locator('button[aria-expanded]')
      expect(await toggle.getAttribute('aria-expanded')).toBe('false')
      await toggle.click()
      expect(await toggle.getAttribute('aria-expanded')).toBe('true')
      expect(await menu.locator(`a[href="${prefix}/order-list"]`).isVisible()).toBe(true)
      await page.keyboard.press('Escape')
      expect(await toggle.getAttribute('aria-expanded')).toBe('false')

      // Logout asks first; cancelling keeps the session, confirming ends it.
      await toggle.click()
      await menu.locator('ul button').click()
      const dialog = menu.locator('dialog')
      await expect.poll(() => dialog.isVisible(), SLOW).toBe(true)
      await dialog.locator('button[type="submit"]').click()
      await expect.poll(() => dialog.isVisible(), SLOW).toBe(false)
      expect(loggedIn).toBe(true)
      await toggle.click()
      await menu.locator('ul button').click()
      await expect.poll(() => dialog.isVisible(), SLOW).toBe(true)
      await dialog.locator('button[type="button"]').click()
      await expect.poll(() => page.locator('[data-testid="account-links"]').count(), SLOW).toBe(1)
      expect(loggedIn).toBe(false)
      expect(await page.locator('[data-testid="cart-count"]').count()).toBe(0)
      await context.close()
    })

    it('has the seven main entries; hovering Products opens its menu, which closes 300 ms after the pointer leaves', async () => {
      const { context, page } = await open(home)
      const entries = page.locator('[data-testid="main-nav"] > ul > li > div > a')
      expect(await entries.allTextContents()).toEqual([...LABELS[locale]])
      const menu = page.locator('[data-testid="nav-menu-2"]')
      expect(await menu.isVisible()).toBe(false)

      await page.hover('[data-testid="nav-entry-2"] > div > a')
      await expect.poll(() => menu.isVisible(), SLOW).toBe(true)
      const hrefs = await menu.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      const categories = hrefs.filter((h) => h?.startsWith(`${prefix}/product-list?id=`))
      expect(categories.length).toBeGreaterThan(5)
      expect(hrefs).toContain(`${prefix}/product-list?id=21`)
      // Quick links live in the products menu.
      for (const quick of ['/new-product-list', '/apply', '/literature', '/reward', '/resources?activeIndex=4']) {
        expect(hrefs).toContain(`${prefix}${quick}`)
      }

      // Time the close in the page: when the pointer left the entry, when the menu closed.
      await page.evaluate(() => {
        const w = window as unknown as { __leftAt?: number; __closedAt?: number }
        const entry = document.querySelector('[data-testid="nav-entry-2"]')
        const panel = document.querySelector('[data-testid="nav-menu-2"]')
        entry?.addEventListener('pointerleave', () => {
          w.__leftAt = performance.now()
        })
        if (panel) {
          new MutationObserver(() => {
            if (panel.getAttribute('data-state') === 'closed' && w.__closedAt === undefined) {
              w.__closedAt = performance.now()
            }
          }).observe(panel, { attributes: true, attributeFilter: ['data-state'] })
        }
      })
      await page.mouse.move(700, 880)
      await expect.poll(() => menu.getAttribute('data-state'), { timeout: 3000, interval: 50 }).toBe('closed')
      const { leftAt, closedAt } = await page.evaluate(() => {
        const w = window as unknown as { __leftAt?: number; __closedAt?: number }
        return { leftAt: w.__leftAt ?? Number.NaN, closedAt: w.__closedAt ?? Number.NaN }
      })
      const delay = closedAt - leftAt
      // Still open 200 ms after leaving, closed at about 300 ms (slack for a busy CI machine).
      expect(delay).toBeGreaterThanOrEqual(200)
      expect(delay).toBeLessThan(600)
      expect(await menu.isVisible()).toBe(false)

      // Back over the entry within 300 ms keeps it open.
      const box = await page.locator('[data-testid="nav-entry-2"] > div > a').boundingBox()
      if (!box) throw new Error('no products entry')
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
      await page.mouse.move(x, y)
      await expect.poll(() => menu.isVisible(), SLOW).toBe(true)
      await page.mouse.move(700, 880)
      await page.mouse.move(x, y)
      await page.waitForTimeout(500)
      expect(await menu.isVisible()).toBe(true)
      await context.close()
    })

    it('opens sub-menus by keyboard (ArrowDown, Escape returns focus) with aria-expanded', async () => {
      const { context, page } = await open(home)
      const toggle = page.locator('[data-testid="nav-entry-3"] button[aria-expanded]')
      await toggle.focus()
      await page.keyboard.press('ArrowDown')
      expect(await toggle.getAttribute('aria-expanded')).toBe('true')
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('href')))
        .toMatch(/\/service\?menuId=\d+$/)
      await page.keyboard.press('Escape')
      expect(await toggle.getAttribute('aria-expanded')).toBe('false')
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false')
      await page.keyboard.press('Enter')
      expect(await toggle.getAttribute('aria-expanded')).toBe('true')
      await context.close()
    })

    it('maps the other sub-menus; join us opens the recruitment site in a new tab', async () => {
      const { context, page } = await open(home)
      const hrefsOf = (id: number) =>
        page
          .locator(`[data-testid="nav-menu-${id}"] a`)
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(await hrefsOf(3)).toContain(`${prefix}/service?menuId=101`)
      expect(await hrefsOf(4)).toEqual([
        `${prefix}/resources?activeIndex=0`,
        `${prefix}/resources?activeIndex=1`,
        `${prefix}/resources?activeIndex=2`,
        `${prefix}/tool-class`,
        `${prefix}/resources?activeIndex=4`,
      ])
      expect(await hrefsOf(5)).toContain(`${prefix}/information?activeIndex=301`)
      const about = await hrefsOf(6)
      expect(about).toContain(`${prefix}/about-us?childId=401`)
      expect(about).toContain(`${prefix}/contact?type=authorized`)
      expect(about).toContain(`${prefix}/contact?type=contact`)
      expect(await hrefsOf(679)).toContain(`${prefix}/investors?childId=501`)
      expect(await page.locator('[data-testid="nav-entry-679"] > div > a').getAttribute('href')).toBe(
        `${prefix}/investors`,
      )

      await context.route('https://jobs.example.com/**', (route) =>
        route.fulfill({ body: 'jobs', contentType: 'text/plain' }),
      )
      await page.hover('[data-testid="nav-entry-6"] > div > a')
      const join = page.locator('[data-testid="nav-menu-6"] a[href="https://jobs.example.com/"]')
      expect(await join.getAttribute('target')).toBe('_blank')
      expect(await join.getAttribute('rel')).toContain('noopener')
      const [popup] = await Promise.all([context.waitForEvent('page'), join.click()])
      expect(popup.url()).toContain('jobs.example.com')
      expect(new URL(page.url()).pathname).toBe(home)
      await context.close()
    })

    it('searches on Enter; hot keywords show before focus and hide on focus or with a keyword', async () => {
      const hot = await ensureHotKeywords()
      expect(hot.length).toBeGreaterThan(0)
      const context = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN' })
      const page = await context.newPage()
      const list = page.locator('[data-testid="hot-keywords"]')
      // Pages are cached: poll until the freshly pinned keywords reach the rendered page.
      await expect
        .poll(
          async () => {
            await page.goto(`${baseUrl}${prefix}/no-such-page`)
            return list.isVisible()
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBe(true)
      await shellReady(page)
      expect((await list.locator('a').allTextContents()).length).toBeLessThanOrEqual(5)
      expect(await list.locator('a').first().getAttribute('href')).toMatch(new RegExp(`^${prefix}/search\\?keywords=`))

      const input = page.locator('[data-testid="search-bar"] input[type="search"]')
      await input.focus()
      await expect.poll(() => list.isVisible(), SLOW).toBe(false)
      await input.blur()
      await expect.poll(() => list.isVisible(), SLOW).toBe(true)
      await input.fill('   ')
      await input.press('Enter')
      await page.waitForTimeout(300)
      expect(new URL(page.url()).pathname).toBe(`${prefix}/no-such-page`)
      await input.fill('  IL-2 ')
      await input.blur()
      expect(await list.isVisible()).toBe(false)
      await input.press('Enter')
      await page.waitForURL((url) => url.pathname === `${prefix}/search`)
      expect(pathOf(page)).toBe(`${prefix}/search?keywords=IL-2`)
      // The keyword stays on the search pages and is cleared on leaving them.
      await expect.poll(() => input.inputValue(), SLOW).toBe('IL-2')
      await page.locator('[data-testid="sticky-header"] a').first().click()
      await page.waitForURL((url) => url.pathname === home)
      await expect.poll(() => input.inputValue(), SLOW).toBe('')
      await context.close()
    })

    it('hides the sticky nav/search bar after scrolling down past its height + 30 px and shows it on scrolling up', async () => {
      const { context, page } = await open(home)
      await makeTall(page)
      const bar = page.locator('[data-testid="sticky-header"]')
      const height = await bar.evaluate((el) => (el as HTMLElement).offsetHeight)
      expect(await bar.getAttribute('data-state')).toBe('shown')
      await page.evaluate((y) => window.scrollTo(0, y), height + 30 - 10)
      await page.waitForTimeout(150)
      expect(await bar.getAttribute('data-state')).toBe('shown')
      await page.evaluate((y) => window.scrollTo(0, y), height + 30 + 400)
      await expect.poll(() => bar.getAttribute('data-state'), SLOW).toBe('hidden')
      await expect.poll(async () => (await bar.boundingBox())?.y ?? 0, SLOW).toBeLessThan(-height + 2)
      await page.evaluate(() => window.scrollBy(0, -150))
      await expect.poll(() => bar.getAttribute('data-state'), SLOW).toBe('shown')
      await expect.poll(async () => (await bar.boundingBox())?.y ?? -1, SLOW).toBeGreaterThanOrEqual(0)
      // Scrolling down again hides it; focusing its search box shows it.
      await page.evaluate(() => window.scrollBy(0, 600))
      await expect.poll(() => bar.getAttribute('data-state'), SLOW).toBe('hidden')
      await page.locator('[data-testid="search-bar"] input[type="search"]').focus()
      await expect.poll(() => bar.getAttribute('data-state'), SLOW).toBe('shown')
      await context.close()
    })
    it('has no accessibility violations in the top bar, navigation (menu open) and search bar', async () => {
      const { context, page } = await open(home)
      await page.hover('[data-testid="nav-entry-2"] > div > a')
      await expect.poll(() => page.locator('[data-testid="nav-menu-2"]').isVisible(), SLOW).toBe(true)
      expect(await headerViolations(page, '[data-testid="top-bar"]', '[data-testid="sticky-header"]')).toEqual([])
      await context.close()
    })
  })

  describe(`shell behaviours (${locale})`, () => {
    it('shows the loading bar during a slow navigation (> 200 ms) and hides it afterwards', async () => {
      const context = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN' })
      const page = await context.newPage()
      // Every RSC request (prefetches included) answers 2.5 s late, so the navigation cannot be instant.
      await page.route('**/*', async (route) => {
        const request = route.request()
        if (request.headers().rsc === '1' || request.url().includes('_rsc=')) {
          await new Promise((resolve) => setTimeout(resolve, 2500))
        }
        await route.continue().catch(() => undefined)
      })
      await page.goto(`${baseUrl}${prefix}/no-such-page`)
      await shellReady(page)
      const bar = page.locator('[data-testid="loading-bar"]')
      expect(await bar.isVisible()).toBe(false)
      // The brand link goes home.
      await page.locator('[data-testid="sticky-header"] a').first().click()
      await expect.poll(() => bar.isVisible(), { timeout: 2000, interval: 50 }).toBe(true)
      expect(await bar.getAttribute('data-state')).toBe('loading')
      await page.waitForURL((url) => url.pathname === home, { timeout: 15_000 })
      await expect.poll(() => bar.isVisible(), { timeout: 3000, interval: 100 }).toBe(false)
      await context.close()
    })

    it('blocks Ctrl/Meta + wheel and Ctrl/Meta + (+, -, =, 0) zoom, nothing else', async () => {
      const { context, page } = await open(home)
      const prevented = await page.evaluate(() => {
        const wheel = (init: WheelEventInit) => {
          const event = new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true, ...init })
          document.body.dispatchEvent(event)
          return event.defaultPrevented
        }
        const key = (init: KeyboardEventInit) => {
          const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
          document.body.dispatchEvent(event)
          return event.defaultPrevented
        }
        return {
          ctrlWheel: wheel({ ctrlKey: true }),
          metaWheel: wheel({ metaKey: true }),
          plainWheel: wheel({}),
          ctrlPlus: key({ key: '+', code: 'Equal', ctrlKey: true, shiftKey: true }),
          ctrlMinus: key({ key: '-', code: 'Minus', ctrlKey: true }),
          metaEquals: key({ key: '=', code: 'Equal', metaKey: true }),
          ctrlZero: key({ key: '0', code: 'Digit0', ctrlKey: true }),
          plainPlus: key({ key: '+' }),
          ctrlF: key({ key: 'f', code: 'KeyF', ctrlKey: true }),
        }
      })
      expect(prevented).toEqual({
        ctrlWheel: true,
        metaWheel: true,
        plainWheel: false,
        ctrlPlus: true,
        ctrlMinus: true,
        metaEquals: true,
        ctrlZero: true,
        plainPlus: false,
        ctrlF: false,
      })
      const viewport = await page.getAttribute('meta[name="viewport"]', 'content')
      expect(viewport ?? '').not.toMatch(/user-scalable|maximum-scale/)
      await context.close()
    })

    it('scrolls to the top on a route change, also when the new page starts inside the window', async () => {
      const { context, page } = await open(`${prefix}/no-such-page`)
      await makeTall(page)
      const scrollY = () => page.evaluate(() => window.scrollY)
      const follow = (selector: string) =>
        page.evaluate((s) => document.querySelector<HTMLAnchorElement>(s)?.click(), selector)
      // Scrolled a little: the new page's top is still in the window, where Next.js alone would not scroll.
      await page.evaluate(() => window.scrollTo(0, 60))
      await expect.poll(scrollY, SLOW).toBe(60)
      await follow('[data-testid="sticky-header"] a[href]')
      await page.waitForURL((url) => url.pathname === home)
      expect(await page.evaluate(() => document.getElementById('e2e-tall') !== null)).toBe(true)
      await expect.poll(scrollY, SLOW).toBe(0)
      // Scrolled far down.
      await page.evaluate(() => window.scrollTo(0, 3000))
      await expect.poll(scrollY, SLOW).toBeGreaterThan(2000)
      await follow('[data-testid="cart-link"]')
      await page.waitForURL((url) => url.pathname === `${prefix}/cart`)
      await expect.poll(scrollY, SLOW).toBe(0)
      await context.close()
    })

    it("loads the site's links with the client router, prefetched on hover; a Ctrl/Meta click opens a tab", async () => {
      const { context, page } = await open(home)
      await page.evaluate(() => {
        ;(window as unknown as { e2eSamePage: boolean }).e2eSamePage = true
      })
      const cartLink = page.locator('[data-testid="cart-link"]')
      const isCartData = (url: string, headers: Record<string, string>) =>
        new URL(url).pathname === `${prefix}/cart` && (headers.rsc === '1' || url.includes('_rsc='))
      const prefetched = page.waitForRequest((r) => isCartData(r.url(), r.headers()), { timeout: 10_000 })
      await cartLink.hover()
      await prefetched
      const [tab] = await Promise.all([
        context.waitForEvent('page', { timeout: 10_000 }),
        cartLink.click({ modifiers: ['ControlOrMeta'] }),
      ])
      await tab.waitForLoadState()
      expect(new URL(tab.url()).pathname).toBe(`${prefix}/cart`)
      expect(pathOf(page)).toBe(home)
      await cartLink.click()
      await page.waitForURL((url) => url.pathname === `${prefix}/cart`)
      // No full page load: the window's state is still there.
      expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true)
      await context.close()
    })

    it('records the navigation history in sessionStorage, truncating on going back', async () => {
      const { context, page } = await open(home)
      const click = (selector: string) =>
        page.evaluate((s) => document.querySelector<HTMLAnchorElement>(s)?.click(), selector)
      await click('[data-testid="cart-link"]')
      await page.waitForURL((url) => url.pathname === `${prefix}/cart`)
      await click('[data-testid="account-links"] a')
      await page.waitForURL((url) => url.pathname === `${prefix}/login`)
      const read = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('navigation_history') ?? '[]'))
      await expect.poll(read, SLOW).toEqual([home, `${prefix}/cart`])
      await page.goBack()
      await page.waitForURL((url) => url.pathname === `${prefix}/cart`)
      await page.goBack()
      await page.waitForURL((url) => url.pathname === home)
      await expect.poll(read, SLOW).toEqual([home])
      await context.close()
    })

    it('reloads once after a failed chunk load, and not again within 60 s', async () => {
      const { context, page } = await open(home)
      const mark = () =>
        page.evaluate(() => {
          ;(window as unknown as { __e2eMark?: number }).__e2eMark = 1
        })
      const marked = () => page.evaluate(() => (window as unknown as { __e2eMark?: number }).__e2eMark === 1)
      await mark()
      await Promise.all([
        page.waitForEvent('load'),
        page
          .evaluate(() => {
            const error = Object.assign(new Error('Loading chunk 4711 failed.'), { name: 'ChunkLoadError' })
            window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }))
          })
          // The reload may tear down the page before evaluate answers.
          .catch(() => undefined),
      ])
      expect(await marked()).toBe(false)
      const stamp = await page.evaluate(() => Number(sessionStorage.getItem('chunk_reload_at')))
      expect(Date.now() - stamp).toBeLessThan(30_000)

      await shellReady(page)
      await mark()
      await page.evaluate(() => {
        const reason = new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js')
        window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason }))
        const error = Object.assign(new Error('Loading chunk 4712 failed.'), { name: 'ChunkLoadError' })
        window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }))
      })
      await page.waitForTimeout(1500)
      expect(await marked()).toBe(true)
      await context.close()
    })
  })

  describe(`mobile shell (${locale}, 390×844)`, () => {
    it('shows the keyword box and the menu button, not the desktop navigation; the drawer has collapsible menus', async () => {
      const { context, page } = await open(home, { viewport: MOBILE })
      expect(await page.locator('[data-testid="mobile-search"]').isVisible()).toBe(true)
      const menuButton = page.locator('[data-testid="menu-button"]')
      expect(await menuButton.isVisible()).toBe(true)
      expect(await page.locator('[data-testid="main-nav"]').isVisible()).toBe(false)
      expect(await page.locator('[data-testid="search-bar"]').isVisible()).toBe(false)

      await menuButton.click()
      const drawer = page.locator('[data-testid="mobile-drawer"]')
      await expect.poll(() => drawer.isVisible(), SLOW).toBe(true)
      expect(await menuButton.getAttribute('aria-expanded')).toBe('true')
      const productsToggle = drawer.locator('button[aria-expanded]').nth(0)
      const productsLink = drawer.locator(`a[href="${prefix}/product-list?id=20"]`)
      expect(await productsLink.isVisible()).toBe(false)
      await productsToggle.click()
      expect(await productsToggle.getAttribute('aria-expanded')).toBe('true')
      expect(await productsLink.isVisible()).toBe(true)
      expect(await headerViolations(page, '[data-testid="top-bar"]', '[data-testid="mobile-drawer"]')).toEqual([])
      await page.keyboard.press('Escape')
      await expect.poll(() => drawer.count(), SLOW).toBe(0)
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-button')

      const input = page.locator('[data-testid="mobile-search"] input')
      await input.fill('CD002')
      await input.press('Enter')
      await page.waitForURL((url) => url.pathname === `${prefix}/search`)
      expect(pathOf(page)).toBe(`${prefix}/search?keywords=CD002`)
      await context.close()
    })
  })
}
