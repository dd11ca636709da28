import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { ComingSoon } from './ComingSoon'
import { PrintSheet } from './PrintSheet'
import { contentMetadata } from './page-metadata'

/** The spec routes whose screens belong to later issues: the route exists and says it is coming. */
export type PlaceholderName =
  | 'apply'
  | 'reward'
  | 'cart'
  | 'orderList'
  | 'login'
  | 'phoneLogin'
  | 'registered'
  | 'reset'
  | 'search'
  | 'searchNotFound'
  | 'toolClass'

type LocaleParams = Promise<{ locale: Locale }>

/** Metadata of a placeholder route (`path` is its spec route): kept out of search engines until it is built. */
export async function placeholderMetadata(
  params: LocaleParams,
  name: PlaceholderName,
  path: string,
): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'placeholder' })
  return contentMetadata({ locale, path, title: t(`titles.${name}`), description: t('body'), noindex: true })
}

/** The body of a placeholder route: says in the page's language that it is coming, links home. */
export async function PlaceholderPage({ params, name }: { params: LocaleParams; name: PlaceholderName }) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('placeholder')
  return <ComingSoon title={t(`titles.${name}`)} />
}

export type PrintablePlaceholderName = 'apply' | 'reward' | 'cart'

export async function printablePlaceholderMetadata(
  params: LocaleParams,
  name: PrintablePlaceholderName,
  path: string,
): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'placeholder' })
  return contentMetadata({ locale, path, title: t(`tables.${name}`), noindex: true })
}

/** A printable placeholder (/apply/table, /reward/table, /cart/table) until those screens land. */
export async function PrintablePlaceholderPage({
  params,
  name,
}: {
  params: LocaleParams
  name: PrintablePlaceholderName
}) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('placeholder')
  return (
    <PrintSheet title={t(`tables.${name}`)} note={t('tableNote')} backHref="/" backLabel={t('home')}>
      <p className="rounded-lg border border-dashed border-amber-300 bg-amber-50 p-6 text-amber-900">
        <strong className="font-semibold">{t('badge')}</strong> · {t('tableBody')}
      </p>
    </PrintSheet>
  )
}
