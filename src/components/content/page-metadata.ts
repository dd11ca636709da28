import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { alternatesFor, HREFLANG } from '@/domain/content/content-urls'
import type { Locale } from '@/i18n/routing'
import { siteOrigin } from '@/lib/data/content'

interface PageMeta {
  locale: Locale
  /** The language-neutral path with the spec's query, e.g. `/service?menuId=101`. */
  path: string
  title: string
  description?: string
  /** Developer and printable pages: kept out of search engines. */
  noindex?: boolean
}

/** Title, description, canonical URL and hreflang alternates (zh-CN, en, x-default) of a content page. */
export async function contentMetadata({ locale, path, title, description, noindex }: PageMeta): Promise<Metadata> {
  const { canonical, languages } = alternatesFor(await siteOrigin(), locale, path)
  return {
    title,
    description,
    alternates: { canonical, languages },
    openGraph: { title, description, url: canonical, locale: HREFLANG[locale].replace('-', '_'), type: 'website' },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  }
}

/** A printable `/…/table` page's metadata: its section's `tableTitle`, kept out of search engines. */
export async function tableMetadata(
  params: Promise<{ locale: Locale }>,
  section: 'about' | 'contact' | 'information' | 'literature' | 'service',
  path: string,
): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: `content.${section}` })
  return contentMetadata({ locale, path, title: t('tableTitle'), noindex: true })
}
