import { getTranslations, setRequestLocale } from 'next-intl/server'
import { DateText } from '@/components/content/DateText'
import { PrintSheet } from '@/components/content/PrintSheet'
import { tableMetadata } from '@/components/content/page-metadata'
import { SheetTable } from '@/components/content/SheetTable'
import { pathTo, subtreeIds } from '@/domain/catalog/category-tree'
import { formatEventRange } from '@/domain/content/content-dates'
import { childrenOf, SECTION_ROOTS } from '@/domain/content/content-sections'
import type { Locale } from '@/i18n/routing'
import { articlesIn, contentTree } from '@/lib/data/content'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

export function generateMetadata({ params }: Props) {
  return tableMetadata(params, 'information', '/information/table')
}

/** /information/table: the printable list of all news and activities (date, category, title, event facts). */
export default async function InformationTablePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('content.information')
  const tree = await contentTree(locale)
  const root = pathTo(tree, SECTION_ROOTS.information)?.[0]
  const names = new Map(childrenOf(tree, SECTION_ROOTS.information).map((n) => [n.id, n.name]))
  const found = root ? await articlesIn(locale, subtreeIds(root), 1, 100) : { list: [], total: 0 }
  return (
    <PrintSheet
      title={t('tableTitle')}
      note={t('tableNote', { count: found.total })}
      backHref="/information"
      backLabel={t('backToList')}
    >
      <SheetTable
        caption={t('tableTitle')}
        columns={[t('colTitle'), t('colDate'), t('colCategory'), t('colEvent')]}
        rows={found.list.map((a) => ({
          key: a.id,
          cells: [
            a.title,
            <DateText key="d" locale={locale} iso={a.publishedAt} />,
            (a.categoryId && names.get(a.categoryId)) || '',
            a.event ? `${formatEventRange(locale, a.event.startsAt, a.event.endsAt)} · ${a.event.location}` : '',
          ],
        }))}
      />
    </PrintSheet>
  )
}
