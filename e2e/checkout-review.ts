import type { Page } from 'playwright-core'
import { makePdf } from '../src/seed/pdf'
import { SLOW } from './member'

/** A delivery address and a special VAT invoice as a buyer at a university types them (issue 21). */
export const NEW_ADDRESS = {
  recipient: '李四',
  phone: '13900139000',
  province: '上海市',
  city: '上海市',
  district: '徐汇区',
  street: '漕溪北路 88 号 5 楼',
  postcode: '200030',
}
export const SPECIAL_INVOICE = {
  title: '上海某某研究所',
  taxId: '12310000425000000A',
  bank: '中国工商银行上海分行',
  account: '1001 2345 6789',
  registeredAddress: '上海市徐汇区',
  registeredPhone: '021-64000000',
  email: 'invoice@example.org',
}

/**
 * Completes the checkout review after "check out" was clicked: a new address when asked (`newAddress`), or the
 * first of the book when there is one; no invoice unless `special`; a PO number and a PO file (a PDF, uploaded as
 * it is picked) when given; the terms ticked; submitted.
 */
export async function completeReview(
  page: Page,
  options: { newAddress?: boolean; special?: boolean; poNumber?: string; poFile?: string } = {},
): Promise<void> {
  const review = page.locator('[data-testid="checkout-review"]')
  await review.waitFor(SLOW)
  // The address book arrives after the form: wait for it (it is small) before choosing.
  await page.waitForLoadState('networkidle')
  const useNew = page.locator('[data-testid="address-new"]')
  if (options.newAddress && (await useNew.count()) > 0) await useNew.check()
  if ((await page.locator('#checkout-address-recipient').count()) > 0) {
    for (const [k, v] of Object.entries(NEW_ADDRESS)) await page.locator(`#checkout-address-${k}`).fill(v)
  }
  if (options.special) {
    await page.locator('[data-testid="invoice-special"]').check()
    for (const [k, v] of Object.entries(SPECIAL_INVOICE)) await page.locator(`#checkout-invoice-${k}`).fill(v)
  }
  if (options.poNumber) await page.locator('#checkout-poNumber').fill(options.poNumber)
  if (options.poFile) {
    const buffer = makePdf('Purchase order', [options.poNumber ?? 'PO', 'Recombinant proteins'])
    await page
      .locator('input[name="poFile"]')
      .setInputFiles({ name: options.poFile, mimeType: 'application/pdf', buffer })
    await page.locator('[data-testid="po-file"]').filter({ hasText: options.poFile }).waitFor(SLOW)
  }
  await page.locator('input[name="termsAccepted"]').check()
  await page.locator('[data-testid="review-submit"]').click()
}
