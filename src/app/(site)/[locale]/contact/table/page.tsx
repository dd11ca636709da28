import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PrintSheet } from '@/components/content/PrintSheet'
import { tableMetadata } from '@/components/content/page-metadata'
import { SheetTable } from '@/components/content/SheetTable'
import type { Locale } from '@/i18n/routing'
import { distributorsList } from '@/lib/data/distributors'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

export function generateMetadata({ params }: Props) {
  return tableMetadata(params, 'contact', '/contact/table')
}

/** /contact/table: every authorized distributor in one printable table. */
export default async function ContactTablePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('content.contact')
  const distributors = await distributorsList(locale, null)
  return (
    <PrintSheet
      title={t('tableTitle')}
      note={t('resultsAll', { count: distributors.length })}
      backHref="/contact?type=authorized"
      backLabel={t('backToList')}
    >
      <SheetTable
        caption={t('tableTitle')}
        columns={[t('name'), t('areasCovered'), t('address'), t('phone'), t('email'), t('website')]}
        rows={distributors.map((d) => ({
          key: d.id,
          cells: [d.name, d.areas.map((a) => a.name).join('、'), d.address, d.phone, d.email, d.website],
        }))}
      />
    </PrintSheet>
  )
}
