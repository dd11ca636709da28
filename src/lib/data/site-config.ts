import type { Payload } from 'payload'
import type { Locale } from '../../i18n/routing'
import { CACHE_TAGS } from '../cache-tags'
import { relationId, textsOf } from './doc-views'
import { readModel } from './read-model'

/**
 * The site config read model (the `site-config` global, spec section 3 global config): the shell, the contact
 * and legal pages and GET /api/v1/global_cfg read it here. (The footer reads its own fields with the QR image.)
 */
export interface SiteConfigView {
  mail: string
  phone: string
  brand: string
  officeHours: string
  privacyPolicyId: number | null
  termsConditionsId: number | null
  trademarkId: number | null
}

export const siteConfig = readModel(
  'site-config',
  [CACHE_TAGS.siteConfig],
  async (payload: Payload, locale: Locale): Promise<SiteConfigView> => {
    const c = await payload.findGlobal({ slug: 'site-config', locale, depth: 0, overrideAccess: false })
    return {
      ...textsOf(c, ['mail', 'phone', 'brand', 'officeHours']),
      privacyPolicyId: relationId(c.privacyPolicy as number | null),
      termsConditionsId: relationId(c.termsConditions as number | null),
      trademarkId: relationId(c.trademark as number | null),
    }
  },
)

/** The account orders are paid to (site settings, issue 21), in one language; null until it is filled in. */
export interface BankTransferView {
  payee: string
  bank: string
  accountNumber: string
  /** E.g. "put the order number in the transfer remark"; '' when none. */
  note: string
}

export const bankTransfer = readModel(
  'bank-transfer',
  [CACHE_TAGS.siteConfig],
  async (payload: Payload, locale: Locale): Promise<BankTransferView | null> => {
    const c = await payload.findGlobal({ slug: 'site-config', locale, depth: 0, overrideAccess: false })
    const b = c.bankTransfer ?? {}
    const view: BankTransferView = {
      payee: b.payee?.trim() ?? '',
      bank: b.bank?.trim() ?? '',
      accountNumber: b.accountNumber?.trim() ?? '',
      note: b.note?.trim() ?? '',
    }
    return view.payee && view.bank && view.accountNumber ? view : null
  },
)
