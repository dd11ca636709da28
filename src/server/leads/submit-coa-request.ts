import {
  COA_MESSAGES,
  type CoaRequest,
  deliveredList,
  joinNumbers,
  uncoveredCatalogNumbers,
} from '../../domain/leads/coa'
import { issueCoaLink } from './coa-links'
import { requireListed, requirePhoneForArea } from './lead-checks'
import type { LeadContext } from './lead-context'
import { storeLead } from './store-lead'

export interface CoaRequestReceipt {
  id: number
  /** One one-time download link token per certificate found (GET /coa/file/:token, 10 minutes, once). */
  certificates: Array<{ catalogNumber: string; lotNumber: string; token: string; expiresAt: string }>
  /** The catalog numbers left for sales (answered within 24 hours). */
  missing: string[]
}

/**
 * A COA download request (spec sections 3 and 5), already checked against its schema by the caller: the area
 * and industry must exist, the phone must fit the area; once admitted, every (catalog number, lot number) the
 * back office holds a certificate for gets a one-time link, and the request is stored (with its notification
 * mails, in one transaction), marked answered when nothing is missing (then nobody is mailed).
 */
export async function submitCoaRequest(ctx: LeadContext, request: CoaRequest): Promise<CoaRequestReceipt> {
  const { payload } = ctx
  await requireListed(ctx, [
    { collection: 'areas', id: request.areaId },
    { collection: 'industries', id: request.industryId },
  ])
  await requirePhoneForArea(ctx, request.phone, request.areaId, COA_MESSAGES.phoneInvalid)
  const admitted = (await ctx.admit?.()) ?? {}
  const found = await payload.find({
    collection: 'coa-certificates',
    where: { and: [{ catalogNumber: { in: request.catalogNumbers } }, { lotNumber: { in: request.lotNumber } }] },
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  const certificates: CoaRequestReceipt['certificates'] = []
  for (const doc of found.docs) {
    const link = await issueCoaLink(doc.id)
    certificates.push({
      catalogNumber: doc.catalogNumber,
      lotNumber: doc.lotNumber,
      token: link.token,
      expiresAt: link.expiresAt,
    })
  }
  const missing = uncoveredCatalogNumbers(request.catalogNumbers, certificates)
  const { id } = await storeLead<{ id: number }>(ctx, {
    collection: 'coa-requests',
    data: {
      name: request.name,
      catalogNumbers: joinNumbers(request.catalogNumbers),
      lotNumber: joinNumbers(request.lotNumber),
      dept: request.dept,
      email: request.email,
      phone: request.phone,
      idea: request.idea,
      area: request.areaId,
      industry: request.industryId,
      contactable: request.contactable,
      delivered: deliveredList(certificates),
      autoAnswered: missing.length === 0,
      inboxStatus: missing.length === 0 ? 'answered' : 'new',
      member: admitted.memberId,
    },
  })
  return { id, certificates, missing }
}
