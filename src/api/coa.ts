import fs from 'node:fs/promises'
import path from 'node:path'
import { coaCertificateDir } from '../collections/coa-certificates'
import { coaLimit, coaSchemaFor, joinNumbers } from '../domain/coa'
import { apiBase } from '../lib/api-base'
import { issueCoaLink, redeemCoaLink } from '../services/coa-links'
import { MINUTE } from '../services/rate-limit/rate-limit'
import { ApiError } from './envelope'
import { admitLead, leadValidationError, optionalMemberId, readLeadBody, requireListed, storeLead } from './lead-form'
import { enforcePerIp } from './rate-limit-guard'
import type { ApiContext, Route } from './router'

/**
 * POST /coa: the COA download form (spec sections 3 and 5). The request is always stored in the `coa-requests`
 * inbox. Every (catalog number, lot number) pair the visitor names that the back office holds a certificate
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
  const r = parsed.data
  await requireListed(ctx, [
    { collection: 'areas', id: r.areaId },
    { collection: 'industries', id: r.industryId },
  ])
  await admitLead(ctx, 'coa')
  const found = await ctx.payload.find({
    collection: 'coa-certificates',
    where: { and: [{ catalogNumber: { in: r.catalogNumbers } }, { lotNumber: { in: r.lotNumber } }] },
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  const certificates: CoaAnswer['certificates'] = []
  for (const doc of found.docs) {
    const link = await issueCoaLink(doc.id)
    certificates.push({
      catalogNumber: doc.catalogNumber,
      lotNumber: doc.lotNumber,
      url: `${apiBase(ctx.locale)}/coa/file/${link.token}`,
      expiresAt: link.expiresAt,
    })
  }
  const covered = new Set(certificates.map((c) => c.catalogNumber))
  const missing = r.catalogNumbers.filter((n) => !covered.has(n))
  const member = await optionalMemberId(ctx)
  const { id } = await storeLead(ctx, 'coa-requests', {
    name: r.name,
    catalogNumbers: joinNumbers(r.catalogNumbers),
    lotNumber: joinNumbers(r.lotNumber),
    dept: r.dept,
    email: r.email,
    phone: r.phone,
    idea: r.idea,
    area: r.areaId,
    industry: r.industryId,
    contactable: r.contactable,
    delivered: certificates.map((c) => `${c.catalogNumber} / ${c.lotNumber}`).join('\n'),
    autoAnswered: missing.length === 0,
    inboxStatus: missing.length === 0 ? 'answered' : 'new',
    member,
  })
  return { id, certificates, missing }
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
  const full = path.join(coaCertificateDir(), path.basename(doc.filename))
  let bytes: Buffer
  try {
    bytes = await fs.readFile(full)
  } catch {
    throw new ApiError('E0404')
  }
  const name = `COA-${doc.catalogNumber}-${doc.lotNumber}.pdf`.replace(/[^A-Za-z0-9._-]/g, '_')
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${name}"`,
      'content-length': String(bytes.byteLength),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}

export const coaRoutes: Route[] = [
  { method: 'POST', path: '/coa', handler: coa },
  { method: 'GET', path: '/coa/file/:token', handler: file },
]
