import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { articleByIdParam, articleMetadata } from '@/components/content/article-page'
import { LegalView, legalHref } from '@/components/content/LegalView'
import type { SearchParams } from '@/domain/content/content-query'
import type { Locale } from '@/i18n/routing'
import { legalTitles, siteConfigView } from '@/lib/data/content'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

/**
 * /rich-detail?title={title}&fileId={articleId}: trademark information, privacy policy and terms (any
 * published article by id). The `title` parameter only labels the link: the page shows the article's own
 * title, so a crafted URL cannot put words in the site's mouth.
 */
function resolve(locale: Locale, searchParams: SearchParams) {
  return articleByIdParam(locale, searchParams, 'fileId')
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const article = await resolve(locale, await searchParams)
  return articleMetadata(locale, article, legalHref(article.title, article.id))
}

export default async function RichDetailPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const article = await resolve(locale, await searchParams)
  const [config, titles] = await Promise.all([siteConfigView(locale), legalTitles(locale)])
  return <LegalView locale={locale} article={article} config={config} legalTitles={titles} />
}
