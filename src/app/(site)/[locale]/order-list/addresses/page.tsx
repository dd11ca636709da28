import { AddressBook } from '@/components/user-centre/AddressBook'
import { type AccountPageProps, accountPage, accountPageMetadata } from '../_account/account-page'

/** Per request, never cached: a member's own page (anonymous visitors go to /login and come back). */
export const dynamic = 'force-dynamic'

export const generateMetadata = accountPageMetadata('addresses')

/** /order-list/addresses: the address book (issue 21). */
export default async function Page({ params }: AccountPageProps) {
  return accountPage(params, 'addresses', 'addresses.intro', () => <AddressBook />)
}
