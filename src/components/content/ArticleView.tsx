import { getTranslations } from 'next-intl/server'
import { pathTo } from '@/domain/catalog/category-tree'
import { sectionHref } from '@/domain/content/content-sections'
import { localizedPath, withQuery } from '@/domain/content/content-urls'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'
import { type ArticleFull, contentTree } from '@/lib/data/content'
import { ArticleCover } from './ArticleCover'
import type { Crumb } from './ContentHero'
import { ContentShell } from './ContentShell'
import { DateText } from './DateText'
import { EventFacts } from './EventFacts'
import { Icon } from './Icon'
import { RichTextBody } from './RichTextBody'

/**
 * An article page (/article, /meeting-detail): breadcrumb through its section and category, the date,
 * the event facts for meetings, the summary, cover and body, and links back to the list and to share it.
 */
export async function ArticleView({
  locale,
  article,
  sharePath,
  backLabel,
  eyebrow,
}: {
  locale: Locale
  article: ArticleFull
  sharePath: string
  backLabel: string
  eyebrow?: string
}) {
  const t = await getTranslations('content.article')
  const tree = await contentTree(locale)
  const path = article.categoryId ? (pathTo(tree, article.categoryId) ?? []) : []
  const crumbs: Crumb[] = []
  for (const node of path.slice(0, 2)) {
    const href = sectionHref(tree, node.id)
    if (href) crumbs.push({ href, label: node.name })
  }
  const listHref = crumbs[crumbs.length - 1]?.href ?? '/'
  return (
    <ContentShell eyebrow={eyebrow ?? path[0]?.name} title={article.title} crumbs={crumbs}>
      <div className="xl:grid xl:grid-cols-[minmax(0,1fr)_16rem] xl:gap-12">
        <article className="min-w-0">
          <p className="text-sm text-slate-500">
            {t('published')} <DateText locale={locale} iso={article.publishedAt} />
          </p>
          {article.event ? (
            <div className="mt-4">
              <EventFacts locale={locale} event={article.event} variant="card" />
            </div>
          ) : null}
          {article.summary ? (
            <p className="mt-6 border-l-4 border-brand-600 bg-brand-50 px-4 py-3 text-lg text-slate-700">
              {article.summary}
            </p>
          ) : null}
          {article.cover ? <ArticleCover cover={article.cover} sizes="(min-width: 1280px) 860px, 100vw" /> : null}
          <div className="mt-8 max-w-3xl">
            <RichTextBody data={article.body} locale={locale} headingBase={2} />
          </div>
        </article>
        <aside aria-label={t('asideLabel')} className="mt-10 space-y-3 xl:mt-0 print:hidden">
          <Link
            href={listHref}
            className="flex items-center gap-2 rounded-lg border border-slate-200 px-4 py-3 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700"
          >
            <Icon name="back" />
            {backLabel}
          </Link>
          <Link
            href={withQuery('/wechat-share', { url: localizedPath(locale, sharePath) })}
            className="flex items-center gap-2 rounded-lg border border-slate-200 px-4 py-3 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700"
          >
            <Icon name="share" />
            {t('share')}
          </Link>
        </aside>
      </div>
    </ContentShell>
  )
}
