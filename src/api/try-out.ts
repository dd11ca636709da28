import { type TrialApplicant, type TrialProduct, trialLimit, trialStepsFor } from '../domain/trial-request'
import { VALIDATION_MESSAGES } from '../domain/validation'
import { clientIp } from '../services/client-ip'
import { notifySubmission } from '../services/notify/submission-notify'
import { HOUR, MINUTE } from '../services/rate-limit/rate-limit'
import { ApiError } from './envelope'
import { answeringStepErrors, checkSteps, fieldError, type StepForm } from './form-steps'
import { requireCaptcha } from './kaptcha'
import { enforce, enforcePerIp } from './rate-limit-guard'
import { isSameSite, readJsonBody } from './request-body'
import type { ApiContext, Route } from './router'

/**
 * The free trial sample application (/apply, spec sections 3, 5, 9), two steps: product, applicant.
 *   POST /try_out/check  { steps: [product] } or { steps: [product, applicant] }: checks the steps so far ("next")
 *   POST /try_out        { steps: [product, applicant] }: checks every step, the image captcha, stores, notifies
 * Refusals: 400 { code: E0400, data: { step, field }, msg }; any captcha failure the one captchaInvalid answer.
 */
export const TRY_OUT_RULES = {
  perIp: { name: 'try-out-ip', limit: 5, windowMs: HOUR },
  perIpDay: { name: 'try-out-ip-day', limit: 20, windowMs: 24 * HOUR },
  /** The whole form, all visitors together: a flood from many addresses cannot fill the inbox. */
  perForm: { name: 'try-out-form', limit: 300, windowMs: HOUR },
  checks: { name: 'try-out-check-ip', limit: 120, windowMs: 10 * MINUTE },
}

const form = (locale: string): StepForm => ({ form: 'trial', defs: trialStepsFor(locale), limitOf: trialLimit })

async function check(ctx: ApiContext) {
  if (!isSameSite(ctx.request)) throw new ApiError('E0403')
  await enforcePerIp(ctx, TRY_OUT_RULES.checks)
  const body = await readJsonBody(ctx.request)
  return answeringStepErrors(async () => {
    const result = checkSteps(form(ctx.locale), body, ctx.locale, false)
    return { step: Object.keys(result.values).at(-1), complete: result.count === 2 }
  })
}

async function submit(ctx: ApiContext) {
  const { request, payload, locale } = ctx
  if (!isSameSite(request)) throw new ApiError('E0403')
  const ip = clientIp(request.headers)
  await enforce([
    [TRY_OUT_RULES.perIp, ip],
    [TRY_OUT_RULES.perIpDay, ip],
    [TRY_OUT_RULES.perForm, 'all'],
  ])
  const body = await readJsonBody(request)
  return answeringStepErrors(async () => {
    const { values } = checkSteps(form(locale), body, locale, true)
    const product = values.product as TrialProduct
    const applicant = values.applicant as TrialApplicant
    await requireCaptcha({ captchaId: applicant.captchaId, captchaCode: applicant.captchaCode })
    const [category, industry, area] = await Promise.all([
      payload.count({ collection: 'categories', where: { id: { equals: product.treeId } }, overrideAccess: true }),
      payload.count({
        collection: 'industries',
        where: { id: { equals: applicant.industryId } },
        overrideAccess: true,
      }),
      payload.count({ collection: 'areas', where: { id: { equals: applicant.areaId } }, overrideAccess: true }),
    ])
    if (!category.totalDocs) throw fieldError('product', 'treeId', locale, VALIDATION_MESSAGES.notInList)
    if (!industry.totalDocs) throw fieldError('applicant', 'industryId', locale, VALIDATION_MESSAGES.notInList)
    if (!area.totalDocs) throw fieldError('applicant', 'areaId', locale, VALIDATION_MESSAGES.notInList)
    const doc = await payload.create({
      collection: 'trial-requests',
      data: {
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
        locale,
      },
      depth: 0,
      overrideAccess: true,
    })
    try {
      await notifySubmission(payload, { collection: 'trial-requests', id: doc.id, locale })
    } catch (error) {
      console.error('[try_out] notification failed for request', doc.id, error)
    }
    return { id: doc.id }
  })
}

export const tryOutRoutes: Route[] = [
  { method: 'POST', path: '/try_out/check', handler: check },
  { method: 'POST', path: '/try_out', handler: submit },
]
