import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PrintSheet } from '@/components/content/PrintSheet'
import { tableMetadata } from '@/components/content/page-metadata'
import { SheetTable } from '@/components/content/SheetTable'
import { subtreeIds } from '@/domain/catalog/category-tree'
import { childrenOf, SECTION_ROOTS } from '@/domain/content/content-sections'
import type { Locale } from '@/i18n/routing'
import { articlesIn, contentTree } from '@/lib/data/content'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

export function generateMetadata({ params }: Props) {
  return tableMetadata(params, 'service', '/service/table')
}

/** /service/table: a printable overview of every service (category, service, summary). */
export default async function ServiceTablePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('content.service')
  const services = childrenOf(await contentTree(locale), SECTION_ROOTS.service)
  const groups = await Promise.all(
    services.map(async (s) => ({ s, found: await articlesIn(locale, subtreeIds(s), 1, 50) })),
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
