'use client'

import { useId, useState } from 'react'
import {
  CONCENTRATION_UNITS,
  type ConcentrationUnit,
  type InputError,
  MASS_UNITS,
  type MassUnit,
  molarity,
  reconstitutionVolume,
} from '@/domain/catalog/reconstitution'

/** The calculator's texts, from `catalog.calculator` (the server picks them: no extra client messages). */
export interface CalculatorLabels {
  title: string
  hint: string
  reconstitution: string
  mass: string
  massUnit: string
  concentration: string
  concentrationUnit: string
  mw: string
  volume: string
  molarity: string
  mgPerMl: string
  micromolar: string
  errors: Record<InputError, string>
}

interface Props {
  labels: CalculatorLabels
  /** The current lot's measured concentration (mg/mL), if any. */
  concentrationMgPerMl: number | null
  /** The predicted molecular weight (kDa), if any. */
  mwKda: number | null
}

const numberText = (value: number | null) => (value === null ? '' : String(value))
const input =
  'mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm aria-[invalid=true]:border-red-600'
const select = 'mt-1 block rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm'

/**
 * Reconstitution volume (mass + desired concentration → solvent to add) and molarity (mg/mL + kDa → µM), computed
 * as the visitor types (src/domain/catalog/reconstitution.ts), pre-filled with the lot's concentration and the
 * predicted molecular weight.
 */
export function ReconstitutionCalculator({ labels, concentrationMgPerMl, mwKda }: Props) {
  const id = useId()
  const [mass, setMass] = useState('100')
  const [massUnit, setMassUnit] = useState<MassUnit>('µg')
  const [concentration, setConcentration] = useState(numberText(concentrationMgPerMl) || '0.5')
  const [concentrationUnit, setConcentrationUnit] = useState<ConcentrationUnit>('mg/mL')
  const [mw, setMw] = useState(numberText(mwKda))
  const [mgPerMl, setMgPerMl] = useState(numberText(concentrationMgPerMl))

  const volume = reconstitutionVolume({ mass, massUnit, concentration, concentrationUnit, mwKda: mw })
  const molar = molarity({ mgPerMl, mwKda: mw })
  const volumeErrors = volume.ok ? {} : volume.errors
  const molarErrors = molar.ok ? {} : molar.errors
  // The shared molecular weight is wrong for whichever calculation needs it.
  const mgError = mgPerMl.trim() ? molarErrors.mgPerMl : undefined
  const mwError = volumeErrors.mwKda ?? (mgPerMl.trim() ? molarErrors.mwKda : undefined)

  const error = (field: string, code: InputError | undefined) =>
    code ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-xs text-red-700">
        {labels.errors[code]}
      </p>
    ) : null
  const invalid = (field: string, code: InputError | undefined) =>
    code ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {}

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="calculator"
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {labels.title}
      </h2>
      <p className="mt-1 text-xs text-slate-600">{labels.hint}</p>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-slate-800">{labels.reconstitution}</legend>
        <div className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 text-sm">
          <label>
            <span className="text-slate-600">{labels.mass}</span>
            <input
              className={input}
              inputMode="decimal"
              value={mass}
              onChange={(e) => setMass(e.target.value)}
              {...invalid('mass', volumeErrors.mass)}
            />
            {error('mass', volumeErrors.mass)}
          </label>
          <label>
            <span className="sr-only">{labels.massUnit}</span>
            <select
              aria-label={labels.massUnit}
              className={`${select} mt-6`}
              value={massUnit}
              onChange={(e) => setMassUnit(e.target.value as MassUnit)}
            >
              {MASS_UNITS.map((u) => (
                <option key={u}>{u}</option>
              ))}
            </select>
          </label>
          <label>
            <span className="text-slate-600">{labels.concentration}</span>
            <input
              className={input}
              inputMode="decimal"
              value={concentration}
              onChange={(e) => setConcentration(e.target.value)}
              {...invalid('concentration', volumeErrors.concentration)}
            />
            {error('concentration', volumeErrors.concentration)}
          </label>
          <label>
            <span className="sr-only">{labels.concentrationUnit}</span>
            <select
              aria-label={labels.concentrationUnit}
              className={`${select} mt-6`}
              value={concentrationUnit}
              onChange={(e) => setConcentrationUnit(e.target.value as ConcentrationUnit)}
            >
              {CONCENTRATION_UNITS.map((u) => (
                <option key={u}>{u}</option>
              ))}
            </select>
          </label>
        </div>
      </fieldset>
      <label className="mt-3 block text-sm">
        <span className="text-slate-600">{labels.mw}</span>
        <input
          className={input}
          inputMode="decimal"
          value={mw}
          onChange={(e) => setMw(e.target.value)}
          {...invalid('mw', mwError)}
        />
        {error('mw', mwError)}
      </label>
      <p className="mt-3 flex items-baseline justify-between gap-3 border-t border-slate-200 pt-3 text-sm">
        <span className="text-slate-600">{labels.volume}</span>
        <output data-testid="calculator-volume" aria-live="polite" className="font-semibold text-slate-900">
          {volume.ok ? `${volume.volumeUl} µL` : '—'}
        </output>
      </p>
      <fieldset className="mt-4 border-t border-slate-200 pt-3">
        <legend className="text-sm font-medium text-slate-800">{labels.molarity}</legend>
        <label className="mt-2 block text-sm">
          <span className="text-slate-600">{labels.mgPerMl}</span>
          <input
            className={input}
            inputMode="decimal"
            value={mgPerMl}
            onChange={(e) => setMgPerMl(e.target.value)}
            {...invalid('mg', mgError)}
          />
          {error('mg', mgError)}
        </label>
        <p className="mt-3 flex items-baseline justify-between gap-3 text-sm">
          <span className="text-slate-600">{labels.micromolar}</span>
          <output data-testid="calculator-molarity" aria-live="polite" className="font-semibold text-slate-900">
            {molar.ok ? `${molar.micromolar} µM` : '—'}
          </output>
        </p>
      </fieldset>
    </section>
  )
}
