import { getTranslations } from 'next-intl/server'
import { AccountPage, accountMetadata } from '@/components/account/AccountPage'
import { ResetForm } from '@/components/account/ResetForm'
import type { Locale } from '@/i18n/routing'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

export function generateMetadata({ params }: Props) {
  return accountMetadata(params, 'reset')
}

/** /reset: a new password with the code mailed to the account's address. */
export default async function ResetPage({ params }: Props) {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'account.reset' })
  return (
    <AccountPage locale={locale} screen="reset" intro={t('intro')}>
      <ResetForm />
    </AccountPage>
  )
}
