import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemberSession } from '../src/auth/member-sessions'
import { settleStaffResets } from '../src/auth/staff-forgot-password'
import { formatFen } from '../src/domain/cart/money'
import type { Order } from '../src/payload-types'
import { submitSuggestion } from '../src/server/leads/submit-suggestion'
import { deliverQueuedMails, settleMailDeliveries } from '../src/server/notifications/mail-queue'
import { queueOrderMails } from '../src/server/orders/order-notifications'
import { mailSiteOrigin } from '../src/services/mail/site-origin'
import { type OutboxLine, readOutbox } from '../src/services/outbox'
import { captchaFields, freshEmail, call as v1, waitFor } from './setup/accounts'
import { suggestionFields } from './setup/leads'
import { createOrder, orderMailRows } from './setup/order-helpers'
import { SEED_ADMIN, staffAuth, startServer } from './setup/server'
import { linksIn, routeOf } from './setup/site-routes'

/**
 * Issue 30, mails: the mails as they leave the site (the local outbox: subject and plain-text body as the
 * reader's mail program shows them), in both languages: the order's and the submission's numbers, amounts in
 * yuan (never fen), no Chinese template text in an English mail, and every link opens on the site: its page is
 * a route of src/app, a back-office link opens the record (GET /api/cms/<collection>/<id> as staff) and the staff
 * password reset link resets the password. Runs on SQLite and PostgreSQL.
 */
let server: Awaited<ReturnType<typeof startServer>>
let admin: string
const CJK = /[\u3400-\u9fff\uff00-\uffef]/

beforeAll(async () => {
  server = await startServer({ trustedProxyHops: 1 })
  admin = await staffAuth(server.baseUrl, SEED_ADMIN.email, SEED_ADMIN.password)
})
afterAll(async () => {
  await server?.close()
})

async function mailsTo(to: string): Promise<OutboxLine[]> {
  return (await readOutbox('mail')).filter((l) => l.to === to)
}

/** The link's path on the test server (the mail's origin is SITE_URL or the local server's address). */
function onTestServer(link: URL): string {
  return `${server.baseUrl}${link.pathname}${link.search}`
}

/** Each link of a mail is absolute on the site's origin, a page of src/app, and a record link opens the record. */
async function expectLinksOpen(text: string, context: string): Promise<URL[]> {
  const links = linksIn(text)
  for (const link of links) {
    expect(link.origin, `${context}: ${link.href}`).toBe(mailSiteOrigin())
    expect(routeOf(link.pathname), `${context}: ${link.pathname} is no page`).not.toBeNull()
    const record = /^\/admin\/collections\/([^/]+)\/(\d+)$/.exec(link.pathname)
    if (record) {
      const res = await fetch(`${server.baseUrl}/api/cms/${record[1]}/${record[2]}?depth=0`, {
        headers: { authorization: admin },
      })
      expect(res.status, `${context}: ${link.pathname} opens no record`).toBe(200)
    }
  }
  return links
}

function expectLanguage(line: OutboxLine, english: boolean, context: string) {
  const whole = `${String(line.subject)}\n${line.text}`
  expect(whole, `${context}: unfilled placeholder`).not.toMatch(/\{[a-zA-Z]+\}/)
  if (english) expect(whole, `${context}: Chinese in an English mail`).not.toMatch(CJK)
  else expect(whole, context).toMatch(CJK)
}

describe('the mails as sent', () => {
  it.each([
    ['cn', false],
    ['en', true],
  ] as const)(
    'an order received (%s): number, lines, total in yuan, links to the user centre and the back office',
    async (locale, english) => {
      const { payload } = server
      const email = freshEmail('mail-order')
      const member = await payload.create({
        collection: 'members',
        data: { email, name: english ? 'Mei Han' : '韩梅梅' },
        overrideAccess: true,
      })
      const order = (await createOrder(payload, 'MRB', member.id, {
        locale,
        lines: [
          {
            catalogNumber: 'MRB-CAT',
            productName: english ? 'Test protein' : '测试蛋白',
            size: '10 µg',
            count: 1,
            unitPriceFen: 1396050,
            subtotalFen: 1396050,
          },
        ],
      } as Partial<Order>)) as Order
      const req = { payload } as Parameters<typeof queueOrderMails>[3]
      // Creating the order queued its mails already (queueing again adds nothing): send the rows of its key.
      await queueOrderMails(payload, order, 'submitted', req)
      await deliverQueuedMails(
        payload,
        (await orderMailRows(payload, order.id, 'submitted')).map((r) => r.id),
      )
      const [customer] = await mailsTo(email)
      if (!customer) throw new Error('no mail to the customer')
      expect(`${String(customer.subject)}\n${customer.text}`).toContain(order.orderNumber)
      expect(customer.text).toContain(formatFen(1396050))
      expect(customer.text).not.toContain('1396050')
      expectLanguage(customer, english, `order ${locale}`)
      const links = await expectLinksOpen(customer.text, `order ${locale}`)
      // The customer's link opens the user centre's order list at the order, in the order's language.
      expect(links.map((l) => `${l.pathname}${l.hash}`)).toEqual([
        `${english ? '/en' : ''}/order-list#order-${order.orderNumber}`,
      ])
      // The member sees that order in their list (what the page shows at the anchor).
      const token = await createMemberSession(payload, member.id)
      const list = await v1(server.baseUrl, '/order/list', undefined, { bearer: token, prefix: english ? '/en' : '' })
      expect(list.status).toBe(200)
      expect(JSON.stringify(list.body.data)).toContain(order.orderNumber)

      const sales = (await readOutbox('mail')).filter(
        (l) => l.to !== email && l.text.includes(`/admin/collections/orders/${order.id}`),
      )
      expect(sales).toHaveLength(1)
      const [salesMail] = sales as [OutboxLine]
      expect(salesMail.text).toContain(order.orderNumber)
      expect(`${String(salesMail.subject)}${salesMail.text}`).toContain('¥13,960.50')
      expectLanguage(salesMail, false, 'order sales')
      await expectLinksOpen(salesMail.text, 'order sales')
    },
  )

  it.each([
    ['cn', false],
    ['en', true],
  ] as const)(
    'a product suggestion (%s): its number to both, option labels to sales, the record link opens',
    async (locale, english) => {
      const { payload } = server
      const email = freshEmail('mail-lead')
      const { id } = await submitSuggestion(
        { payload, locale } as Parameters<typeof submitSuggestion>[0],
        (await suggestionFields(payload, {
          productName: 'MailBack-IL-38',
          longTerm: false,
          name: english ? 'Mei Han' : '韩梅梅',
          company: 'Example Institute',
          department: 'Immunology',
          email,
          phone: '13912345678',
        })) as Parameters<typeof submitSuggestion>[1],
      )
      await settleMailDeliveries()
      const customer = await waitFor(async () => (await mailsTo(email)).at(-1) ?? null)
      expect(customer.text).toContain(String(id))
      expectLanguage(customer, english, `suggestion ${locale}`)
      await expectLinksOpen(customer.text, `suggestion ${locale}`)
      const sales = await waitFor(
        async () =>
          (await readOutbox('mail')).find((l) => l.text.includes(`/admin/collections/suggestions/${id}`)) ?? null,
      )
      expect(sales.text).toContain('种属: 小鼠')
      expect(sales.text).toContain('标签位置: N端')
      expect(sales.text).toContain('表达系统: 大肠杆菌')
      expectLanguage(sales, false, 'suggestion sales')
      expect((await expectLinksOpen(sales.text, 'suggestion sales')).map((l) => l.pathname)).toEqual([
        `/admin/collections/suggestions/${id}`,
      ])
    },
  )

  it.each([
    ['zh', false],
    ['en', true],
  ] as const)(
    'the staff password reset (%s): in the admin language, its link resets the password',
    async (language, english) => {
      const email = freshEmail('mail-staff')
      await server.payload.create({
        collection: 'users',
        data: { email, password: 'Staff-Test-Password-1', roles: ['sales'] },
        overrideAccess: true,
      })
      const post = (path: string, body: unknown) =>
        fetch(`${server.baseUrl}/api/cms/users${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `198.19.7.${english ? 2 : 1}`,
            'accept-language': english ? 'en' : 'zh-CN,zh',
            cookie: `payload-lng=${language}`,
          },
          body: JSON.stringify(body),
        })
      expect((await post('/forgot-password', { email })).status).toBe(200)
      await settleStaffResets()
      const mail = (await mailsTo(email)).at(-1)
      if (!mail) throw new Error('no reset mail')
      expectLanguage(mail, english, `staff reset ${language}`)
      const links = linksIn(mail.text)
      expect(links).toHaveLength(1)
      const [link] = links as [URL]
      expect(routeOf(link.pathname)).not.toBeNull()
      const token = /^\/admin\/reset\/([A-Za-z0-9]+)$/.exec(link.pathname)?.[1]
      expect(token, link.pathname).toBeTruthy()
      expect(onTestServer(link)).toContain('/admin/reset/')
      expect((await post('/reset-password', { token, password: 'Brand-New-Password-2' })).status).toBe(200)
    },
  )

  it.each([
    ['', false],
    ['/en', true],
  ] as const)('the member password reset code (%s): the code, in the visitor language', async (prefix, english) => {
    const { payload } = server
    const email = freshEmail('mail-reset')
    await payload.create({ collection: 'members', data: { email, name: 'Reset' }, overrideAccess: true })
    const ip = `198.19.8.${english ? 2 : 1}`
    const sent = await v1(
      server.baseUrl,
      '/code/send',
      { purpose: 'reset', username: email, ...(await captchaFields(server.baseUrl, ip)) },
      { ip, prefix },
    )
    expect(sent.status, sent.body.msg).toBe(200)
    const mail = await waitFor(async () => (await mailsTo(email)).at(-1) ?? null)
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
    expect(code, mail.text).toBeTruthy()
    expectLanguage(mail, english, `member reset ${prefix}`)
    await expectLinksOpen(mail.text, 'member reset')
  })
})
