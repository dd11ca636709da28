/**
 * Comparison of a result with a reference vector's `expected.result` within the spec's tolerances (spec 2.0),
 * shared by the library's vector test and the API's integration test. Test support only: nothing in the
 * library or the page imports it.
 */

export interface Tolerances {
  mass_Da: number
  volume_ul: number
  gc_percent: number
  concentration_ng_ul: number
}

/** Tolerance of a numeric field by its unit; every other number (positions, lengths, pmol) must match exactly. */
export function toleranceOf(key: string, tolerance: Tolerances): number {
  if (key === 'average_mass' || key === 'monoisotopic_mass' || key === 'mrna_mw_g_per_mol') return tolerance.mass_Da
  if (key.endsWith('_ul')) return tolerance.volume_ul
  if (key === 'probe_gc_percent') return tolerance.gc_percent
  if (key === 'min_sample_conc_ng_ul') return tolerance.concentration_ng_ul
  return 1e-9
}

/** Every difference between an actual and an expected result: keys, strings and arrays exactly, numbers within tolerance. */
export function differences(
  actual: unknown,
  expected: unknown,
  tolerance: Tolerances,
  where: string,
  key = '',
): string[] {
  if (typeof expected === 'number') {
    if (typeof actual !== 'number' || !(Math.abs(actual - expected) <= toleranceOf(key, tolerance))) {
      return [`${where}: ${String(actual)} ≠ ${expected}`]
    }
    return []
  }
  if (expected === null || typeof expected !== 'object') {
    return actual === expected ? [] : [`${where}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`]
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) {
      return [`${where}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`]
    }
    return expected.flatMap((item, i) => differences(actual[i], item, tolerance, `${where}[${i}]`, key))
  }
  if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return [`${where}: not an object`]
  const a = actual as Record<string, unknown>
  const e = expected as Record<string, unknown>
  const out: string[] = []
  const actualKeys = Object.keys(a).sort()
  const expectedKeys = Object.keys(e).sort()
  if (actualKeys.join() !== expectedKeys.join()) out.push(`${where}: keys ${actualKeys} ≠ ${expectedKeys}`)
  for (const k of expectedKeys) out.push(...differences(a[k], e[k], tolerance, `${where}.${k}`, k))
  return out
}

/** Every number of a result, with its path. */
export function numbers(value: unknown, where: string): [string, number][] {
  if (typeof value === 'number') return [[where, value]]
  if (value === null || typeof value !== 'object') return []
  if (Array.isArray(value)) return value.flatMap((item, i) => numbers(item, `${where}[${i}]`))
  return Object.entries(value).flatMap(([k, v]) => numbers(v, `${where}.${k}`))
}
