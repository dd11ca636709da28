import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, suiteBrowser } from './browser'
import { DEMO_MEMBER, logInDemoMember, SLOW, shellReady } from './member'
import { expectShippedDetail, staffOrderForMember } from './member-orders'
import { cmsDoc, memberIdOf, staffAuth } from './staff'

/**
 * Issue 21, the user centre in a real browser, in both languages (Chinese on a desktop, English on a phone):
 * staff create an order for the demo member and take it through confirmed, payment and shipped (carrier,
 * tracking number, a lot on its line) with the back office's REST API; the member filters the order list by
 * status (kept in the URL), opens the order, sees the timeline with the confirmed and shipped steps, the tracking
 * number and the lot with its COA link, and downloads the pro-forma invoice (a PDF).
 */
const browser = suiteBrowser()
let staff: string
let memberId: number

beforeAll(async () => {
  staff = await staffAuth()
  memberId = await memberIdOf(staff, DEMO_MEMBER.username)
})

const ready = (page: Page) => shellReady(page, SLOW)

const cms = (method: string, path: string, body: unknown) => cmsDoc(staff, method, path, body)

/** An order of the demo member that staff confirmed, took through payment and shipped with a lot. */
async function shippedOrder(lang: string) {
  const stamp = Date.now()
  const order = await staffOrderForMember(staff, memberId, `E2E${lang.toUpperCase()}${stamp}`, {
    poNumber: `PO-E2E-${stamp}`,
  })
  const tracking = `SF${stamp}`
  const lot = `LOT${stamp}`
  for (const step of [
    { status: 'confirmed' },
    { status: 'awaiting_payment' },
    { status: 'paid' },
    {
      status: 'shipped',
      shipment: { carrier: '顺丰', trackingNumber: tracking, coldChainNote: '干冰' },
      lines: [{ ...order.lines[0], lotNumber: lot }],
    },
  ])
    await cms('PATCH', `/orders/${order.id}`, step)
  return { ...order, tracking, lot }
}

const CASES = [
  {
    lang: 'cn',
    prefix: '',
    viewport: { width: 1440, height: 900 },
    shipped: '已发货',
    confirmed: '已确认',
    proforma: '形式发票（PDF）',
  },
  {
    lang: 'en',
    prefix: '/en',
    viewport: { width: 390, height: 844 },
    shipped: 'Shipped',
    confirmed: 'Confirmed',
    proforma: 'Pro-forma invoice (PDF)',
  },
] as const

describe.each(CASES)('the order detail in $lang', (c) => {
  it('filters the list by status, opens the shipped order, reads timeline, tracking and lot, gets the PDF', async () => {
    const order = await shippedOrder(c.lang)
    const context = await browser.newContext({ viewport: c.viewport })
    const page = await context.newPage()
    await logInDemoMember(page)

    // The list, filtered by status: the filter is in the URL and every order shown has that status.
    await page.goto(`${baseUrl}${c.prefix}/order-list`)
    await ready(page)
    const filters = page.getByTestId('order-filters')
    await filters.waitFor(SLOW)
    await filters.locator('select[name="status"]').selectOption('shipped')
    await page.getByTestId('order-filter-apply').click()
    await page.waitForURL(/[?&]status=shipped/, SLOW)
    // The previous list stays on screen, marked busy, until the filtered answer arrives.
    const settled = page.locator('[data-testid="orders"][aria-busy="false"]')
    await settled.waitFor(SLOW)
    const ours = page.locator('[data-testid="order"]').filter({ hasText: order.orderNumber })
    await ours.waitFor(SLOW)
    const statuses = await page
      .locator('[data-testid="order"] [data-testid="order-status"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))
    expect(new Set(statuses)).toEqual(new Set(['shipped']))
    // Another status hides it; reloading the filtered URL keeps the filter.
    await filters.locator('select[name="status"]').selectOption('submitted')
    await page.getByTestId('order-filter-apply').click()
    await page.waitForURL(/[?&]status=submitted/, SLOW)
    await expect
      .poll(() => page.locator('[data-testid="order"]').filter({ hasText: order.orderNumber }).count(), SLOW)
      .toBe(0)
    await page.goBack()
    await page.waitForURL(/[?&]status=shipped/, SLOW)
    await settled.waitFor(SLOW)
    await ours.waitFor(SLOW)

    // The detail page.
    await ours.getByTestId('order-detail-link').click()
    await page.waitForURL(new RegExp(`/order-list/detail\\?id=${order.id}$`), SLOW)
    const detail = page.getByTestId('order-detail')
    await detail.waitFor(SLOW)
    expect(await page.title()).not.toBe('')
    expect(await detail.getByTestId('order-number').textContent()).toBe(order.orderNumber)
    expect(await detail.getByTestId('order-status').textContent()).toContain(c.shipped)
    await expectShippedDetail(page, c, order)
    const coa = await page.getByTestId('lot-coa').getAttribute('href')
    expect(coa).toContain(`lotNumber=${order.lot}`)
    expect(await page.getByTestId('order-total').textContent()).toBe('¥1,960.00')
    expect(await page.getByTestId('po-number').textContent()).toContain('PO-E2E-')
    // Shipped: no cancel button; the packing list is offered.
    expect(await page.getByTestId('order-cancel').count()).toBe(0)
    expect(await page.getByTestId(`doc-packing-list-${c.lang}`).count()).toBe(1)
    const robots = await page.locator('meta[name="robots"]').getAttribute('content')
    expect(robots).toContain('noindex')

    // The pro-forma invoice, as the member's browser fetches it.
    const link = page.getByTestId(`doc-proforma-${c.lang}`)
    expect(await link.isVisible()).toBe(true)
    expect(await page.getByTestId('order-documents').textContent()).toContain(c.proforma)
    const href = (await link.getAttribute('href')) ?? ''
    const pdf = await page.request.get(`${baseUrl}${href}`)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect(
      Buffer.from(await pdf.body())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    await page.screenshot({ path: `/tmp/order-detail-${c.lang}.png`, fullPage: true })
    await context.close()
  })
})
