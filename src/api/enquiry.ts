import { enquiryLimit, enquirySchema } from '../domain/enquiry'
import { admitLead, leadValidationError, optionalMemberId, readLeadBody, requireListed, storeLead } from './lead-form'
import type { ApiContext, Route } from './router'

/**
 * POST /enquiry: the price enquiry dialog (spec sections 3, 5, 7, 8). Same-site JSON (16 KiB at most), the
 * dialog's own schema (messages in the request's language), stored in the `enquiries` inbox, then notified.
 * Open to everyone; a logged-in member's session links the enquiry to the member.
 */
async function enquiry(ctx: ApiContext): Promise<{ id: number }> {
  const body = await readLeadBody(ctx, 'enquiry')
  const parsed = enquirySchema.safeParse(body)
  if (!parsed.success) throw leadValidationError(parsed.error, ctx.locale, enquiryLimit)
  const e = parsed.data
  await requireListed(ctx, [
    { collection: 'areas', id: e.area },
    { collection: 'industries', id: e.industry },
  ])
  await admitLead(ctx, 'enquiry')
  const member = await optionalMemberId(ctx)
  return storeLead(ctx, 'enquiries', { ...e, member })
}

export const enquiryRoutes: Route[] = [{ method: 'POST', path: '/enquiry', handler: enquiry }]
