import { hashPassword } from '../../auth/passwords'
import { refuseCommonPassword, requireAccountLists } from './account-checks'
import type { MemberContext } from './member-context'

/** First-login completion: the profile fields, the agreement's time and a password, in one write. */
export async function completeMemberProfile(
  input: {
    memberId: number
    name: string
    company: string
    department?: string
    areaId: number
    industryId: number
    agreeMarketing: boolean
    password: string
  },
  ctx: MemberContext,
): Promise<{ completed: true }> {
  refuseCommonPassword(input.password)
  await requireAccountLists(ctx, input)
  await ctx.payload.update({
    collection: 'members',
    id: input.memberId,
    data: {
      name: input.name,
      company: input.company,
      ...(input.department ? { department: input.department } : {}),
      area: input.areaId,
      industry: input.industryId,
      marketingOptIn: input.agreeMarketing,
      agreedAt: new Date().toISOString(),
      passwordHash: await hashPassword(input.password),
    },
    overrideAccess: true,
  })
  return { completed: true }
}
