import { leaveWordSchemaFor } from '../domain/leads/leave-word'
import { LEAVE_WORD_FIELDS, leaveWordLimit } from '../domain/leads/leave-word-fields'
import { safeRedirectPath } from '../domain/shared/safe-redirect'
import { submitLeaveWord } from '../server/leads/submit-leave-word'
import { ApiError } from './envelope'
import type { ApiContext, Route } from './handler-types'
import { answeringLeadRefusals, leadContext, leadValidationError, readLeadBody, readLeadFormPost } from './lead-form'
import { isSameSite } from './request-body'

/**
 * POST /leave_word: the footer's online message (spec sections 3, 5, 7). A same-site JSON body of at most
 * 16 KiB, checked with the form's own schema (messages in the request's language), stored as plain text in the
 * `leave-words` inbox before anything else happens, then notified (sales mail, customer confirmation).
 * Rate limits: LEAD_FORM_LIMITS['leave-word'] (src/api/lead-form.ts).
 */
async function leaveWord(ctx: ApiContext): Promise<{ id: number }> {
  return acceptLeaveWord(ctx, await readLeadBody(ctx, 'leave-word'))
}

/**
 * Checks one online message against its schema and hands it to the use case (src/server/leads/submit-leave-word.ts):
 * the one path of the JSON API and of the plain form post.
 */
async function acceptLeaveWord(ctx: ApiContext, body: Record<string, unknown>): Promise<{ id: number }> {
  const parsed = leaveWordSchemaFor(ctx.locale).safeParse(body)
  if (!parsed.success) throw leadValidationError(parsed.error, ctx.locale, leaveWordLimit, (key) => `forms.${key}`)
  return answeringLeadRefusals(ctx.locale, () => submitLeaveWord(leadContext(ctx, 'leave-word'), parsed.data))
}

/** What the footer shows after a plain form post: the id of its notice, the fragment the post redirects to. */
export type LeaveWordOutcome = 'sent' | 'invalid' | 'limited' | 'failed'

/**
 * POST /leave_word/form: the footer form as the browser posts it before (or without) JavaScript, form-encoded,
 * so nothing typed ever goes into a URL. Same checks, limits and storage as POST /leave_word (the privacy box
 * must be ticked: the form requires it); the answer is a 303 back to the page the form was on (its Referer,
 * when a path of this site, else the home page of the language), with the outcome as the fragment
 * (`#leave-word-sent`, `-invalid`, `-limited`, `-failed`), which the footer's notices show by CSS `:target`, so
 * every page stays cacheable. A cross-site post is refused (403) as on the JSON path.
 */
async function leaveWordForm(ctx: ApiContext): Promise<Response> {
  const home = ctx.locale === 'en' ? '/en' : '/'
  const { headers } = ctx.request
  const referer = headers.get('referer')
  // The site's origin as the browser sees it: its (same-site) Origin header, the Host it sent, SITE_URL.
  const host = headers.get('host')
  const back =
    [
      isSameSite(ctx.request) ? headers.get('origin') : null,
      host ? `${ctx.url.protocol}//${host}` : null,
      ctx.url.origin,
      process.env.SITE_URL,
    ]
      .filter((origin): origin is string => Boolean(origin))
      .map((origin) => safeRedirectPath(referer, origin, ''))
      .find(Boolean)
      ?.replace(/#.*$/, '') || home
  const to = (outcome: LeaveWordOutcome) =>
    new Response(null, {
      status: 303,
      headers: { location: `${back}#leave-word-${outcome}`, 'cache-control': 'no-store' },
    })
  try {
    const { values, names } = await readLeadFormPost(ctx, 'leave-word', LEAVE_WORD_FIELDS)
    if (!names.has('privacy')) return to('invalid')
    await acceptLeaveWord(ctx, values)
    return to('sent')
  } catch (error) {
    if (!(error instanceof ApiError) || error.code === 'E0403') throw error
    return to(error.code === 'E0429' ? 'limited' : error.code === 'E0400' ? 'invalid' : 'failed')
  }
}

export const leaveWordRoutes: Route[] = [
  { method: 'POST', path: '/leave_word', handler: leaveWord },
  { method: 'POST', path: '/leave_word/form', handler: leaveWordForm },
]
