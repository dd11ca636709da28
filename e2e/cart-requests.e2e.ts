import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, suiteBrowser } from './browser'
import { completeReview } from './checkout-review'
import { apiInPage, emptyCart, logInDemoMember, SLOW, shellReady } from './member'

/**
 * Issue 17, "one cart store": a checkout used to send PUT /order/clear and then two identical GET
 * /order?size=-1 (the cart screen and the top bar's store each reloading). Settle now answers with the cart as
 * it is afterwards, the screen shows it and hands it to the store: the checkout is one cart request. A count
 * change is the change and one reload, which the screen shares with the store.
 */
const browser = suiteBrowser()

const ready = (page: Page) => shellReady(page, SLOW)

/** The cart API requests (`/api/v1/order…`, either language) the page sends from now on, as "METHOD path". */
function recordCartRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^(\/en)?\/api\/v1\/order(\/|$)/.test(url.pathname))
      seen.push(`${request.method()} ${url.pathname}${url.search}`)
  })
  return seen
}

/** Lets any request a change would still cause go out before counting. */
const quiet = (page: Page) => page.waitForTimeout(1500)

describe('a checkout', () => {
  it('sends one cart request (the settle), and a count change one reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })
    const page = await context.newPage()
    await logInDemoMember(page)

    // A known cart: two priced sizes.
    await emptyCart(page)
    const products = await (await fetch(`${baseUrl}/api/v1/product?size=20`)).json()
    const priced = (products.data.list as { id: number; sizes: { size: string; priceFen: number | null }[] }[])
      .filter((p) => p.sizes.length > 0 && p.sizes[0]?.priceFen !== null)
      .slice(0, 2)
    expect(priced).toHaveLength(2)
    for (const p of priced) {
      const added = await apiInPage(page, 'POST', '/api/v1/order', { productId: p.id, size: p.sizes[0]?.size })
      expect(added.code).toBe('E0001')
    }

    await page.goto(`${baseUrl}/en/cart`)
    await ready(page)
    const rows = page.locator('[data-testid="cart-line"]')
    await expect.poll(() => rows.count(), SLOW).toBe(2)
    await expect.poll(() => page.locator('[data-testid="cart-count"]').textContent(), SLOW).toBe('2')
    await quiet(page)
    const requests = recordCartRequests(page)

    // A count change: the change, then one reload that the screen and the top bar share.
    const input = rows.first().locator('[data-testid="cart-count-input"]')
    await input.fill('2')
    await input.press('Enter')
    await expect.poll(() => requests.length, SLOW).toBeGreaterThanOrEqual(2)
    await quiet(page)
    expect(requests).toHaveLength(2)
    expect(requests[0]).toMatch(/^PUT \/en\/api\/v1\/order\/\d+$/)
    expect(requests[1]).toBe('GET /en/api/v1/order?size=-1')
    requests.length = 0

    // The checkout: the review reads the address book, its submit is one request, and the screen and the top
    // bar show the emptied cart.
    await page.locator('[data-testid="cart-checkout"]').click()
    await completeReview(page)
    await expect.poll(() => page.locator('[data-testid="cart-empty"]').count(), SLOW).toBe(1)
    await expect.poll(() => page.locator('[data-testid="cart-count"]').textContent(), SLOW).toBe('0')
    await quiet(page)
    expect(requests).toEqual(['GET /en/api/v1/order/address-book', 'PUT /en/api/v1/order/clear'])
    await context.close()
  })
})
