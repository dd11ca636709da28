import type { Payload } from 'payload'
import { findMemberBy } from '../../auth/member-lookup'
import { issueCode } from '../../auth/verification-codes'
import type { CodePurpose } from '../../domain/accounts/rules'
import { translate } from '../../i18n/messages'
import type { Locale } from '../../i18n/routing'
import { mailer } from '../../services/mail/mail'
import { smsSender } from '../../services/sms/sms'
import type { MemberContext } from './member-context'

/** Minutes a code stays valid, as the messages say. */
const CODE_MINUTES = 5

async function memberIdBy(payload: Payload, field: 'email' | 'phone', value: string): Promise<number | null> {
  return (await findMemberBy(payload, field, value))?.id ?? null
}

function deliverLater(what: string, send: () => Promise<void>): void {
  void send().catch((error) => console.error(`[code] ${what} delivery failed:`, (error as Error).message))
}

function smsText(locale: Locale, key: string, code?: string): string {
  return translate(locale, `account.sms.${key}`, { code: code ?? '', minutes: CODE_MINUTES })
}

/**
 * Sends a verification code (spec section 3; the caller has checked the captcha and the send budgets). A code is
 * issued in every case, so the answer is the same whether or not an account exists, but delivered only where it
 * can be used: login and reset, an existing account; register, a number not yet registered (a registered one gets
 * a notice instead); bind, a number of no other account (`binderId`, the member asking, may hold it).
 *
 * The code goes straight to the SMS or mail provider after the answer, not through the durable mail queue: its
 * rows are readable in the back office, and a code there would let staff reset a member's password; a lost code
 * costs the visitor a resend a minute later, and it expires in five minutes anyway.
 */
export async function sendVerificationCode(
  input: { purpose: CodePurpose; target: string; binderId: number | null },
  ctx: MemberContext,
): Promise<{ sent: true; resendAfter: number }> {
  const { payload, locale } = ctx
  const { purpose, target } = input
  const code = await issueCode(payload, target, purpose)
  if (purpose === 'reset') {
    if (await memberIdBy(payload, 'email', target)) {
      deliverLater('mail', () =>
        mailer().send({
          to: target,
          subject: translate(locale, 'account.mail.resetSubject'),
          text: translate(locale, 'account.mail.resetText', { code, minutes: CODE_MINUTES }),
        }),
      )
    }
    return { sent: true, resendAfter: 60 }
  }
  const owner = await memberIdBy(payload, 'phone', target)
  let deliver: 'code' | 'registered' | null = null
  if (purpose === 'login') deliver = owner ? 'code' : null
  else if (purpose === 'register') deliver = owner ? 'registered' : 'code'
  else deliver = owner === null || owner === input.binderId ? 'code' : null
  if (deliver === 'code') {
    deliverLater('sms', () => smsSender().send({ to: target, text: smsText(locale, 'code', code), code }))
  } else if (deliver === 'registered') {
    deliverLater('sms', () => smsSender().send({ to: target, text: smsText(locale, 'registered') }))
  }
  return { sent: true, resendAfter: 60 }
}
