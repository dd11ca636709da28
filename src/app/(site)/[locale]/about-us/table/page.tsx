import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PrintSheet } from '@/components/content/PrintSheet'
import { tableMetadata } from '@/components/content/page-metadata'
import { SheetTable } from '@/components/content/SheetTable'
import { childrenOf, SECTION_ROOTS } from '@/domain/content/content-sections'
import type { Locale } from '@/i18n/routing'
import { articlesIn, contentTree, siteConfigView } from '@/lib/data/content'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

export function generateMetadata({ params }: Props) {
  return tableMetadata(params, 'about', '/about-us/table')
}

/** /about-us/table: a printable company fact sheet (brand, hotline, hours, e-mail, the about pages in brief). */
export default async function AboutTablePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('content')
  const [config, tree] = await Promise.all([siteConfigView(locale), contentTree(locale)])
  const pages = childrenOf(tree, SECTION_ROOTS.about).filter((n) => !n.link)
  const summaries = await Promise.all(pages.map(async (n) => ({ n, found: await articlesIn(locale, [n.id], 1, 1) })))
  const rows = [
    { key: 'brand', cells: [t('about.brand'), config.brand] },
    { key: 'phone', cells: [t('contact.hotline'), `${config.phone} (${t('contact.free')})`] },
    { key: 'hours', cells: [t('about.hours'), config.officeHours] },
    { key: 'mail', cells: [t('contact.productEmail'), config.mail] },
    ...summaries.map(({ n, found }) => ({ key: n.id, cells: [n.name, found.list[0]?.summary ?? ''] })),
  ]
  return (
    <PrintSheet title={t('about.tableTitle')} backHref="/about-us" backLabel={t('about.backToAbout')}>
      <SheetTable caption={t('about.tableTitle')} columns={[t('about.colItem'), t('about.colDetail')]} rows={rows} />
    </PrintSheet>
  )
}
