import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PrintSheet } from '@/components/content/PrintSheet'
import { contentMetadata } from '@/components/content/page-metadata'
import { SheetTable } from '@/components/content/SheetTable'
import { childrenOf, descendantsOf, SECTION_ROOTS } from '@/domain/content-sections'
import type { Locale } from '@/i18n/routing'
import { articlesIn, contentTree } from '@/lib/data/content'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'content.service' })
  return contentMetadata({ locale, path: '/service/table', title: t('tableTitle'), noindex: true })
}

/** /service/table: a printable overview of every service (category, service, summary). */
export default async function ServiceTablePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('content.service')
  const services = childrenOf(await contentTree(locale), SECTION_ROOTS.service)
  const groups = await Promise.all(
    services.map(async (s) => ({ s, found: await articlesIn(locale, descendantsOf(s), 1, 50) })),
  )
  const rows = groups.flatMap(({ s, found }) =>
    found.list.map((a) => ({ key: a.id, cells: [a.title, s.name, a.summary] })),
  )
  return (
    <PrintSheet title={t('tableTitle')} note={t('tableNote')} backHref="/service" backLabel={t('backToList')}>
      <SheetTable
        caption={t('tableTitle')}
        columns={[t('colService'), t('colCategory'), t('colSummary')]}
        rows={rows}
      />
    </PrintSheet>
  )
}
