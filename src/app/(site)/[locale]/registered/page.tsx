import { getTranslations } from 'next-intl/server'
import { AccountPage, accountMetadata, redirectParam } from '@/components/account/AccountPage'
import { RegisterForm } from '@/components/account/RegisterForm'
import type { Locale } from '@/i18n/routing'
import { accountFormData } from '@/lib/data/account'
import { richDetailHref } from '@/lib/data/footer'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props) {
  return accountMetadata(params, 'registered')
}

/** /registered: the registration form of spec sections 3 and 5. */
export default async function RegisteredPage({ params, searchParams }: Props) {
  const { locale } = await params
  const [redirect, data, t, footer] = await Promise.all([
    redirectParam(searchParams),
    accountFormData(locale),
    getTranslations({ locale, namespace: 'account.register' }),
    getTranslations({ locale, namespace: 'footer' }),
  ])
  const privacyHref = data.privacyArticle ? richDetailHref(footer('privacy'), data.privacyArticle) : null
  return (
    <AccountPage locale={locale} screen="registered" intro={t('intro')} wide>
      <RegisterForm areas={data.areas} industries={data.industries} privacyHref={privacyHref} redirect={redirect} />
    </AccountPage>
  )
}
