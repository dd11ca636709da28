import { beforeAll, describe, expect, it } from 'vitest'
import { outbox } from './account-helpers'
import { baseUrl, suiteBrowser } from './browser'
import { SLOW, shellReady } from './member'
import { expectShippedDetail, memberContext, placeOrder } from './member-orders'
import { backOfficePage, chooseInAdmin, staffAuth } from './staff'

/**
 * Issue 21, staff run an order in the Chinese admin (1440×900), for an order placed in Chinese and one placed in
 * English: the demo member settles a cart through the site API; staff open the order in the back office, confirm
 * it, take it through payment and mark it shipped with carrier, tracking number and the line's lot, each through
 * the form; the member's order page shows the timeline with confirmed and shipped, the tracking number and the
 * lot; the confirmed and shipped mails (local outbox) in the order's language and the shipped SMS are each sent
 * exactly once, by the jobs worker that `npm start` runs beside the web processes.
 */
const browser = suiteBrowser()
let staff: string
const VIEWPORT = { width: 1440, height: 900 }

beforeAll(async () => {
  staff = await staffAuth()
})

/** The order as the back office's API reads it. */
async function stored(id: number) {
  const res = await fetch(`${baseUrl}/api/cms/orders/${id}?depth=1`, { headers: { authorization: staff } })
  expect(res.status).toBe(200)
  return (await res.json()) as {
    status: string
    locale: string
    member: { email: string; phone: string }
    lines: { lotNumber?: string | null }[]
  }
}

const CASES = [
  {
    lang: 'cn',
    prefix: '',
    confirmed: '已确认',
    shipped: '已发货',
    confirmedSubject: (n: string) => `订单 ${n} 已确认`,
    shippedSubject: (n: string) => `订单 ${n} 已发货`,
    shippedText: '运单号',
  },
  {
    lang: 'en',
    prefix: '/en',
    confirmed: 'Confirmed',
    shipped: 'Shipped',
    confirmedSubject: (n: string) => `Order ${n} confirmed`,
    shippedSubject: (n: string) => `Order ${n} shipped`,
    shippedText: 'tracking number',
  },
] as const

/** The admin's names of the statuses staff move the order through (`orders.status.*`, Chinese). */
const STEPS = [
  ['confirmed', '已确认'],
  ['awaiting_payment', '待付款'],
  ['paid', '已付款'],
] as const

describe.each(CASES)('an order placed in $lang, run by staff in the Chinese admin', (c) => {
  it('staff confirm and ship it in the form; the member reads timeline, tracking and lot, one mail and one SMS', async () => {
    const memberSite = await memberContext(browser, c.lang, { viewport: VIEWPORT })
    const order = await placeOrder(memberSite, c.lang)
    expect(order.status).toBe('submitted')
    const before = await stored(order.id)
    expect(before.locale).toBe(c.lang)
    const member = before.member
    expect(member.phone).toMatch(/\d{11}/)
    const stamp = Date.now()
    const tracking = `SF${stamp}`
    const lot = `LOT${stamp}`

    // Staff open the order and move it one step at a time, saving the form each time.
    const page = await backOfficePage(browser, { locale: 'zh-CN', viewport: VIEWPORT })
    await page.goto(`${baseUrl}/admin/collections/orders/${order.id}`)
    // Saved once the order has the status and the form is unmodified again (its save button disabled): the next
    // choice is not made while the form takes in the saved document.
    const save = async (status: string) => {
      await page.locator('#action-save').click()
      await expect.poll(async () => (await stored(order.id)).status, { timeout: 30_000 }).toBe(status)
      await expect.poll(() => page.locator('#action-save').isDisabled(), { timeout: 30_000 }).toBe(true)
    }
    for (const [status, label] of STEPS) {
      await chooseInAdmin(page, 'field-status', label)
      await save(status)
    }

    // Shipped: carrier, tracking number and the line's lot, typed in the form.
    await page.locator('#field-shipment__carrier').fill('顺丰速运')
    await page.locator('#field-shipment__trackingNumber').fill(tracking)
    await page.locator('#field-lines__0__lotNumber').fill(lot)
    await chooseInAdmin(page, 'field-status', '已发货')
    await save('shipped')
    expect((await stored(order.id)).lines[0]?.lotNumber).toBe(lot)
    await page.context().close()

    // The member's order page: the timeline with confirmed and shipped, the tracking number and the lot.
    const detailPage = await memberSite.newPage()
    await detailPage.goto(`${baseUrl}${c.prefix}/order-list/detail?id=${order.id}`)
    await shellReady(detailPage, SLOW)
    await detailPage.getByTestId('order-detail').waitFor(SLOW)
    await expectShippedDetail(detailPage, c, { tracking, lot })
    await memberSite.close()

    // The notifications, sent by the jobs worker in the order's language: each exactly once.
    const mails = (subject: string) => outbox('mail').filter((m) => m.to === member.email && m.subject === subject)
    await expect.poll(() => mails(c.shippedSubject(order.orderNumber)).length, { timeout: 60_000 }).toBe(1)
    const shippedMail = mails(c.shippedSubject(order.orderNumber))[0]
    expect(shippedMail?.text).toContain(tracking)
    expect(shippedMail?.text).toContain(c.shippedText)
    expect(mails(c.confirmedSubject(order.orderNumber))).toHaveLength(1)
    const sms = () => outbox('sms').filter((m) => m.to === member.phone && m.text.includes(tracking))
    await expect.poll(() => sms().length, { timeout: 60_000 }).toBe(1)
    expect(sms()[0]?.text).toContain(order.orderNumber)
  }, 300_000)
})
