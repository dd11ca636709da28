import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { LegalView, legalHref } from '@/components/content/LegalView'
import { contentMetadata } from '@/components/content/page-metadata'
import { firstParam, parseId, type SearchParams } from '@/domain/content-query'
import type { Locale } from '@/i18n/routing'
import { articleBy, legalTitles, siteConfigView } from '@/lib/data/content'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

/**
 * /rich-detail?title={title}&fileId={articleId}: trademark information, privacy policy and terms (any
 * published article by id). The `title` parameter only labels the link: the page shows the article's own
 * title, so a crafted URL cannot put words in the site's mouth.
 */
async function resolve(locale: Locale, searchParams: SearchParams) {
  const id = parseId(firstParam(searchParams, 'fileId'))
  if (typeof id !== 'number') notFound()
  const article = await articleBy(locale, { id })
  if (!article) notFound()
  return article
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const article = await resolve(locale, await searchParams)
  return contentMetadata({
    locale,
    path: legalHref(article.title, article.id),
    title: article.title,
    description: article.summary || undefined,
  })
}

export default async function RichDetailPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const article = await resolve(locale, await searchParams)
  const [config, titles] = await Promise.all([siteConfigView(locale), legalTitles(locale)])
  return <LegalView locale={locale} article={article} config={config} legalTitles={titles} />
}
