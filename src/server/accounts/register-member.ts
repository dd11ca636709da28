import { hashPassword } from '../../auth/passwords'
import { verifyCode } from '../../auth/verification-codes'
import type { Registration } from '../../domain/accounts/rules'
import { translate } from '../../i18n/messages'
import { inTransaction } from '../../lib/db/payload-db'
import { queueMails, sendQueuedMails } from '../notifications/mail-queue'
import { refuseCommonPassword, requireAccountLists } from './account-checks'
import { refuse } from './account-refusal'
import type { MemberContext } from './member-context'

/**
 * Registration (spec section 3): the SMS code sent for 'register' is used up, and a new member is created; an
 * e-mail address that is already registered gets a notice by mail instead (through the durable mail queue, so
 * a crash after the answer loses nothing), and the answer is the same either way (no account enumeration). A
 * phone another account holds creates nothing (its owner was told by SMS when the code was asked for).
 */
export async function registerMember(input: Registration, ctx: MemberContext): Promise<{ registered: true }> {
  const { payload, locale } = ctx
  refuseCommonPassword(input.password)
  await requireAccountLists(ctx, input)
  if (!(await verifyCode(payload, input.phone, 'register', input.code, { consume: true }))) {
    throw refuse('code', 'account.codeInvalid')
  }
  const passwordHash = await hashPassword(input.password)
  const existing = await payload.find({
    collection: 'members',
    where: { or: [{ email: { equals: input.username } }, { phone: { equals: input.phone } }] },
    limit: 2,
    depth: 0,
    overrideAccess: true,
    // The member's orders and submissions (join fields) are for the back office's member page only.
    joins: false,
  })
  if (existing.docs.length === 0) {
    await payload.create({
      collection: 'members',
      data: {
        email: input.username,
        name: input.name,
        company: input.company,
        department: input.department,
        phone: input.phone,
        area: input.areaId,
        industry: input.industryId,
        marketingOptIn: input.agreeMarketing,
        agreedAt: new Date().toISOString(),
        passwordHash,
      },
      overrideAccess: true,
    })
    return { registered: true }
  }
  const owner = existing.docs.find((m) => m.email === input.username)
  if (owner) {
    const ids = await inTransaction(payload, (req) =>
      queueMails(
        payload,
        { collection: 'members', id: String(owner.id) },
        [
          {
            audience: 'customer',
            to: input.username,
            subject: translate(locale, 'account.mail.existsSubject'),
            text: translate(locale, 'account.mail.existsText'),
          },
        ],
        req,
      ),
    )
    sendQueuedMails(payload, ids)
  }
  return { registered: true }
}
