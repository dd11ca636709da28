import type { Endpoint, PayloadRequest } from 'payload'
import { hasRole, isStaff } from '../../../access/roles'
import { reportPeriod, reportQuerySchema } from '../../../domain/analytics/channel-report'
import { translate } from '../../../i18n/messages'
import { loadChannelReport, loadSessionPath } from '../../../lib/data/channel-report'
import { reportWorkbook } from '../../../server/workbooks/channel-report-workbook'
import { now } from '../../../services/clock'
import { adminLocale } from '../../_shared/admin-locale'
import { reportText } from '../report-text'

/**
 * The channel report's data for the back office (under Payload's REST base, so the staff session applies):
 *   GET /api/cms/channel-sessions/report?from=YYYY-MM-DD&to=YYYY-MM-DD   figures as JSON
 *   GET /api/cms/channel-sessions/report?session=<uuid>                  the path of one session
 *   GET /api/cms/channel-sessions/report/xlsx?from=…&to=…                 the same figures as an XLSX file
 * Sales and admin staff only: anonymous 401, other staff (editors) 403. A bad period is 400.
 */

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
}

type Checked = { ok: true; query: { from?: string; to?: string; session?: string } } | { ok: false; response: Response }

function check(req: PayloadRequest): Checked {
  const locale = adminLocale(req.i18n?.language)
  if (!req.user) return { ok: false, response: json({ message: translate(locale, 'api.E0401') }, 401) }
  if (!isStaff(req.user) || !hasRole(req.user, 'sales')) {
    return { ok: false, response: json({ message: reportText(locale)('forbidden') }, 403) }
  }
  const params = Object.fromEntries(new URL(req.url ?? 'http://x/').searchParams)
  const parsed = reportQuerySchema.safeParse(params)
  if (!parsed.success) return { ok: false, response: json({ message: translate(locale, 'api.E0400') }, 400) }
  return { ok: true, query: parsed.data }
}

function periodOr400(req: PayloadRequest, query: { from?: string; to?: string }) {
  const period = reportPeriod(query, now())
  if (!period) return json({ message: reportText(adminLocale(req.i18n?.language))('invalidPeriod') }, 400)
  return period
}

export const channelReportEndpoints: Endpoint[] = [
  {
    path: '/report',
    method: 'get',
    handler: async (req) => {
      const checked = check(req)
      if (!checked.ok) return checked.response
      if (checked.query.session) return json(await loadSessionPath(req.payload, checked.query.session))
      const period = periodOr400(req, checked.query)
      if (period instanceof Response) return period
      return json(await loadChannelReport(req.payload, period))
    },
  },
  {
    path: '/report/xlsx',
    method: 'get',
    handler: async (req) => {
      const checked = check(req)
      if (!checked.ok) return checked.response
      const period = periodOr400(req, checked.query)
      if (period instanceof Response) return period
      const t = reportText(adminLocale(req.i18n?.language))
      const report = await loadChannelReport(req.payload, period)
      const file = await reportWorkbook(report, {
        sheetDaily: t('sheetDaily'),
        sheetTotals: t('sheetTotals'),
        sheetProducts: t('sheetProducts'),
        sheetSearches: t('sheetSearches'),
        day: t('day'),
        source: t('source'),
        sessions: t('sessions'),
        enquiry: t('enquiry'),
        cart: t('cart'),
        order: t('order'),
        value: t('value'),
        count: t('count'),
        sourceLabel: (source) => {
          const label = t(`sources.${source}`)
          return label.startsWith('channelReport.') ? source : label
        },
      })
      return new Response(new Uint8Array(file), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename="channel-report-${period.from}-${period.to}.xlsx"`,
          'cache-control': 'no-store',
        },
      })
    },
  },
]
