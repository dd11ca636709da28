import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ArticleView } from '@/components/content/ArticleView'
import { articleByIdParam, articleMetadata } from '@/components/content/article-page'
import type { SearchParams } from '@/domain/content/content-query'
import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

/** /meeting-detail?id={id}: an event (an article with a start date): where, when, and the programme. */
async function resolve(locale: Locale, searchParams: SearchParams) {
  const article = await articleByIdParam(locale, searchParams, 'id')
  // Not an event: its page is the plain article page.
  if (!article.event) redirect({ href: `/article?id=${article.id}`, locale })
  return article
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const article = await resolve(locale, await searchParams)
  return articleMetadata(locale, article, `/meeting-detail?id=${article.id}`)
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
