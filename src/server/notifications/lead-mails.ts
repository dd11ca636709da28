import type { Field } from 'payload'
import { formatFen } from '../../domain/cart/money'
import { siteDateTime } from '../../domain/content/content-dates'
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

/** Money fields of a lead (integer fen, named `…Fen`): people read them in yuan. */
export const isMoneyField = (field: Field & { name: string }) => field.type === 'number' && field.name.endsWith('Fen')

/**
 * A customer's value as staff read it, in a mail or an export's text cell: coded lists by their labels in that
 * language, dates as the Asia/Shanghai day, amounts in yuan (¥2,000.00, never the stored fen), relationships
 * by name.
 */
export function leadValue(field: Field & { name: string }, value: unknown, language: 'zh' | 'en' = 'zh'): string {
  const messages = (field.custom as { optionLabels?: unknown } | undefined)?.optionLabels
  if (typeof messages === 'string' && typeof value === 'string' && value) {
    const key = `${messages}.${value}`
    const text = translate(language === 'en' ? 'en' : 'cn', key)
    return text === key ? value : text
  }
  if (field.type === 'select' && typeof value === 'string' && value) {
    const option = field.options.find((o) => (typeof o === 'string' ? o : o.value) === value)
    const label = option && typeof option === 'object' ? (option.label as unknown) : null
    if (typeof label === 'string') return label
    if (label && typeof label === 'object' && typeof (label as Record<string, unknown>)[language] === 'string') {
      return (label as Record<string, string>)[language] as string
    }
    return value
  }
  if (field.type === 'date' && typeof value === 'string' && value) return siteDateTime(new Date(value)).slice(0, 10)
  if (isMoneyField(field) && typeof value === 'number' && Number.isInteger(value)) return formatFen(value)
  return displayValue(value, language)
}

/** The lead as "label: value" lines (Chinese labels and values: the sales mail). */
export function leadLines(fields: Field[], doc: Record<string, unknown>): string[] {
  const lines: string[] = []
  for (const field of customerFields(fields)) {
    const value = leadValue(field, doc[field.name])
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
  const zh = (key: string, params?: Record<string, string>) => translate('cn', `leads.mail.${key}`, params)
  const site = zh(`site.${locale === 'en' ? 'en' : 'cn'}`)
  // Sales read the notification in Chinese, whatever the customer's language.
  const mails: MailAudience[] = [
    {
      audience: 'sales',
      to: salesTo,
      replyTo: email,
      subject: zh('salesSubject', { kind: kind.zh, name: name || `#${id}`, site }),
      text: [
        zh('salesBody', { kind: kind.zh, id: String(id), site }),
        '',
        ...leadLines(fields, doc),
        '',
        zh('salesLink', { link: adminUrl(collection, id) }),
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
