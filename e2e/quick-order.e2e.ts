import { describe, expect, it } from 'vitest'
import { baseUrl, suiteBrowser } from './browser'
import { apiInPage, emptyCart, SLOW, shellReady } from './member'
import { memberContext } from './member-orders'

/**
 * Issue 21, quick order and reorder in a real browser, in Chinese and English, on a desktop and a phone: the member
 * follows the link from /cart, pastes three lines of which one has an unknown catalog number, sees that line
 * marked in the preview, adds the two others, and finds them in the cart; then settles and puts the order back
 * into the cart from /order-list with "order again".
 */
const browser = suiteBrowser()

const DESKTOP = { width: 1440, height: 900 }
const PHONE = { width: 390, height: 844 }

type Cart = { list: { id: number; catalogNumber: string; size: string; count: number }[] }

/** Two published products with their first sizes, from the catalogue API. */
async function twoProducts(): Promise<{ catalogNumber: string; size: string }[]> {
  const products = await (await fetch(`${baseUrl}/api/v1/product?size=20`)).json()
  return (products.data.list as { catalogNumber: string; sizes: { size: string }[] }[])
    .filter((p) => p.sizes.length > 0)
    .slice(0, 2)
    .map((p) => ({ catalogNumber: p.catalogNumber, size: p.sizes[0]?.size as string }))
}

const TEXTS = {
  cn: { link: '快速下单', check: '校验', unknown: '货号不存在', add: '将 2 行有效商品加入购物车', reorder: '再次购买' },
  en: {
    link: 'Quick order',
    check: 'Check',
    unknown: 'Unknown catalog number',
    add: 'Add 2 valid lines to the cart',
    reorder: 'Order again',
  },
}

describe.each([
  ['cn', 'desktop', DESKTOP],
  ['en', 'desktop', DESKTOP],
  ['cn', 'phone', PHONE],
  ['en', 'phone', PHONE],
] as const)('quick order and reorder (%s, %s)', (locale, device, viewport) => {
  const prefix = locale === 'en' ? '/en' : ''
  const t = TEXTS[locale]
  const lineSelector = device === 'phone' ? '[data-testid="quick-card"]' : '[data-testid="quick-line"]'
  const cartSelector = device === 'phone' ? '[data-testid="cart-card"]' : '[data-testid="cart-line"]'

  it('pastes three lines, sees the bad one marked, adds the others; reorder puts an order back in the cart', async () => {
    const context = await memberContext(browser, locale, {
      viewport,
      isMobile: viewport === PHONE,
      hasTouch: viewport === PHONE,
    })
    const page = await context.newPage()
    await page.goto(`${baseUrl}${prefix}/cart`)
    await shellReady(page, SLOW)
    await emptyCart(page)
    const [a, b] = await twoProducts()
    if (!a || !b) throw new Error('the catalogue has fewer than two products with sizes')

    await page.getByTestId('quick-order-link').click()
    await page.waitForURL(`${baseUrl}${prefix}/cart/quick-order`)
    await shellReady(page, SLOW)
    const textarea = page.getByTestId('quick-order-text')
    await textarea.waitFor(SLOW)
    await textarea.fill(
      `${a.catalogNumber}\t${a.size}\t2\nNOSUCH-${Date.now()}，${a.size}，1\n${b.catalogNumber},${b.size},1`,
    )
    await page.getByRole('button', { name: t.check, exact: true }).click()

    const lines = page.locator(lineSelector)
    await expect.poll(() => lines.count(), SLOW).toBe(3)
    expect(await lines.nth(0).getAttribute('data-ok')).toBe('true')
    expect(await lines.nth(1).getAttribute('data-ok')).toBe('false')
    expect(await lines.nth(1).textContent()).toContain(t.unknown)
    expect(await lines.nth(2).getAttribute('data-ok')).toBe('true')
    await page.screenshot({ path: `/tmp/quick-order-${locale}-${device}.png`, fullPage: true }).catch(() => {})

    await page.getByRole('button', { name: t.add, exact: true }).click()
    await page.getByTestId('quick-order-added').waitFor(SLOW)
    await page.getByTestId('quick-order-added').getByRole('link').click()
    await page.waitForURL(`${baseUrl}${prefix}/cart`)
    const cartRows = page.locator(cartSelector)
    await expect.poll(() => cartRows.count(), SLOW).toBe(2)
    const cartText = (await cartRows.allTextContents()).join(' ')
    expect(cartText).toContain(a.catalogNumber)
    expect(cartText).toContain(b.catalogNumber)

    // Settle the cart, then order the same again from the order list.
    const settled = await apiInPage<{ orderNumber: string }>(page, 'PUT', '/api/v1/order/clear', {})
    expect(settled.code).toBe('E0001')
    expect((await apiInPage<Cart>(page, 'GET', '/api/v1/order?size=-1')).data.list).toHaveLength(0)
    await page.goto(`${baseUrl}${prefix}/order-list`)
    await shellReady(page, SLOW)
    const order = page.locator('[data-testid="order"]').filter({ hasText: settled.data.orderNumber })
    await order.waitFor(SLOW)
    await order.getByRole('button', { name: t.reorder, exact: true }).click()
    await order.getByTestId('reorder-result').waitFor(SLOW)
    await order.getByTestId('reorder-result').getByRole('link').click()
    await page.waitForURL(`${baseUrl}${prefix}/cart`)
    await expect.poll(() => page.locator(cartSelector).count(), SLOW).toBe(2)
    const again = await apiInPage<Cart>(page, 'GET', '/api/v1/order?size=-1')
    expect(again.data.list.map((l) => [l.catalogNumber, l.size, l.count]).sort()).toEqual(
      [
        [a.catalogNumber, a.size, 2],
        [b.catalogNumber, b.size, 1],
      ].sort(),
    )
    await emptyCart(page)
    await context.close()
  })
})
