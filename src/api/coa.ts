import { coaLimit, coaSchemaFor } from '../domain/leads/coa'
import { apiBase } from '../lib/api-base'
import { redeemCoaLink } from '../server/leads/coa-links'
import { submitCoaRequest } from '../server/leads/submit-coa-request'
import { MINUTE } from '../services/rate-limit/rate-limit'
import { openUploadedFile } from '../services/storage/upload-storage'
import { ApiError, attachmentResponse } from './envelope'
import type { ApiContext, Route } from './handler-types'
import { answeringLeadRefusals, leadContext, leadValidationError, readLeadBody } from './lead-form'
import { enforcePerIp } from './rate-limit-guard'

/**
 * POST /coa: the COA download form (spec sections 3 and 5), handed to the use case
 * (src/server/leads/submit-coa-request.ts). The request is always stored in the `coa-requests` inbox. Every (catalog number, lot number) pair the visitor names that the back office holds a certificate
 * for comes back at once as a one-time link (`certificates`); the catalog numbers left without one
 * (`missing`) go to sales, who answer within 24 hours. When nothing is missing the request is marked
 * answered and nobody is mailed.
 *
 * GET /coa/file/:token: the PDF of a one-time link (10 minutes, once). Unknown, used and expired links all
 * answer the same 404.
 */
interface CoaAnswer {
  id: number
  certificates: Array<{ catalogNumber: string; lotNumber: string; url: string; expiresAt: string }>
  missing: string[]
}

const FILE_DOWNLOADS = { name: 'coa-file-ip', limit: 60, windowMs: MINUTE }

async function coa(ctx: ApiContext): Promise<CoaAnswer> {
  const body = await readLeadBody(ctx, 'coa')
  const parsed = coaSchemaFor(ctx.locale).safeParse(body)
  if (!parsed.success) throw leadValidationError(parsed.error, ctx.locale, coaLimit)
  const receipt = await answeringLeadRefusals(ctx.locale, () => submitCoaRequest(leadContext(ctx, 'coa'), parsed.data))
  return {
    id: receipt.id,
    certificates: receipt.certificates.map(({ catalogNumber, lotNumber, token, expiresAt }) => ({
      catalogNumber,
      lotNumber,
      url: `${apiBase(ctx.locale)}/coa/file/${token}`,
      expiresAt,
    })),
    missing: receipt.missing,
  }
}

async function file(ctx: ApiContext): Promise<Response> {
  await enforcePerIp(ctx, FILE_DOWNLOADS)
  const id = await redeemCoaLink(ctx.params.token ?? '')
  if (!id) throw new ApiError('E0404')
  const doc = await ctx.payload.findByID({
    collection: 'coa-certificates',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!doc?.filename) throw new ApiError('E0404')
  // From the bucket (S3_BUCKET) or the local disk, streamed.
  const stored = await openUploadedFile(ctx.payload, 'coa-certificates', doc)
  if (!stored) throw new ApiError('E0404')
  const name = `COA-${doc.catalogNumber}-${doc.lotNumber}.pdf`.replace(/[^A-Za-z0-9._-]/g, '_')
  return attachmentResponse(stored.body, 'application/pdf', name, stored.size)
}

export const coaRoutes: Route[] = [
  { method: 'POST', path: '/coa', handler: coa },
  { method: 'GET', path: '/coa/file/:token', handler: file },
]
