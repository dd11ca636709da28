import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { outbox } from './account-helpers'
import { baseUrl, suiteBrowser } from './browser'
import { completeReview, NEW_ADDRESS, SPECIAL_INVOICE } from './checkout-review'
import { apiInPage, clickAddToCart, emptyCart, logInDemoMember, SLOW, shellReady } from './member'
import { staffAuth } from './staff'

/**
 * Issue 21 in a real browser, in both languages: the demo member checks out through the review step with a new
 * address, a special VAT invoice, a PO number and a PO file (a first submit without the terms tick shows the field's
 * message and keeps what was typed); staff confirm the order through the back office's API; the member's
 * order list shows it confirmed and its page the PO file. The order keeps the address and invoice as typed.
 */
const browser = suiteBrowser()

const ready = (page: Page) => shellReady(page, SLOW)

const TEXT = {
  cn: { prefix: '', terms: '请阅读并同意销售条款', ok: '结算成功', confirmed: '已确认', addToCart: '加入购物车' },
  en: {
    prefix: '/en',
    terms: 'Please read and accept the terms of sale',
    ok: 'The settlement is successful',
    confirmed: 'Confirmed',
    addToCart: 'Add to Cart',
  },
}

describe.each(['cn', 'en'] as const)('checkout in %s', (lang) => {
  const text = TEXT[lang]

  it('reviews, submits with a new address, special VAT invoice, PO number and PO file; staff confirm; the list shows it', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await logInDemoMember(page)
    await emptyCart(page)

    // One priced product into the cart from its detail page.
    const products = await (await fetch(`${baseUrl}/api/v1/product?size=20`)).json()
    const priced = (products.data.list as { catalogNumber: string; sizes: { priceFen: number | null }[] }[]).find(
      (p) => p.sizes.length > 0 && p.sizes[0]?.priceFen !== null,
    )
    expect(priced).toBeDefined()
    await page.goto(`${baseUrl}${text.prefix}/product-detail?catalogNumber=${priced?.catalogNumber}`)
    await ready(page)
    await page.locator('[data-price]').first().waitFor(SLOW)
    const block = page
      .locator('section')
      .filter({ has: page.getByRole('button', { name: text.addToCart, exact: true }) })
    await block.locator('input[type="radio"]').first().check()
    await clickAddToCart(page, block.getByRole('button', { name: text.addToCart, exact: true }))
    await expect.poll(() => page.locator('[data-testid="cart-count"]').textContent(), SLOW).toBe('1')

    // The review: a first submit without the terms tick is refused next to the field, keeping what was typed.
    await page.goto(`${baseUrl}${text.prefix}/cart`)
    await ready(page)
    await page.locator('[data-testid="cart-line"]').first().waitFor(SLOW)
    await page.locator('[data-testid="cart-checkout"]').click()
    await page.locator('[data-testid="checkout-review"]').waitFor(SLOW)
    await page.waitForLoadState('networkidle')
    const useNew = page.locator('[data-testid="address-new"]')
    if ((await useNew.count()) > 0) await useNew.check()
    await page.locator('#checkout-address-recipient').fill(NEW_ADDRESS.recipient)
    await page.locator('[data-testid="review-submit"]').click()
    await expect
      .poll(() => page.locator('[data-testid="field-error"]').filter({ hasText: text.terms }).count(), SLOW)
      .toBe(1)
    expect(await page.locator('#checkout-address-recipient').inputValue()).toBe(NEW_ADDRESS.recipient)

    const po = `PO-E2E-${lang}-${Date.now()}`
    await completeReview(page, { newAddress: true, special: true, poNumber: po, poFile: `${po}.pdf` })
    await expect
      .poll(() => page.locator('[role="status"], [role="alert"]').filter({ hasText: text.ok }).count(), SLOW)
      .toBe(1)
    await expect.poll(() => page.locator('[data-testid="cart-empty"]').count(), SLOW).toBe(1)

    // Staff confirm it through the back office's API; the order keeps the address and invoice as typed.
    const list = await apiInPage<{ list: { id: number; orderNumber: string }[] }>(page, 'GET', '/api/v1/order/list')
    const newest = list.data.list[0]
    const staff = await staffAuth()
    const stored = await (
      await fetch(`${baseUrl}/api/cms/orders/${newest?.id}?depth=0`, { headers: { authorization: staff } })
    ).json()
    expect(stored.poNumber).toBe(po)
    expect(stored.shippingAddress).toMatchObject(NEW_ADDRESS)
    expect(stored.invoice).toMatchObject({ type: 'special', ...SPECIAL_INVOICE })
    expect(stored.poFile).toEqual(expect.any(Number))
    const confirm = await fetch(`${baseUrl}/api/cms/orders/${newest?.id}`, {
      method: 'PATCH',
      headers: { authorization: staff, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'confirmed' }),
    })
    expect(confirm.status).toBe(200)

    await page.goto(`${baseUrl}${text.prefix}/order-list`)
    await ready(page)
    const first = page.locator('[data-testid="order"]').first()
    await first.waitFor(SLOW)
    expect(await first.locator('[data-testid="order-number"]').textContent()).toBe(newest?.orderNumber)
    expect(await first.locator('[data-testid="order-status"]').textContent()).toContain(text.confirmed)

    // The order's page names the PO file the member attached; its link gives the PDF back.
    await page.goto(`${baseUrl}${text.prefix}/order-list/detail?id=${newest?.id}`)
    await ready(page)
    const poLink = page.locator('[data-testid="po-file"]')
    await poLink.waitFor(SLOW)
    expect(await poLink.textContent()).toBe(`${po}.pdf`)
    const poFile = await page.evaluate(
      async (href) => {
        const res = await fetch(href ?? '')
        return { status: res.status, type: res.headers.get('content-type'), head: (await res.text()).slice(0, 5) }
      },
      await poLink.getAttribute('href'),
    )
    expect(poFile).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' })

    // Staff take it through payment to shipped; the shipped mail, with the tracking number, reaches the outbox.
    const tracking = `SF${Date.now()}`
    for (const step of [
      { status: 'awaiting_payment' },
      { status: 'paid' },
      { status: 'shipped', shipment: { carrier: '顺丰', trackingNumber: tracking } },
    ]) {
      const r = await fetch(`${baseUrl}/api/cms/orders/${newest?.id}`, {
        method: 'PATCH',
        headers: { authorization: staff, 'content-type': 'application/json' },
        body: JSON.stringify(step),
      })
      expect(r.status, step.status).toBe(200)
    }
    await expect.poll(() => outbox('mail').filter((m) => m.text.includes(tracking)).length, { timeout: 30_000 }).toBe(1)
    await context.close()
  })
})
