import type { IntRange } from './constants'

/** Helpers that read untrusted input (a JSON-like object from a form or an API call) without throwing. */

export type InputRecord = Readonly<Record<string, unknown>>

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is InputRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Own property of the input (inherited properties such as `toString` are never read). */
export function field(input: InputRecord, key: string): unknown {
  return Object.hasOwn(input, key) ? input[key] : undefined
}

/** The value if it is an integer-valued finite number inside the inclusive range (25.0 accepted; strings, booleans, null rejected). */
export function wholeNumberIn(value: unknown, range: IntRange): number | null {
  if (typeof value !== 'number' || !Number.isInteger(value)) return null
  if (value < range.min || value > range.max) return null
  return value === 0 ? 0 : value
}

/** The value if it is a finite number with 0 < value ≤ max. */
export function positiveNumberAtMost(value: unknown, max: number): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null
  if (value <= 0 || value > max) return null
  return value
}

/** True when a value is missing from a form: undefined or null. */
export function isAbsent(value: unknown): boolean {
  return value === undefined || value === null
}
