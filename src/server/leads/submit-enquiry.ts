import { ENQUIRY_MESSAGES, type Enquiry } from '../../domain/leads/enquiry'
import { requireListed, requirePhoneForArea } from './lead-checks'
import type { LeadContext } from './lead-context'
import { storeLead } from './store-lead'

/**
 * A price enquiry (spec sections 3, 5, 7 and 8), already checked against its schema by the caller: the area
 * and industry must exist, the phone must fit the area; once admitted, stored in the `enquiries` inbox with
 * its notification mails in one transaction.
 */
export async function submitEnquiry(ctx: LeadContext, enquiry: Enquiry): Promise<{ id: number }> {
  await requireListed(ctx, [
    { collection: 'areas', id: enquiry.area },
    { collection: 'industries', id: enquiry.industry },
  ])
  await requirePhoneForArea(ctx, enquiry.phone, enquiry.area, ENQUIRY_MESSAGES.phoneInvalid)
  const { memberId } = (await ctx.admit?.()) ?? {}
  const { id } = await storeLead<{ id: number }>(ctx, {
    collection: 'enquiries',
    data: { ...enquiry, member: memberId },
  })
  return { id }
}
