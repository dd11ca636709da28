import {
  AVERAGE_SCALE_DIGITS,
  type Base,
  CAP_ANALOGS,
  CAPPING_METHODS,
  type CapAnalog,
  type CapAnalogKey,
  type CappingMethod,
  DP_MASS,
  DP_MASS_DISPLAY,
  END_GROUPS,
  ENZYMATIC_SPECIES,
  type Formula,
  MODIFICATION_RULES,
  MODIFICATIONS,
  MONOISOTOPIC_SCALE_DIGITS,
  type Modification,
  NUCLEOSIDES,
  O_METHYL_DELTA,
  PRODUCT_LENGTH_RANGE,
  SPECIES_LABELS,
  type SpeciesKey,
  UNCAPPED_SPECIES,
  ZERO,
} from './constants'
import { fail, inField, type Outcome, succeed } from './errors'
import { addFormulas, averageMassScaled, hillFormula, monoisotopicMassScaled, residueOf, scaleFormula } from './formula'
import { field, type InputRecord } from './input'
import { type InfoCode, noticeTexts } from './messages'
import { scaledRoundHalfUp, scaledToFixedHalfUp } from './rounding'
import { cleanSequence } from './sequence'

/**
 * Module 3 — digestion-product masses (spec 2.2): M = Σ residues + 5'-end group, 3'-OH, neutral
 * (caps as zwitterions: Cap0 = GpppN + CH2), from elemental formulas.
 */

export interface MassSpecies {
  species: SpeciesKey
  label: string
  /** Hill order C, H, N, O, P. */
  formula: string
  /** Da, 4 dp. */
  average_mass: number
  /** Da, 2 dp string. */
  average_mass_display: string
  /** Da, 4 dp. */
  monoisotopic_mass: number
}

export interface ProductMassResult {
  product_sequence: string
  product_length: number
  species: MassSpecies[]
  infos: InfoCode[]
  infos_text: string[]
}

export interface SpeciesFormula {
  species: SpeciesKey
  label: string
  formula: Formula
}

const BASES: readonly Base[] = ['A', 'C', 'G', 'U']

function isBase(value: string): value is Base {
  return (BASES as readonly string[]).includes(value)
}

/** Residue formula of each base, unmodified and under a modification (100 % substitution of its base). */
function residueTable(modification: Modification): Readonly<Record<Base, Formula>> {
  const rule = MODIFICATION_RULES[modification]
  const table = {} as Record<Base, Formula>
  for (const base of BASES) {
    const residue = residueOf(NUCLEOSIDES[base])
    table[base] = rule.base === base ? addFormulas(residue, rule.delta) : residue
  }
  return table
}

const UNMODIFIED = residueTable('none')

/** Σ residues of `sequence[from..]` (0-based) with the given residue table. */
function residueSum(sequence: string, table: Readonly<Record<Base, Formula>>, from = 0): Formula {
  const counts: Record<Base, number> = { A: 0, C: 0, G: 0, U: 0 }
  for (let i = from; i < sequence.length; i += 1) {
    const base = sequence.charAt(i)
    if (isBase(base)) counts[base] += 1
  }
  let total = ZERO
  for (const base of BASES) total = addFormulas(total, scaleFormula(table[base], counts[base]))
  return total
}

/**
 * Formulas of every listed 5'-end species of an RNA product (A/C/G/U, already validated), in the
 * spec's order. Enzymatic: cap2, cap1, cap0, capG, ppp, pp, p, OH — every residue modified.
 * Co-transcriptional: capped (positions 1..k from the analog, unmodified, plus the analog's methyls),
 * then ppp, pp, p, OH.
 */
export function speciesFormulas(
  sequence: string,
  modification: Modification,
  method: CappingMethod,
  analog: CapAnalog | null,
): SpeciesFormula[] {
  const modifiedSum = residueSum(sequence, residueTable(modification))
  const out: SpeciesFormula[] = []
  if (method === 'enzymatic' || analog === null) {
    for (const end of ENZYMATIC_SPECIES) {
      out.push({ species: end, label: SPECIES_LABELS[end], formula: addFormulas(modifiedSum, END_GROUPS[end]) })
    }
    return out
  }
  const k = analog.requiredStart.length
  const analogPart = residueSum(sequence.slice(0, k), UNMODIFIED)
  const transcribedPart = residueSum(sequence, residueTable(modification), k)
  const capped = addFormulas(
    addFormulas(analogPart, transcribedPart),
    addFormulas(END_GROUPS.cap0, scaleFormula(O_METHYL_DELTA, analog.extraMethyls)),
  )
  out.push({ species: 'capped', label: analog.name, formula: capped })
  for (const end of UNCAPPED_SPECIES) {
    out.push({ species: end, label: SPECIES_LABELS[end], formula: addFormulas(modifiedSum, END_GROUPS[end]) })
  }
  return out
}

/** Output row of one species: formula and masses rounded half-up from their exact values. */
export function massSpecies({ species, label, formula }: SpeciesFormula): MassSpecies {
  const average = averageMassScaled(formula)
  const mono = monoisotopicMassScaled(formula)
  return {
    species,
    label,
    formula: hillFormula(formula),
    average_mass: scaledRoundHalfUp(average, AVERAGE_SCALE_DIGITS, DP_MASS),
    average_mass_display: scaledToFixedHalfUp(average, AVERAGE_SCALE_DIGITS, DP_MASS_DISPLAY),
    monoisotopic_mass: scaledRoundHalfUp(mono, MONOISOTOPIC_SCALE_DIGITS, DP_MASS),
  }
}

function isModification(value: unknown): value is Modification {
  return typeof value === 'string' && (MODIFICATIONS as readonly string[]).includes(value)
}

function isCappingMethod(value: unknown): value is CappingMethod {
  return typeof value === 'string' && (CAPPING_METHODS as readonly string[]).includes(value)
}

function capAnalogOf(value: unknown): CapAnalog | null {
  if (typeof value !== 'string' || !Object.hasOwn(CAP_ANALOGS, value)) return null
  return CAP_ANALOGS[value as CapAnalogKey]
}

/**
 * Validates and computes module 3 (order: sequence → modification → length → method/analog → start).
 * `cap_analog` is read only for co-transcriptional capping.
 */
export function productMass(input: InputRecord): Outcome<ProductMassResult> {
  const cleaned = cleanSequence(field(input, 'product_sequence'), { stripT7Promoter: false })
  if (!cleaned.ok) return inField(cleaned, 'product_sequence')
  const sequence = cleaned.value.sequence
  const modification = field(input, 'modification')
  if (!isModification(modification)) return fail('E_MOD', {}, { field: 'modification' })
  if (sequence.length < PRODUCT_LENGTH_RANGE.min || sequence.length > PRODUCT_LENGTH_RANGE.max) {
    return fail('E_PRODUCT_LEN', { ...PRODUCT_LENGTH_RANGE }, { field: 'product_sequence' })
  }
  const method = field(input, 'capping_method')
  if (!isCappingMethod(method)) return fail('E_CAP_METHOD', {}, { field: 'capping_method' })
  let analog: CapAnalog | null = null
  if (method === 'cotranscriptional') {
    analog = capAnalogOf(field(input, 'cap_analog'))
    if (analog === null) return fail('E_CAP_ANALOG', {}, { field: 'cap_analog' })
    const required = analog.requiredStart
    if (!sequence.startsWith(required)) {
      return fail('E_CAP_START', {
        analog: analog.key,
        required: `'${required}'`,
        actual: `'${sequence.slice(0, required.length)}'`,
      })
    }
  }
  const infos = cleaned.value.infos
  return succeed({
    product_sequence: sequence,
    product_length: sequence.length,
    species: speciesFormulas(sequence, modification, method, analog).map(massSpecies),
    infos,
    infos_text: noticeTexts(infos),
  })
}
