import { beforeAll, describe, expect, it } from 'vitest'
import { demoBankTransfer } from '../src/seed/data/bank-transfer'
import { makePdf } from '../src/seed/pdf'
import { nextOutbox, outbox } from './account-helpers'
import { baseUrl, suiteBrowser } from './browser'
import { DEMO_MEMBER, logInDemoMember, SLOW, shellReady } from './member'
import { staffOrderForMember } from './member-orders'
import { cmsDoc, memberIdOf, staffAuth } from './staff'

/**
 * Issue 21, "awaiting payment (bank-transfer details shown; payment proof upload)" in a real browser, in both
 * languages (Chinese on a desktop, English on a phone): staff move an order of the demo member to awaiting payment
 * with the back office's REST API; the member opens the order, reads the bank account of the site settings (the
 * seed's demo account) with the order number and the amount due, uploads a PDF payment proof, sees it listed (and
 * on the timeline) and downloads it; sales receive the "payment proof received" mail in the local outbox.
 */
const browser = suiteBrowser()
let staff: string
let memberId: number

beforeAll(async () => {
  staff = await staffAuth()
  memberId = await memberIdOf(staff, DEMO_MEMBER.username)
})

const cms = (method: string, path: string, body: unknown) =>
  cmsDoc<{ id: number; orderNumber: string }>(staff, method, path, body)

/** An order of the demo member that staff confirmed and moved to awaiting payment. */
async function awaitingOrder(lang: string) {
  const order = await staffOrderForMember(staff, memberId, `E2EPAY${lang.toUpperCase()}${Date.now()}`)
  for (const status of ['confirmed', 'awaiting_payment']) await cms('PATCH', `/orders/${order.id}`, { status })
  return order
}

const CASES = [
  {
    lang: 'cn',
    prefix: '',
    viewport: { width: 1440, height: 900 },
    uploaded: '付款凭证已上传',
    event: '已上传付款凭证',
    upload: '上传付款凭证',
  },
  {
    lang: 'en',
    prefix: '/en',
    viewport: { width: 390, height: 844 },
    uploaded: 'Payment proof uploaded',
    event: 'Payment proof uploaded',
    upload: 'Upload payment proof',
  },
] as const

describe.each(CASES)('paying an order by bank transfer in $lang', (c) => {
  it('shows the bank account, the order number and the amount, takes a PDF proof and lists it', async () => {
    const order = await awaitingOrder(c.lang)
    const bank = demoBankTransfer[c.lang]
    const context = await browser.newContext({ viewport: c.viewport })
    const page = await context.newPage()
    await logInDemoMember(page)

    await page.goto(`${baseUrl}${c.prefix}/order-list/detail?id=${order.id}`)
    await shellReady(page, SLOW)
    const panel = page.getByTestId('order-payment')
    await panel.waitFor(SLOW)
    expect(await page.getByTestId('order-detail').getAttribute('data-status')).toBe('awaiting_payment')
    expect(await panel.getByTestId('bank-payee').textContent()).toBe(bank.payee)
    expect(await panel.getByTestId('bank-name').textContent()).toBe(bank.bank)
    expect(await panel.getByTestId('bank-account').textContent()).toBe(bank.accountNumber)
    expect(await panel.getByTestId('bank-note').textContent()).toBe(bank.note)
    expect(await panel.getByTestId('payment-order-number').textContent()).toBe(order.orderNumber)
    expect(await panel.getByTestId('amount-due').textContent()).toBe('¥1,960.00')
    expect(await panel.getByTestId('payment-proof-link').count()).toBe(0)
    expect(await panel.textContent()).toContain(c.upload)

    // The member picks a PDF: it is sent at once, confirmed, listed with its name and on the timeline.
    const mailsBefore = outbox('mail').length
    const pdf = makePdf('Transfer slip', [`Order ${order.orderNumber}`, 'Amount 1960.00 CNY'])
    const sent = page.waitForResponse(
      (res) => res.request().method() === 'POST' && res.url().includes(`/api/v1/order/payment-proof/${order.id}`),
      SLOW,
    )
    await panel.getByTestId('payment-proof-input').setInputFiles({
      name: 'transfer-slip.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    })
    expect((await sent).status()).toBe(200)
    const notice = panel.getByTestId('payment-proof-notice')
    await notice.waitFor(SLOW)
    expect(await notice.textContent()).toBe(c.uploaded)
    const link = panel.getByTestId('payment-proof-link')
    await link.waitFor(SLOW)
    expect(await link.textContent()).toBe('transfer-slip.pdf')
    const event = page.locator('[data-testid="timeline-entry"][data-event="payment_proof"]')
    await event.waitFor(SLOW)
    expect(await event.textContent()).toContain(c.event)

    // The member downloads it again, as the link sends it.
    const href = (await link.getAttribute('href')) ?? ''
    const file = await page.request.get(`${baseUrl}${href}`)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-disposition']).toMatch(/^attachment;/)
    expect(Buffer.from(await file.body()).equals(pdf)).toBe(true)

    // Sales hear of it once, with the order's page in the back office.
    const mail = (await nextOutbox(
      'mail',
      mailsBefore,
      (m) => (m as { subject?: string }).subject?.includes(order.orderNumber) ?? false,
    )) as { subject?: string; text: string }
    expect(mail.subject).toBe(`付款凭证已收到：订单 ${order.orderNumber}`)
    expect(mail.text).toContain(`/admin/collections/orders/${order.id}`)

    await page.screenshot({ path: `/tmp/order-payment-${c.lang}.png`, fullPage: true })
    await context.close()
  })
})
