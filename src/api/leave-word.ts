import { leaveWordSchemaFor } from '../domain/leave-word'
import { leaveWordLimit } from '../domain/leave-word-fields'
import { admitLead, leadValidationError, optionalMemberId, readLeadBody, requireListed, storeLead } from './lead-form'
import type { ApiContext, Route } from './router'

/**
 * POST /leave_word: the footer's online message (spec sections 3, 5, 7). A same-site JSON body of at most
 * 16 KiB, checked with the form's own schema (messages in the request's language), stored as plain text in the
 * `leave-words` inbox before anything else happens, then notified (sales mail, customer confirmation).
 * Rate limits: LEAD_FORM_LIMITS['leave-word'] (src/api/lead-form.ts).
 */
async function leaveWord(ctx: ApiContext): Promise<{ id: number }> {
  const body = await readLeadBody(ctx, 'leave-word')
  const parsed = leaveWordSchemaFor(ctx.locale).safeParse(body)
  if (!parsed.success) throw leadValidationError(parsed.error, ctx.locale, leaveWordLimit, (key) => `forms.${key}`)
  const message = parsed.data
  await requireListed(ctx, [{ collection: 'areas', id: message.address }])
  await admitLead(ctx, 'leave-word')
  const member = await optionalMemberId(ctx)
  return storeLead(ctx, 'leave-words', { ...message, member })
}

export const leaveWordRoutes: Route[] = [{ method: 'POST', path: '/leave_word', handler: leaveWord }]
