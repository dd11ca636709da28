'use client'

import { useTranslations } from '@/i18n/client'
import { type EnquiryProduct, OPEN_ENQUIRY_EVENT } from './lead-events'

/**
 * Opens the shell's price enquiry dialog for a product (as the product detail's enquiry button does). Reads
 * `leads.enquiry.open` only: the search results page passes just that message (the dialog loads its own).
 */
export function EnquiryButton({ product, label }: { product: EnquiryProduct; label?: string }) {
  const t = useTranslations('leads.enquiry')
  return (
    <button
      type="button"
      onClick={() => window.dispatchEvent(new CustomEvent(OPEN_ENQUIRY_EVENT, { detail: product }))}
      aria-label={label}
      className="mt-1 rounded border border-brand-600 px-3 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
    >
      {t('open')}
    </button>
  )
}
