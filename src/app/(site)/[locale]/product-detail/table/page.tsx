import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PrintSheet } from '@/components/content/PrintSheet'
import { contentMetadata } from '@/components/content/page-metadata'
import { SheetTable } from '@/components/content/SheetTable'
import { firstParam, type SearchParams } from '@/domain/content/content-query'
import type { Locale } from '@/i18n/routing'
import { datasheetView } from '@/lib/data/catalog'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

const CATALOG_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/

async function resolve(locale: Locale, searchParams: SearchParams) {
  const catalogNumber = firstParam(searchParams, 'catalogNumber')
  if (!catalogNumber || !CATALOG_NUMBER.test(catalogNumber)) notFound()
  const sheet = await datasheetView(locale, catalogNumber)
  if (!sheet) notFound()
  return sheet
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const sheet = await resolve(locale, await searchParams)
  const t = await getTranslations({ locale, namespace: 'content.datasheet' })
  return contentMetadata({
    locale,
    path: `/product-detail/table?catalogNumber=${encodeURIComponent(sheet.catalogNumber)}`,
    title: t('title', { catalogNumber: sheet.catalogNumber, name: sheet.name }),
    noindex: true,
  })
}

/**
 * /product-detail/table?catalogNumber=…: a printable datasheet of one product (no prices: they depend on
 * the visitor and are shown on the product page).
 */
export default async function DatasheetPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const sheet = await resolve(locale, await searchParams)
  const t = await getTranslations('content.datasheet')
  const label = (group: 'species' | 'tag' | 'expression', code: string | null) =>
    code ? (t.has(`${group}.${code}`) ? t(`${group}.${code}`) : code) : ''
  const rows = [
    { key: 'catalogNumber', cells: [t('catalogNumber'), sheet.catalogNumber] },
    { key: 'name', cells: [t('name'), sheet.name] },
    { key: 'category', cells: [t('category'), sheet.categoryName] },
    { key: 'species', cells: [t('speciesLabel'), label('species', sheet.species)] },
    { key: 'tag', cells: [t('tagLabel'), label('tag', sheet.tag)] },
    { key: 'expression', cells: [t('expressionLabel'), label('expression', sheet.expressionSystem)] },
    { key: 'accession', cells: [t('accession'), sheet.accession] },
    { key: 'mw', cells: [t('molecularWeight'), sheet.molecularWeight] },
    { key: 'purity', cells: [t('purity'), sheet.purity] },
    { key: 'endotoxin', cells: [t('endotoxin'), sheet.endotoxin] },
    { key: 'formulation', cells: [t('formulation'), sheet.formulation] },
    { key: 'storage', cells: [t('storage'), sheet.storage] },
    { key: 'sizes', cells: [t('sizes'), sheet.sizes.join(' / ')] },
    { key: 'description', cells: [t('description'), sheet.description] },
  ].filter((r) => r.cells[1])
  return (
    <PrintSheet
      title={t('title', { catalogNumber: sheet.catalogNumber, name: sheet.name })}
      note={t('note')}
      backHref={`/product-detail?catalogNumber=${encodeURIComponent(sheet.catalogNumber)}`}
      backLabel={t('back')}
    >
      <SheetTable caption={t('caption')} columns={[t('colField'), t('colValue')]} rows={rows} />
    </PrintSheet>
  )
}
