import { getTranslations } from 'next-intl/server'
import { articleHref } from '@/domain/content/content-sections'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'
import type { ArticleCard } from '@/lib/data/content'
import { DateText } from './DateText'
import { EventFacts } from './EventFacts'

/** A list of articles with date, summary and, for events, place and dates; each links to its page. */
export async function ArticleList({
  locale,
  articles,
  headingLevel = 2,
}: {
  locale: Locale
  articles: ArticleCard[]
  headingLevel?: 2 | 3
}) {
  const t = await getTranslations('content.common')
  if (!articles.length) return <p className="rounded-lg bg-slate-50 p-6 text-slate-600">{t('empty')}</p>
  const Heading = `h${headingLevel}` as 'h2'
  return (
    <ul className="divide-y divide-slate-200 border-y border-slate-200">
      {articles.map((a) => (
        <li key={a.id}>
          <article className="group relative py-5 xl:py-6">
            <DateText locale={locale} iso={a.publishedAt} className="text-sm text-slate-500" />
            <Heading className="mt-1 text-lg font-semibold text-slate-900 xl:text-xl">
              <Link href={articleHref(a)} className="hover:text-brand-700 hover:underline">
                {a.title}
              </Link>
            </Heading>
            {a.event ? <EventFacts locale={locale} event={a.event} /> : null}
            {a.summary ? <p className="mt-2 line-clamp-3 text-slate-600">{a.summary}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  )
}
