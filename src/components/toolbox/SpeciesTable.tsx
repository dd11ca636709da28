'use client'

import { useTranslations } from '@/i18n/client'
import type { MassSpecies } from '@/toolbox/product-mass'
import { ChemicalFormula } from './ChemicalFormula'

/**
 * Every expected 5' species of the digestion product (spec 2.2.4) with its formula, average mass (2 dp, as
 * the spec displays it) and monoisotopic mass (4 dp), in Da.
 */
export function SpeciesTable({ species, capAnalog }: { species: readonly MassSpecies[]; capAnalog: string }) {
  const t = useTranslations('toolbox')
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 print:overflow-visible">
      <table className="w-full min-w-[34rem] border-collapse text-sm" data-testid="species-table">
        <caption className="px-3 pt-3 pb-2 text-left text-xs text-slate-500">{t('species.caption')}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('species.species')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('species.formula')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('species.average')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('species.monoisotopic')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {species.map((s) => (
            <tr key={s.species} data-species={s.species} className="hover:bg-brand-50/50">
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-800">
                {t(`species.labels.${s.species}`, { analog: capAnalog })}
              </th>
              <td className="px-3 py-2 text-slate-700">
                <ChemicalFormula formula={s.formula} />
              </td>
              <td className="px-3 py-2 text-right font-semibold tabular-nums" data-average={s.average_mass}>
                {s.average_mass_display}
              </td>
              <td className="px-3 py-2 text-right tabular-nums" data-monoisotopic={s.monoisotopic_mass}>
                {s.monoisotopic_mass.toFixed(4)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
