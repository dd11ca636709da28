import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, suiteBrowser } from './browser'
import { completeReview } from './checkout-review'
import { apiInPage, clickAddToCart, emptyCart, logInDemoMember, SLOW, shellReady } from './member'

/**
 * The cart and the order list in a real browser (spec sections 2, 4, 6 and 8): anonymous visitors are asked to
 * log in; a member adds two products from their detail pages, changes a count, batch-deletes one line, checks
 * out and finds the order in /order-list, with the spec's messages as toasts and the top bar's count following.
 * The member is the seeded demo member, logged in through the login form (logInDemoMember, e2e/member.ts).
 */
const browser = suiteBrowser()

const ready = (page: Page) => shellReady(page, SLOW)

function toast(page: Page, text: string) {
  return page.locator('[role="status"], [role="alert"]').filter({ hasText: text })
}

describe('anonymous visitors', () => {
  it.each([
    ['', '/cart', '请先登录！'],
    ['/en', '/cart', 'Please Login！'],
    ['', '/order-list', '请先登录！'],
    ['/en', '/order-list', 'Please Login！'],
  ])('%s%s says “%s” and links to login (coming back) and registration', async (prefix, route, text) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const res = await page.goto(`${baseUrl}${prefix}${route}`)
    expect(res?.status()).toBe(200)
    const prompt = page.locator('[data-testid="cart-login-prompt"]')
    await expect.poll(() => prompt.count(), SLOW).toBe(1)
    expect(await prompt.textContent()).toContain(text)
    const links = await prompt.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(links).toEqual([`${prefix}/login?redirect=${encodeURIComponent(route)}`, `${prefix}/registered`])
    await context.close()
  })
})

const ADD = {
  en: { prefix: '/en', button: 'Add to Cart', added: 'Added To Cart Successfully！' },
  cn: { prefix: '', button: '加入购物车', added: '加入购物车成功！' },
}

/** Puts the first size of a product into the cart from its detail page, in `lang`, and waits for the toast. */
async function addFromDetail(page: Page, catalogNumber: string, lang: keyof typeof ADD = 'en') {
  const text = ADD[lang]
  await page.goto(`${baseUrl}${text.prefix}/product-detail?catalogNumber=${encodeURIComponent(catalogNumber)}`)
  await ready(page)
  await page.locator('[data-price]').first().waitFor(SLOW)
  const block = page.locator('section').filter({ has: page.getByRole('button', { name: text.button, exact: true }) })
  await block.locator('input[type="radio"]').first().check()
  await clickAddToCart(page, block.getByRole('button', { name: text.button, exact: true }))
  await expect.poll(() => toast(page, text.added).count(), SLOW).toBe(1)
}

describe('a member', () => {
  it('adds two products, changes a count, batch-deletes one, checks out and sees the order', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })
    const page = await context.newPage()
    await logInDemoMember(page)

    // A known starting point: an empty cart, and the orders there were before.
    type Cart = { list: { id: number; catalogNumber: string; count: number }[] }
    await emptyCart(page)
    const ordersBefore = (await apiInPage<{ total: number }>(page, 'GET', '/api/v1/order/list')).data.total

    // Two products with priced sizes, from the catalogue API.
    const products = await (await fetch(`${baseUrl}/api/v1/product?size=20`)).json()
    const priced = (products.data.list as { catalogNumber: string; sizes: { priceFen: number | null }[] }[])
      .filter((p) => p.sizes.length > 0 && p.sizes[0]?.priceFen !== null)
      .slice(0, 2)
      .map((p) => p.catalogNumber)
    expect(priced).toHaveLength(2)
    for (const catalogNumber of priced) await addFromDetail(page, catalogNumber)
    await expect.poll(() => page.locator('[data-testid="cart-count"]').textContent(), SLOW).toBe('2')

    // The cart lists both, with prices and a total.
    await page.goto(`${baseUrl}/en/cart`)
    await ready(page)
    const rows = page.locator('[data-testid="cart-line"]')
    await expect.poll(() => rows.count(), SLOW).toBe(2)
    expect(await rows.first().textContent()).toContain(priced[0])
    expect(await page.locator('[data-testid="cart-total"]').textContent()).toMatch(/^¥[\d,]+\.\d{2}$/)

    // Change the first line's count to 3.
    const firstSubtotal = await rows.first().locator('[data-testid="cart-subtotal"]').textContent()
    const input = rows.first().locator('[data-testid="cart-count-input"]')
    await input.fill('3')
    await input.press('Enter')
    await expect
      .poll(async () => (await apiInPage<Cart>(page, 'GET', '/api/v1/order?size=-1')).data.list[0]?.count, SLOW)
      .toBe(3)
    await expect
      .poll(() => rows.first().locator('[data-testid="cart-subtotal"]').textContent(), SLOW)
      .not.toBe(firstSubtotal)

    // Batch delete needs a selection.
    const selectAll = page.locator('[data-testid="cart-select-all"]')
    await selectAll.uncheck()
    await page.locator('[data-testid="cart-batch-delete"]').click()
    await expect.poll(() => toast(page, 'Please select the item you want to delete first！').count(), SLOW).toBe(1)

    // Select the second line and batch-delete it, after confirming.
    await rows.nth(1).locator('[data-testid="cart-select"]').check()
    await page.locator('[data-testid="cart-batch-delete"]').click()
    await page.locator('[data-testid="confirm-yes"]').click()
    await expect.poll(() => toast(page, 'Batch Deletion Succeeded！').count(), SLOW).toBe(1)
    await expect.poll(() => rows.count(), SLOW).toBe(1)
    await expect.poll(() => page.locator('[data-testid="cart-count"]').textContent(), SLOW).toBe('1')

    // Check out the remaining line.
    await rows.first().locator('[data-testid="cart-select"]').check()
    await page.locator('[data-testid="cart-checkout"]').click()
    await completeReview(page)
    await expect
      .poll(
        () => toast(page, 'The settlement is successful. Details can be viewed at the personal center！').count(),
        SLOW,
      )
      .toBe(1)
    await expect.poll(() => page.locator('[data-testid="cart-empty"]').count(), SLOW).toBe(1)
    await expect.poll(() => page.locator('[data-testid="cart-count"]').textContent(), SLOW).toBe('0')

    // The order is in the user centre with its line and status.
    await page.goto(`${baseUrl}/en/order-list`)
    await ready(page)
    const orders = page.locator('[data-testid="order"]')
    await expect.poll(() => orders.count(), SLOW).toBe(Math.min(ordersBefore + 1, 10))
    const newest = orders.first()
    expect(await newest.locator('[data-testid="order-number"]').textContent()).toMatch(/^\d{14}$/)
    expect(await newest.locator('[data-testid="order-status"]').textContent()).toContain('Submitted')
    const lines = newest.locator('[data-testid="order-line"]')
    expect(await lines.count()).toBe(1)
    expect(await lines.first().textContent()).toContain(priced[0])
    expect(await lines.first().textContent()).toContain('× 3')
    await context.close()
  })

  it('sees the cart as cards with the floating cart count on a phone, in Chinese', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' })
    const page = await context.newPage()
    await logInDemoMember(page)
    await addFromDetail(page, 'CD002', 'cn')
    await page.goto(`${baseUrl}/cart`)
    await ready(page)
    const cards = page.locator('[data-testid="cart-card"]')
    await expect.poll(() => cards.count(), SLOW).toBeGreaterThan(0)
    expect(await cards.first().isVisible()).toBe(true)
    expect(await page.locator('[data-testid="cart-line"]').first().isVisible()).toBe(false)
    await expect.poll(() => page.locator('[data-testid="floating-cart-count"]').count(), SLOW).toBe(1)
    // Delete a line from its card, after confirming: the Chinese success message.
    await cards.first().locator('[data-testid="cart-delete"]').click()
    await page.locator('[data-testid="confirm-yes"]').click()
    await expect.poll(() => toast(page, '删除商品成功！').count(), SLOW).toBe(1)
    await context.close()
  })
})
