import { formatEndotoxin, formatMolecularWeight, formatPurity } from '../../domain/catalog/lab-values'
import type { DocumentBlock, DocumentSpec } from '../../domain/documents/layout'
import { filledRows } from '../../domain/documents/layout'
import { translate } from '../../i18n/messages'
import type { Locale } from '../../i18n/routing'
import type { LotView } from '../../lib/data/lots'
import type { Product } from '../../payload-types'

/**
 * What the generated datasheet, kit manual and COA say, in one language, from the product record and a lot
 * (issue 19). Labels are messages under `documents.*`; option values use the catalogue's labels
 * (`catalog.options.*`), the raw value when a vocabulary has none yet.
 */

const LANGUAGE: Record<Locale, string> = { cn: 'zh-CN', en: 'en' }

function labels(locale: Locale) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, `documents.${key}`, params)
  const option = (group: string, value: string | null | undefined): string => {
    if (!value) return ''
    for (const key of [`catalog.options.${group}.${value}`, `documents.options.${group}.${value}`]) {
      const text = translate(locale, key)
      if (text !== key) return text
    }
    return value
  }
  return { t, option, brand: translate(locale, 'catalog.brandFallback') }
}

const ed50Text = (value: number | null | undefined, unit: string | null | undefined) =>
  value === null || value === undefined ? '' : `${value} ${unit ?? ''}`.trim()

const concentrationText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : `${value} mg/mL`

function lotRows(locale: Locale, lot: LotView): Array<[string, string]> {
  const { t } = labels(locale)
  return filledRows([
    [t('fields.lotNumber'), lot.lotNumber],
    [t('fields.manufacturedAt'), lot.manufacturedAt],
    [t('fields.expiresAt'), lot.expiresAt],
    [t('fields.concentration'), concentrationText(lot.concentrationMgPerMl)],
    [t('fields.purity'), lot.purityPercent === null ? '' : `${lot.purityPercent}%`],
    [t('fields.endotoxin'), lot.endotoxinEuPerUg === null ? '' : `${lot.endotoxinEuPerUg} EU/µg`],
    [t('fields.ed50'), ed50Text(lot.ed50Value, lot.ed50Unit)],
    [t('fields.activity'), lot.activityNote],
  ])
}

/** The datasheet (proteins, enzymes, antibodies) or the kit manual (kits) of a product with its current lot. */
export function datasheetSpec(locale: Locale, p: Product, lot: LotView | null, today: string): DocumentSpec {
  const { t, option, brand } = labels(locale)
  const isKit = p.productType === 'kit'
  const blocks: DocumentBlock[] = []
  const overview = filledRows([
    [t('fields.catalogNumber'), p.catalogNumber],
    [t('fields.name'), p.name],
    [t('fields.productType'), option('productType', p.productType ?? 'protein')],
    [t('fields.species'), isKit ? '' : option('species', p.species)],
    [t('fields.expressionSystem'), isKit ? '' : option('expression', p.expressionSystem)],
    [t('fields.accession'), isKit ? '' : p.accession],
    [t('fields.aminoAcidRange'), isKit ? '' : p.aminoAcidRange],
    [
      t('fields.tag'),
      isKit || !p.tag
        ? ''
        : [option('tag', p.tag), p.tagPosition && p.tagPosition !== 'none' ? option('tagPosition', p.tagPosition) : '']
            .filter(Boolean)
            .join(', '),
    ],
    [t('fields.applications'), (p.applications ?? []).map((a) => option('application', a)).join(', ')],
    [t('fields.sizes'), (p.sizes ?? []).map((s) => s.size).join(', ')],
  ])
  blocks.push({ kind: 'heading', text: t('datasheet.product') }, { kind: 'rows', rows: overview })
  if (p.description?.trim()) blocks.push({ kind: 'paragraph', text: p.description.trim() })

  if (isKit) {
    const components = p.kitComponents ?? []
    if (components.length > 0)
      blocks.push(
        { kind: 'heading', text: t('datasheet.kitComponents') },
        {
          kind: 'table',
          columns: [t('fields.component'), t('fields.quantity'), t('fields.storage')],
          rows: components.map((c) => [c.name, c.quantity, c.storage ?? '']),
        },
      )
    if (p.protocolSummary?.trim())
      blocks.push({ kind: 'heading', text: t('datasheet.protocol') }, { kind: 'paragraph', text: p.protocolSummary })
  } else {
    const lab = filledRows([
      [t('fields.predictedMw'), formatMolecularWeight(p.predictedMwKda, p.mwNote)],
      [t('fields.apparentMw'), p.apparentMwKda ? `${p.apparentMwKda} kDa` : ''],
      [t('fields.purity'), formatPurity(p.purityPercent, p.purityNote)],
      [t('fields.endotoxin'), formatEndotoxin(p.endotoxinEuPerUg, p.endotoxinNote)],
      [t('fields.bioactivity'), p.bioactivity],
      [t('fields.ed50'), ed50Text(p.ed50Value, p.ed50Unit)],
      [t('fields.unitDefinition'), p.unitDefinition],
    ])
    if (lab.length > 0) blocks.push({ kind: 'heading', text: t('datasheet.labValues') }, { kind: 'rows', rows: lab })
  }

  const usage = filledRows([
    [t('fields.formulation'), p.formulation],
    [t('fields.reconstitution'), isKit ? '' : p.reconstitution],
    [t('fields.storage'), p.storage],
    [t('fields.stability'), p.stability],
    [t('fields.shipping'), option('shipping', p.shipping)],
  ])
  if (usage.length > 0) blocks.push({ kind: 'heading', text: t('datasheet.usage') }, { kind: 'rows', rows: usage })

  if (!isKit) {
    blocks.push({ kind: 'heading', text: t('datasheet.currentLot') })
    if (lot) blocks.push({ kind: 'rows', rows: lotRows(locale, lot) })
    else blocks.push({ kind: 'paragraph', text: t('datasheet.noLot') })
  } else if (lot) {
    blocks.push({ kind: 'heading', text: t('datasheet.currentLot') }, { kind: 'rows', rows: lotRows(locale, lot) })
  }
  if (p.troubleshooting?.trim())
    blocks.push({ kind: 'heading', text: t('datasheet.notes') }, { kind: 'paragraph', text: p.troubleshooting })

  return {
    title: `${isKit ? t('datasheet.manualTitle') : t('datasheet.title')}: ${p.name}`,
    subtitle: t('datasheet.subtitle', { catalogNumber: p.catalogNumber }),
    brand,
    blocks,
    footer: t('datasheet.footer', { date: today }),
    language: LANGUAGE[locale],
  }
}

/** One QC test line: the product's specification beside the lot's measured value, and whether it passes. */
interface QcLine {
  test: string
  specification: string
  result: string
  pass: boolean | null
}

/** The COA's test lines: measured values against the product's specification. */
export function coaLines(locale: Locale, p: Product, lot: LotView): QcLine[] {
  const { t } = labels(locale)
  const lines: QcLine[] = []
  if (lot.purityPercent !== null)
    lines.push({
      test: t('fields.purity'),
      specification: formatPurity(p.purityPercent, p.purityNote),
      result: `${lot.purityPercent}%`,
      pass: p.purityPercent === null || p.purityPercent === undefined ? null : lot.purityPercent > p.purityPercent,
    })
  if (lot.endotoxinEuPerUg !== null)
    lines.push({
      test: t('fields.endotoxin'),
      specification: formatEndotoxin(p.endotoxinEuPerUg, p.endotoxinNote),
      result: `${lot.endotoxinEuPerUg} EU/µg`,
      pass:
        p.endotoxinEuPerUg === null || p.endotoxinEuPerUg === undefined
          ? null
          : lot.endotoxinEuPerUg < p.endotoxinEuPerUg,
    })
  if (lot.ed50Value !== null)
    lines.push({
      test: t('fields.ed50'),
      specification: ed50Text(p.ed50Value, p.ed50Unit),
      result: ed50Text(lot.ed50Value, lot.ed50Unit),
      pass: null,
    })
  if (lot.concentrationMgPerMl !== null)
    lines.push({
      test: t('fields.concentration'),
      specification: '',
      result: concentrationText(lot.concentrationMgPerMl),
      pass: null,
    })
  return lines
}

/** The certificate of analysis generated from a lot record. */
export function coaSpec(locale: Locale, p: Product, lot: LotView, today: string): DocumentSpec {
  const { t, option, brand } = labels(locale)
  const lines = coaLines(locale, p, lot)
  const verdict = (pass: boolean | null) => (pass === null ? t('coa.reported') : pass ? t('coa.pass') : t('coa.fail'))
  const blocks: DocumentBlock[] = [
    { kind: 'heading', text: t('datasheet.product') },
    {
      kind: 'rows',
      rows: filledRows([
        [t('fields.catalogNumber'), p.catalogNumber],
        [t('fields.name'), p.name],
        [t('fields.species'), p.productType === 'kit' ? '' : option('species', p.species)],
        [t('fields.expressionSystem'), p.productType === 'kit' ? '' : option('expression', p.expressionSystem)],
      ]),
    },
    { kind: 'heading', text: t('coa.lot') },
    {
      kind: 'rows',
      rows: filledRows([
        [t('fields.lotNumber'), lot.lotNumber],
        [t('fields.manufacturedAt'), lot.manufacturedAt],
        [t('fields.expiresAt'), lot.expiresAt],
        [t('fields.formulation'), p.formulation],
        [t('fields.storage'), p.storage],
      ]),
    },
    { kind: 'heading', text: t('coa.results') },
    {
      kind: 'table',
      columns: [t('coa.test'), t('coa.specification'), t('coa.result'), t('coa.conclusion')],
      rows: lines.map((l) => [l.test, l.specification || '—', l.result, verdict(l.pass)]),
    },
  ]
  if (lot.activityNote.trim()) blocks.push({ kind: 'paragraph', text: lot.activityNote })
  if (lot.qcImages.length > 0)
    blocks.push(
      { kind: 'heading', text: t('coa.qcLines') },
      {
        kind: 'rows',
        rows: lot.qcImages.map((q, i) => [
          String(i + 1),
          q.caption ? `${option('qcImage', q.type)}: ${q.caption}` : option('qcImage', q.type),
        ]),
      },
    )
  const failed = lines.some((l) => l.pass === false)
  if (!failed) blocks.push({ kind: 'paragraph', text: t('coa.released') })
  blocks.push({ kind: 'paragraph', text: t('coa.signature', { lotNumber: lot.lotNumber, date: today }) })
  return {
    title: `${t('coa.title')}: ${p.name}`,
    subtitle: t('coa.subtitle', { catalogNumber: p.catalogNumber, lotNumber: lot.lotNumber }),
    brand,
    blocks,
    footer: t('coa.footer'),
    language: LANGUAGE[locale],
  }
}
