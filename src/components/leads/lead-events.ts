/**
 * The window events that open the shell's lead pop-ups, apart from the dialogs themselves so that the buttons
 * (and pages) that send them do not carry the dialogs' code (src/components/shell/LazyDialogs.tsx loads it).
 *   window.dispatchEvent(new CustomEvent(OPEN_ENQUIRY_EVENT, { detail: EnquiryProduct }))
 *   window.dispatchEvent(new CustomEvent(OPEN_COA_EVENT, { detail: { catalogNumber, lotNumber? } }))
 */
export const OPEN_ENQUIRY_EVENT = 'open-enquiry'
export const OPEN_COA_EVENT = 'open-coa'

/** What the product detail's and the search results' enquiry buttons send with `open-enquiry`. */
export interface EnquiryProduct {
  catalogNumber?: string
  productName?: string
  itemNumber?: string
  size?: string
}

/** What the COA buttons send with `open-coa`. */
export interface CoaRequestDetail {
  catalogNumber?: string
  /** The lot number the product page's COA-by-lot box found no certificate for (issue 19). */
  lotNumber?: string
}
