import fs from 'node:fs'
import path from 'node:path'
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { linksIn, routeOf } from '../../../tests/setup/site-routes'
import { CoaRequests } from '../../collections/coa-requests'
import { Enquiries } from '../../collections/enquiries'
import { LeaveWords } from '../../collections/leave-words'
import { PaperRewards } from '../../collections/paper-rewards'
import { Suggestions } from '../../collections/suggestions'
import { TrialRequests } from '../../collections/trial-requests'
import { formatFen } from '../../domain/cart/money'
import { INBOX_KINDS, type InboxKind } from '../../domain/leads/inbox'
import {
  NOTIFIED_TRANSITIONS,
  type OrderForMail,
  orderMails,
  paymentProofMail,
} from '../../domain/orders/notifications'
import { translate } from '../../i18n/messages'
import type { Locale } from '../../i18n/routing'
import { orderAdminLink, orderUserCentreLink } from '../orders/order-notifications'
import { composeLeadMails, composeReplyMail } from './lead-mails'

/**
 * Issue 30, mails: every mail the site sends, rendered as its reader gets it (subject and plain-text body), in
 * both languages: it names the order or the submission by its number, shows every amount in yuan as the site
 * does (¥13,960.50: the stored fen never appear), leaves no message key or `{placeholder}` unfilled, speaks the
 * reader's language (no Chinese template text in an English mail), and each link is absolute and opens a real
 * page of the site (the app's route table, src/app; a back-office link names a real collection).
 */
const CJK = /[\u3400-\u9fff\uff00-\uffef]/
const ORIGIN = 'http://localhost:3000'

interface Rendered {
  subject: string
  text: string
}

const COLLECTIONS_DIR = path.resolve(import.meta.dirname, '../../collections')

/** Every link of the mail opens on the site: absolute, on the site's origin, a real route (and collection). */
function expectLinksResolve(mail: Rendered, context: string): URL[] {
  const links = linksIn(mail.text)
  for (const link of links) {
    expect(link.origin, `${context}: ${link.href}`).toBe(ORIGIN)
    expect(routeOf(link.pathname), `${context}: ${link.pathname} is no page of src/app`).not.toBeNull()
    const admin = /^\/admin\/collections\/([^/]+)\/(\d+)$/.exec(link.pathname)
    if (link.pathname.startsWith('/admin/collections/')) {
      expect(admin, `${context}: ${link.pathname}`).not.toBeNull()
      expect(fs.existsSync(path.join(COLLECTIONS_DIR, admin?.[1] ?? '')), `${context}: collection ${admin?.[1]}`).toBe(
        true,
      )
    }
  }
  return links
}

/** What every mail must be: filled in, in its reader's language, amounts as yuan only. */
function expectReadable(mail: Rendered, options: { english: boolean; amountsFen?: number[]; context: string }) {
  const { english, amountsFen = [], context } = options
  const whole = `${mail.subject}\n${mail.text}`
  expect(whole, `${context}: unfilled placeholder`).not.toMatch(/\{[a-zA-Z]+\}/)
  expect(whole, `${context}: a message key`).not.toMatch(/\b(orders|quotes|leads|account|admin|orderPayment)\.[a-z]+\./)
  expect(mail.subject.trim(), `${context}: subject`).not.toBe('')
  if (english) expect(whole, `${context}: Chinese in an English mail`).not.toMatch(CJK)
  else expect(whole, `${context}: a Chinese mail`).toMatch(CJK)
  for (const fen of amountsFen) {
    expect(whole, `${context}: ${formatFen(fen)}`).toContain(formatFen(fen))
    // The stored fen never show, neither bare nor as yuan without the decimal point.
    expect(whole, `${context}: ${fen} fen shown`).not.toMatch(new RegExp(`(?<![\\d.,])${fen}(?![\\d])`))
  }
  // Every amount the mail shows is one of the order's, in the site's yuan format.
  const shown = [...whole.matchAll(/¥[\d,]+(?:\.\d+)?/g)].map((m) => m[0])
  for (const amount of shown) {
    expect(amountsFen.map(formatFen), `${context}: ${amount} is none of the order's amounts`).toContain(amount)
  }
}

const t = (locale: Locale) => (key: string, params?: Record<string, string | number>) => translate(locale, key, params)

function order(locale: Locale): OrderForMail & { locale: Locale } {
  const english = locale === 'en'
  return {
    id: 41,
    locale,
    orderNumber: 'SO20260517-0042',
    totalFen: 1396050,
    inquiry: false,
    poNumber: 'PO-7788',
    lines: [
      {
        catalogNumber: 'IL6-H4107',
        productName: english ? 'Recombinant human IL-6 protein (His tag)' : '重组人白细胞介素-6蛋白（His标签）',
        size: '10 µg',
        count: 2,
        unitPriceFen: 98000,
      },
      {
        catalogNumber: 'CD002',
        productName: english ? 'mRNA capping assay kit' : 'mRNA 加帽率检测试剂盒',
        size: '10 T',
        count: 1,
        unitPriceFen: 1200050,
      },
    ],
    shipment: { carrier: english ? 'SF Express' : '顺丰速运', trackingNumber: 'SF1234567890' },
    cancelReason: english ? 'Duplicate order' : '重复下单',
    quote: { reason: 'inquiry', leadTime: english ? '2 weeks' : '2 周', validUntil: '2026-06-01T15:59:59.000Z' },
  }
}

describe('the order mails', () => {
  for (const locale of ['cn', 'en'] as const) {
    for (const transition of NOTIFIED_TRANSITIONS) {
      it(`${transition} (${locale}): the order number, amounts in yuan, links that open on the site`, () => {
        const o = order(locale)
        const mails = orderMails({
          order: o,
          transition,
          customerEmail: 'buyer@example.com',
          salesTo: 'sales@example.com',
          adminLink: orderAdminLink(o.id),
          orderLink: orderUserCentreLink(o),
          t: t(locale),
          zh: t('cn'),
        })
        const customer = mails.find((m) => m.audience === 'customer')
        expect(customer, 'the customer hears of every notified move').toBeTruthy()
        for (const mail of mails) {
          const context = `${transition} ${locale} ${mail.audience}`
          expect(`${mail.subject}\n${mail.text}`, context).toContain(o.orderNumber)
          // Prices appear in the order received, the quote and the sales mails; the others name no amount.
          const priced = transition === 'submitted' || transition === 'quoted'
          expectReadable(mail, {
            english: mail.audience === 'customer' && locale === 'en',
            amountsFen: priced ? [1396050, ...(transition === 'quoted' ? [98000, 1200050] : [])] : [],
            context,
          })
          const links = expectLinksResolve(mail, context)
          if (mail.audience === 'sales') {
            expect(links.map((l) => l.pathname)).toContain('/admin/collections/orders/41')
          }
          if (transition === 'quoted') {
            // Accept or decline in the user centre, in the order's language, at the order's own row.
            const link = links.find((l) => l.pathname.endsWith('/order-list'))
            expect(link?.pathname).toBe(locale === 'en' ? '/en/order-list' : '/order-list')
            expect(link?.hash).toBe(`#order-${o.orderNumber}`)
          }
        }
        if (transition === 'shipped') expect(customer?.text).toContain('SF1234567890')
        if (transition === 'cancelled') expect(customer?.text).toContain(o.cancelReason)
        if (transition === 'quoted') expect(customer?.text).toContain('2026-06-01')
      })
    }
  }

  it('payment proof (sales, Chinese): the order number, the amount due in yuan, the back-office link', () => {
    const o = order('en')
    const mail = paymentProofMail({
      order: o,
      customerEmail: 'buyer@example.com',
      salesTo: 'sales@example.com',
      adminLink: orderAdminLink(o.id),
      zh: t('cn'),
    })
    expect(mail.text).toContain(o.orderNumber)
    expect(mail.text).toContain('buyer@example.com')
    expectReadable(mail, { english: false, amountsFen: [1396050], context: 'payment proof' })
    expect(expectLinksResolve(mail, 'payment proof').map((l) => l.pathname)).toEqual(['/admin/collections/orders/41'])
  })

  it('an inquiry order names no amount: the customer reads "询价" / "Inquiry"', () => {
    for (const locale of ['cn', 'en'] as const) {
      const o = { ...order(locale), inquiry: true, totalFen: null }
      const [customer] = orderMails({
        order: o,
        transition: 'submitted',
        customerEmail: 'buyer@example.com',
        salesTo: 'sales@example.com',
        adminLink: orderAdminLink(o.id),
        t: t(locale),
        zh: t('cn'),
      })
      expect(customer?.text).toContain(locale === 'en' ? 'Total: Inquiry' : '合计：询价')
    }
  })
})

const LEAD_COLLECTIONS: Record<InboxKind, { fields: Field[] }> = {
  'leave-words': LeaveWords,
  enquiries: Enquiries,
  'coa-requests': CoaRequests,
  'trial-requests': TrialRequests,
  'paper-rewards': PaperRewards,
  suggestions: Suggestions,
}

/** A submission as the record reads at depth 1: every customer field filled with a value of its kind. */
function leadDoc(fields: Field[], english: boolean): Record<string, unknown> {
  const doc: Record<string, unknown> = {
    name: english ? 'Mei Han' : '韩梅梅',
    email: 'mei.han@example.org',
    locale: english ? 'en' : 'cn',
    // A paper award's money, as stored (integer fen): ¥2,000.00 gross, ¥400.00 tax, ¥1,600.00 paid out.
    bonusAmountFen: 200000,
    taxFen: 40000,
    netFen: 160000,
    issueTime: '2026-03-01T16:30:00.000Z',
    influenceFactor: 5.2,
    species: 'mouse',
    tagPosition: 'n-terminal',
    tag: 'tag-free',
    expressionSystem: 'e-coli',
  }
  for (const field of fields) {
    if (!('name' in field) || field.name in doc) continue
    if (field.type === 'text' || field.type === 'textarea') doc[field.name] = english ? `${field.name} value` : '示例'
    if (field.type === 'relationship' && !field.hasMany)
      doc[field.name] = { id: 3, name: english ? 'Shanghai' : '上海' }
  }
  return doc
}

describe('the submission mails', () => {
  for (const kind of Object.keys(INBOX_KINDS) as InboxKind[]) {
    for (const locale of ['cn', 'en'] as const) {
      it(`${kind} (${locale}): the submission number, amounts in yuan, option labels, the back-office link`, () => {
        const { fields } = LEAD_COLLECTIONS[kind]
        const doc = leadDoc(fields, locale === 'en')
        const mails = composeLeadMails({ collection: kind, id: 318, locale, fields, doc, salesTo: 'sales@example.com' })
        const sales = mails.find((m) => m.audience === 'sales')
        const customer = mails.find((m) => m.audience === 'customer')
        if (!sales || !customer) throw new Error('a sales and a customer mail')
        expect(`${sales.subject}\n${sales.text}`).toContain('318')
        expect(customer.text).toContain('318')
        expect(`${customer.subject}\n${customer.text}`).toContain(INBOX_KINDS[kind][locale === 'en' ? 'en' : 'zh'])
        const names = new Set(fields.map((f) => ('name' in f ? f.name : '')))
        const money = ['bonusAmountFen', 'taxFen', 'netFen'].filter((n) => names.has(n))
        expectReadable(sales, {
          english: false,
          amountsFen: money.map((n) => doc[n] as number),
          context: `${kind} sales`,
        })
        expectReadable(customer, { english: locale === 'en', context: `${kind} customer` })
        expect(expectLinksResolve(sales, kind).map((l) => l.pathname)).toEqual([`/admin/collections/${kind}/318`])
        expectLinksResolve(customer, kind)
        if (names.has('issueTime')) expect(sales.text).toContain('2026-03-02') // the Shanghai day of 16:30 UTC
        if (names.has('species')) {
          // Coded answers by their labels, not their codes.
          expect(sales.text).toContain('种属: 小鼠')
          expect(sales.text).toContain('表达系统: 大肠杆菌')
        }
      })
    }
  }

  it("the staff reply goes out in the submission's language and names the kind and number", () => {
    for (const locale of ['cn', 'en'] as const) {
      const doc = leadDoc(Enquiries.fields, locale === 'en')
      const reply = composeReplyMail({ collection: 'enquiries', id: 318, doc, text: 'Thank you / 谢谢' })
      if (!reply) throw new Error('reply')
      expect(reply.subject).toContain('318')
      expect(reply.subject).toContain(locale === 'en' ? 'Price enquiry' : '询价')
      expectReadable({ subject: reply.subject, text: '' }, { english: locale === 'en', context: `reply ${locale}` })
    }
  })
})

describe('the account mails', () => {
  for (const locale of ['cn', 'en'] as const) {
    it(`the reset code and the "already registered" notice (${locale}) are filled in, in the reader's language`, () => {
      const reset = {
        subject: translate(locale, 'account.mail.resetSubject'),
        text: translate(locale, 'account.mail.resetText', { code: '482913', minutes: 5 }),
      }
      expect(reset.text).toContain('482913')
      expect(reset.text).toContain('5')
      expectReadable(reset, { english: locale === 'en', context: `reset ${locale}` })
      const exists = {
        subject: translate(locale, 'account.mail.existsSubject'),
        text: translate(locale, 'account.mail.existsText'),
      }
      expectReadable(exists, { english: locale === 'en', context: `exists ${locale}` })
      expectLinksResolve(exists, `exists ${locale}`)
    })
  }
})

describe('the route table the link checks use', () => {
  it('knows the pages mails link to and refuses what only the 404 page would answer', () => {
    expect(routeOf('/order-list')).toBe('(site)/[locale]/order-list/page.tsx')
    expect(routeOf('/en/order-list')).toBe('(site)/[locale]/order-list/page.tsx')
    expect(routeOf('/admin/collections/orders/41')).toBe('(payload)/admin/[[...segments]]/page.tsx')
    expect(routeOf('/')).not.toBeNull()
    expect(routeOf('/en')).not.toBeNull()
    expect(routeOf('/user-centre/orders')).toBeNull()
    expect(routeOf('/en/no-such-page')).toBeNull()
  })
})
