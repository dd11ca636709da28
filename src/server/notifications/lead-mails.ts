import type { Field } from 'payload'
import { INBOX_KINDS, isInboxKind } from '../../domain/leads/inbox'
import { isEmail } from '../../domain/shared/validation'
import { translate } from '../../i18n/messages'
import type { Locale } from '../../i18n/routing'
import type { MailMessage } from '../../services/mail/mail'
import { mailSiteOrigin } from '../../services/mail/site-origin'

/**
 * The e-mails a stored lead causes: the notification to the sales address (every field staff need, in
 * Chinese labels, with a link to the record in the back office) and the confirmation to the customer (in the
 * lead's language, with the 24-hour promise). Pure apart from the message files.
 */

/** Inbox workflow and bookkeeping fields: not part of the customer's lead. */
const WORKFLOW_FIELDS = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'inboxStatus',
  'assignee',
  'internalNotes',
  'member',
  'locale',
  'replyDueAt',
  'replyTimeLeft',
  'overdue',
  'answeredAt',
  'replies',
  'replyBox',
  'autoAnswered',
  'isDemo',
])
/** Sensitive data stays in the back office: a mailbox is no place for ID and bank account numbers. */
const NEVER_MAILED = new Set(['idNumber', 'remittancesAccount', 'accountName', 'openingBank'])

export interface MailAudience extends MailMessage {
  audience: 'sales' | 'customer'
}

export function fieldLabel(field: Field & { name: string }, language: 'zh' | 'en' = 'zh'): string {
  const l = (field as { label?: unknown }).label
  if (l && typeof l === 'object' && language in l) {
    const text = (l as Record<string, unknown>)[language]
    if (typeof text === 'string') return text
  }
  return field.name
}

/** A stored value as text: relationships by name (depth 1) or id, booleans as 是/否 or yes/no. */
export function displayValue(value: unknown, language: 'zh' | 'en' = 'zh'): string {
  if (value === null || value === undefined || value === '') return ''
  if (typeof value === 'boolean') return language === 'zh' ? (value ? '是' : '否') : value ? 'yes' : 'no'
  if (typeof value === 'object') {
    const named = (value as { name?: unknown }).name
    if (typeof named === 'string') return named
    if (typeof named === 'object' && named && 'cn' in named) return String((named as { cn: unknown }).cn)
    const email = (value as { email?: unknown }).email
    if (typeof email === 'string') return email
    const id = (value as { id?: unknown }).id
    return id === undefined ? '' : String(id)
  }
  return String(value)
}

/**
 * The customer's fields of a lead collection: top-level named fields that are not workflow, not uploads,
 * and (unless `sensitive`) neither field-access-restricted nor ID or bank data.
 */
export function customerFields(
  fields: Field[],
  options: { sensitive?: boolean } = {},
): Array<Field & { name: string }> {
  return fields.filter((field): field is Field & { name: string } => {
    if (!('name' in field) || typeof field.name !== 'string') return false
    if (WORKFLOW_FIELDS.has(field.name) || field.type === 'upload') return false
    if (options.sensitive) return true
    const access = (field as { access?: { read?: unknown } }).access
    return !NEVER_MAILED.has(field.name) && !access?.read
  })
}

/** The lead as "label: value" lines. */
export function leadLines(fields: Field[], doc: Record<string, unknown>): string[] {
  const lines: string[] = []
  for (const field of customerFields(fields)) {
    const value = displayValue(doc[field.name])
    if (value) lines.push(`${fieldLabel(field)}: ${value}`)
  }
  return lines
}

export function adminUrl(collection: string, id: number | string): string {
  return `${mailSiteOrigin()}/admin/collections/${collection}/${id}`
}

export function composeLeadMails(options: {
  collection: string
  id: number | string
  locale: Locale
  fields: Field[]
  doc: Record<string, unknown>
  salesTo: string
}): MailAudience[] {
  const { collection, id, locale, fields, doc, salesTo } = options
  const kind = isInboxKind(collection) ? INBOX_KINDS[collection] : { zh: collection, en: collection }
  const name = typeof doc.name === 'string' ? doc.name : ''
  const email = typeof doc.email === 'string' && isEmail(doc.email) ? doc.email : undefined
  const language = locale === 'en' ? '英文' : '中文'
  const mails: MailAudience[] = [
    {
      audience: 'sales',
      to: salesTo,
      replyTo: email,
      subject: `[${kind.zh}] ${name || `#${id}`}（${language}网站，24 小时内回复）`,
      text: [
        `新的${kind.zh}（编号 ${id}，${language}网站），请在 24 小时内回复。`,
        '',
        ...leadLines(fields, doc),
        '',
        `后台处理：${adminUrl(collection, id)}`,
      ].join('\n'),
    },
  ]
  if (email) {
    const kindName = locale === 'en' ? kind.en : kind.zh
    mails.push({
      audience: 'customer',
      to: email,
      subject: translate(locale, 'leads.mail.confirmSubject', { kind: kindName }),
      text: translate(locale, 'leads.mail.confirmBody', { name, kind: kindName, id: String(id) }),
    })
  }
  return mails
}

/** The customer's language of a lead: its `locale` field when it is `en`, else Chinese. */
export function leadLocale(doc: Record<string, unknown>): Locale {
  return doc.locale === 'en' ? 'en' : 'cn'
}

/** The reply box's texts (the admin's two languages) and the kind's reply templates (the customer's two). */
export function replyBoxProps(collection: string) {
  const ui = (locale: Locale) => ({
    title: translate(locale, 'admin.inbox.reply.title'),
    hint: translate(locale, 'admin.inbox.reply.hint'),
    send: translate(locale, 'admin.inbox.reply.send'),
    sending: translate(locale, 'admin.inbox.reply.sending'),
    sent: translate(locale, 'admin.inbox.reply.sent'),
    failed: translate(locale, 'admin.inbox.reply.failed'),
    noEmail: translate(locale, 'admin.inbox.reply.noEmail'),
    unsaved: translate(locale, 'admin.inbox.reply.unsaved'),
  })
  const template = (locale: Locale) =>
    translate(locale, `admin.inbox.template.${isInboxKind(collection) ? collection : 'leave-words'}`)
  return {
    kind: collection,
    texts: { zh: ui('cn'), en: ui('en') },
    templates: { cn: template('cn'), en: template('en') },
  }
}

/** The staff reply to the customer, in the lead's language: the subject names the kind and the record. */
export function composeReplyMail(options: {
  collection: string
  id: number | string
  doc: Record<string, unknown>
  text: string
}): MailMessage | null {
  const { collection, id, doc, text } = options
  const email = typeof doc.email === 'string' && isEmail(doc.email) ? doc.email : undefined
  if (!email) return null
  const locale = leadLocale(doc)
  const kind = isInboxKind(collection) ? INBOX_KINDS[collection] : { zh: collection, en: collection }
  return {
    to: email,
    subject: translate(locale, 'admin.inbox.mail.subject', {
      kind: locale === 'en' ? kind.en : kind.zh,
      id: String(id),
    }),
    text,
  }
}
