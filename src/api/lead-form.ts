import type { CollectionSlug } from 'payload'
import type { z } from 'zod'
import { readMemberToken, resolveMemberSession } from '../auth/member-sessions'
import { leadMessageKey } from '../domain/enquiry'
import { translate } from '../i18n/messages'
import type { Locale } from '../i18n/routing'
import { serialWrite } from '../lib/write-queue'
import { clientIp } from '../services/client-ip'
import { notifySubmission } from '../services/notify/submission-notify'
import { DAY, HOUR, type LimitRule, MINUTE } from '../services/rate-limit/rate-limit'
import { ApiError } from './envelope'
import { enforce } from './rate-limit-guard'
import { isSameSite, readJsonBody } from './request-body'
import type { ApiContext } from './router'

/**
 * What every lead form endpoint (leave_word, suggest, enquiry, coa, and the trial and award forms) shares:
 * the same-site check, rate limits, the JSON body, localized validation messages, and "store first, then
 * notify". Limits (docs/api.md):
 * - attempts: every request of one IP to one form, counted before the body is read;
 * - accepted: valid submissions of one IP to one form (a short and a daily window);
 * - form: valid submissions of one form from everyone, a ceiling against a distributed flood.
 */
export type LeadForm = 'leave-word' | 'suggest' | 'enquiry' | 'coa' | 'try-out' | 'paper-reward'

export interface LeadFormLimits {
  attempts: LimitRule
  acceptedShort: LimitRule
  acceptedDaily: LimitRule
  form: LimitRule
}

function limits(form: LeadForm, short: number, daily: number, perHour = 1000): LeadFormLimits {
  return {
    attempts: { name: `form-${form}-attempts-ip`, limit: 30, windowMs: MINUTE },
    acceptedShort: { name: `form-${form}-ip-10min`, limit: short, windowMs: 10 * MINUTE },
    acceptedDaily: { name: `form-${form}-ip-day`, limit: daily, windowMs: DAY },
    form: { name: `form-${form}-all-hour`, limit: perHour, windowMs: HOUR },
  }
}

export const LEAD_FORM_LIMITS: Record<LeadForm, LeadFormLimits> = {
  'leave-word': limits('leave-word', 5, 20),
  suggest: limits('suggest', 5, 20),
  enquiry: limits('enquiry', 5, 30),
  // A visitor may fetch several certificates in a row.
  coa: limits('coa', 10, 50),
  'try-out': limits('try-out', 3, 10),
  'paper-reward': limits('paper-reward', 3, 10),
}

/** Same-site check, the per-IP attempt budget, then the JSON object body (anything else is E0400). */
export async function readLeadBody(ctx: ApiContext, form: LeadForm): Promise<Record<string, unknown>> {
  if (!isSameSite(ctx.request)) throw new ApiError('E0403')
  await enforce([[LEAD_FORM_LIMITS[form].attempts, clientIp(ctx.request.headers)]])
  const body = await readJsonBody(ctx.request)
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError('E0400')
  return body as Record<string, unknown>
}

/** The accepted-submission budgets (per IP, per form): checked once the submission is valid, before storing. */
export async function admitLead(ctx: ApiContext, form: LeadForm): Promise<void> {
  const rules = LEAD_FORM_LIMITS[form]
  const ip = clientIp(ctx.request.headers)
  await enforce([
    [rules.acceptedShort, ip],
    [rules.acceptedDaily, ip],
    [rules.form, 'all'],
  ])
}

/**
 * A zod failure as E0400 with the first field's message in the request's language. `keyOf` turns a schema's
 * message key into a full message path (default: full paths as they are, the shared `validation.*` keys in
 * `forms`).
 */
export function leadValidationError(
  error: z.ZodError,
  locale: Locale,
  limitOf: (field: string) => number | undefined,
  keyOf: (key: string) => string = leadMessageKey,
): ApiError {
  const issue = error.issues[0]
  if (issue?.code === 'unrecognized_keys') {
    const param = (issue.keys[0] ?? '').replace(/[^\p{L}\p{N}_.-]/gu, '').slice(0, 40)
    return new ApiError('E0400', { msgKey: 'invalidParam', params: { param } })
  }
  if (!issue || issue.path.length === 0) return new ApiError('E0400')
  const field = String(issue.path[0])
  return new ApiError('E0400', {
    text: translate(locale, keyOf(issue.message), { max: limitOf(field) ?? 0 }),
  })
}

/** Refuses ids that are not in their list (a province, an industry) with the shared 'not in list' message. */
export async function requireListed(
  ctx: ApiContext,
  checks: Array<{ collection: 'areas' | 'industries'; id: number }>,
): Promise<void> {
  const counts = await Promise.all(
    checks.map(({ collection, id }) => ctx.payload.count({ collection, where: { id: { equals: id } } })),
  )
  if (counts.some((c) => c.totalDocs === 0)) {
    throw new ApiError('E0400', { text: translate(ctx.locale, 'forms.validation.notInList') })
  }
}

/** The logged-in member's id when the request carries a valid session (forms stay open to everyone). */
export async function optionalMemberId(ctx: ApiContext): Promise<number | undefined> {
  const token = readMemberToken(ctx.request.headers)
  if (!token) return undefined
  const member = await resolveMemberSession(ctx.payload, token)
  return member ? (member.id as number) : undefined
}

/**
 * Stores the submission (status new, the request's language) and then hands it to the notifier. A failing
 * notifier is logged, never answered: the submission is stored and the visitor was told so.
 */
export async function storeLead<T extends Record<string, unknown>>(
  ctx: ApiContext,
  collection: CollectionSlug,
  data: T,
): Promise<{ id: number }> {
  const doc = await serialWrite(ctx.payload, () =>
    ctx.payload.create({
      collection,
      data: { ...data, inboxStatus: data.inboxStatus ?? 'new', locale: ctx.locale },
      depth: 0,
      overrideAccess: true,
    } as Parameters<typeof ctx.payload.create>[0]),
  )
  try {
    await notifySubmission(ctx.payload, { collection, id: doc.id, locale: ctx.locale })
  } catch (error) {
    console.error(`[${collection}] notification failed for`, doc.id, error)
  }
  return { id: doc.id as number }
}
