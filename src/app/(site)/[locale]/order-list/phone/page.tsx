import { PhoneForm } from '@/components/user-centre/PhoneForm'
import { type AccountPageProps, accountPage, accountPageMetadata } from '../_account/account-page'

/** Per request, never cached: a member's own page (anonymous visitors go to /login and come back). */
export const dynamic = 'force-dynamic'

export const generateMetadata = accountPageMetadata('phone')

/** /order-list/phone: change the phone number (codes to the old and the new number) (issue 21). */
export default async function Page({ params }: AccountPageProps) {
  return accountPage(params, 'phone', 'phone.intro', (member) => <PhoneForm currentPhone={member.phone ?? ''} />)
}
