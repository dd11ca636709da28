import type { z } from 'zod'
import { readMemberToken, resolveMemberSession } from '../auth/member-sessions'
import { leadMessageKey } from '../domain/leads/enquiry'
import { translate } from '../i18n/messages'
import type { Locale } from '../i18n/routing'
import { clientNetwork, clientSubject } from '../lib/client-ip'
import type { LeadContext } from '../server/leads/lead-context'
import { LeadRefusal } from '../server/leads/lead-refusal'
import { issueProof, PROOF_HEADER, redeemProof } from '../services/proof-of-work/proof-of-work'
import { countOf, DAY, HOUR, type LimitRule, MINUTE } from '../services/rate-limit/rate-limit'
import { ApiError } from './envelope'
import type { ApiContext } from './handler-types'
import { enforce } from './rate-limit-guard'
import { isSameSite, MAX_JSON_BODY, readJsonBody, readLimited } from './request-body'

/**
 * What every lead form endpoint (leave_word, suggest, enquiry, coa, and the trial and award forms) shares on the
 * HTTP side: the same-site check, rate limits, the JSON body, localized validation messages, and the context and
 * answers of the lead use cases (src/server/leads: checks, "store and queue the mails in one transaction, then
 * notify"). Limits (docs/api.md):
 * - attempts: every request of one IP to one form, counted before the body is read;
 * - accepted: valid submissions of one IP to one form (a short and a daily window);
 * - network: valid submissions of one network (IPv4 /24, IPv6 /48) to one form in an hour, the sub-ceiling that
 *   keeps one network's flood its own;
 * - form: valid submissions of one form from everyone in an hour. Its ceiling degrades instead of refusing
 *   everyone (issue 31, point 4; docs/adr/0042): from PROOF_FROM of it on, each submission must carry a solved
 *   proof-of-work challenge (src/services/proof-of-work), and past the ceiling the work grows with the load. A
 *   visitor's browser solves it on its own (src/lib/api-client.ts); a flood pays in CPU time per submission.
 */
export type LeadForm = 'leave-word' | 'suggest' | 'enquiry' | 'coa' | 'trial-request' | 'paper-award'

export interface LeadFormLimits {
  attempts: LimitRule
  acceptedShort: LimitRule
  acceptedDaily: LimitRule
  network: LimitRule
  /** Counts every accepted submission of the form (its limit only bounds the log); `ceiling` is what it degrades at. */
  form: LimitRule
  /** Accepted submissions an hour from everyone past which the proof-of-work step grows with the load. */
  ceiling: number
}

/** From this share of the ceiling on, a submission needs a solved proof-of-work challenge. */
export const PROOF_FROM = 0.8
/** The work near the ceiling (about half as many hashes: a fraction of a second in a browser) and its most. */
export const PROOF_MAX_NUMBER = 20_000
const PROOF_MAX_NUMBER_CAP = 1_000_000

function limits(form: LeadForm, short: number, daily: number, ceiling = 1000): LeadFormLimits {
  return {
    attempts: { name: `form-${form}-attempts-ip`, limit: 30, windowMs: MINUTE },
    acceptedShort: { name: `form-${form}-ip-10min`, limit: short, windowMs: 10 * MINUTE },
    acceptedDaily: { name: `form-${form}-ip-day`, limit: daily, windowMs: DAY },
    network: { name: `form-${form}-net-hour`, limit: 100, windowMs: HOUR },
    form: { name: `form-${form}-all-hour`, limit: 1_000_000, windowMs: HOUR },
    ceiling,
  }
}

/**
 * The proof-of-work a submission of the form needs with `load` accepted submissions in the last hour: 0 (none)
 * below PROOF_FROM of the ceiling, PROOF_MAX_NUMBER up to the ceiling, then growing in proportion to the load.
 */
export function proofWork(load: number, ceiling: number): number {
  if (load < ceiling * PROOF_FROM) return 0
  if (load < ceiling) return PROOF_MAX_NUMBER
  return Math.min(PROOF_MAX_NUMBER_CAP, Math.round((PROOF_MAX_NUMBER * 2 * load) / ceiling))
}

export const LEAD_FORM_LIMITS: Record<LeadForm, LeadFormLimits> = {
  'leave-word': limits('leave-word', 5, 20),
  suggest: limits('suggest', 5, 20),
  enquiry: limits('enquiry', 5, 30),
  // A visitor may fetch several certificates in a row.
  coa: limits('coa', 10, 50),
  'trial-request': limits('trial-request', 3, 10),
  'paper-award': limits('paper-award', 3, 10),
}

/** Same-site check, the per-IP attempt budget, then the JSON object body (anything else is E0400). */
export async function readLeadBody(ctx: ApiContext, form: LeadForm): Promise<Record<string, unknown>> {
  if (!isSameSite(ctx.request)) throw new ApiError('E0403')
  await enforce([[LEAD_FORM_LIMITS[form].attempts, clientSubject(ctx.request.headers)]])
  const body = await readJsonBody(ctx.request)
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError('E0400')
  return body as Record<string, unknown>
}

/**
 * The same checks for a form posted by the browser itself (before or without JavaScript): same-site, the
 * attempt budget, then an `application/x-www-form-urlencoded` body of at most 16 KiB (415, 413, 400 as for
 * JSON), turned into an object of the `fields` named (the first value of each; other names are left out).
 */
export async function readLeadFormPost(
  ctx: ApiContext,
  form: LeadForm,
  fields: readonly string[],
): Promise<{ values: Record<string, string>; names: Set<string> }> {
  if (!isSameSite(ctx.request)) throw new ApiError('E0403')
  await enforce([[LEAD_FORM_LIMITS[form].attempts, clientSubject(ctx.request.headers)]])
  const type = (ctx.request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') throw new ApiError('E0415')
  const declared = ctx.request.headers.get('content-length')
  if (declared !== null && Number(declared) > MAX_JSON_BODY) throw new ApiError('E0413')
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readLimited(ctx.request, MAX_JSON_BODY))
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new ApiError('E0400')
  }
  const params = new URLSearchParams(text)
  const values: Record<string, string> = {}
  for (const field of fields) {
    const value = params.get(field)
    if (value !== null) values[field] = value
  }
  return { values, names: new Set(params.keys()) }
}

/**
 * The accepted-submission budgets (per address, per network, per form), checked once the submission is valid,
 * before storing; near the form's ceiling the proof-of-work step first (E0429 with `data.proof`, the challenge
 * to solve and send back in the X-Proof-Of-Work header).
 */
export async function admitLead(ctx: ApiContext, form: LeadForm): Promise<void> {
  const rules = LEAD_FORM_LIMITS[form]
  const { headers } = ctx.request
  const work = proofWork(await countOf(rules.form, 'all'), rules.ceiling)
  if (work > 0 && !(await redeemProof(headers.get(PROOF_HEADER), `lead:${form}`))) {
    throw new ApiError('E0429', {
      msgKey: 'proofRequired',
      retryAfter: 1,
      data: { proof: await issueProof(`lead:${form}`, work) },
    })
  }
  const ip = clientSubject(headers)
  await enforce([
    [rules.acceptedShort, ip],
    [rules.acceptedDaily, ip],
    [rules.network, clientNetwork(headers)],
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

/** The logged-in member's id when the request carries a valid session (forms stay open to everyone). */
export async function optionalMemberId(ctx: ApiContext): Promise<number | undefined> {
  const token = readMemberToken(ctx.request.headers)
  if (!token) return undefined
  const member = await resolveMemberSession(ctx.payload, token)
  return member ? (member.id as number) : undefined
}

/**
 * The context a lead use case (src/server/leads) runs with when called from the API: once the lead is valid,
 * `admit` spends the form's acceptance budgets (429 when exhausted) and names the member of the request's
 * session, if any.
 */
export function leadContext(ctx: ApiContext, form: LeadForm): LeadContext {
  return {
    payload: ctx.payload,
    locale: ctx.locale,
    admit: async () => {
      await admitLead(ctx, form)
      return { memberId: await optionalMemberId(ctx) }
    },
  }
}

/** Runs a lead use case, turning its refusal into E0400 (E0409 for a duplicate) in the request's language. */
export async function answeringLeadRefusals<T>(locale: Locale, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof LeadRefusal) {
      throw new ApiError(error.conflict ? 'E0409' : 'E0400', { text: translate(locale, error.messageKey) })
    }
    throw error
  }
}
