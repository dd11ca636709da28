import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { ProductDetailData } from '@/lib/data/catalog'
import { optionLabel } from './option-label'
import { TextBlock } from './TextBlock'

/** The datasheet of a product: every field of the product information tab, empty ones left out. */
export async function ProductDatasheet({ product }: { product: ProductDetailData }) {
  const t = await getTranslations('catalog')
  const catalogNumber = <span className="font-mono">{product.catalogNumber}</span>
  const accession = product.accession && (
    <a
      href={`https://www.uniprot.org/uniprotkb/${encodeURIComponent(product.accession)}/entry`}
      target="_blank"
      rel="noopener noreferrer"
      className="font-mono text-brand-700 underline hover:text-brand-900"
    >
      {product.accession}
      <span className="sr-only"> {t('uniprot')}</span>
    </a>
  )
  const description = product.description && <TextBlock text={product.description} />
  const rows: [string, ReactNode][] = [
    [t('fields.name'), product.name],
    [t('fields.catalogNumber'), catalogNumber],
    [t('fields.synonyms'), product.synonyms.join(', ')],
    [t('fields.species'), optionLabel(t, 'species', product.species)],
    [t('fields.tag'), optionLabel(t, 'tag', product.tag)],
    [t('fields.expressionSystem'), optionLabel(t, 'expression', product.expressionSystem)],
    [t('fields.accession'), accession],
    [t('fields.molecularWeight'), product.molecularWeight],
    [t('fields.purity'), product.purity],
    [t('fields.endotoxin'), product.endotoxin],
    [t('fields.formulation'), product.formulation],
    [t('fields.storage'), product.storage],
    [t('fields.description'), description],
  ]
  return (
    <dl className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 text-sm">
      {rows
        .filter(([, value]) => Boolean(value))
        .map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
    </dl>
  )
}
