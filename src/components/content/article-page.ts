import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { firstParam, parseId, type SearchParams } from '@/domain/content/content-query'
import type { Locale } from '@/i18n/routing'
import { type ArticleFull, articleBy } from '@/lib/data/content'
import { contentMetadata } from './page-metadata'

/** The article pages (article, meeting-detail, rich-detail): the published article `key` names, else 404. */
export async function articleOr404(
  locale: Locale,
  key: { id: number } | { slug: string } | null,
): Promise<ArticleFull> {
  if (!key) notFound()
  const article = await articleBy(locale, key)
  if (!article) notFound()
  return article
}

/** The published article whose id the query parameter `param` gives, else 404. */
export function articleByIdParam(locale: Locale, searchParams: SearchParams, param: string): Promise<ArticleFull> {
  const id = parseId(firstParam(searchParams, param))
  return articleOr404(locale, typeof id === 'number' ? { id } : null)
}

/** An article page's metadata: its title, its summary as the description, `path` as the canonical URL. */
export function articleMetadata(locale: Locale, article: ArticleFull, path: string): Promise<Metadata> {
  return contentMetadata({ locale, path, title: article.title, description: article.summary || undefined })
}
