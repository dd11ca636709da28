import { enquiryLimit, enquirySchema } from '../domain/leads/enquiry'
import { submitEnquiry } from '../server/leads/submit-enquiry'
import type { ApiContext, Route } from './handler-types'
import { answeringLeadRefusals, leadContext, leadValidationError, readLeadBody } from './lead-form'

/**
 * POST /enquiry: the price enquiry dialog (spec sections 3, 5, 7, 8). Same-site JSON (16 KiB at most), the
 * dialog's own schema (messages in the request's language), then the use case (src/server/leads/submit-enquiry.ts):
 * stored in the `enquiries` inbox, then notified. Open to everyone; a logged-in member's session links the
 * enquiry to the member.
 */
async function enquiry(ctx: ApiContext): Promise<{ id: number }> {
  const body = await readLeadBody(ctx, 'enquiry')
  const parsed = enquirySchema.safeParse(body)
  if (!parsed.success) throw leadValidationError(parsed.error, ctx.locale, enquiryLimit)
  return answeringLeadRefusals(ctx.locale, () => submitEnquiry(leadContext(ctx, 'enquiry'), parsed.data))
}

export const enquiryRoutes: Route[] = [{ method: 'POST', path: '/enquiry', handler: enquiry }]
