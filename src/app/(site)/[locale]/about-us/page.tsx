import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ArticleSection } from '@/components/content/ArticleSection'
import { aboutMenuItems } from '@/components/content/about-menu'
import { ContentShell } from '@/components/content/ContentShell'
import { childOr404, sectionQuery } from '@/components/content/content-section'
import { ExternalLink } from '@/components/content/ExternalLink'
import { contentMetadata } from '@/components/content/page-metadata'
import { parseId, type SearchParams } from '@/domain/content/content-query'
import { aboutMenuTarget } from '@/domain/content/content-sections'
import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { articlesWithBody } from '@/lib/data/content'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

/**
 * /about-us?childId={id}: the about pages (401-403) with category 6's children as the side menu. No childId
 * is the first page without a link; a child whose link is a route of this site (contact, distributors)
 * redirects there; an unknown id is a 404.
 */
async function resolve(locale: Locale, searchParams: SearchParams) {
  const { root, children, picked } = await sectionQuery(locale, 'about', searchParams, 'childId', parseId)
  const selected = childOr404(
    children,
    picked,
    children.find((n) => !n.link),
  )
  const target = aboutMenuTarget(selected)
  if (selected.link && !target.external) redirect({ href: target.href, locale })
  return { root, children, selected, external: target.external ? target.href : null }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const { root, selected } = await resolve(locale, await searchParams)
  const t = await getTranslations({ locale, namespace: 'content.about' })
  return contentMetadata({
    locale,
    path: `/about-us?childId=${selected.id}`,
    title: selected.name,
    description: t('description', { name: selected.name, section: root.name }),
  })
}

export default async function AboutUsPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { root, children, selected, external } = await resolve(locale, await searchParams)
  const t = await getTranslations('content')
  const articles = external ? [] : await articlesWithBody(locale, selected.id)
  return (
    <ContentShell
      eyebrow={root.name}
      title={selected.name}
      crumbs={[{ href: '/about-us', label: root.name }]}
      menu={{
        label: t('about.menuLabel'),
        title: root.name,
        items: aboutMenuItems(children, (node) => node.id === selected.id),
      }}
    >
      {external ? (
        <p className="rounded-xl border border-slate-200 p-6">
          <ExternalLink href={external} className="font-medium text-brand-700 underline">
            {t('about.externalLink', { name: selected.name })}
          </ExternalLink>
        </p>
      ) : articles.length ? (
        articles.map((a) => (
          <ArticleSection
            key={a.id}
            locale={locale}
            article={a}
            showTitle={articles.length > 1 || a.title !== selected.name}
            showDate={false}
          />
        ))
      ) : (
        <p className="rounded-lg bg-slate-50 p-6 text-slate-600">{t('common.empty')}</p>
      )}
    </ContentShell>
  )
}
