import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { stockMessage } from '@/domain/catalog/stock'
import type { ProductDetailData } from '@/lib/data/catalog'
import { optionLabel } from './option-label'
import { StockBadge } from './StockBadge'
import { TextBlock } from './TextBlock'

type Row = [key: string, label: string, value: ReactNode]

function Section({ title, rows, children }: { title: string; rows: Row[]; children?: ReactNode }) {
  const shown = rows.filter(([, , value]) => Boolean(value))
  if (!shown.length && !children) return null
  return (
    <section className="mt-6 first:mt-0">
      <h3 className="mb-2 text-base font-semibold text-slate-900">{title}</h3>
      {shown.length > 0 && (
        <dl className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 text-sm">
          {shown.map(([key, label, value]) => (
            <div
              key={key}
              data-field={key}
              className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4"
            >
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="min-w-0 text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  )
}

/**
 * The datasheet of a product (issue 19), in three parts: what it is, its quality, how to use it; a kit shows its
 * components and protocol instead of the protein-only values (the read model leaves those out for kits). Empty
 * fields are left out.
 */
export async function ProductDatasheet({ product }: { product: ProductDetailData }) {
  const t = await getTranslations('catalog')
  const d = (key: string, values?: Record<string, string | number>) => t(`datasheet.${key}`, values)
  const kit = product.productType === 'kit'
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
  const sequence = product.sequence && (
    <details>
      <summary className="cursor-pointer text-brand-700">{d('showSequence')}</summary>
      <pre className="mt-2 whitespace-pre-wrap break-all font-mono text-xs leading-relaxed text-slate-800">
        {product.sequence}
      </pre>
    </details>
  )
  const tag = optionLabel(t, 'tag', product.tag)
  const tagPosition =
    product.tagPosition && product.tagPosition !== 'none' ? optionLabel(t, 'tagPosition', product.tagPosition) : ''
  const apparent = product.apparentMwKda && (
    <>
      {d('kda', { value: product.apparentMwKda })}
      {product.mwNote && <span className="block text-xs text-slate-600">{product.mwNote}</span>}
    </>
  )
  const predicted =
    product.predictedMwKda !== null ? (
      <>
        {d('kda', { value: product.predictedMwKda })}
        {!product.apparentMwKda && product.mwNote && (
          <span className="block text-xs text-slate-600">{product.mwNote}</span>
        )}
      </>
    ) : (
      product.mwNote
    )
  const bioactivity = (product.bioactivity || product.ed50Value !== null) && (
    <>
      {product.bioactivity && <TextBlock text={product.bioactivity} />}
      {product.ed50Value !== null && (
        <p className={product.bioactivity ? 'mt-1 font-medium' : 'font-medium'}>
          {d('ed50', { value: product.ed50Value, unit: product.ed50Unit ?? '' })}
        </p>
      )}
    </>
  )
  const applications = product.applications.map((a) => optionLabel(t, 'application', a)).join(', ')
  const text = (value: string) => value && <TextBlock text={value} />
  const stock = product.sizeStock.length > 0 && (
    <ul className="space-y-1" data-testid="size-stock">
      {product.sizeStock.map((s) => {
        const m = stockMessage(s.stock, s.leadTimeDays)
        return (
          <li key={s.size} className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{s.size}</span>
            <StockBadge stock={s.stock} text={t(`stock.${m.key}`, m.values)} />
          </li>
        )
      })}
    </ul>
  )

  const whatItIs: Row[] = [
    ['name', d('name'), product.name],
    [
      'catalogNumber',
      d('catalogNumber'),
      <span key="cat" className="font-mono">
        {product.catalogNumber}
      </span>,
    ],
    ['synonyms', d('synonyms'), product.synonyms.join(', ')],
    ['species', d('species'), kit ? '' : optionLabel(t, 'species', product.species)],
    ['expressionHost', d('expressionHost'), optionLabel(t, 'expression', product.expressionSystem)],
    ['accession', d('accession'), accession],
    [
      'aminoAcidRange',
      d('aminoAcidRange'),
      product.aminoAcidRange && (
        <span key="aa" className="font-mono">
          {product.aminoAcidRange}
        </span>
      ),
    ],
    ['sequence', d('sequence'), sequence],
    ['tag', d('tag'), kit || !tag ? '' : tagPosition ? d('tagPosition', { tag, position: tagPosition }) : tag],
    ['predictedMw', d('predictedMw'), predicted],
    ['apparentMw', d('apparentMw'), apparent],
    ['description', d('description'), text(product.description)],
  ]
  const quality: Row[] = [
    ['purity', d('purity'), product.purity],
    ['endotoxin', d('endotoxin'), product.endotoxin],
    ['bioactivity', d('bioactivity'), bioactivity],
  ]
  const use: Row[] = [
    ['applications', d('applications'), applications],
    ['unitDefinition', d('unitDefinition'), text(product.unitDefinition)],
    ['formulation', d('formulation'), text(product.formulation)],
    ['reconstitution', d('reconstitution'), text(product.reconstitution)],
    ['storage', d('storage'), text(product.storage)],
    ['stability', d('stability'), text(product.stability)],
    ['shipping', d('shipping'), optionLabel(t, 'shipping', product.shipping)],
    ['sizes', d('stockTitle'), stock],
  ]

  return (
    <div data-testid="datasheet" data-product-type={product.productType}>
      <Section title={d('whatItIs')} rows={whatItIs} />
      {kit && (
        <Section title={d('kit')} rows={[['protocolSummary', d('protocolSummary'), text(product.protocolSummary)]]}>
          {product.kitComponents.length > 0 && (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full border-collapse text-left text-sm" data-testid="kit-components">
                <caption className="mb-2 text-left font-medium text-slate-700">{d('kitComponents')}</caption>
                <thead>
                  <tr className="border-b border-slate-300 text-slate-600">
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {d('componentName')}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {d('componentQuantity')}
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      {d('componentStorage')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {product.kitComponents.map((c) => (
                    <tr key={`${c.name}-${c.quantity}`} className="border-b border-slate-200">
                      <td className="py-2 pr-4 text-slate-900">{c.name}</td>
                      <td className="py-2 pr-4 text-slate-900">{c.quantity}</td>
                      <td className="py-2 text-slate-700">{c.storage}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Section>
      )}
      <Section title={d('quality')} rows={quality} />
      <Section title={d('use')} rows={use} />
    </div>
  )
}
