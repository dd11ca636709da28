import { verifyCode } from '../../auth/verification-codes'
import { phoneFitsArea } from '../leads/lead-checks'
import { AccountRefusal, refuse } from './account-refusal'
import type { MemberContext } from './member-context'

/**
 * The user centre's phone change: both codes ('bind', sent by /code/send to the member's own number and to a
 * number of no other account) are checked before either is used, so a wrong second code does not burn the
 * first; the new number must be free and fit the member's area.
 */
export async function changeMemberPhone(
  input: {
    memberId: number
    oldPhone: string | null | undefined
    areaId: number | null
    phone: string
    oldCode: string
    code: string
  },
  ctx: MemberContext,
): Promise<{ phone: string }> {
  const { payload } = ctx
  const { oldPhone } = input
  if (!oldPhone) throw refuse('oldCode', 'userCentre.api.noPhone')
  if (input.phone === oldPhone) throw refuse('phone', 'userCentre.api.phoneSame')
  const taken = await payload.count({
    collection: 'members',
    where: { and: [{ phone: { equals: input.phone } }, { id: { not_equals: input.memberId } }] },
    overrideAccess: true,
  })
  if (taken.totalDocs > 0) throw refuse('phone', 'userCentre.api.phoneTaken')
  if (input.areaId !== null && !(await phoneFitsArea(ctx, input.phone, input.areaId))) {
    throw refuse('phone', 'account.validation.phoneInvalid')
  }
  const fields: Record<string, string> = {}
  if (!(await verifyCode(payload, oldPhone, 'bind', input.oldCode, { consume: false }))) {
    fields.oldCode = 'userCentre.api.oldCodeInvalid'
  }
  if (!(await verifyCode(payload, input.phone, 'bind', input.code, { consume: false }))) {
    fields.code = 'userCentre.api.newCodeInvalid'
  }
  if (Object.keys(fields).length > 0) throw new AccountRefusal(fields)
  const usedOld = await verifyCode(payload, oldPhone, 'bind', input.oldCode, { consume: true })
  const usedNew = usedOld && (await verifyCode(payload, input.phone, 'bind', input.code, { consume: true }))
  // Only a concurrent change can get here with a used code.
  if (!usedOld || !usedNew) throw refuse(usedOld ? 'code' : 'oldCode', 'account.codeInvalid')
  try {
    await payload.update({
      collection: 'members',
      id: input.memberId,
      data: { phone: input.phone },
      overrideAccess: true,
    })
  } catch (error) {
    // The unique index: another member took the number in between.
    const status = (error as { status?: number }).status
    if (status === 400 || status === 409) throw refuse('phone', 'userCentre.api.phoneTaken')
    throw error
  }
  return { phone: input.phone }
}
