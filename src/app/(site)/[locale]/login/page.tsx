import { AccountPage, accountMetadata, redirectParam } from '@/components/account/AccountPage'
import { EmailLoginForm, LoginLinks } from '@/components/account/LoginForms'
import type { Locale } from '@/i18n/routing'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props) {
  return accountMetadata(params, 'login')
}

/** /login: e-mail and password; `?redirect=` brings the visitor back where they were (e.g. the toolbox). */
export default async function LoginPage({ params, searchParams }: Props) {
  const { locale } = await params
  const redirect = await redirectParam(searchParams)
  return (
    <AccountPage locale={locale} screen="login">
      <EmailLoginForm redirect={redirect} />
      <LoginLinks current="email" redirect={redirect} />
    </AccountPage>
  )
}
