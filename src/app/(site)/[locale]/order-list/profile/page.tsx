import { ProfileForm } from '@/components/user-centre/ProfileForm'
import { accountFormData } from '@/lib/data/account'
import { relationId } from '@/lib/data/doc-views'
import { type AccountPageProps, accountPage, accountPageMetadata } from '../_account/account-page'

/** Per request, never cached: a member's own page (anonymous visitors go to /login and come back). */
export const dynamic = 'force-dynamic'

export const generateMetadata = accountPageMetadata('profile')

/** /order-list/profile: the member's profile (issue 21). */
export default async function Page({ params }: AccountPageProps) {
  return accountPage(params, 'profile', 'profile.intro', async (member, locale) => {
    const lists = await accountFormData(locale)
    return (
      <ProfileForm
        email={member.email}
        phone={member.phone ?? ''}
        initial={{
          name: member.name ?? '',
          company: member.company ?? '',
          department: member.department ?? '',
          areaId: relationId(member.area) ?? '',
          industryId: relationId(member.industry) ?? '',
        }}
        areas={lists.areas}
        industries={lists.industries}
      />
    )
  })
}
