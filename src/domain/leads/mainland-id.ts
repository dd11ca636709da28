/**
 * Mainland China resident ID number (GB 11643-1999): 18 characters, a known province-level region code, a valid
 * birth date (YYYYMMDD, not before 1900 and not in the future), a 3-digit sequence and an ISO 7064 MOD 11-2
 * check character (0-9 or X; a lower-case x is accepted and normalised). Pure: the caller passes "today".
 */

/** Province-level codes (first two digits): 11-15, 21-23, 31-37, 41-46, 50-54, 61-65, 71 (Taiwan), 81 (Hong Kong), 82 (Macau), 83 (Taiwan residents' permits), 91 (foreigners' permanent residence). */
const REGIONS = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63,
  64, 65, 71, 81, 82, 83, 91,
])
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK_CHARS = '10X98765432'

/** The check character of the first 17 digits. */
export function idCheckChar(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] as number)
  return CHECK_CHARS[sum % 11] as string
}

export function normaliseIdNumber(value: string): string {
  return value.trim().toUpperCase()
}

export function isMainlandIdNumber(value: string, today: Date = new Date()): boolean {
  const id = normaliseIdNumber(value)
  if (!/^\d{17}[\dX]$/.test(id)) return false
  if (!REGIONS.has(Number(id.slice(0, 2)))) return false
  const year = Number(id.slice(6, 10))
  const month = Number(id.slice(10, 12))
  const day = Number(id.slice(12, 14))
  if (year < 1900) return false
  const birth = new Date(Date.UTC(year, month - 1, day))
  if (birth.getUTCFullYear() !== year || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false
  if (birth.getTime() > today.getTime()) return false
  return idCheckChar(id.slice(0, 17)) === id[17]
}

/** For display to staff in lists: 110105********123X. */
export function maskIdNumber(value: string): string {
  return value.length < 8
    ? '*'.repeat(value.length)
    : `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`
}
