import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ArticleList } from '@/components/content/ArticleList'
import { ContentShell } from '@/components/content/ContentShell'
import { sectionArticles, sectionMenuItems, sectionQuery } from '@/components/content/content-section'
import { Pager } from '@/components/content/Pager'
import { contentMetadata } from '@/components/content/page-metadata'
import { subtreeIds } from '@/domain/catalog/category-tree'
import { parseId, type SearchParams } from '@/domain/content/content-query'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'
import { articlesIn } from '@/lib/data/content'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

const OVERVIEW_SIZE = 3

/**
 * /investors: an overview of the investor categories (679's children: announcements, periodic reports,
 * governance) with their latest items; /investors?childId={id}: one category, paged.
 */
async function resolve(locale: Locale, searchParams: SearchParams) {
  const { root, children, picked, page } = await sectionQuery(locale, 'investors', searchParams, 'childId', parseId)
  const selected = picked === undefined ? null : children.find((n) => n.id === picked)
  if (selected === undefined) notFound()
  return { root, children, selected, page }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const { root, selected, page } = await resolve(locale, await searchParams)
  const t = await getTranslations({ locale, namespace: 'content.investors' })
  return contentMetadata({
    locale,
    path: selected ? `/investors?childId=${selected.id}${page > 1 ? `&page=${page}` : ''}` : '/investors',
    title: selected?.name ?? root.name,
    description: t('description'),
  })
}

export default async function InvestorsPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { root, children, selected, page } = await resolve(locale, await searchParams)
  const t = await getTranslations('content')
  const menu = {
    label: t('investors.menuLabel'),
    title: root.name,
    items: [
      { key: 'overview', href: '/investors', label: t('investors.overview'), current: !selected },
      ...sectionMenuItems(children, '/investors', 'childId', selected?.id),
    ],
  }
  if (selected) {
    const { found, pages } = await sectionArticles(locale, selected, page)
    return (
      <ContentShell
        eyebrow={root.name}
        title={selected.name}
        crumbs={[{ href: '/investors', label: root.name }]}
        menu={menu}
      >
        <ArticleList locale={locale} articles={found.list} />
        <Pager path="/investors" query={{ childId: selected.id }} page={page} pages={pages} />
      </ContentShell>
    )
  }
  const sections = await Promise.all(
    children.map(async (node) => ({ node, found: await articlesIn(locale, subtreeIds(node), 1, OVERVIEW_SIZE) })),
  )
  return (
    <ContentShell
      eyebrow={t('investors.eyebrow')}
      title={root.name}
      lead={t('investors.lead')}
      crumbs={[{ href: '/investors', label: root.name }]}
      menu={menu}
    >
      <div className="space-y-12">
        {sections.map(({ node, found }) => (
          <section key={node.id} aria-labelledby={`investors-${node.id}`}>
            <div className="mb-2 flex items-baseline justify-between gap-4">
              <h2 id={`investors-${node.id}`} className="text-xl font-semibold text-slate-900">
                {node.name}
              </h2>
              <Link
                href={`/investors?childId=${node.id}`}
                className="shrink-0 text-sm font-medium text-brand-700 hover:underline"
              >
                {t('investors.more', { count: found.total })}
                <span className="sr-only">: {node.name}</span>
              </Link>
            </div>
            <ArticleList locale={locale} articles={found.list} headingLevel={3} />
          </section>
        ))}
      </div>
    </ContentShell>
  )
}
