import { PasswordForm } from '@/components/user-centre/PasswordForm'
import { type AccountPageProps, accountPage, accountPageMetadata } from '../_account/account-page'

/** Per request, never cached: a member's own page (anonymous visitors go to /login and come back). */
export const dynamic = 'force-dynamic'

export const generateMetadata = accountPageMetadata('password')

/** /order-list/password: change password (issue 21). */
export default async function Page({ params }: AccountPageProps) {
  return accountPage(params, 'password', 'password.intro', () => <PasswordForm />)
}
