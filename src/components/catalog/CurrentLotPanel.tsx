import { getTranslations } from 'next-intl/server'
import { formatEndotoxin, formatPurity } from '@/domain/catalog/lab-values'
import type { LotView } from '@/lib/data/lots'

/** The product's current lot (issue 19): lot number, dates and the values measured on it; empty ones left out. */
export async function CurrentLotPanel({ lot }: { lot: LotView | null }) {
  if (!lot) return null
  const t = await getTranslations('catalog.lot')
  const activity = [
    lot.ed50Value !== null ? `ED50 ${lot.ed50Value}${lot.ed50Unit ? ` ${lot.ed50Unit}` : ''}` : '',
    lot.activityNote,
  ]
    .filter(Boolean)
    .join('; ')
  const rows: [string, string][] = [
    [t('lotNumber'), lot.lotNumber],
    [t('manufacturedAt'), lot.manufacturedAt],
    [t('expiresAt'), lot.expiresAt],
    [
      t('concentration'),
      lot.concentrationMgPerMl === null ? '' : t('concentrationValue', { value: lot.concentrationMgPerMl }),
    ],
    [t('purity'), formatPurity(lot.purityPercent)],
    [t('endotoxin'), formatEndotoxin(lot.endotoxinEuPerUg)],
    [t('activity'), activity],
  ]
  return (
    <section
      aria-labelledby="current-lot-title"
      data-testid="current-lot"
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="current-lot-title" className="text-base font-semibold text-slate-900">
        {t('title')}
      </h2>
      <dl className="mt-3 space-y-1.5 text-sm">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-right font-medium text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  )
}
