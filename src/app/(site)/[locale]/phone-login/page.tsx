import { AccountPage, accountMetadata, redirectParam } from '@/components/account/AccountPage'
import { LoginLinks, PhoneLoginForm } from '@/components/account/LoginForms'
import type { Locale } from '@/i18n/routing'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props) {
  return accountMetadata(params, 'phoneLogin')
}

/** /phone-login: mobile phone and SMS code (image captcha before the code goes out). */
export default async function PhoneLoginPage({ params, searchParams }: Props) {
  const { locale } = await params
  const redirect = await redirectParam(searchParams)
  return (
    <AccountPage locale={locale} screen="phoneLogin">
      <PhoneLoginForm redirect={redirect} />
      <LoginLinks current="phone" redirect={redirect} />
    </AccountPage>
  )
}
