import { type TrialApplicant, type TrialProduct, trialLimit, trialStepsFor } from '../domain/leads/trial-request'
import { clientSubject } from '../lib/client-ip'
import { submitTrialRequest } from '../server/leads/submit-trial-request'
import { HOUR, MINUTE } from '../services/rate-limit/rate-limit'
import { ApiError } from './envelope'
import { answeringStepErrors, checkSteps, type StepForm } from './form-steps'
import type { ApiContext, Route } from './handler-types'
import { requireCaptcha } from './kaptcha'
import { optionalMemberId } from './lead-form'
import { enforce, enforcePerIp } from './rate-limit-guard'
import { isSameSite, readJsonBody } from './request-body'

/**
 * The free trial sample application (/apply, spec sections 3, 5, 9), two steps: product, applicant.
 *   POST /try_out/check  { steps: [product] } or { steps: [product, applicant] }: checks the steps so far ("next")
 *   POST /try_out        { steps: [product, applicant] }: checks every step and the image captcha, then hands the
 *                        request to the use case (src/server/leads/submit-trial-request.ts): stores, notifies
 * Refusals: 400 { code: E0400, data: { step, field }, msg }; any captcha failure the one captchaInvalid answer.
 */
export const TRIAL_REQUEST_RULES = {
  perIp: { name: 'try-out-ip', limit: 5, windowMs: HOUR },
  perIpDay: { name: 'try-out-ip-day', limit: 20, windowMs: 24 * HOUR },
  /** The whole form, all visitors together: a flood from many addresses cannot fill the inbox. */
  perForm: { name: 'try-out-form', limit: 300, windowMs: HOUR },
  checks: { name: 'try-out-check-ip', limit: 120, windowMs: 10 * MINUTE },
}

const form = (locale: string): StepForm => ({ form: 'trialRequest', defs: trialStepsFor(locale), limitOf: trialLimit })

async function check(ctx: ApiContext) {
  if (!isSameSite(ctx.request)) throw new ApiError('E0403')
  await enforcePerIp(ctx, TRIAL_REQUEST_RULES.checks)
  const body = await readJsonBody(ctx.request)
  return answeringStepErrors(ctx.locale, async () => {
    const result = checkSteps(form(ctx.locale), body, ctx.locale, false)
    return { step: Object.keys(result.values).at(-1), complete: result.count === 2 }
  })
}

async function submit(ctx: ApiContext) {
  const { request, payload, locale } = ctx
  if (!isSameSite(request)) throw new ApiError('E0403')
  const ip = clientSubject(request.headers)
  await enforce([
    [TRIAL_REQUEST_RULES.perIp, ip],
    [TRIAL_REQUEST_RULES.perIpDay, ip],
    [TRIAL_REQUEST_RULES.perForm, 'all'],
  ])
  const body = await readJsonBody(request)
  return answeringStepErrors(locale, async () => {
    const { values } = checkSteps(form(locale), body, locale, true)
    const product = values.product as TrialProduct
    const applicant = values.applicant as TrialApplicant
    await requireCaptcha({ captchaId: applicant.captchaId, captchaCode: applicant.captchaCode })
    return submitTrialRequest(
      { payload, locale, admit: async () => ({ memberId: await optionalMemberId(ctx) }) },
      { product, applicant },
    )
  })
}

export const tryOutRoutes: Route[] = [
  { method: 'POST', path: '/try_out/check', handler: check },
  { method: 'POST', path: '/try_out', handler: submit },
]
