import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { composeLeadMails, composeReplyMail, replyBoxProps } from './lead-mails'
import { retryDelayMs } from './mail-queue'

const fields: Field[] = [
  { name: 'name', type: 'text', label: { zh: '姓名', en: 'Name' } },
  { name: 'email', type: 'text', label: { zh: '邮箱', en: 'E-mail' } },
  { name: 'idNumber', type: 'text', label: { zh: '身份证号', en: 'ID number' } },
  { name: 'idFront', type: 'upload', relationTo: 'private-files', label: { zh: '身份证正面', en: 'ID front' } },
  { name: 'area', type: 'relationship', relationTo: 'areas', label: { zh: '地区', en: 'Area' } },
  { name: 'inboxStatus', type: 'text', label: { zh: '处理状态', en: 'Status' } },
]

describe('lead mails', () => {
  const doc = {
    name: 'Jane',
    email: 'jane@example.com',
    idNumber: '110101199003074514',
    idFront: 7,
    area: { id: 3, name: 'Beijing' },
    inboxStatus: 'new',
  }

  it('mail sales every field but ID data and workflow, with a link to the record, and reply to the customer', () => {
    const [sales] = composeLeadMails({
      collection: 'paper-rewards',
      id: 12,
      locale: 'en',
      fields,
      doc,
      salesTo: 'sales@example.com',
    })
    expect(sales).toMatchObject({ audience: 'sales', to: 'sales@example.com', replyTo: 'jane@example.com' })
    expect(sales?.text).toContain('姓名: Jane')
    expect(sales?.text).toContain('地区: Beijing')
    expect(sales?.text).toContain('/admin/collections/paper-rewards/12')
    expect(sales?.text).not.toContain('110101199003074514')
    expect(sales?.text).not.toContain('处理状态')
  })

  it("confirm to the customer in the lead's language, and only to a valid address", () => {
    const mails = composeLeadMails({
      collection: 'enquiries',
      id: 5,
      locale: 'en',
      fields,
      doc,
      salesTo: 's@x.cn',
    })
    expect(mails[1]).toMatchObject({ audience: 'customer', to: 'jane@example.com' })
    expect(mails[1]?.subject).toBe('We have received your Price enquiry')
    expect(mails[1]?.text).toContain('within 24 hours')
    const none = composeLeadMails({
      collection: 'enquiries',
      id: 5,
      locale: 'cn',
      fields,
      doc: { ...doc, email: 'not an address' },
      salesTo: 's@x.cn',
    })
    expect(none.map((m) => m.audience)).toEqual(['sales'])
  })

  it('retry with backoff: 30 s, 1 min, 2 min … at most one hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(retryDelayMs(30)).toBe(3_600_000)
  })
})

describe('the staff reply', () => {
  it('goes to the customer in the language of the submission, with the kind and number in the subject', () => {
    const en = composeReplyMail({
      collection: 'enquiries',
      id: 5,
      doc: { email: 'a@example.com', locale: 'en' },
      text: 'Hi',
    })
    expect(en).toEqual({ to: 'a@example.com', subject: 'Re: your Price enquiry (no. 5)', text: 'Hi' })
    const cn = composeReplyMail({ collection: 'enquiries', id: 5, doc: { email: 'a@example.com' }, text: '您好' })
    expect(cn?.subject).toBe('回复：您的询价（编号 5）')
    expect(composeReplyMail({ collection: 'enquiries', id: 5, doc: { email: 'nope' }, text: 'x' })).toBeNull()
    const props = replyBoxProps('coa-requests')
    expect(props.templates.cn).toContain('{name} 您好')
    expect(props.templates.en).toMatch(/^Dear \{name\}/)
    expect(props.texts.zh.send).toBe('发送回复')
  })
})

describe('the confirmation to the typed address (issue 31, point 4: no spam relay)', () => {
  it('carries no text typed into the form in its subject', () => {
    const typed = 'Cheap pills http://spam.example'
    for (const locale of ['cn', 'en'] as const) {
      const mails = composeLeadMails({
        collection: 'leave-words',
        id: 7,
        locale,
        fields: [
          { name: 'name', type: 'text' },
          { name: 'email', type: 'text' },
          { name: 'content', type: 'text' },
        ],
        doc: { name: typed, email: 'victim@example.com', content: typed },
        salesTo: 'sales@example.com',
      })
      const confirmation = mails.find((m) => m.audience === 'customer')
      expect(confirmation?.to).toBe('victim@example.com')
      expect(confirmation?.subject).not.toContain('Cheap')
      expect(confirmation?.subject).not.toContain('spam')
    }
  })
})
