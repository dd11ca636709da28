import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ArticleList } from '@/components/content/ArticleList'
import { ContentShell } from '@/components/content/ContentShell'
import { childOr404, sectionArticles, sectionMenuItems, sectionQuery } from '@/components/content/content-section'
import { Pager } from '@/components/content/Pager'
import { contentMetadata } from '@/components/content/page-metadata'
import { parseId, type SearchParams } from '@/domain/content/content-query'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

/** /information?activeIndex={id}: news and activities by category id (5's children), newest first, paged. */
async function resolve(locale: Locale, searchParams: SearchParams) {
  const { root, children, picked, page } = await sectionQuery(
    locale,
    'information',
    searchParams,
    'activeIndex',
    parseId,
  )
  return { root, tabs: children, selected: childOr404(children, picked, children[0]), page }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const { selected, page } = await resolve(locale, await searchParams)
  const t = await getTranslations({ locale, namespace: 'content.information' })
  return contentMetadata({
    locale,
    path: `/information?activeIndex=${selected.id}${page > 1 ? `&page=${page}` : ''}`,
    title: selected.name,
    description: t('description', { name: selected.name }),
  })
}

export default async function InformationPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { root, tabs, selected, page } = await resolve(locale, await searchParams)
  const t = await getTranslations('content')
  const { found, pages } = await sectionArticles(locale, selected, page)
  return (
    <ContentShell
      eyebrow={root.name}
      title={selected.name}
      crumbs={[{ href: '/information', label: root.name }]}
      menu={{
        label: t('information.menuLabel'),
        title: root.name,
        items: sectionMenuItems(tabs, '/information', 'activeIndex', selected.id),
      }}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <p>{t('common.count', { count: found.total })}</p>
        <Link href="/information/table" className="text-brand-700 underline-offset-2 hover:underline print:hidden">
          {t('information.printable')}
        </Link>
      </div>
      <ArticleList locale={locale} articles={found.list} />
      <Pager path="/information" query={{ activeIndex: selected.id }} page={page} pages={pages} />
    </ContentShell>
  )
}
