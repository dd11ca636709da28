import { findMemberBy } from '../../auth/member-lookup'
import { revokeAllMemberSessions } from '../../auth/member-sessions'
import { hashPassword } from '../../auth/passwords'
import { verifyCode } from '../../auth/verification-codes'
import { refuseCommonPassword } from './account-checks'
import { refuse } from './account-refusal'
import type { MemberContext } from './member-context'

/**
 * Forgotten password (spec section 5): the e-mail code sent for 'reset' is used up, the member's password
 * replaced and every session of the member ended. An unknown address changes nothing and answers the same.
 */
export async function resetMemberPassword(
  input: { username: string; code: string; password: string },
  ctx: MemberContext,
): Promise<{ reset: true }> {
  const { payload } = ctx
  refuseCommonPassword(input.password)
  if (!(await verifyCode(payload, input.username, 'reset', input.code, { consume: true }))) {
    throw refuse('code', 'account.codeInvalid')
  }
  const passwordHash = await hashPassword(input.password)
  const member = await findMemberBy(payload, 'email', input.username)
  if (member) {
    await payload.update({ collection: 'members', id: member.id, data: { passwordHash }, overrideAccess: true })
    await revokeAllMemberSessions(payload, member.id)
  }
  return { reset: true }
}
