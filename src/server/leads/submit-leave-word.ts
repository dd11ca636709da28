import type { LeaveWord } from '../../domain/leads/leave-word'
import { LEAVE_WORD_MESSAGES } from '../../domain/leads/leave-word-fields'
import { requireListed, requirePhoneForArea } from './lead-checks'
import type { LeadContext } from './lead-context'
import { storeLead } from './store-lead'

/**
 * The footer's online message (spec sections 3, 5 and 7), already checked against its schema by the caller
 * (the JSON API and the plain form post alike): the area must exist, the phone must fit it; once admitted,
 * stored as plain text in the `leave-words` inbox with its notification mails in one transaction.
 */
export async function submitLeaveWord(ctx: LeadContext, message: LeaveWord): Promise<{ id: number }> {
  await requireListed(ctx, [{ collection: 'areas', id: message.address }])
  await requirePhoneForArea(ctx, message.phone, message.address, `forms.${LEAVE_WORD_MESSAGES.phoneInvalid}`)
  const { memberId } = (await ctx.admit?.()) ?? {}
  const { id } = await storeLead<{ id: number }>(ctx, {
    collection: 'leave-words',
    data: { ...message, member: memberId },
  })
  return { id }
}
