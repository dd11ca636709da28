import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ArticleSection } from '@/components/content/ArticleSection'
import { ContentShell } from '@/components/content/ContentShell'
import { childOr404, sectionMenuItems, sectionQuery } from '@/components/content/content-section'
import { contentMetadata } from '@/components/content/page-metadata'
import { parseId, type SearchParams } from '@/domain/content/content-query'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'
import { articlesWithBody } from '@/lib/data/content'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

/** /service?menuId={id}: the service categories (3's children) as a menu; no menuId is the first service. */
async function resolve(locale: Locale, searchParams: SearchParams) {
  const { root, children, picked } = await sectionQuery(locale, 'service', searchParams, 'menuId', parseId)
  return { root, services: children, selected: childOr404(children, picked, children[0]) }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const { selected } = await resolve(locale, await searchParams)
  const t = await getTranslations({ locale, namespace: 'content.service' })
  return contentMetadata({
    locale,
    path: `/service?menuId=${selected.id}`,
    title: selected.name,
    description: t('description', { name: selected.name }),
  })
}

export default async function ServicePage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { root, services, selected } = await resolve(locale, await searchParams)
  const t = await getTranslations('content')
  const articles = await articlesWithBody(locale, selected.id)
  return (
    <ContentShell
      eyebrow={root.name}
      title={selected.name}
      lead={t('service.lead')}
      crumbs={[{ href: '/service', label: root.name }]}
      menu={{
        label: t('service.menuLabel'),
        title: root.name,
        items: sectionMenuItems(services, '/service', 'menuId', selected.id),
      }}
    >
      {articles.length > 1 ? (
        <nav aria-label={t('common.onThisPage')} className="mb-8 rounded-xl bg-slate-50 p-5">
          <p className="text-sm font-semibold text-slate-700">{t('common.onThisPage')}</p>
          <ul className="mt-2 space-y-1 text-sm">
            {articles.map((a) => (
              <li key={a.id}>
                <a href={`#${a.slug}`} className="text-brand-700 hover:underline">
                  {a.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {articles.length ? (
        articles.map((a) => <ArticleSection key={a.id} locale={locale} article={a} showDate={false} />)
      ) : (
        <p className="rounded-lg bg-slate-50 p-6 text-slate-600">{t('common.empty')}</p>
      )}
      <aside
        aria-labelledby="service-quote"
        className="mt-10 flex flex-col gap-4 rounded-xl bg-brand-900 p-6 text-white xl:flex-row xl:items-center xl:justify-between"
      >
        <div>
          <h2 id="service-quote" className="text-lg font-semibold">
            {t('service.quoteTitle')}
          </h2>
          <p className="mt-1 text-brand-100">{t('service.quoteText')}</p>
        </div>
        <Link
          href="/contact?type=contact"
          className="inline-flex shrink-0 items-center justify-center rounded-md bg-white px-5 py-2.5 font-medium text-brand-900 hover:bg-brand-50"
        >
          {t('service.quoteLink')}
        </Link>
      </aside>
    </ContentShell>
  )
}
