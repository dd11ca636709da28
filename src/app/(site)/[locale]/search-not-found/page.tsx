import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { TrackOnView } from '@/components/analytics/TrackOnView'
import { SuggestionForm } from '@/components/forms/SuggestionForm'
import { searchPageParams } from '@/components/search/search-params'
import { pageAlternates } from '@/domain/catalog-seo'
import { SUGGESTION_LIMITS } from '@/domain/suggestion'
import { IntlProvider } from '@/i18n/client'
import { clientMessages } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/routing'
import { cached } from '@/lib/cache'
import { CACHE_TAGS } from '@/lib/cache-tags'
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
  const payload = await getPayloadClient()
  const [regions, industries] = await Promise.all([
    cached(`form-areas:${locale}`, [CACHE_TAGS.areas], async () =>
      (
        await payload.find({ collection: 'areas', sort: 'sort', limit: 100, depth: 0, locale, overrideAccess: false })
      ).docs.map((a) => ({ id: a.id, name: a.name })),
    ),
    cached(`form-industries:${locale}`, [CACHE_TAGS.industries], async () =>
      (
        await payload.find({
          collection: 'industries',
          sort: 'sort',
          limit: 50,
          depth: 0,
          locale,
          overrideAccess: false,
        })
      ).docs.map((i) => ({ id: i.id, name: i.name })),
    ),
  ])
  const length = [...keywords].length
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      {keywords ? <TrackOnView operateType="search" operateTypeId={keywords} /> : null}
      <h1 className="text-2xl font-semibold text-slate-900">
        {keywords ? t('heading', { keywords }) : t('headingEmpty')}
      </h1>
      <p className="mt-3 text-slate-600">{t('hint')}</p>
      <section className="mt-8 rounded border border-slate-200 p-6">
        <h2 className="text-xl font-semibold text-slate-900">{suggestion('title')}</h2>
        <p className="mt-1 text-slate-600">{suggestion('intro')}</p>
        <IntlProvider locale={locale} messages={clientMessages(locale, ['suggestion'])}>
          <SuggestionForm
            productName={length >= 2 && length <= SUGGESTION_LIMITS.productName ? keywords : ''}
            regions={regions}
            industries={industries}
          />
        </IntlProvider>
      </section>
    </main>
  )
}
