import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { TrackOnView } from '@/components/analytics/TrackOnView'
import { SearchFilters } from '@/components/search/SearchFilters'
import { SearchPaging } from '@/components/search/SearchPaging'
import { ArticleResults, ProductResults } from '@/components/search/SearchResults'
import { SearchTabs } from '@/components/search/SearchTabs'
import { hasFacets, type SearchTab, searchPageParams } from '@/components/search/search-params'
import { ExtraMessages } from '@/components/shell/ExtraMessages'
import { pageAlternates } from '@/domain/catalog/catalog-seo'
import { pickMessages } from '@/i18n/client-messages'
import { Link } from '@/i18n/link'
import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { type ArticleRow, type ProductRow, type SearchFacets, searchPage } from '@/lib/data/search'
import { hotKeywordsData } from '@/lib/data/shell'
import { getPayloadClient } from '@/lib/payload'
import { logSearch } from '@/server/search/log-search'
import { isChinaVisitor } from '@/services/geo/geo'

/** /search?keywords=…: rendered per request (prices depend on the visitor; results on the query). */
export const dynamic = 'force-dynamic'

const PAGE_SIZE = 20

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const { keywords } = searchPageParams.parse(await searchParams)
  const t = await getTranslations({ locale, namespace: 'search' })
  return {
    title: keywords ? t('metaTitle', { keywords }) : t('metaTitleEmpty'),
    robots: { index: false, follow: true },
    alternates: pageAlternates(locale, keywords ? `/search?keywords=${encodeURIComponent(keywords)}` : '/search'),
  }
}

export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const query = searchPageParams.parse(await searchParams)
  const t = await getTranslations('search')
  const payload = await getPayloadClient()

  if (!query.keywords) {
    const hot = await hotKeywordsData(locale, 5)
    return (
      <main className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-2xl font-semibold text-slate-900">{t('headingEmpty')}</h1>
        <p className="mt-2 text-slate-600">{t('emptyHint')}</p>
        {hot.length ? (
          <section className="mt-6">
            <h2 className="text-sm font-medium text-slate-700">{t('hot')}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {hot.map((k) => (
                <li key={k}>
                  <Link
                    href={`/search?keywords=${encodeURIComponent(k)}`}
                    className="rounded-full border border-slate-300 px-3 py-1 text-sm hover:border-brand-600"
                  >
                    {k}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </main>
    )
  }

  const ctx = {
    payload,
    locale,
    showPrices: isChinaVisitor(await headers()),
    inquiryWord: (await getTranslations('api'))('inquiry'),
  }
  // One ranking of each tab serves the counts, the redirects, the filters and the open tab's page.
  const found = await searchPage(ctx, query, PAGE_SIZE)
  const { counts } = found
  const total = counts.product + counts.service + counts.content
  const firstVisit = query.tab === undefined && query.page === 1 && !hasFacets(query)
  if (firstVisit) logSearch(payload, query.keywords, locale, total, await headers())
  // A catalog number typed in the search bar opens that product (issue 4).
  if (found.exact && firstVisit)
    redirect({ href: `/product-detail?catalogNumber=${encodeURIComponent(found.exact.catalogNumber)}`, locale })
  if (total === 0) redirect({ href: `/search-not-found?keywords=${encodeURIComponent(query.keywords)}`, locale })

  const tab: SearchTab = found.tab
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">{t('heading', { keywords: query.keywords })}</h1>
      {firstVisit ? <TrackOnView operateType="search" operateTypeId={query.keywords} /> : null}
      <SearchTabs params={query} active={tab} counts={counts} />
      {found.tab === 'product' ? (
        <ProductTab locale={locale} query={query} size={PAGE_SIZE} {...found.product} />
      ) : (
        <ArticleTab kind={found.tab} query={query} size={PAGE_SIZE} result={found.articles} />
      )}
    </main>
  )
}

async function ProductTab({
  locale,
  query,
  size,
  facets,
  result,
}: {
  locale: Locale
  query: ReturnType<typeof searchPageParams.parse>
  size: number
  facets: SearchFacets
  result: { list: ProductRow[]; total: number }
}) {
  const t = await getTranslations('search')
  return (
    <>
      <SearchFilters params={query} facets={facets} />
      <p
        className="mt-4 text-sm text-slate-600"
        aria-live="polite"
        data-testid="search-count"
        data-total={result.total}
      >
        {t('count', { count: result.total })}
      </p>
      {result.total ? (
        // The rows' enquiry buttons read one message (their label); the dialog loads its own (LazyDialogs).
        <ExtraMessages messages={pickMessages(locale, ['leads.enquiry.open'])}>
          <ProductResults rows={result.list} />
        </ExtraMessages>
      ) : (
        <p className="mt-6 text-slate-700">{t('noMatchInFilter')}</p>
      )}
      <SearchPaging params={query} total={result.total} size={size} />
    </>
  )
}

async function ArticleTab({
  kind,
  query,
  size,
  result,
}: {
  kind: 'service' | 'content'
  query: ReturnType<typeof searchPageParams.parse>
  size: number
  result: { list: ArticleRow[]; total: number }
}) {
  const t = await getTranslations('search')
  return (
    <>
      <p className="mt-4 text-sm text-slate-600" aria-live="polite">
        {t('count', { count: result.total })}
      </p>
      <ArticleResults rows={result.list} kind={kind} />
      <SearchPaging params={query} total={result.total} size={size} />
    </>
  )
}
