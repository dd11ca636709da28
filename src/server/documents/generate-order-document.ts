import type { Payload } from 'payload'
import { documentFileName } from '../../domain/documents/layout'
import { awaitsPayment } from '../../domain/orders/order-view'
import type { Locale } from '../../i18n/routing'
import { todayInChina } from '../../lib/data/lots'
import { bankTransfer, siteConfig } from '../../lib/data/site-config'
import type { Order } from '../../payload-types'
import { cachedDocument } from './document-cache'
import type { GeneratedDocument } from './generate-datasheet'
import { type Company, type OrderDocumentKind, packingListSpec, proformaSpec } from './order-specs'
import { renderPdf } from './pdf-engine'

/**
 * An order's pro-forma invoice (or quotation) or packing list in one language (issue 21), drawn from the order
 * record and the site settings' company details (and bank account while the order awaits payment). The bytes are cached under the order's updatedAt, the company
 * details and the day, so a status move, a lot number or a settings edit gives a new PDF (and a new ETag).
 * Who may read it is the caller's decision (src/api/order-detail.ts).
 */
export async function generateOrderDocument(
  payload: Payload,
  locale: Locale,
  order: Order,
  kind: OrderDocumentKind,
  now = new Date(),
): Promise<GeneratedDocument> {
  const config = await siteConfig.read(payload, locale)
  const bank = awaitsPayment(order.status) ? await bankTransfer.read(payload, locale) : null
  const company: Company = {
    brand: config.brand,
    phone: config.phone,
    mail: config.mail,
    officeHours: config.officeHours,
    bankTransfer: bank,
  }
  const today = todayInChina(now)
  const version = [
    kind,
    order.id,
    order.updatedAt,
    company.brand,
    company.phone,
    company.mail,
    company.officeHours,
    bank ? [bank.payee, bank.bank, bank.accountNumber, bank.note].join('/') : '',
    today,
  ].join('|')
  const bytes = await cachedDocument(`order|${locale}|${version}`, () =>
    renderPdf(
      kind === 'proforma'
        ? proformaSpec(locale, order, company, today)
        : packingListSpec(locale, order, company, today),
      now,
    ),
  )
  const name = kind === 'proforma' ? 'ProForma' : 'PackingList'
  return {
    bytes,
    fileName: documentFileName(order.orderNumber, name, locale.toUpperCase()),
    lastModified: new Date(Date.parse(order.updatedAt) || 0),
    version,
  }
}
