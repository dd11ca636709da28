import { z } from 'zod'
import { hasRole } from '../access/roles'
import { readMemberToken, resolveMemberSession } from '../auth/member-sessions'
import { parseId } from '../domain/cart/cart-lines'
import { documentLanguageSchema } from '../domain/documents/coa-lot'
import { awaitsPayment, packingListAvailable } from '../domain/orders/order-view'
import { isQuoteStatus, statusMessageKey } from '../domain/orders/status-machine'
import { translate } from '../i18n/messages'
import type { Locale } from '../i18n/routing'
import { memberOrderRecord } from '../lib/data/member-order'
import { type OrdersReader, orderDetailView, orderFile } from '../lib/data/orders'
import { bankTransfer } from '../lib/data/site-config'
import type { Order } from '../payload-types'
import { generateOrderDocument } from '../server/documents/generate-order-document'
import { attachPaymentProof, OrderNotAwaitingPayment } from '../server/orders/attach-payment-proof'
import { MINUTE } from '../services/rate-limit/rate-limit'
import { requireMember } from './auth-guard'
import { pdfResponse } from './documents'
import { ApiError, jsonResponse, SUCCESS } from './envelope'
import type { ApiContext, Route } from './handler-types'
import { parseQuery } from './query'
import { enforcePerIp } from './rate-limit-guard'
import { isSameSite } from './request-body'
import { enforceUploadRules, privateFileResponse, receiveUpload } from './upload'

/**
 * The user centre's order detail and the order documents (issue 21, docs/api.md):
 *   GET /order/detail/{id}                                    the member's order: lines, lots, totals, address,
 *                                                             invoice, PO, remarks, shipment, timeline, may cancel
 *   GET /order/document/{id}?kind=proforma|packing-list&lang= the pro-forma invoice (a quotation while lines are
 *                                                             unpriced) or the packing list (shipped or later), PDF
 *   GET /order/po-file/{id}                                   the PO file the member uploaded with the order
 *   GET /order/payment-proof/{id}                             the payment proof the member uploaded (issue 21)
 *   POST /order/payment-proof/{id}                            the member uploads it while the order awaits payment
 * The order's owner reads all of them; sales and admins (back-office session) the documents and the files.
 * Anyone else's order, like an unknown id, is a 404: a member learns nothing of other members' orders. No
 * session at all is a 401. Documents are limited per client address like the other generated PDFs.
 */
const ORDER_DOCUMENT_LIMIT = { name: 'order-document-ip', limit: 30, windowMs: MINUTE }

const documentQuery = z
  .object({ kind: z.enum(['proforma', 'packing-list']), lang: documentLanguageSchema.optional() })
  .strict()

const text = (lang: Locale, key: string) => translate(lang, `orderDetail.api.${key}`)

/**
 * The order `id` as the request may read it: its owner's (member session), or any order for sales and admins
 * (back-office session). 401 without either session; 404 for an unknown id or another member's order.
 */
async function readableOrder(ctx: ApiContext, lang: Locale, options: { staff: boolean }): Promise<Order> {
  const notFound = new ApiError('E0404', { text: text(lang, 'notFound') })
  const id = parseId(ctx.params.id)
  const token = readMemberToken(ctx.request.headers)
  const member = token ? await resolveMemberSession(ctx.payload, token) : null
  if (member) {
    if (id === null) throw notFound
    const order = await memberOrderRecord(ctx.payload, member.id, id)
    if (!order) throw notFound
    return order
  }
  if (options.staff) {
    const { user } = await ctx.payload.auth({ headers: ctx.request.headers })
    if (user?.collection === 'users') {
      if (!hasRole(user, 'sales') || id === null) throw notFound
      const order = await ctx.payload.findByID({
        collection: 'orders',
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
      if (!order) throw notFound
      return order
    }
  }
  throw new ApiError('E0401', { text: text(lang, 'pleaseLogin') })
}

/** How the user centre reads orders for this request: the order's own money rule (ADR 0030), statuses in its language. */
export function ordersReader(ctx: ApiContext): OrdersReader {
  return {
    payload: ctx.payload,
    inquiryWord: ctx.t('inquiry'),
    statusText: (status: string) =>
      isQuoteStatus(status) ? translate(ctx.locale, statusMessageKey(status)) : ctx.t(`orderStatus.${status}`),
    eventText: (event: string) => translate(ctx.locale, `orderPayment.events.${event}`),
  }
}

async function orderDetail(ctx: ApiContext) {
  parseQuery(ctx.url, z.object({}).strict())
  const order = await readableOrder(ctx, ctx.locale, { staff: false })
  const [poFile, proof, bank] = await Promise.all([
    orderFile(ctx.payload, order, 'poFile'),
    orderFile(ctx.payload, order, 'paymentProof'),
    awaitsPayment(order.status) ? bankTransfer.read(ctx.payload, ctx.locale) : null,
  ])
  return orderDetailView(ordersReader(ctx), order, {
    poFileName: poFile?.originalName ?? null,
    paymentProof: proof ? { name: proof.originalName ?? '', uploadedAt: proof.uploadedAt } : null,
    bankTransfer: bank,
  })
}

async function orderDocument(ctx: ApiContext): Promise<Response> {
  const q = parseQuery(ctx.url, documentQuery)
  const lang = q.lang ?? ctx.locale
  await enforcePerIp(ctx, ORDER_DOCUMENT_LIMIT)
  const order = await readableOrder(ctx, lang, { staff: true })
  if (q.kind === 'packing-list' && !packingListAvailable(order.status))
    throw new ApiError('E0400', { text: text(lang, 'packingListNotYet') })
  const doc = await generateOrderDocument(ctx.payload, lang, order, q.kind === 'proforma' ? 'proforma' : 'packing-list')
  const bytes = doc.bytes as Uint8Array<ArrayBuffer>
  return pdfResponse(ctx.request, bytes, doc.fileName, doc.lastModified, doc.version, bytes.byteLength)
}

/** GET /order/po-file/{id}, /order/payment-proof/{id}: a file the member attached, to its owner and staff. */
function attachedFile(field: 'poFile' | 'paymentProof', missingKey: string) {
  return async (ctx: ApiContext): Promise<Response> => {
    parseQuery(ctx.url, z.object({}).strict())
    const order = await readableOrder(ctx, ctx.locale, { staff: true })
    const file = await orderFile(ctx.payload, order, field)
    const answer = file ? await privateFileResponse(file) : null
    if (!answer) throw new ApiError('E0404', { text: translate(ctx.locale, missingKey) })
    return answer
  }
}

/**
 * POST /order/payment-proof/{id} (multipart, field `file`): the order's member uploads the proof of its bank
 * transfer while the order awaits payment: a PDF or a JPG/PNG image, under the upload rules of every customer
 * file (per-address limits, daily byte budgets, size caps, type by the bytes; src/api/upload.ts). Checked before
 * a byte is read: the same site (403), the member (401), its own order (404 like an unknown id), awaiting payment
 * (409). The file is stored claimed by the order and attached to it; the order's hooks put the upload on the
 * timeline and tell sales once. A new proof replaces the one shown (the earlier one stays among the uploads).
 */
async function uploadPaymentProof(ctx: ApiContext) {
  if (!isSameSite(ctx.request)) throw new ApiError('E0403')
  const member = await requireMember(ctx, { text: text(ctx.locale, 'pleaseLogin') })
  const ip = await enforceUploadRules(ctx.request)
  const id = parseId(ctx.params.id)
  const order = id === null ? null : await memberOrderRecord(ctx.payload, member.id, id)
  if (!order) throw new ApiError('E0404', { text: text(ctx.locale, 'notFound') })
  const notAwaiting = () => new ApiError('E0409', { text: translate(ctx.locale, 'orderPayment.api.notAwaiting') })
  if (!awaitsPayment(order.status)) throw notAwaiting()
  const stored = await receiveUpload(ctx, {
    purpose: 'payment-proof',
    ip,
    visitor: async () => `member:${member.id}`,
    claimedBy: `orders:${order.orderNumber}`,
  })
  try {
    await attachPaymentProof({ orderId: order.id, memberId: member.id, fileId: stored.id }, ctx)
  } catch (error) {
    if (error instanceof OrderNotAwaitingPayment) throw notAwaiting()
    throw error
  }
  return jsonResponse({
    code: SUCCESS,
    data: { name: stored.name, size: stored.size, mimeType: stored.mimeType },
    msg: translate(ctx.locale, 'orderPayment.api.uploaded'),
  })
}

export const orderDetailRoutes: Route[] = [
  { method: 'GET', path: '/order/detail/:id', handler: orderDetail },
  { method: 'GET', path: '/order/document/:id', handler: orderDocument },
  { method: 'GET', path: '/order/po-file/:id', handler: attachedFile('poFile', 'orderDetail.api.noPoFile') },
  {
    method: 'GET',
    path: '/order/payment-proof/:id',
    handler: attachedFile('paymentProof', 'orderPayment.api.noProof'),
  },
  { method: 'POST', path: '/order/payment-proof/:id', handler: uploadPaymentProof },
]
