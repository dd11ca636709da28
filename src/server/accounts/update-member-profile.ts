import type { Profile } from '../../domain/accounts/user-centre'
import { phoneFitsArea } from '../leads/lead-checks'
import { listValueExists } from '../lists/list-value-exists'
import { AccountRefusal } from './account-refusal'
import type { MemberContext } from './member-context'

/**
 * The user centre's profile edit: name, company, department, area and industry. Every refused field is
 * reported at once (the area that does not exist or does not fit the member's phone, the industry).
 */
export async function updateMemberProfile(
  input: Profile & { memberId: number; phone: string | null | undefined },
  ctx: MemberContext,
): Promise<Profile> {
  const { payload } = ctx
  const fields: Record<string, string> = {}
  if (!(await listValueExists(payload, 'areas', input.areaId))) {
    fields.areaId = 'account.validation.areaRequired'
  } else if (!(await phoneFitsArea(ctx, input.phone ?? '', input.areaId))) {
    fields.areaId = 'userCentre.api.areaPhone'
  }
  if (!(await listValueExists(payload, 'industries', input.industryId))) {
    fields.industryId = 'account.validation.industryRequired'
  }
  if (Object.keys(fields).length > 0) throw new AccountRefusal(fields)
  const profile: Profile = {
    name: input.name,
    company: input.company,
    department: input.department,
    areaId: input.areaId,
    industryId: input.industryId,
  }
  await payload.update({
    collection: 'members',
    id: input.memberId,
    data: {
      name: profile.name,
      company: profile.company,
      department: profile.department,
      area: profile.areaId,
      industry: profile.industryId,
    },
    overrideAccess: true,
  })
  return profile
}
