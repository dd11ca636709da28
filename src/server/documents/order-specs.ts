import { formatFen } from '../../domain/cart/money'
import type { DocumentBlock, DocumentSpec } from '../../domain/documents/layout'
import { filledRows } from '../../domain/documents/layout'
import { awaitsPayment, orderFen, priceDocumentKind } from '../../domain/orders/order-view'
import { translate } from '../../i18n/messages'
import type { Locale } from '../../i18n/routing'
import type { BankTransferView } from '../../lib/data/site-config'
import type { Order } from '../../payload-types'

/**
 * What the order documents say (issue 21), in one language, from the order's own record: the pro-forma invoice
 * (a quotation while lines are still unpriced) and the packing list. Amounts are the order's integer fen shown
 * as yuan; the seller is the site settings' company details. Labels are messages under `orderDetail.pdf.*`.
 */

const LANGUAGE: Record<Locale, string> = { cn: 'zh-CN', en: 'en' }

export type OrderDocumentKind = 'proforma' | 'packing-list'

/** The seller on the documents: the site settings' brand and contacts (and bank account, for an order to pay). */
export interface Company {
  brand: string
  phone: string
  mail: string
  officeHours: string
  bankTransfer?: BankTransferView | null
}

/** A calendar day in Shanghai: 2026-11-27. */
export function shanghaiDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(iso))
}

function texts(locale: Locale) {
  return (key: string, params?: Record<string, string | number>) => translate(locale, `orderDetail.pdf.${key}`, params)
}

const yuan = (fen: number | null | undefined, inquiry: string) =>
  typeof fen === 'number' && Number.isInteger(fen) ? formatFen(fen) : inquiry

function sellerRows(locale: Locale, company: Company): Array<[string, string]> {
  const t = texts(locale)
  return filledRows([
    [t('company'), company.brand],
    [t('phone'), company.phone],
    [t('mail'), company.mail],
    [t('officeHours'), company.officeHours],
  ])
}

function addressText(o: Order): string {
  const a = o.shippingAddress
  if (!a?.recipient) return ''
  return [
    `${a.recipient}  ${a.phone ?? ''}`.trim(),
    [a.province, a.city, a.district, a.street].filter(Boolean).join(' '),
    a.postcode ?? '',
  ]
    .filter((s) => s?.trim())
    .join('\n')
}

function buyerRows(locale: Locale, o: Order): Array<[string, string]> {
  const t = texts(locale)
  return filledRows([[t('deliveryAddress'), addressText(o)]])
}

function invoiceRows(locale: Locale, o: Order): Array<[string, string]> {
  const t = texts(locale)
  const inv = o.invoice
  if (!inv?.type || inv.type === 'none') return []
  return filledRows([
    [t('invoiceType'), t(`invoiceTypes.${inv.type}`)],
    [t('invoiceTitle'), inv.title],
    [t('taxId'), inv.taxId],
    [t('bank'), inv.bank],
    [t('account'), inv.account],
    [t('registeredAddress'), inv.registeredAddress],
    [t('registeredPhone'), inv.registeredPhone],
    [t('invoiceEmail'), inv.email],
  ])
}

function orderRows(locale: Locale, o: Order): Array<[string, string]> {
  const t = texts(locale)
  return filledRows([
    [t('orderNumber'), o.orderNumber],
    [t('orderDate'), shanghaiDay(o.createdAt)],
    [t('status'), translate(locale, `orders.status.${o.status}`)],
    [t('poNumber'), o.poNumber],
  ])
}

/** The pro-forma invoice, titled a quotation while the order has inquiry lines. */
export function proformaSpec(locale: Locale, o: Order, company: Company, today: string): DocumentSpec {
  const t = texts(locale)
  const kind = priceDocumentKind(o)
  const inquiry = t('inquiry')
  // The order page's rule (docs/adr/0030): the figures the order shows, whoever downloads it and from where.
  const money = (fen: number | null | undefined) => yuan(orderFen(o, fen), inquiry)
  const lines = o.lines ?? []
  const blocks: DocumentBlock[] = [
    { kind: 'heading', text: t('seller') },
    { kind: 'rows', rows: sellerRows(locale, company) },
    { kind: 'heading', text: t('order') },
    { kind: 'rows', rows: orderRows(locale, o) },
  ]
  const buyer = [...buyerRows(locale, o), ...invoiceRows(locale, o)]
  if (buyer.length > 0) blocks.push({ kind: 'heading', text: t('buyer') }, { kind: 'rows', rows: buyer })
  blocks.push(
    { kind: 'heading', text: t('lines') },
    {
      kind: 'table',
      columns: [t('catalogNumber'), t('productName'), t('size'), t('count'), t('unitPrice'), t('subtotal')],
      rows: lines.map((l) => [
        l.catalogNumber,
        l.productName,
        l.size,
        String(l.count),
        money(l.unitPriceFen),
        money(l.subtotalFen),
      ]),
    },
    {
      kind: 'rows',
      rows: [
        [t('totalCount'), String(lines.reduce((sum, l) => sum + l.count, 0))],
        [t('total'), o.inquiry ? inquiry : money(o.totalFen)],
      ],
    },
  )
  if (o.remarks?.trim()) blocks.push({ kind: 'heading', text: t('remarks') }, { kind: 'paragraph', text: o.remarks })
  const bank = company.bankTransfer
  if (bank && kind === 'proforma' && awaitsPayment(o.status)) {
    // The order awaits payment: how to pay it, as the order page shows it (issue 21).
    const p = (key: string) => translate(locale, `orderPayment.${key}`)
    blocks.push(
      { kind: 'heading', text: p('title') },
      {
        kind: 'rows',
        rows: filledRows([
          [p('payee'), bank.payee],
          [p('bank'), bank.bank],
          [p('accountNumber'), bank.accountNumber],
          [p('orderNumber'), o.orderNumber],
          [p('amountDue'), money(o.totalFen)],
          [p('note'), bank.note],
        ]),
      },
    )
  }
  blocks.push({ kind: 'paragraph', text: kind === 'quotation' ? t('quotationNote') : t('proformaNote') })
  const title = kind === 'quotation' ? t('quotationTitle') : t('proformaTitle')
  return {
    title,
    subtitle: t('subtitle', { orderNumber: o.orderNumber, date: shanghaiDay(o.createdAt) }),
    brand: company.brand,
    blocks,
    footer: t('footer', { date: today }),
    language: LANGUAGE[locale],
  }
}

/** The packing list: what is in the parcel (lines, counts, lots), where it goes and how it travels. No prices. */
export function packingListSpec(locale: Locale, o: Order, company: Company, today: string): DocumentSpec {
  const t = texts(locale)
  const lines = o.lines ?? []
  const shipment = filledRows([
    [t('carrier'), o.shipment?.carrier],
    [t('trackingNumber'), o.shipment?.trackingNumber],
    [t('coldChain'), o.shipment?.coldChainNote],
  ])
  const blocks: DocumentBlock[] = [
    { kind: 'heading', text: t('order') },
    { kind: 'rows', rows: [...orderRows(locale, o), ...shipment] },
  ]
  const buyer = buyerRows(locale, o)
  if (buyer.length > 0) blocks.push({ kind: 'heading', text: t('consignee') }, { kind: 'rows', rows: buyer })
  blocks.push(
    { kind: 'heading', text: t('contents') },
    {
      kind: 'table',
      columns: [t('catalogNumber'), t('productName'), t('size'), t('count'), t('lotNumber')],
      rows: lines.map((l) => [l.catalogNumber, l.productName, l.size, String(l.count), l.lotNumber?.trim() || '—']),
    },
    { kind: 'rows', rows: [[t('totalCount'), String(lines.reduce((sum, l) => sum + l.count, 0))]] },
    { kind: 'heading', text: t('seller') },
    { kind: 'rows', rows: sellerRows(locale, company) },
    { kind: 'paragraph', text: t('packingNote') },
  )
  return {
    title: t('packingTitle'),
    subtitle: t('subtitle', { orderNumber: o.orderNumber, date: shanghaiDay(o.createdAt) }),
    brand: company.brand,
    blocks,
    footer: t('footer', { date: today }),
    language: LANGUAGE[locale],
  }
}
