import { messageKey } from '../../domain/leads/form-steps'
import {
  TRIAL_INDUSTRY_CODES,
  TRIAL_MESSAGES,
  type TrialApplicant,
  type TrialProduct,
} from '../../domain/leads/trial-request'
import { VALIDATION_MESSAGES } from '../../domain/shared/validation'
import { phoneFitsArea } from './lead-checks'
import type { LeadContext } from './lead-context'
import { LeadRefusal } from './lead-refusal'
import { storeLead } from './store-lead'

/** The two checked steps of the trial request form (src/domain/leads/trial-request.ts). */
export interface TrialRequestInput {
  product: TrialProduct
  applicant: TrialApplicant
}

/**
 * A free trial sample request (/apply, spec sections 3, 5 and 9), its steps already checked (and its captcha
 * solved) by the caller: the product category, the industry (academic or industrial) and the area must exist,
 * the phone must fit the area; then the request and its notification mails are stored in one transaction.
 * A refusal is a LeadRefusal naming the step and field.
 */
export async function submitTrialRequest(ctx: LeadContext, input: TrialRequestInput): Promise<{ id: number }> {
  const { payload } = ctx
  const { product, applicant } = input
  const [category, industry, area] = await Promise.all([
    payload.count({ collection: 'categories', where: { id: { equals: product.treeId } }, overrideAccess: true }),
    payload.count({
      collection: 'industries',
      where: { and: [{ id: { equals: applicant.industryId } }, { code: { in: [...TRIAL_INDUSTRY_CODES] } }] },
      overrideAccess: true,
    }),
    payload.count({ collection: 'areas', where: { id: { equals: applicant.areaId } }, overrideAccess: true }),
  ])
  const notInList = messageKey(VALIDATION_MESSAGES.notInList)
  if (!category.totalDocs) throw new LeadRefusal(notInList, { step: 'product', field: 'treeId' })
  if (!industry.totalDocs) throw new LeadRefusal(notInList, { step: 'applicant', field: 'industryId' })
  if (!area.totalDocs) throw new LeadRefusal(notInList, { step: 'applicant', field: 'areaId' })
  if (!(await phoneFitsArea(ctx, applicant.phone, applicant.areaId))) {
    throw new LeadRefusal(messageKey(TRIAL_MESSAGES.phoneInvalid), { step: 'applicant', field: 'phone' })
  }
  // The member of the request's session, if any (the user centre's history lists it).
  const { memberId } = (await ctx.admit?.()) ?? {}
  const doc = await storeLead<{ id: number }>(ctx, {
    collection: 'trial-requests',
    data: {
      member: memberId,
      sku: product.sku,
      productName: product.productName,
      productApplication: product.productApplication,
      category: product.treeId,
      name: applicant.name,
      company: applicant.company,
      department: applicant.department,
      phone: applicant.phone,
      email: applicant.email,
      address: applicant.address,
      industry: applicant.industryId,
      area: applicant.areaId,
      termsAccepted: true,
      inboxStatus: 'new',
    },
  })
  return { id: doc.id }
}
