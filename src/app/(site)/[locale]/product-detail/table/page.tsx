import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { optionLabel } from '@/components/catalog/option-label'
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
  const c = await getTranslations('catalog')
  const label = (group: 'species' | 'tag' | 'expression', code: string | null) =>
    code ? (t.has(`${group}.${code}`) ? t(`${group}.${code}`) : code) : ''
  const kda = (value: number | string | null) => (value === null || value === '' ? '' : `${value} kDa`)
  const tagText = label('tag', sheet.tag)
  const position =
    sheet.tagPosition && sheet.tagPosition !== 'none' ? optionLabel(c, 'tagPosition', sheet.tagPosition) : ''
  const ed50 =
    sheet.ed50Value === null ? '' : c('datasheet.ed50', { value: sheet.ed50Value, unit: sheet.ed50Unit ?? '' })
  const kit = sheet.kitComponents.map((k) => [k.name, k.quantity, k.storage].filter(Boolean).join(' · ')).join('; ')
  const rows = [
    { key: 'catalogNumber', cells: [t('catalogNumber'), sheet.catalogNumber] },
    { key: 'name', cells: [t('name'), sheet.name] },
    { key: 'category', cells: [t('category'), sheet.categoryName] },
    { key: 'species', cells: [t('speciesLabel'), label('species', sheet.species)] },
    {
      key: 'tag',
      cells: [t('tagLabel'), position && tagText ? c('datasheet.tagPosition', { tag: tagText, position }) : tagText],
    },
    { key: 'expression', cells: [t('expressionLabel'), label('expression', sheet.expressionSystem)] },
    { key: 'accession', cells: [t('accession'), sheet.accession] },
    { key: 'aminoAcidRange', cells: [c('datasheet.aminoAcidRange'), sheet.aminoAcidRange] },
    { key: 'mw', cells: [c('datasheet.predictedMw'), kda(sheet.predictedMwKda)] },
    { key: 'apparentMw', cells: [c('datasheet.apparentMw'), kda(sheet.apparentMwKda)] },
    { key: 'mwNote', cells: [c('datasheet.mwNote'), sheet.mwNote] },
    { key: 'purity', cells: [t('purity'), sheet.purity] },
    { key: 'endotoxin', cells: [t('endotoxin'), sheet.endotoxin] },
    { key: 'bioactivity', cells: [c('datasheet.bioactivity'), [sheet.bioactivity, ed50].filter(Boolean).join('; ')] },
    { key: 'unitDefinition', cells: [c('datasheet.unitDefinition'), sheet.unitDefinition] },
    {
      key: 'applications',
      cells: [c('datasheet.applications'), sheet.applications.map((a) => optionLabel(c, 'application', a)).join(', ')],
    },
    { key: 'kitComponents', cells: [c('datasheet.kitComponents'), kit] },
    { key: 'protocolSummary', cells: [c('datasheet.protocolSummary'), sheet.protocolSummary] },
    { key: 'formulation', cells: [t('formulation'), sheet.formulation] },
    { key: 'reconstitution', cells: [c('datasheet.reconstitution'), sheet.reconstitution] },
    { key: 'storage', cells: [t('storage'), sheet.storage] },
    { key: 'stability', cells: [c('datasheet.stability'), sheet.stability] },
    { key: 'shipping', cells: [c('datasheet.shipping'), optionLabel(c, 'shipping', sheet.shipping)] },
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
