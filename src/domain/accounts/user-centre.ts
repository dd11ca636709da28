import { z } from 'zod'
import { addressSchema, checkoutErrors, invoiceSchema } from '../orders/checkout'
import { listId } from '../shared/validation'
import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  anyPassword,
  code,
  confirmPassword,
  matching,
  newPassword,
  phone,
  text,
} from './rules'

/**
 * The user centre's account pages (issue 21): profile, password, phone, address book, invoice titles and the
 * history of the member's submissions. Pure (no framework); messages are keys of the `account` namespace (profile,
 * password, phone) or of `orders.checkout.errors` (address, invoice: the checkout review's own rules), so the
 * forms and the API say the same thing in the visitor's language.
 */

/** Profile: name, company, department, area and industry (the fields registration sets). */
export const profileSchema = z
  .object({
    name: text(ACCOUNT_MESSAGES.nameRequired, ACCOUNT_LIMITS.name),
    company: text(ACCOUNT_MESSAGES.companyRequired, ACCOUNT_LIMITS.company),
    department: text(ACCOUNT_MESSAGES.departmentRequired, ACCOUNT_LIMITS.department),
    areaId: listId(ACCOUNT_MESSAGES.areaRequired),
    industryId: listId(ACCOUNT_MESSAGES.industryRequired),
  })
  .strict()
export type ProfileInput = z.input<typeof profileSchema>
export type Profile = z.infer<typeof profileSchema>

/** Change password: the current one, and the new one twice (the registration rules). */
export const passwordChangeSchema = matching(
  z
    .object({
      currentPassword: anyPassword(),
      password: newPassword(),
      confirmPassword: confirmPassword(),
    })
    .strict(),
)
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>

/** Change phone: the code sent to the current number and the new number with the code sent to it. */
export const phoneChangeSchema = z.object({ oldCode: code(), phone: phone(), code: code() }).strict()
export type PhoneChangeInput = z.input<typeof phoneChangeSchema>

/** An address of the book: the checkout review's address, nothing else. */
export const bookAddressSchema = addressSchema.strict()
export type BookAddressInput = z.input<typeof bookAddressSchema>

/** An invoice title: ordinary or special VAT (never "no invoice"), as the checkout review checks it. */
export const invoiceTitleSchema = invoiceSchema.refine((v) => v.type !== 'none', {
  error: 'required',
  path: ['type'],
})
export type InvoiceTitleInput = z.input<typeof invoiceTitleSchema>

/** Each refused field of an address or invoice title with its `orders.checkout.errors` key. */
export const bookErrors = checkoutErrors

/** How many addresses and invoice titles one member may keep (the checkout review lists at most 50). */
export const BOOK_LIMIT = 50

/** The submissions the history lists, by collection. */
export const HISTORY_KINDS = ['enquiries', 'coa-requests', 'trial-requests', 'paper-rewards'] as const
export type HistoryKind = (typeof HISTORY_KINDS)[number]

export const HISTORY_MAX_SIZE = 20
export const HISTORY_MAX_PAGE = 50

export const historyQuerySchema = z
  .object({
    kind: z.enum(HISTORY_KINDS).optional(),
    page: z.coerce.number().int().min(1).max(HISTORY_MAX_PAGE).default(1),
    size: z.coerce.number().int().min(1).max(HISTORY_MAX_SIZE).default(10),
  })
  .strict()

export interface HistoryEntry {
  kind: HistoryKind
  id: number
  title: string
  status: string
  createdAt: string
}

/**
 * One page of the entries of several lists, each already sorted newest first and holding at least
 * `page * size` entries (or all it has): merged newest first (ties by kind and id, so pages never overlap).
 */
export function mergeHistoryPage<T extends { kind: string; id: number; createdAt: string }>(
  lists: T[][],
  page: number,
  size: number,
): T[] {
  const all = lists.flat()
  all.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.kind.localeCompare(b.kind) || b.id - a.id)
  return all.slice((page - 1) * size, page * size)
}

/** What the history calls a submission: the product, catalog numbers or paper it is about. */
export function historyTitle(kind: HistoryKind, doc: Record<string, unknown>): string {
  const s = (key: string) => (typeof doc[key] === 'string' ? (doc[key] as string).trim() : '')
  const join = (...parts: string[]) => parts.filter(Boolean).join(' · ')
  if (kind === 'enquiries') return join(s('catalogNumber'), s('productName')) || s('content').slice(0, 80)
  if (kind === 'coa-requests') return join(s('catalogNumbers'), s('lotNumber'))
  if (kind === 'trial-requests') return join(s('sku'), s('productName'))
  return s('paperTitle')
}
