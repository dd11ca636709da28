import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { expect } from 'vitest'
import { baseUrl } from './browser'
import { DEMO_MEMBER } from './member'
import { cmsDoc } from './staff'

/**
 * The demo member's orders made through the site API, as the cart and checkout pages make them (issue 21): a
 * browser context logged in through /api/v1/auth/login, a line put into the cart and the cart settled with
 * PUT /order/clear in the member's language (`/en/api/v1` for English, so the order's notifications are English).
 */
export type OrderLang = 'cn' | 'en'
type ListedProduct = { id: number; catalogNumber: string; sizes: { size: string; priceFen: number | null }[] }

/** A browser context of the demo member, logged in through the site API. */
export async function memberContext(
  browser: Browser,
  lang: OrderLang,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: lang === 'en' ? 'en-US' : 'zh-CN', ...options })
  const login = await context.request.post(`${baseUrl}/api/v1/auth/login`, {
    data: { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password },
  })
  expect(login.status()).toBe(200)
  return context
}

/** The site API as the member's browser calls it (its cookies), in the member's language. */
export async function memberApi<T>(
  context: BrowserContext,
  lang: OrderLang,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ code: string; data: T; msg?: string }> {
  const prefix = lang === 'en' ? '/en' : ''
  const res = await context.request.fetch(`${baseUrl}${prefix}/api/v1${path}`, {
    method,
    ...(body === undefined ? {} : { data: body }),
  })
  return res.json()
}

/** A product of the public catalogue with a priced size (or, with `inquiry`, a size sold on inquiry). */
export async function catalogueProduct(
  inquiry = false,
): Promise<{ product: ListedProduct; size: string; index: number }> {
  for (let page = 1; page <= 10; page++) {
    const answer = await (await fetch(`${baseUrl}/api/v1/product?size=50&page=${page}`)).json()
    const list = answer.data.list as ListedProduct[]
    for (const product of list) {
      const index = product.sizes.findIndex((s) => (s.priceFen === null) === inquiry)
      if (index >= 0) return { product, size: product.sizes[index]?.size as string, index }
    }
    if (list.length < 50) break
  }
  throw new Error(`the seed has no product with ${inquiry ? 'an inquiry' : 'a priced'} size`)
}

/**
 * Empties the member's cart, puts one line in it (a priced size, or an inquiry size for a quote request) and
 * settles it: the new order (`submitted`) or quote request (`quote_requested`).
 */
export async function placeOrder(
  context: BrowserContext,
  lang: OrderLang,
  options: { inquiry?: boolean } = {},
): Promise<{ id: number; orderNumber: string; status: string }> {
  const cart = await memberApi<{ list: { id: number }[] }>(context, lang, 'GET', '/order?size=-1')
  expect(cart.code).toBe('E0001')
  if (cart.data.list.length > 0) {
    const emptied = await memberApi(context, lang, 'DELETE', `/order/batch?idList=${cart.data.list.map((l) => l.id)}`)
    expect(emptied.code).toBe('E0001')
  }
  const { product, size } = await catalogueProduct(options.inquiry)
  const added = await memberApi(context, lang, 'POST', '/order', { productId: product.id, size, count: 1 })
  expect(added.code, added.msg).toBe('E0001')
  const settled = await memberApi<{ orderId: number; orderNumber: string; status: string }>(
    context,
    lang,
    'PUT',
    '/order/clear',
  )
  expect(settled.code, settled.msg).toBe('E0001')
  return { id: settled.data.orderId, orderNumber: settled.data.orderNumber, status: settled.data.status }
}

/**
 * What the member's order page (`/order-list/detail`) shows of a shipped order: the timeline of every step, the
 * confirmed and shipped steps named in the page's language (`names`), the tracking number and the line's lot.
 */
export async function expectShippedDetail(
  page: Page,
  names: { confirmed: string; shipped: string },
  shipment: { tracking: string; lot: string },
): Promise<void> {
  const timeline = page.getByTestId('timeline-entry')
  expect(await timeline.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))).toEqual([
    'submitted',
    'confirmed',
    'awaiting_payment',
    'paid',
    'shipped',
  ])
  expect(await timeline.filter({ hasText: names.confirmed }).count()).toBe(1)
  expect(await timeline.filter({ hasText: names.shipped }).count()).toBe(1)
  expect(await page.getByTestId('tracking-number').textContent()).toBe(shipment.tracking)
  expect(await page.getByTestId('lot-number').textContent()).toBe(shipment.lot)
}

/** An order staff created for the member `memberId` through the back office's REST API: submitted, one line of
 * two CD002 (¥980.00 each, ¥1,960.00 in all); `extra` adds fields (a PO number, say). */
export function staffOrderForMember(staff: string, memberId: number, orderNumber: string, extra = {}) {
  return cmsDoc<{ id: number; orderNumber: string; lines: { id: string }[] }>(staff, 'POST', '/orders', {
    orderNumber,
    member: memberId,
    status: 'submitted',
    lines: [
      {
        catalogNumber: 'CD002',
        productName: 'E2E protein',
        size: '10 µg',
        count: 2,
        unitPriceFen: 98000,
        subtotalFen: 196000,
      },
    ],
    totalFen: 196000,
    ...extra,
  })
}
