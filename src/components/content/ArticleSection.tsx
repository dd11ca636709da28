import type { Locale } from '@/i18n/routing'
import type { ArticleFull } from '@/lib/data/content'
import { ArticleCover } from './ArticleCover'
import { DateText } from './DateText'
import { RichTextBody } from './RichTextBody'

/**
 * One article in full inside a page: its title as an h2 (left out when the page's h1 already says it),
 * the date, the summary as a lead, the cover and the rich-text body.
 */
export function ArticleSection({
  locale,
  article,
  showTitle = true,
  showDate = true,
}: {
  locale: Locale
  article: ArticleFull
  showTitle?: boolean
  showDate?: boolean
}) {
  const headingId = `article-${article.id}`
  return (
    <article
      id={article.slug}
      aria-labelledby={showTitle ? headingId : undefined}
      className="scroll-mt-24 border-b border-slate-200 pb-10 last:border-b-0 [&+article]:pt-10"
    >
      {showTitle ? (
        <h2 id={headingId} className="text-xl font-semibold text-slate-900 xl:text-2xl">
          {article.title}
        </h2>
      ) : null}
      {showDate ? (
        <DateText locale={locale} iso={article.publishedAt} className="mt-1 block text-sm text-slate-500" />
      ) : null}
      {article.summary ? (
        <p className="mt-4 border-l-4 border-brand-600 bg-brand-50 px-4 py-3 text-slate-700">{article.summary}</p>
      ) : null}
      {article.cover ? <ArticleCover cover={article.cover} sizes="(min-width: 1280px) 900px, 100vw" /> : null}
      <div className="mt-6 max-w-3xl">
        <RichTextBody data={article.body} locale={locale} headingBase={showTitle ? 3 : 2} />
      </div>
    </article>
  )
}
