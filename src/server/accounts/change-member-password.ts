import { clearFailures, lockedFor, recordFailure } from '../../auth/login-throttle'
import { revokeOtherMemberSessions } from '../../auth/member-sessions'
import { hashPassword, verifyPassword } from '../../auth/passwords'
import { refuseCommonPassword } from './account-checks'
import { refuse } from './account-refusal'
import type { MemberContext } from './member-context'

const locked = (ms: number) =>
  refuse('currentPassword', 'api.accountLocked', { code: 'E0429', retryAfter: Math.max(1, Math.ceil(ms / 1000)) })

/**
 * The user centre's password change: the current password is checked as a login checks it (a wrong one counts
 * towards the same lock of the account), the new one replaces it, and every other session of the member ends
 * (`keepToken`, the session that asked, stays).
 */
export async function changeMemberPassword(
  input: { memberId: number; email: string; currentPassword: string; password: string; keepToken: string | null },
  ctx: MemberContext,
): Promise<{ changed: true }> {
  const { payload } = ctx
  refuseCommonPassword(input.password)
  const accountKey = `email:${input.email}`
  const lockedMs = await lockedFor(accountKey)
  if (lockedMs > 0) throw locked(lockedMs)
  const member = await payload.findByID({
    collection: 'members',
    id: input.memberId,
    depth: 0,
    overrideAccess: true,
    joins: false,
    showHiddenFields: true,
  })
  if (!(await verifyPassword(member.passwordHash, input.currentPassword))) {
    const lock = await recordFailure(accountKey)
    if (lock > 0) throw locked(lock)
    throw refuse('currentPassword', 'userCentre.api.passwordWrong')
  }
  await clearFailures(accountKey)
  await payload.update({
    collection: 'members',
    id: input.memberId,
    data: { passwordHash: await hashPassword(input.password) },
    overrideAccess: true,
  })
  if (input.keepToken) await revokeOtherMemberSessions(payload, input.memberId, input.keepToken)
  return { changed: true }
}
