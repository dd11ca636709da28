import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { CitationTable } from '@/components/content/CitationTable'
import { ContentShell } from '@/components/content/ContentShell'
import { LiteratureFilter } from '@/components/content/LiteratureFilter'
import { Pager } from '@/components/content/Pager'
import { contentMetadata } from '@/components/content/page-metadata'
import { pageCount, parseLiteratureQuery, type SearchParams } from '@/domain/content/content-query'
import { withQuery } from '@/domain/content/content-urls'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'
import { citationsPage, citationYears } from '@/lib/data/citations'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

const PAGE_SIZE = 20

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const { keyword, year, page } = parseLiteratureQuery(await searchParams)
  const t = await getTranslations({ locale, namespace: 'content.literature' })
  return contentMetadata({
    locale,
    // Filtered views point to the unfiltered list; plain pages keep their number.
    path: keyword || year ? '/literature' : withQuery('/literature', { page: page > 1 ? page : undefined }),
    title: t('title'),
    description: t('description'),
  })
}

/** /literature: citations of the products (title, author, year, journalName), filtered and paged. */
export default async function LiteraturePage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { keyword, year, page } = parseLiteratureQuery(await searchParams)
  const t = await getTranslations('content.literature')
  const [found, years] = await Promise.all([citationsPage({ keyword, year }, page, PAGE_SIZE), citationYears()])
  const pages = pageCount(found.total, PAGE_SIZE)
  const facts = [
    { value: t('factCountValue'), label: t('factCount') },
    { value: '54.94', label: t('factMaxIf') },
    { value: '6.03', label: t('factAverageIf') },
  ]
  return (
    <ContentShell title={t('title')} lead={t('intro')} crumbs={[{ href: '/literature', label: t('title') }]}>
      <ul aria-label={t('factsLabel')} className="grid grid-cols-3 gap-2 sm:gap-4">
        {facts.map((f) => (
          <li key={f.label} className="rounded-xl border border-slate-200 p-3 shadow-sm sm:p-5">
            <span className="block text-xl font-semibold text-brand-700 tabular-nums sm:text-3xl">{f.value}</span>
            <span className="mt-1 block text-xs text-slate-600 sm:text-sm">{f.label}</span>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 mb-4 text-xl font-semibold text-slate-900">{t('listTitle')}</h2>
      <LiteratureFilter locale={locale} action="/literature" keyword={keyword} year={year} years={years} />
      <div className="mt-6 mb-3 flex flex-wrap items-baseline justify-between gap-2 text-sm text-slate-600">
        <p role="status">{t('results', { count: found.total })}</p>
        <Link
          href={withQuery('/literature/table', { keyword, year })}
          className="text-brand-700 underline-offset-2 hover:underline print:hidden"
        >
          {t('printable')}
        </Link>
      </div>
      {found.list.length ? (
        <CitationTable items={found.list} caption={t('caption', { page, pages })} captionId="literature-caption" />
      ) : (
        <p className="rounded-lg bg-slate-50 p-6 text-slate-700">{t('empty')}</p>
      )}
      <Pager path="/literature" query={{ keyword, year }} page={Math.min(page, pages)} pages={pages} />
    </ContentShell>
  )
}
