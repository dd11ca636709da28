import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { TrackOnView } from '@/components/analytics/TrackOnView'
import { SuggestionForm } from '@/components/forms/SuggestionForm'
import { DidYouMean } from '@/components/search/DidYouMean'
import { searchPageParams } from '@/components/search/search-params'
import { pageAlternates } from '@/domain/catalog/catalog-seo'
import { SUGGESTION_INDUSTRY_CODES, SUGGESTION_LIMITS } from '@/domain/leads/suggestion'
import { IntlProvider } from '@/i18n/client'
import { clientMessages } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/routing'
import { areasList } from '@/lib/data/distributors'
import { formIndustries } from '@/lib/data/lead-forms'
import { searchDidYouMean } from '@/lib/data/search'
import { getPayloadClient } from '@/lib/payload'

/** /search-not-found?keywords=…: nothing matched; offers the new product or service suggestion form. */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'search.notFound' })
  return {
    title: t('metaTitle'),
    robots: { index: false, follow: true },
    alternates: pageAlternates(locale, '/search-not-found'),
  }
}

export default async function SearchNotFoundPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { keywords } = searchPageParams.parse(await searchParams)
  const t = await getTranslations('search.notFound')
  const suggestion = await getTranslations('suggestion')
  // The regions with their codes (an international phone needs the one outside mainland China); the spec's two
  // industries, labelled as the spec names them for this form (issue 16).
  const [regions, industries, closest] = await Promise.all([
    areasList(locale),
    formIndustries(locale, SUGGESTION_INDUSTRY_CODES),
    keywords ? searchDidYouMean(await getPayloadClient(), locale, keywords) : [],
  ])
  const industryOptions = industries.map((i) => ({ id: i.id, name: suggestion(`industries.${i.code}`) }))
  const length = [...keywords].length
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      {keywords ? <TrackOnView operateType="search" operateTypeId={keywords} /> : null}
      <h1 className="text-2xl font-semibold text-slate-900">
        {keywords ? t('heading', { keywords }) : t('headingEmpty')}
      </h1>
      <p className="mt-3 text-slate-600">{t('hint')}</p>
      <DidYouMean rows={closest} />
      <section className="mt-8 rounded border border-slate-200 p-6">
        <h2 className="text-xl font-semibold text-slate-900">{suggestion('title')}</h2>
        <p className="mt-1 text-slate-600">{suggestion('intro')}</p>
        <IntlProvider locale={locale} messages={clientMessages(locale, ['suggestion'])}>
          <SuggestionForm
            productName={length >= 2 && length <= SUGGESTION_LIMITS.productName ? keywords : ''}
            regions={regions}
            industries={industryOptions}
          />
        </IntlProvider>
      </section>
    </main>
  )
}
