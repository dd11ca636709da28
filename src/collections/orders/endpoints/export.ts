import { APIError, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'
import { hasRole, isStaff } from '../../../access/roles'
import { translate } from '../../../i18n/messages'
import type { Order } from '../../../payload-types'
import { orderExportFileName, orderWorkbook } from '../../../server/workbooks/order-workbook'
import { XLSX_CONTENT_TYPE } from '../../../server/workbooks/toolbox-workbook'
import { adminLocale } from '../../_shared/admin-locale'
import { listWhere, refuse } from '../../_shared/list-export'

/**
 * The orders' export for the back office (issue 22, "Exports"), under Payload's REST base so the staff session
 * applies: GET /api/cms/orders/export[?where…][&search=…] — the list's current filter as an XLSX workbook
 * (server/workbooks/order-workbook.ts), in the staff member's admin language. Sales and admins only (anonymous
 * 401, other staff 403), at most MAX_EXPORT_ORDERS orders; every refusal is a localized 4xx.
 */
export const MAX_EXPORT_ORDERS = 5_000
const PAGE = 500

const exportQuery = z.object({ search: z.string().max(200).optional() })

/** The admin list's search box: order number or PO number. */
const SEARCH_FIELDS = ['orderNumber', 'poNumber']

async function exportHandler(req: PayloadRequest): Promise<Response> {
  const locale = adminLocale(req.i18n?.language)
  const problem = (key: string, params?: Record<string, string | number>) =>
    translate(locale, `admin.orderExport.problems.${key}`, params)
  if (!req.user) return refuse(401, problem('unauthorized'))
  if (!isStaff(req.user) || !hasRole(req.user, 'sales')) return refuse(403, problem('forbidden'))

  const query = (req.query ?? {}) as Record<string, unknown>
  const parsed = exportQuery.safeParse({ search: query.search })
  if (!parsed.success) return refuse(400, problem('badQuery'))
  const where = listWhere(query.where, parsed.data.search, SEARCH_FIELDS)
  const orders: Order[] = []
  try {
    const access = { overrideAccess: false, user: req.user, req } as const
    const count = await req.payload.count({ collection: 'orders', where, ...access })
    if (count.totalDocs > MAX_EXPORT_ORDERS) return refuse(400, problem('tooMany', { max: MAX_EXPORT_ORDERS }))
    for (let page = 1; ; page += 1) {
      const result = await req.payload.find({
        collection: 'orders',
        where,
        sort: '-createdAt',
        depth: 1,
        // Only what the sheet shows of the member (not their own relations nor their orders).
        populate: { members: { email: true, name: true, company: true, phone: true } },
        limit: PAGE,
        page,
        ...access,
      })
      orders.push(...result.docs)
      if (!result.hasNextPage || orders.length >= MAX_EXPORT_ORDERS) break
    }
  } catch (error) {
    // A filter on an unknown or unreadable field, a malformed operator: the caller's mistake.
    if (error instanceof APIError && error.status < 500) return refuse(400, problem('badQuery'))
    throw error
  }
  const at = new Date()
  const file = await orderWorkbook(orders, locale, at)
  return new Response(file as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${orderExportFileName(at)}"`,
      'cache-control': 'no-store',
    },
  })
}

export const orderExportEndpoints: Endpoint[] = [{ path: '/export', method: 'get', handler: exportHandler }]
