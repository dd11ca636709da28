import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ArticleView } from '@/components/content/ArticleView'
import { articleMetadata, articleOr404 } from '@/components/content/article-page'
import { firstParam, parseId, parseSlug, type SearchParams } from '@/domain/content/content-query'
import type { Locale } from '@/i18n/routing'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

/** /article?id={id} (or ?slug=): one published article in full. */
async function resolve(locale: Locale, searchParams: SearchParams) {
  const id = parseId(firstParam(searchParams, 'id'))
  const slug = parseSlug(firstParam(searchParams, 'slug'))
  const key = typeof id === 'number' ? { id } : typeof slug === 'string' && id === undefined ? { slug } : null
  return articleOr404(locale, key)
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const article = await resolve(locale, await searchParams)
  return articleMetadata(locale, article, `/article?id=${article.id}`)
}

export default async function ArticlePage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const article = await resolve(locale, await searchParams)
  const t = await getTranslations('content.article')
  return <ArticleView locale={locale} article={article} sharePath={`/article?id=${article.id}`} backLabel={t('back')} />
}
