import { verifyCode } from '../../auth/verification-codes'
import { refuse } from './account-refusal'
import type { MemberContext } from './member-context'

/**
 * First-login phone bind: sets the missing number of a member with the SMS code sent for 'bind'. Replacing a
 * number needs the old number's code too (change-member-phone.ts).
 */
export async function bindMemberPhone(
  input: { memberId: number; currentPhone: string | null | undefined; phone: string; code: string },
  ctx: MemberContext,
): Promise<{ phone: string }> {
  const { payload } = ctx
  if (input.currentPhone) throw refuse('phone', 'userCentre.api.phoneBound', { code: 'E0409' })
  if (!(await verifyCode(payload, input.phone, 'bind', input.code, { consume: true }))) {
    throw refuse('code', 'account.codeInvalid')
  }
  const taken = await payload.count({
    collection: 'members',
    where: { and: [{ phone: { equals: input.phone } }, { id: { not_equals: input.memberId } }] },
    overrideAccess: true,
  })
  // Codes for 'bind' are delivered only to numbers of no other account, so this is a race at most.
  if (taken.totalDocs > 0) throw refuse('code', 'account.codeInvalid')
  await payload.update({
    collection: 'members',
    id: input.memberId,
    data: { phone: input.phone },
    overrideAccess: true,
  })
  return { phone: input.phone }
}
