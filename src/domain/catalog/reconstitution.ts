/**
 * The product page's reconstitution and molarity calculator (issue 19): how much solvent to add to a vial to reach
 * a concentration, and the molarity of a solution from its mass concentration and the molecular weight. Pure
 * functions over the texts a visitor types, so the browser and the tests compute the same numbers.
 *
 * Units: 1 mg/mL = 1 g/L; c(µM) = c(mg/mL) × 1000 / MW(kDa) (1 mg/mL of a 20 kDa protein is 50 µM).
 */
export const MASS_UNITS = ['µg', 'mg'] as const
export type MassUnit = (typeof MASS_UNITS)[number]
export const CONCENTRATION_UNITS = ['mg/mL', 'µM'] as const
export type ConcentrationUnit = (typeof CONCENTRATION_UNITS)[number]

/** Why an input is refused: the message key under `catalog.calculator.errors`. */
export type InputError = 'required' | 'notNumber' | 'notPositive'

export type Parsed = { ok: true; value: number } | { ok: false; error: InputError }

/** A positive number as typed ("0.5", "1,5" with a decimal comma, " 100 "), or why it is not one. */
export function parsePositive(text: string | null | undefined): Parsed {
  const source = (text ?? '').trim().replace(',', '.')
  if (!source) return { ok: false, error: 'required' }
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(source)) return { ok: false, error: 'notNumber' }
  const value = Number(source)
  if (!Number.isFinite(value)) return { ok: false, error: 'notNumber' }
  if (value <= 0) return { ok: false, error: 'notPositive' }
  return { ok: true, value }
}

/** A number rounded to `digits` significant digits (no float noise such as 199.99999999999997). */
export function significant(value: number, digits = 4): number {
  if (value === 0 || !Number.isFinite(value)) return value
  return Number(value.toPrecision(digits))
}

/** mg/mL from µM and the molecular weight in kDa. */
export function mgPerMlFromMicromolar(micromolar: number, mwKda: number): number {
  return (micromolar * mwKda) / 1000
}

/** µM from mg/mL and the molecular weight in kDa. */
export function micromolarFromMgPerMl(mgPerMl: number, mwKda: number): number {
  return (mgPerMl * 1000) / mwKda
}

export interface ReconstitutionInput {
  mass: string
  massUnit: MassUnit
  concentration: string
  concentrationUnit: ConcentrationUnit
  /** Needed only for a concentration in µM. */
  mwKda: string
}

export type ReconstitutionField = 'mass' | 'concentration' | 'mwKda'

export type ReconstitutionResult =
  | { ok: true; volumeUl: number; mgPerMl: number }
  | { ok: false; errors: Partial<Record<ReconstitutionField, InputError>> }

/** The volume (µL) of solvent that brings `mass` to `concentration`, rounded to 4 significant digits. */
export function reconstitutionVolume(input: ReconstitutionInput): ReconstitutionResult {
  const mass = parsePositive(input.mass)
  const concentration = parsePositive(input.concentration)
  const needsMw = input.concentrationUnit === 'µM'
  const mw = needsMw ? parsePositive(input.mwKda) : ({ ok: true, value: 0 } as Parsed)
  const errors: Partial<Record<ReconstitutionField, InputError>> = {}
  if (!mass.ok) errors.mass = mass.error
  if (!concentration.ok) errors.concentration = concentration.error
  if (!mw.ok) errors.mwKda = mw.error
  if (!mass.ok || !concentration.ok || !mw.ok) return { ok: false, errors }
  const massMg = input.massUnit === 'mg' ? mass.value : mass.value / 1000
  const mgPerMl = needsMw ? mgPerMlFromMicromolar(concentration.value, mw.value) : concentration.value
  return { ok: true, volumeUl: significant((massMg / mgPerMl) * 1000), mgPerMl: significant(mgPerMl) }
}

export type MolarityField = 'mgPerMl' | 'mwKda'

export type MolarityResult =
  | { ok: true; micromolar: number }
  | { ok: false; errors: Partial<Record<MolarityField, InputError>> }

/** The molarity (µM) of a solution of `mgPerMl` mg/mL of a protein of `mwKda` kDa, to 4 significant digits. */
export function molarity(input: { mgPerMl: string; mwKda: string }): MolarityResult {
  const c = parsePositive(input.mgPerMl)
  const mw = parsePositive(input.mwKda)
  const errors: Partial<Record<MolarityField, InputError>> = {}
  if (!c.ok) errors.mgPerMl = c.error
  if (!mw.ok) errors.mwKda = mw.error
  if (!c.ok || !mw.ok) return { ok: false, errors }
  return { ok: true, micromolar: significant(micromolarFromMgPerMl(c.value, mw.value)) }
}
