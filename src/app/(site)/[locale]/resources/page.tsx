import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'
import { ArticleList } from '@/components/content/ArticleList'
import { ContentShell } from '@/components/content/ContentShell'
import { sectionArticles, sectionQuery } from '@/components/content/content-section'
import { DownloadList } from '@/components/content/DownloadList'
import { Pager } from '@/components/content/Pager'
import { contentMetadata } from '@/components/content/page-metadata'
import { CoaButton } from '@/components/leads/CoaButton'
import { ExtraMessages } from '@/components/shell/ExtraMessages'
import { parseIndex, type SearchParams } from '@/domain/content/content-query'
import { resourceTab } from '@/domain/content/content-sections'
import { pickMessages } from '@/i18n/client-messages'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'
import { downloadsIn } from '@/lib/data/content'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

/**
 * /resources?activeIndex={n}: tabs by zero-based position of category 4's children. Position 4 is the
 * resource download list, a category with a link (the toolbox) points there, the others list articles.
 */
async function resolve(locale: Locale, searchParams: SearchParams) {
  const { root, children, picked, page } = await sectionQuery(
    locale,
    'resources',
    searchParams,
    'activeIndex',
    parseIndex,
  )
  const tab = resourceTab(children, picked ?? 0)
  if (!tab) notFound()
  return { root, tabs: children, tab, page }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const { tab, page } = await resolve(locale, await searchParams)
  const t = await getTranslations({ locale, namespace: 'content.resources' })
  const paged = tab.kind === 'articles' && page > 1 ? `&page=${page}` : ''
  return contentMetadata({
    locale,
    path: `/resources?activeIndex=${tab.position}${paged}`,
    title: tab.node.name,
    description: tab.kind === 'downloads' ? t('downloadsDescription') : t('description', { name: tab.node.name }),
  })
}

export default async function ResourcesPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { root, tabs, tab, page } = await resolve(locale, await searchParams)
  const t = await getTranslations('content')
  const items = tabs.map((node, position) => {
    const target = resourceTab(tabs, position)
    return {
      key: node.id,
      href: target?.kind === 'link' ? target.href : `/resources?activeIndex=${position}`,
      label: node.name,
      current: position === tab.position,
    }
  })
  let body: React.ReactNode
  if (tab.kind === 'downloads') {
    const leads = await getTranslations('leads.coa')
    body = (
      <>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 p-4">
          <p className="text-sm text-slate-700">{leads('intro')}</p>
          <ExtraMessages messages={pickMessages(locale, ['leads.coa'])}>
            <CoaButton />
          </ExtraMessages>
        </div>
        <DownloadList items={await downloadsIn(locale, tab.node.id)} />
      </>
    )
  } else if (tab.kind === 'link') {
    body = (
      <div className="rounded-xl border border-slate-200 p-6 shadow-sm xl:p-8">
        <p className="max-w-2xl text-slate-700">{t('resources.linkText', { name: tab.node.name })}</p>
        <Link
          href={tab.href}
          className="mt-5 inline-flex items-center rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
        >
          {t('resources.linkAction', { name: tab.node.name })}
        </Link>
      </div>
    )
  } else {
    const { found, pages } = await sectionArticles(locale, tab.node, page)
    body = (
      <>
        <ArticleList locale={locale} articles={found.list} />
        <Pager path="/resources" query={{ activeIndex: tab.position }} page={page} pages={pages} />
      </>
    )
  }
  return (
    <ContentShell
      eyebrow={root.name}
      title={tab.node.name}
      lead={tab.kind === 'downloads' ? t('resources.downloadsLead') : undefined}
      crumbs={[{ href: '/resources', label: root.name }]}
      menu={{ label: t('resources.menuLabel'), title: root.name, items }}
    >
      {body}
    </ContentShell>
  )
}
