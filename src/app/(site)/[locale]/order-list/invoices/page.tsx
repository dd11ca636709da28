import { InvoiceTitles } from '@/components/user-centre/InvoiceTitles'
import { type AccountPageProps, accountPage, accountPageMetadata } from '../_account/account-page'

/** Per request, never cached: a member's own page (anonymous visitors go to /login and come back). */
export const dynamic = 'force-dynamic'

export const generateMetadata = accountPageMetadata('invoices')

/** /order-list/invoices: invoice titles (issue 21). */
export default async function Page({ params }: AccountPageProps) {
  return accountPage(params, 'invoices', 'invoices.intro', () => <InvoiceTitles />)
}
