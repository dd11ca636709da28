import { z } from 'zod'
import { createCaptcha, issueCaptchaTicket, redeemCaptchaTicket, solveCaptcha } from '../services/captcha/captcha'
import { MINUTE } from '../services/rate-limit/rate-limit'
import { ApiError } from './envelope'
import type { ApiContext, Route } from './handler-types'
import { enforcePerIp } from './rate-limit-guard'
import { isSameSite, readJsonBody } from './request-body'

/**
 * GET /kaptcha: a new image captcha { captchaId, image }. POST /kaptcha/check { captchaId, code }: solves it
 * (one try) and answers { ticket } for the step that needs a solved captcha (e.g. /code/send). Every failure,
 * whatever its cause (unknown, expired, used, wrong), gets the same answer: E0400 'captchaInvalid'.
 */
const CAPTCHA_IMAGES = { name: 'captcha-image-ip', limit: 30, windowMs: MINUTE }
const CAPTCHA_CHECKS = { name: 'captcha-check-ip', limit: 30, windowMs: MINUTE }

export function captchaError(): ApiError {
  return new ApiError('E0400', { msgKey: 'captchaInvalid' })
}

const captchaFields = z.object({ captchaId: z.string().max(64), code: z.string().max(16) }).strict()

/**
 * A solved captcha for a form that embeds one: either `captchaTicket` (from /kaptcha/check) or `captchaId` with
 * `captchaCode`. Throws the one captcha failure otherwise.
 */
export async function requireCaptcha(input: { captchaTicket?: unknown; captchaId?: unknown; captchaCode?: unknown }) {
  const ok = input.captchaTicket
    ? await redeemCaptchaTicket(input.captchaTicket)
    : await solveCaptcha(input.captchaId, input.captchaCode)
  if (!ok) throw captchaError()
}

async function image(ctx: ApiContext) {
  await enforcePerIp(ctx, CAPTCHA_IMAGES)
  return createCaptcha()
}

async function check(ctx: ApiContext) {
  if (!isSameSite(ctx.request)) throw new ApiError('E0403')
  await enforcePerIp(ctx, CAPTCHA_CHECKS)
  const parsed = captchaFields.safeParse(await readJsonBody(ctx.request))
  if (!parsed.success) throw captchaError()
  if (!(await solveCaptcha(parsed.data.captchaId, parsed.data.code))) throw captchaError()
  return { ticket: await issueCaptchaTicket() }
}

export const kaptchaRoutes: Route[] = [
  { method: 'GET', path: '/kaptcha', handler: image },
  { method: 'POST', path: '/kaptcha/check', handler: check },
]
