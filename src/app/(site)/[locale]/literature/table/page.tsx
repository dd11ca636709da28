import { getTranslations, setRequestLocale } from 'next-intl/server'
import { CitationTable } from '@/components/content/CitationTable'
import { PrintSheet } from '@/components/content/PrintSheet'
import { tableMetadata } from '@/components/content/page-metadata'
import { parseLiteratureQuery, type SearchParams } from '@/domain/content/content-query'
import { withQuery } from '@/domain/content/content-urls'
import type { Locale } from '@/i18n/routing'
import { citationsPage } from '@/lib/data/citations'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

export function generateMetadata({ params }: Props) {
  return tableMetadata(params, 'literature', '/literature/table')
}

/** /literature/table: the bare, printable citations table (every match of the same keyword and year filter). */
export default async function LiteratureTablePage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { keyword, year } = parseLiteratureQuery(await searchParams)
  const t = await getTranslations('content.literature')
  const found = await citationsPage({ keyword, year }, 1, 0)
  return (
    <PrintSheet
      title={t('tableTitle')}
      note={t('results', { count: found.total })}
      backHref={withQuery('/literature', { keyword, year })}
      backLabel={t('backToList')}
    >
      <CitationTable items={found.list} caption={t('tableTitle')} captionId="literature-table-caption" printable />
    </PrintSheet>
  )
}
