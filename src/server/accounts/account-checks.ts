import { commonPasswordProblem } from '../../auth/common-passwords'
import { phoneFitsArea } from '../leads/lead-checks'
import { listValueExists } from '../lists/list-value-exists'
import { refuse } from './account-refusal'
import type { MemberContext } from './member-context'

/** The checks registration, completion and the profile share: a password not on the common list, real lists. */

/** Refuses a password on the common-passwords list (the field `password`). */
export function refuseCommonPassword(password: string): void {
  const problem = commonPasswordProblem(password)
  if (problem) throw refuse('password', `account.${problem}`)
}

/** Refuses an area or industry that is not in its list, and a phone that does not fit the area. */
export async function requireAccountLists(
  ctx: MemberContext,
  input: { areaId: number; industryId: number; phone?: string },
): Promise<void> {
  if (!(await listValueExists(ctx.payload, 'areas', input.areaId))) {
    throw refuse('areaId', 'account.validation.areaRequired')
  }
  if (!(await listValueExists(ctx.payload, 'industries', input.industryId))) {
    throw refuse('industryId', 'account.validation.industryRequired')
  }
  if (!(await phoneFitsArea(ctx, input.phone ?? '', input.areaId))) {
    throw refuse('phone', 'account.validation.phoneInvalid')
  }
}
