import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { outbox } from './account-helpers'
import { baseUrl, suiteBrowser } from './browser'
import { completeReview } from './checkout-review'
import { apiInPage, clickAddToCart, emptyCart, logInDemoMember, SLOW, shellReady } from './member'
import { catalogueProduct } from './member-orders'
import { staffAuth } from './staff'

/**
 * Issue 21, quotes, in a real browser and both languages: the demo member puts an inquiry item into the cart and
 * checks out, which submits a quote request; sales price it at ¥900.00 with a lead time and a validity through the
 * back office's REST API (as the admin form saves it) and send the quote; the quote-ready mail is in the outbox;
 * the member sees the quote on /order-list, accepts it after the confirmation, and the order shows as submitted
 * with the quoted total.
 */
const browser = suiteBrowser()

const ready = (page: Page) => shellReady(page, SLOW)

const TEXT = {
  cn: {
    prefix: '',
    addToCart: '加入购物车',
    ok: '结算成功',
    requested: '待报价',
    waiting: '销售人员将在 24 小时内报价',
    accepted: '您已接受报价，订单已提交',
    submitted: '已提交',
    subject: '已报价',
  },
  en: {
    prefix: '/en',
    addToCart: 'Add to Cart',
    ok: 'The settlement is successful',
    requested: 'Quote requested',
    waiting: 'our sales team will quote within 24 hours',
    accepted: 'You accepted the quote; your order is submitted',
    submitted: 'Submitted',
    subject: 'is ready',
  },
}

describe.each(['cn', 'en'] as const)('a quote in %s', (lang) => {
  const text = TEXT[lang]

  it('an inquiry item is requested, priced by sales at ¥900.00, accepted by the member and becomes an order', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await logInDemoMember(page)
    await emptyCart(page)

    // The inquiry size into the cart from the product page.
    const { product, index } = await catalogueProduct(true)
    await page.goto(`${baseUrl}${text.prefix}/product-detail?catalogNumber=${product.catalogNumber}`)
    await ready(page)
    const block = page
      .locator('section')
      .filter({ has: page.getByRole('button', { name: text.addToCart, exact: true }) })
    await block.locator('input[type="radio"]').nth(index).check()
    await clickAddToCart(page, block.getByRole('button', { name: text.addToCart, exact: true }))
    await expect.poll(() => page.locator('[data-testid="cart-count"]').textContent(), SLOW).toBe('1')

    // Checking out submits a quote request.
    await page.goto(`${baseUrl}${text.prefix}/cart`)
    await ready(page)
    await page.locator('[data-testid="cart-line"]').first().waitFor(SLOW)
    await page.locator('[data-testid="cart-checkout"]').click()
    await completeReview(page, { newAddress: true })
    await expect
      .poll(() => page.locator('[role="status"], [role="alert"]').filter({ hasText: text.ok }).count(), SLOW)
      .toBe(1)
    const list = await apiInPage<{ list: { id: number; orderNumber: string; status: string }[] }>(
      page,
      'GET',
      '/api/v1/order/list',
    )
    const newest = list.data.list[0] as { id: number; orderNumber: string; status: string }
    expect(newest.status).toBe('quote_requested')

    await page.goto(`${baseUrl}${text.prefix}/order-list`)
    await ready(page)
    const first = page.locator('[data-testid="order"]').first()
    await first.waitFor(SLOW)
    expect(await first.locator('[data-testid="order-status"]').textContent()).toContain(text.requested)
    expect(await first.locator('[data-testid="quote-waiting"]').textContent()).toContain(text.waiting)

    // Sales price every line at ¥900.00 (the money field saves fen), set the lead time and validity, send it.
    const staff = await staffAuth()
    const stored = await (
      await fetch(`${baseUrl}/api/cms/orders/${newest.id}?depth=0`, { headers: { authorization: staff } })
    ).json()
    const validUntil = new Date(Date.now() + 7 * 86_400_000).toISOString()
    const quote = await fetch(`${baseUrl}/api/cms/orders/${newest.id}`, {
      method: 'PATCH',
      headers: { authorization: staff, 'content-type': 'application/json' },
      body: JSON.stringify({
        status: 'quoted',
        lines: (stored.lines as { id: string }[]).map((l) => ({ id: l.id, unitPriceFen: 90000 })),
        quote: { leadTime: lang === 'en' ? '2 weeks' : '2 周', validUntil },
      }),
    })
    expect(quote.status).toBe(200)
    await expect
      .poll(
        () => outbox('mail').filter((m) => m.text.includes(newest.orderNumber) && m.text.includes('¥900.00')).length,
        { timeout: 30_000 },
      )
      .toBe(1)

    // The member reads the quote and accepts it after confirming.
    await page.reload()
    await ready(page)
    const panel = page.locator('[data-testid="order"]').first().locator('[data-testid="quote-panel"]')
    await panel.waitFor(SLOW)
    expect(await panel.locator('[data-testid="quote-unit-price"]').first().textContent()).toBe('¥900.00')
    expect(await panel.locator('[data-testid="quote-total"]').textContent()).toBe('¥900.00')
    expect(await panel.locator('[data-testid="quote-lead-time"]').textContent()).toBe(
      lang === 'en' ? '2 weeks' : '2 周',
    )
    await panel.locator('[data-testid="quote-accept"]').click()
    await page.locator('[data-testid="confirm-yes"]:visible').click()
    await expect.poll(() => panel.locator('[data-testid="quote-message"]').textContent(), SLOW).toContain(text.accepted)

    // Now an order with the quoted total.
    const order = page.locator('[data-testid="order"]').first()
    await expect.poll(() => order.locator('[data-testid="order-status"]').textContent(), SLOW).toContain(text.submitted)
    expect(await order.textContent()).toContain('¥900.00')
    const after = await apiInPage<{ list: { id: number; status: string; totalPrice: string }[] }>(
      page,
      'GET',
      '/api/v1/order/list',
    )
    expect(after.data.list[0]).toMatchObject({ id: newest.id, status: 'submitted', totalPrice: '¥900.00' })
    await context.close()
  })
})
