import type { Where } from 'payload'
import { hasRole } from '../access/roles'
import { siteDateTime } from '../domain/content/content-dates'
import { INBOX_KINDS, INBOX_STATUSES, type InboxKind, isInboxKind, OPEN_STATUSES } from '../domain/leads/inbox'
import { translate } from '../i18n/messages'
import { MAX_REPLY_LENGTH, ReplyRefused, sendInboxReply } from '../server/inbox/send-inbox-reply'
import { retryPendingMail } from '../server/notifications/mail-queue'
import { buildInboxWorkbook } from '../server/workbooks/inbox-workbook'
import { XLSX_CONTENT_TYPE } from '../server/workbooks/toolbox-workbook'
import { now } from '../services/clock'
import { ApiError } from './envelope'
import type { ApiContext, Route } from './handler-types'
import { isSameSite, readJsonBody } from './request-body'

/**
 * The back office's inbox endpoints, for sales and admins only (a staff session: the admin's cookie or
 * `Authorization: JWT …`):
 *   GET  /inbox/export   the inbox as XLSX; query kind (a submission collection or `all`, default all),
 *                        status (comma list of new,in_progress,answered,closed), assignee (a staff id or `none`),
 *                        overdue=1 (open and past the 24-hour promise), from/to (submission date, YYYY-MM-DD),
 *                        lang (zh or en; default the admin language, else zh: headers, labels), times in
 *                        Asia/Shanghai. ID and bank data only for admins.
 *   POST /inbox/mail/retry   sends every unsent e-mail now (pending and failed), answers { sent }.
 *   POST /inbox/reply    { kind, id, text, key }: replies to the submission's customer by e-mail (the mail queue,
 *                        once per key), sets the status to answered and keeps the reply on the record;
 *                        answers { reply, repeated }. Errors in the admin's language.
 */
const MAX_EXPORT_ROWS = 10_000
const DATE = /^\d{4}-\d{2}-\d{2}$/

async function requireSales(ctx: ApiContext) {
  const { user } = await ctx.payload.auth({ headers: ctx.request.headers })
  if (!user) throw new ApiError('E0401')
  if (!hasRole(user, 'sales')) throw new ApiError('E0403')
  return user
}

export function inboxWhere(query: URLSearchParams, at: number): Where {
  const and: Where[] = []
  const status = query.get('status')
  if (status) {
    const list = status.split(',').map((s) => s.trim())
    if (!list.every((s) => (INBOX_STATUSES as readonly string[]).includes(s))) {
      throw new ApiError('E0400', { msgKey: 'invalidParam', params: { param: 'status' } })
    }
    and.push({ inboxStatus: { in: list } })
  }
  const assignee = query.get('assignee')
  if (assignee === 'none') and.push({ assignee: { exists: false } })
  else if (assignee) {
    if (!/^[1-9]\d{0,9}$/.test(assignee)) {
      throw new ApiError('E0400', { msgKey: 'invalidParam', params: { param: 'assignee' } })
    }
    and.push({ assignee: { equals: Number(assignee) } })
  }
  if (query.get('overdue') === '1') {
    and.push({ inboxStatus: { in: [...OPEN_STATUSES] } }, { replyDueAt: { less_than: new Date(at).toISOString() } })
  }
  for (const [param, op, shift] of [
    ['from', 'greater_than_equal', 0],
    ['to', 'less_than', 86_400_000],
  ] as const) {
    const value = query.get(param)
    if (!value) continue
    const t = DATE.test(value) ? Date.parse(`${value}T00:00:00+08:00`) : Number.NaN
    if (Number.isNaN(t)) throw new ApiError('E0400', { msgKey: 'invalidParam', params: { param } })
    and.push({ createdAt: { [op]: new Date(t + shift).toISOString() } })
  }
  return and.length ? { and } : {}
}

/** The workbook's language: `lang` (zh or en), else the staff member's admin language (Payload's cookie), else zh. */
function exportLanguage(ctx: ApiContext): 'zh' | 'en' {
  const lang = ctx.url.searchParams.get('lang')
  if (lang === 'en' || lang === 'zh') return lang
  if (lang !== null) throw new ApiError('E0400', { msgKey: 'invalidParam', params: { param: 'lang' } })
  const cookie = ctx.request.headers.get('cookie') ?? ''
  return /(?:^|;\s*)payload-lng=en(?:;|$)/.test(cookie) ? 'en' : 'zh'
}

async function exportInbox(ctx: ApiContext): Promise<Response> {
  const user = await requireSales(ctx)
  const kindParam = ctx.url.searchParams.get('kind') ?? 'all'
  if (kindParam !== 'all' && !isInboxKind(kindParam)) {
    throw new ApiError('E0400', { msgKey: 'invalidParam', params: { param: 'kind' } })
  }
  const kinds = (kindParam === 'all' ? Object.keys(INBOX_KINDS) : [kindParam]) as InboxKind[]
  const at = now()
  const where = inboxWhere(ctx.url.searchParams, at)
  const language = exportLanguage(ctx)
  const sheets = await Promise.all(
    kinds.map(async (kind) => {
      const found = await ctx.payload.find({
        collection: kind,
        where,
        sort: '-createdAt',
        limit: MAX_EXPORT_ROWS,
        depth: 1,
        // Related names (area, industry, assignee) in the workbook's language.
        locale: language === 'en' ? 'en' : 'cn',
        overrideAccess: true,
      })
      return {
        kind,
        fields: ctx.payload.collections[kind].config.fields,
        docs: found.docs as unknown as Array<Record<string, unknown>>,
      }
    }),
  )
  const bytes = await buildInboxWorkbook({ sheets, language, now: at, sensitive: hasRole(user, 'admin') })
  const date = siteDateTime(new Date(at)).slice(0, 10)
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: {
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': `attachment; filename="inbox-${kindParam}-${date}.xlsx"`,
      'cache-control': 'no-store',
    },
  })
}

async function retryMail(ctx: ApiContext): Promise<{ sent: number }> {
  if (!isSameSite(ctx.request)) throw new ApiError('E0403')
  await requireSales(ctx)
  return { sent: await retryPendingMail(ctx.payload, { force: true }) }
}

async function reply(ctx: ApiContext) {
  if (!isSameSite(ctx.request)) throw new ApiError('E0403')
  const user = await requireSales(ctx)
  const locale = exportLanguage(ctx) === 'en' ? 'en' : 'cn'
  const body = (await readJsonBody(ctx.request)) as Record<string, unknown> | null
  const kind = body?.kind
  const id = body?.id
  const text = body?.text
  const key = body?.key
  const invalid = (param: string) => new ApiError('E0400', { msgKey: 'invalidParam', params: { param } })
  if (!isInboxKind(kind)) throw invalid('kind')
  if (!(typeof id === 'number' || (typeof id === 'string' && /^[1-9]\d{0,9}$/.test(id)))) throw invalid('id')
  if (typeof key !== 'string' || !/^[\w-]{8,64}$/.test(key)) throw invalid('key')
  if (typeof text !== 'string' || !text.trim() || text.length > MAX_REPLY_LENGTH) {
    throw new ApiError('E0400', { text: translate(locale, 'admin.inbox.errors.text') })
  }
  try {
    return await sendInboxReply(ctx.payload, { kind, id: Number(id), text, key, userId: user.id })
  } catch (error) {
    if (!(error instanceof ReplyRefused)) throw error
    if (error.reason === 'no-email') {
      throw new ApiError('E0409', { text: translate(locale, 'admin.inbox.errors.noEmail') })
    }
    if (error.reason === 'missing') throw new ApiError('E0404')
    throw new ApiError('E0400', { text: translate(locale, 'admin.inbox.errors.text') })
  }
}

export const inboxRoutes: Route[] = [
  { method: 'POST', path: '/inbox/reply', handler: reply },
  { method: 'GET', path: '/inbox/export', handler: exportInbox },
  { method: 'POST', path: '/inbox/mail/retry', handler: retryMail },
]
