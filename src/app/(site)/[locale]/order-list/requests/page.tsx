import { RequestHistory } from '@/components/user-centre/RequestHistory'
import { type AccountPageProps, accountPage, accountPageMetadata } from '../_account/account-page'

/** Per request, never cached: a member's own page (anonymous visitors go to /login and come back). */
export const dynamic = 'force-dynamic'

export const generateMetadata = accountPageMetadata('requests')

/** /order-list/requests: the member's enquiries, COA requests, trial and award applications (issue 21). */
export default async function Page({ params }: AccountPageProps) {
  return accountPage(params, 'requests', 'history.intro', () => <RequestHistory />)
}
