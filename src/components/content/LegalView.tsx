import { getTranslations } from 'next-intl/server'
import { withQuery } from '@/domain/content/content-urls'
import type { Locale } from '@/i18n/routing'
import type { ArticleFull } from '@/lib/data/content'
import type { SiteConfigView } from '@/lib/data/site-config'
import { ContentShell } from './ContentShell'
import { DateText } from './DateText'
import { RichTextBody } from './RichTextBody'

/** Where a legal article is read: /rich-detail?title=…&fileId=… (the footer's links). */
export function legalHref(title: string, id: number): string {
  return withQuery('/rich-detail', { title, fileId: id })
}

/**
 * A legal page (trademark information, privacy policy, terms): the article in a reading column, with the
 * three legal pages of the site config as the side menu.
 */
export async function LegalView({
  locale,
  article,
  config,
  legalTitles,
}: {
  locale: Locale
  article: ArticleFull
  config: SiteConfigView
  legalTitles: { id: number; title: string }[]
}) {
  const t = await getTranslations('content.legal')
  const items = legalTitles.map((l) => ({
    key: l.id,
    href: legalHref(l.title, l.id),
    label: l.title,
    current: l.id === article.id,
  }))
  return (
    <ContentShell
      eyebrow={config.brand || undefined}
      title={article.title}
      lead={article.summary || undefined}
      menu={items.length ? { label: t('menuLabel'), title: t('menuTitle'), items } : undefined}
    >
      <p className="text-sm text-slate-500">
        {t('updated')} <DateText locale={locale} iso={article.publishedAt} />
      </p>
      <div className="mt-6 max-w-3xl">
        <RichTextBody data={article.body} locale={locale} headingBase={2} />
      </div>
    </ContentShell>
  )
}
