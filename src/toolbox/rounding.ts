/**
 * Half-up rounding on decimal values (spec 2.0).
 *
 * Binary floating point cannot hold 1.005 or 2.675 exactly (2.675 is stored as 2.67499999…), so
 * `Math.round(x * 100) / 100` rounds them down. Here a number is first turned into its shortest
 * round-trip decimal representation (what `String(x)` prints, like Python's `repr`), and that decimal
 * is rounded half-up (ties away from zero, as Python's `Decimal.quantize(ROUND_HALF_UP)`).
 */

interface DecimalParts {
  negative: boolean
  /** Digits before the decimal point, no leading zeros except a single "0". */
  integer: string
  /** Digits after the decimal point (possibly empty). */
  fraction: string
}

/** Splits a finite number's shortest decimal representation (handles exponent notation). */
function decimalParts(x: number): DecimalParts {
  const negative = x < 0 || Object.is(x, -0)
  const text = Math.abs(x).toString()
  const [mantissa = '0', exponentText] = text.split('e')
  const exponent = exponentText === undefined ? 0 : Number(exponentText)
  const [intDigits = '0', fracDigits = ''] = mantissa.split('.')
  const digits = intDigits + fracDigits
  // Position of the decimal point inside `digits` after applying the exponent.
  const point = intDigits.length + exponent
  let integer: string
  let fraction: string
  if (point <= 0) {
    integer = '0'
    fraction = '0'.repeat(-point) + digits
  } else if (point >= digits.length) {
    integer = digits + '0'.repeat(point - digits.length)
    fraction = ''
  } else {
    integer = digits.slice(0, point)
    fraction = digits.slice(point)
  }
  integer = integer.replace(/^0+(?=\d)/, '')
  return { negative, integer, fraction }
}

/** Adds one unit to a string of decimal digits ("0999" → "1000"). */
function incrementDigits(digits: string): string {
  const out = digits.split('')
  let i = out.length - 1
  while (i >= 0) {
    if (out[i] === '9') {
      out[i] = '0'
      i -= 1
    } else {
      out[i] = String(Number(out[i]) + 1)
      return out.join('')
    }
  }
  return `1${out.join('')}`
}

/**
 * Rounds half-up (ties away from zero) to `decimals` places and returns the result as a fixed-point
 * string, e.g. `toFixedHalfUp(2.675, 2) === "2.68"`, `toFixedHalfUp(6073.49916, 2) === "6073.50"`.
 * Non-finite values are returned as `String(x)`.
 */
export function toFixedHalfUp(x: number, decimals: number): string {
  if (!Number.isFinite(x)) return String(x)
  const places = Math.max(0, Math.trunc(decimals))
  const { negative, integer, fraction } = decimalParts(x)
  const padded = fraction.padEnd(places + 1, '0')
  let kept = integer + padded.slice(0, places)
  if ((padded[places] ?? '0') >= '5') kept = incrementDigits(kept)
  const intPart = kept.slice(0, kept.length - places).replace(/^0+(?=\d)/, '') || '0'
  const fracPart = kept.slice(kept.length - places)
  const isZero = /^[0]*$/.test(intPart + fracPart)
  const sign = negative && !isZero ? '-' : ''
  return places === 0 ? `${sign}${intPart}` : `${sign}${intPart}.${fracPart}`
}

/** Rounds half-up (ties away from zero) to `decimals` places, e.g. `roundHalfUp(1.005, 2) === 1.01`. */
export function roundHalfUp(x: number, decimals: number): number {
  if (!Number.isFinite(x)) return x
  return Number(toFixedHalfUp(x, decimals))
}

/**
 * Rounds an exact scaled integer (value = scaled / 10^scaleDigits) half-up to `decimals` places and
 * returns the fixed-point string. Used for masses, which are summed exactly (see formula.ts).
 */
export function scaledToFixedHalfUp(scaled: bigint, scaleDigits: number, decimals: number): string {
  const negative = scaled < 0n
  let magnitude = negative ? -scaled : scaled
  const drop = scaleDigits - decimals
  if (drop > 0) {
    const divisor = 10n ** BigInt(drop)
    magnitude = (magnitude + divisor / 2n) / divisor
  } else if (drop < 0) {
    magnitude *= 10n ** BigInt(-drop)
  }
  const digits = magnitude.toString().padStart(decimals + 1, '0')
  const intPart = digits.slice(0, digits.length - decimals)
  const fracPart = digits.slice(digits.length - decimals)
  const sign = negative && magnitude !== 0n ? '-' : ''
  return decimals === 0 ? `${sign}${intPart}` : `${sign}${intPart}.${fracPart}`
}

/** Like {@link scaledToFixedHalfUp} but returns a number. */
export function scaledRoundHalfUp(scaled: bigint, scaleDigits: number, decimals: number): number {
  return Number(scaledToFixedHalfUp(scaled, scaleDigits, decimals))
}
