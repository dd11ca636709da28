import { verifyCode } from '../auth/verification-codes'
import { codeCheckSchema, codeSendSchema } from '../domain/accounts/rules'
import { clientSubject } from '../lib/client-ip'
import { sendVerificationCode } from '../server/accounts/send-verification-code'
import { DAY, HOUR, MINUTE } from '../services/rate-limit/rate-limit'
import { accountError, readAccountBody } from './account-common'
import { requireMember } from './auth-guard'
import type { ApiContext, Route } from './handler-types'
import { requireCaptcha } from './kaptcha'
import { enforce } from './rate-limit-guard'

/**
 * POST /code/send and /code/check (issue 6). A code goes out only after an image captcha (a ticket from
 * /kaptcha/check, or captchaId + captchaCode); per phone (or e-mail) one send a minute, 5 an hour, 10 a day; per
 * IP 20 a day. The answer is the same whether or not an account exists: a code is issued in every case, but
 * delivered only where it can be used (login and reset: an existing account; register: a number not yet
 * registered, which instead gets a notice; bind: a number of no other account): src/server/accounts/send-verification-code.ts.
 */
export const SEND_TARGET_MINUTE = { name: 'code-target-minute', limit: 1, windowMs: MINUTE }
export const SEND_TARGET_HOUR = { name: 'code-target-hour', limit: 5, windowMs: HOUR }
export const SEND_TARGET_DAY = { name: 'code-target-day', limit: 10, windowMs: DAY }
export const SEND_IP_DAY = { name: 'code-ip-day', limit: 20, windowMs: DAY }
const CHECK_IP_MINUTE = { name: 'code-check-ip-minute', limit: 30, windowMs: MINUTE }

async function send(ctx: ApiContext) {
  const body = await readAccountBody(ctx, codeSendSchema)
  const target = body.purpose === 'reset' ? body.username : body.phone
  const binder = body.purpose === 'bind' ? await requireMember(ctx) : null
  // Captcha first: no budget is spent (and nothing is learnt) without one.
  await requireCaptcha(body)
  await enforce(
    [
      [SEND_TARGET_MINUTE, target],
      [SEND_TARGET_HOUR, target],
      [SEND_TARGET_DAY, target],
      [SEND_IP_DAY, clientSubject(ctx.request.headers)],
    ],
    'codeTooOften',
  )
  return sendVerificationCode({ purpose: body.purpose, target, binderId: binder?.id ?? null }, ctx)
}

/** Checks a code without using it (the forms' on-blur check); a wrong one counts towards the 5 tries. */
async function check(ctx: ApiContext) {
  await enforce([[CHECK_IP_MINUTE, clientSubject(ctx.request.headers)]])
  const body = await readAccountBody(ctx, codeCheckSchema)
  const target = (body.phone ?? body.username) as string
  if (!(await verifyCode(ctx.payload, target, body.purpose, body.code, { consume: false }))) {
    throw accountError(ctx, 'codeInvalid')
  }
  return { valid: true }
}

export const codeRoutes: Route[] = [
  { method: 'POST', path: '/code/send', handler: send },
  { method: 'POST', path: '/code/check', handler: check },
]
