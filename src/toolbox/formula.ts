import {
  AVERAGE_ATOMIC_WEIGHTS,
  AVERAGE_SCALE_DIGITS,
  type Element,
  type Formula,
  HILL_ORDER,
  MONOISOTOPIC_ATOMIC_MASSES,
  MONOISOTOPIC_SCALE_DIGITS,
  RESIDUE_INCREMENT,
  ZERO,
} from './constants'

/**
 * Elemental formulas and their exact masses.
 *
 * The atomic weights have at most 6 (average) and 11 (monoisotopic) decimals, so a mass is summed
 * exactly as an integer number of 10^-6 Da / 10^-11 Da and rounded half-up only at output: no binary
 * floating-point error can move a value across a rounding tie.
 */

/** Parses a non-negative decimal string into an integer scaled by 10^digits ("1.00794", 6 → 1007940n). */
export function decimalToScaled(text: string, digits: number): bigint {
  const [intPart = '0', fracPart = ''] = text.split('.')
  if (fracPart.length > digits) throw new RangeError(`${text} has more than ${digits} decimals`)
  return BigInt(intPart + fracPart.padEnd(digits, '0'))
}

function scaledTable(table: Readonly<Record<Element, string>>, digits: number): Readonly<Record<Element, bigint>> {
  return {
    C: decimalToScaled(table.C, digits),
    H: decimalToScaled(table.H, digits),
    N: decimalToScaled(table.N, digits),
    O: decimalToScaled(table.O, digits),
    P: decimalToScaled(table.P, digits),
  }
}

const AVERAGE_SCALED = scaledTable(AVERAGE_ATOMIC_WEIGHTS, AVERAGE_SCALE_DIGITS)
const MONOISOTOPIC_SCALED = scaledTable(MONOISOTOPIC_ATOMIC_MASSES, MONOISOTOPIC_SCALE_DIGITS)

export function addFormulas(a: Formula, b: Formula): Formula {
  return { C: a.C + b.C, H: a.H + b.H, N: a.N + b.N, O: a.O + b.O, P: a.P + b.P }
}

export function scaleFormula(a: Formula, k: number): Formula {
  return { C: a.C * k, H: a.H * k, N: a.N * k, O: a.O * k, P: a.P * k }
}

export function sumFormulas(parts: readonly Formula[]): Formula {
  let total = ZERO
  for (const part of parts) total = addFormulas(total, part)
  return total
}

/** Residue (nucleoside 5'-monophosphate − H2O) of a nucleoside formula. */
export function residueOf(nucleoside: Formula): Formula {
  return addFormulas(nucleoside, RESIDUE_INCREMENT)
}

function scaledMass(f: Formula, table: Readonly<Record<Element, bigint>>): bigint {
  let total = 0n
  for (const element of HILL_ORDER) total += BigInt(f[element]) * table[element]
  return total
}

/** Exact average mass in units of 10^-AVERAGE_SCALE_DIGITS Da. */
export function averageMassScaled(f: Formula): bigint {
  return scaledMass(f, AVERAGE_SCALED)
}

/** Exact monoisotopic mass in units of 10^-MONOISOTOPIC_SCALE_DIGITS Da. */
export function monoisotopicMassScaled(f: Formula): bigint {
  return scaledMass(f, MONOISOTOPIC_SCALED)
}

/** Average mass as a double (full precision, for comparisons and tests; round with rounding.ts). */
export function averageMass(f: Formula): number {
  return scaledToNumber(averageMassScaled(f), AVERAGE_SCALE_DIGITS)
}

/** Monoisotopic mass as a double. */
export function monoisotopicMass(f: Formula): number {
  return scaledToNumber(monoisotopicMassScaled(f), MONOISOTOPIC_SCALE_DIGITS)
}

function scaledToNumber(scaled: bigint, digits: number): number {
  const negative = scaled < 0n
  const text = (negative ? -scaled : scaled).toString().padStart(digits + 1, '0')
  const value = Number(`${text.slice(0, text.length - digits)}.${text.slice(text.length - digits)}`)
  return negative ? -value : value
}

/** Hill notation for C/H/N/O/P (count 1 written without a digit, zero counts omitted): "C10H12N5O6P". */
export function hillFormula(f: Formula): string {
  let out = ''
  for (const element of HILL_ORDER) {
    const count = f[element]
    if (count === 0) continue
    out += count === 1 ? element : `${element}${count}`
  }
  return out
}

/** Increment notation used by the vectors' tables: "H+1 O-2 P-1" (empty string for no change). */
export function deltaFormula(f: Formula): string {
  const parts: string[] = []
  for (const element of HILL_ORDER) {
    const count = f[element]
    if (count === 0) continue
    parts.push(`${element}${count > 0 ? '+' : ''}${count}`)
  }
  return parts.join(' ')
}
