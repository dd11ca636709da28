import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ArticleView } from '@/components/content/ArticleView'
import { contentMetadata } from '@/components/content/page-metadata'
import { firstParam, parseId, type SearchParams } from '@/domain/content-query'
import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { articleBy } from '@/lib/data/content'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

/** /meeting-detail?id={id}: an event (an article with a start date): where, when, and the programme. */
async function resolve(locale: Locale, searchParams: SearchParams) {
  const id = parseId(firstParam(searchParams, 'id'))
  if (typeof id !== 'number') notFound()
  const article = await articleBy(locale, { id })
  if (!article) notFound()
  // Not an event: its page is the plain article page.
  if (!article.event) redirect({ href: `/article?id=${article.id}`, locale })
  return article
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const article = await resolve(locale, await searchParams)
  return contentMetadata({
    locale,
    path: `/meeting-detail?id=${article.id}`,
    title: article.title,
    description: article.summary || undefined,
  })
}

export default async function MeetingDetailPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const article = await resolve(locale, await searchParams)
  const t = await getTranslations('content.event')
  return (
    <ArticleView
      locale={locale}
      article={article}
      sharePath={`/meeting-detail?id=${article.id}`}
      backLabel={t('back')}
      eyebrow={t('eyebrow')}
    />
  )
}
