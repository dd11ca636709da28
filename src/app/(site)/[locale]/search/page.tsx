import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { TrackOnView } from '@/components/analytics/TrackOnView'
import { SearchFilters } from '@/components/search/SearchFilters'
import { SearchPaging } from '@/components/search/SearchPaging'
import { ArticleResults, ProductResults } from '@/components/search/SearchResults'
import { SearchTabs } from '@/components/search/SearchTabs'
import { type SearchTab, searchPageParams } from '@/components/search/search-params'
import { ExtraMessages } from '@/components/shell/ExtraMessages'
import { pageAlternates } from '@/domain/catalog-seo'
import { hotKeywords } from '@/domain/hot-keywords'
import { pickMessages } from '@/i18n/client-messages'
import { Link } from '@/i18n/link'
import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { isChinaVisitor } from '@/services/geo/geo'
import {
  logSearch,
  type SearchContext,
  searchArticles,
  searchFacets,
  searchProducts,
  tabCounts,
} from '@/services/search/search-queries'
import { searchIndex } from '@/services/search/search-service'

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
    const hot = await hotKeywords(payload, 5)
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

  const index = await searchIndex(payload)
  const counts = tabCounts(index, query.keywords)
  const total = counts.product + counts.service + counts.content
  const firstVisit =
    query.tab === undefined && query.page === 1 && query.categoryId === undefined && !query.tag && !query.species
  if (firstVisit) await logSearch(payload, query.keywords, locale, total)
  // A catalog number typed in the search bar opens that product (issue 4).
  const exact = index.exactCatalogNumber(query.keywords)
  if (exact && firstVisit)
    redirect({ href: `/product-detail?catalogNumber=${encodeURIComponent(exact.catalogNumber)}`, locale })
  if (total === 0) redirect({ href: `/search-not-found?keywords=${encodeURIComponent(query.keywords)}`, locale })

  const tab: SearchTab = query.tab ?? (counts.product ? 'product' : counts.service ? 'service' : 'content')
  const ctx: SearchContext = {
    payload,
    locale,
    showPrices: isChinaVisitor(await headers()),
    inquiryWord: (await getTranslations('api'))('inquiry'),
  }
  const paging = { page: query.page, size: PAGE_SIZE }
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">{t('heading', { keywords: query.keywords })}</h1>
      {firstVisit ? <TrackOnView operateType="search" operateTypeId={query.keywords} /> : null}
      <SearchTabs params={query} active={tab} counts={counts} />
      {tab === 'product' ? (
        <ProductTab ctx={ctx} query={query} paging={paging} />
      ) : (
        <ArticleTab ctx={ctx} kind={tab} query={query} paging={paging} />
      )}
    </main>
  )
}

async function ProductTab({
  ctx,
  query,
  paging,
}: {
  ctx: SearchContext
  query: ReturnType<typeof searchPageParams.parse>
  paging: { page: number; size: number }
}) {
  const t = await getTranslations('search')
  const [facets, result] = await Promise.all([
    searchFacets(ctx, query.keywords),
    searchProducts(ctx, query.keywords, query, paging),
  ])
  return (
    <>
      <SearchFilters params={query} facets={facets} />
      <p className="mt-4 text-sm text-slate-600" aria-live="polite">
        {t('count', { count: result.total })}
      </p>
      {result.total ? (
        <ExtraMessages messages={pickMessages(ctx.locale, ['leads.enquiry'])}>
          <ProductResults rows={result.list} />
        </ExtraMessages>
      ) : (
        <p className="mt-6 text-slate-700">{t('noMatchInFilter')}</p>
      )}
      <SearchPaging params={query} total={result.total} size={paging.size} />
    </>
  )
}

async function ArticleTab({
  ctx,
  kind,
  query,
  paging,
}: {
  ctx: SearchContext
  kind: 'service' | 'content'
  query: ReturnType<typeof searchPageParams.parse>
  paging: { page: number; size: number }
}) {
  const t = await getTranslations('search')
  const result = await searchArticles(ctx, kind, query.keywords, paging)
  return (
    <>
      <p className="mt-4 text-sm text-slate-600" aria-live="polite">
        {t('count', { count: result.total })}
      </p>
      <ArticleResults rows={result.list} kind={kind} />
      <SearchPaging params={query} total={result.total} size={paging.size} />
    </>
  )
}
