import { PAPER_AWARD_STEP_DEFS, paperAwardLimit } from '../domain/leads/paper-award'
import { clientSubject } from '../lib/client-ip'
import { textsOf } from '../lib/data/doc-views'
import { type PaperAwardInput, submitPaperAward } from '../server/leads/submit-paper-award'
import { HOUR, MINUTE } from '../services/rate-limit/rate-limit'
import { requireMember } from './auth-guard'
import { ApiError } from './envelope'
import { answeringStepErrors, checkSteps, type StepForm } from './form-steps'
import type { ApiContext, Route } from './handler-types'
import { requireCaptcha } from './kaptcha'
import { optionalMemberId } from './lead-form'
import { enforce, enforcePerIp } from './rate-limit-guard'
import { isSameSite, readJsonBody } from './request-body'

/**
 * The paper award application (/reward, spec sections 3, 5, 9), five steps: applicant, lab, paper, product,
 * remittance.
 *   GET  /paper_reward/member   the logged-in member's basic data to pre-fill the applicant step (401 otherwise)
 *   POST /paper_reward/check    { steps: [...so far] }: checks the steps sent ("next"); nothing is stored
 *   POST /paper_reward          { steps: [all five] }: checks every step and the captcha, then hands the
 *                                application to the use case (src/server/leads/submit-paper-award.ts): the
 *                                uploaded files, one applicant per paper, the award, one transaction.
 */
export const PAPER_AWARD_RULES = {
  perIp: { name: 'paper-reward-ip', limit: 5, windowMs: HOUR },
  perIpDay: { name: 'paper-reward-ip-day', limit: 20, windowMs: 24 * HOUR },
  perForm: { name: 'paper-reward-form', limit: 200, windowMs: HOUR },
  checks: { name: 'paper-reward-check-ip', limit: 200, windowMs: 10 * MINUTE },
  member: { name: 'paper-reward-member-ip', limit: 60, windowMs: MINUTE },
}
/** The five steps carry more text than a footer message. */
const MAX_BODY = 32 * 1024

const form: StepForm = { form: 'paperAward', defs: PAPER_AWARD_STEP_DEFS, limitOf: paperAwardLimit }

async function member(ctx: ApiContext) {
  await enforcePerIp(ctx, PAPER_AWARD_RULES.member)
  const m = await requireMember(ctx)
  const areaId = typeof m.area === 'object' && m.area ? m.area.id : (m.area ?? null)
  return {
    ...textsOf(m, ['name', 'company', 'department', 'phone', 'email']),
    areaId,
  }
}

async function check(ctx: ApiContext) {
  if (!isSameSite(ctx.request)) throw new ApiError('E0403')
  await enforcePerIp(ctx, PAPER_AWARD_RULES.checks)
  const body = await readJsonBody(ctx.request, MAX_BODY)
  return answeringStepErrors(ctx.locale, async () => {
    const result = checkSteps(form, body, ctx.locale, false)
    return { step: Object.keys(result.values).at(-1), complete: result.count === PAPER_AWARD_STEP_DEFS.length }
  })
}

async function submit(ctx: ApiContext) {
  const { request, payload, locale } = ctx
  if (!isSameSite(request)) throw new ApiError('E0403')
  const ip = clientSubject(request.headers)
  await enforce([
    [PAPER_AWARD_RULES.perIp, ip],
    [PAPER_AWARD_RULES.perIpDay, ip],
    [PAPER_AWARD_RULES.perForm, 'all'],
  ])
  const body = await readJsonBody(request, MAX_BODY)
  return answeringStepErrors(locale, async () => {
    const { values } = checkSteps(form, body, locale, true)
    const input = values as unknown as PaperAwardInput
    await requireCaptcha({ captchaId: input.remittance.captchaId, captchaCode: input.remittance.captchaCode })
    return submitPaperAward({ payload, locale, admit: async () => ({ memberId: await optionalMemberId(ctx) }) }, input)
  })
}

export const paperRewardRoutes: Route[] = [
  { method: 'GET', path: '/paper_reward/member', handler: member },
  { method: 'POST', path: '/paper_reward/check', handler: check },
  { method: 'POST', path: '/paper_reward', handler: submit },
]
