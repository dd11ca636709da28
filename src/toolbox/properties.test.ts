import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calculate, TOOLBOX_MODULES, type ToolboxModule } from './calculate'
import { CAP_ANALOG_KEYS, CAP_ANALOGS, type CapAnalogKey, MODIFICATIONS, type Modification } from './constants'
import { ERROR_CODES, MESSAGES_EN, type MessageKey, messageText, NOTICE_MESSAGES } from './messages'
import type { MassSpecies } from './product-mass'
import { cleanSequence, reverseComplementRna } from './sequence'

const KNOWN_CODES = new Set<string>(ERROR_CODES)
const KNOWN_NOTICES = new Set<string>(Object.keys(NOTICE_MESSAGES))

// ---------------------------------------------------------------------------------------------------------
// Arbitraries

const rnaBase = fc.constantFrom('A', 'C', 'G', 'U')
const rna = (minLength: number, maxLength: number) => fc.string({ unit: rnaBase, minLength, maxLength })

/** Sequence-like text: nucleotide letters of both cases, T, whitespace, FASTA marks, digits and junk. */
const messySequence = fc.oneof(
  rna(0, 120),
  fc.string({
    unit: fc.constantFrom(
      'A',
      'C',
      'G',
      'U',
      'T',
      'a',
      'c',
      'g',
      'u',
      't',
      ' ',
      '\n',
      '\r',
      '\t',
      '>',
      '1',
      '9',
      'N',
      '-',
      'm',
      'Ψ',
      '😀',
    ),
    maxLength: 150,
  }),
  fc.constantFrom('TAATACGACTCACTATAGGGAGACCAAGCUGGCUAGCGUUUAAACUU', '', '>x\n>y\nGGG', 'A'.repeat(50_001)),
  fc.anything(),
)

/** Numbers and number-like junk: 0, negatives, NaN, ±Infinity, huge, fractional, strings, null, booleans. */
const messyNumber = fc.oneof(
  fc.integer({ min: -5, max: 120 }),
  fc.double(),
  fc.constantFrom(
    0,
    -0,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    1e308,
    25.0,
    25.5,
    50_000,
    50_001,
  ),
  fc.constantFrom('', '25', null, true, undefined),
)

const messyModification = fc.oneof(fc.constantFrom<unknown>(...MODIFICATIONS, 'M1PSI', '', null), fc.anything())
const messyMethod = fc.oneof(
  fc.constantFrom<unknown>('enzymatic', 'cotranscriptional', 'Enzymatic', null),
  fc.anything(),
)
const messyAnalog = fc.oneof(fc.constantFrom<unknown>(...CAP_ANALOG_KEYS, 'toString', '__proto__', null), fc.anything())

const messyInput = fc.record(
  {
    sequence: messySequence,
    probe_sequence: fc.oneof(messySequence, fc.constantFrom('TAAACGCTAGCCAGCTTGGTCTCCC')),
    probe_start: messyNumber,
    probe_length: messyNumber,
    digestion_position: messyNumber,
    hybrid_length: messyNumber,
    mrna_length: messyNumber,
    sample_conc_ng_ul: messyNumber,
    probe_conc_uM: messyNumber,
    entered_seq_len: messyNumber,
    product_sequence: messySequence,
    modification: messyModification,
    capping_method: messyMethod,
    cap_analog: messyAnalog,
  },
  { requiredKeys: [] },
)

const moduleArb = fc.constantFrom<ToolboxModule>(...TOOLBOX_MODULES)

function expectWellFormed(out: ReturnType<typeof calculate>): void {
  if (out.ok) {
    expect(out.result).toBeTypeOf('object')
    return
  }
  expect(KNOWN_CODES.has(out.error_code)).toBe(true)
  expect(out.error.code).toBe(out.error_code)
  expect(out.error_message).toBe(out.error.message)
  expect(out.error_message).toBe(messageText(out.error.messageKey as MessageKey, out.error.params))
  expect(Object.hasOwn(MESSAGES_EN, out.error.messageKey)).toBe(true)
}

// ---------------------------------------------------------------------------------------------------------

describe('calculate never throws', () => {
  it('for any value as module and input', () => {
    fc.assert(
      fc.property(fc.oneof(moduleArb, fc.anything()), fc.anything(), (module, input) => {
        expectWellFormed(calculate(module, input))
      }),
      { numRuns: 500 },
    )
  })

  it('for structured inputs with junk in every field, in every module', () => {
    fc.assert(
      fc.property(moduleArb, messyInput, (module, input) => {
        const out = calculate(module, input)
        expectWellFormed(out)
        if (out.ok) {
          const json = JSON.stringify(out.result)
          for (const code of json.match(/"[WI]_[A-Z0-9_]+"/g) ?? [])
            expect(KNOWN_NOTICES.has(code.slice(1, -1))).toBe(true)
          expect(json).not.toMatch(/NaN|Infinity/)
        }
      }),
      { numRuns: 1000 },
    )
  })
})

// ---------------------------------------------------------------------------------------------------------

const probeCase = fc.record({
  mrna: rna(80, 300),
  s: fc.integer({ min: 1, max: 45 }),
  L: fc.integer({ min: 10, max: 60 }),
  d: fc.integer({ min: 3, max: 60 }),
  h: fc.integer({ min: 1, max: 12 }),
  asDna: fc.boolean(),
})

describe('probe design invariants', () => {
  it('the probe is the reverse complement of R[s..e]; its DNA window pairs with R[d−h+1..d]; product = R[1..d]', () => {
    fc.assert(
      fc.property(probeCase, ({ mrna, s, L, d, h, asDna }) => {
        const sequence = asDna ? mrna.replace(/U/g, 'T').toLowerCase() : mrna
        const out = calculate('probe_design', {
          sequence,
          probe_start: s,
          probe_length: L,
          digestion_position: d,
          hybrid_length: h,
        })
        const e = s + L - 1
        if (e > mrna.length) {
          expect(out).toMatchObject({ ok: false, error_code: 'E_PROBE_BEYOND_END' })
          return
        }
        if (s > d - h + 1 || d > e) {
          expect(out).toMatchObject({ ok: false, error_code: 'E_HYBRID_OUTSIDE_PROBE' })
          return
        }
        if (!out.ok) throw new Error(out.error_message)
        const r = out.result
        expect(r.mrna_length_entered).toBe(mrna.length)
        expect(r.probe_target_region).toBe(mrna.slice(s - 1, e))
        expect(reverseComplementRna(r.probe_sequence.replace(/T/g, 'U'))).toBe(r.probe_target_region)
        expect(r.probe_chimeric.replace(/m/g, '').replace(/U/g, 'T')).toBe(r.probe_sequence)
        const dnaLetters = r.probe_chimeric.replace(/m[ACGU]/g, '')
        const [j1, j2] = r.dna_window_in_probe
        expect(dnaLetters).toBe(r.probe_sequence.slice(j1 - 1, j2))
        expect(dnaLetters.length).toBe(h)
        // probe position j pairs with mRNA position s + L − j
        expect([s + L - j1, s + L - j2]).toEqual([d, d - h + 1])
        expect(r.hybrid_region_in_mrna).toEqual([d - h + 1, d])
        expect(r.digestion_product_sequence).toBe(mrna.slice(0, d))
        expect(r.digestion_product_length).toBe(d)
        expect(r.cleavage_between).toEqual([d, d + 1])
        const gc = [...r.probe_sequence].filter((c) => c === 'G' || c === 'C').length
        expect(Math.abs(r.probe_gc_percent - (100 * gc) / L)).toBeLessThanOrEqual(0.005 + 1e-9)
        expect(r.warnings.includes('W_PRODUCT_ENDS_G')).toBe(mrna[d - 1] === 'G')
        expect(r.infos.includes('I_T_TO_U')).toBe(asDna)
        expect(r.warnings_text).toEqual(r.warnings.map((c) => NOTICE_MESSAGES[c]))
        expect(r.infos_text).toEqual(r.infos.map((c) => NOTICE_MESSAGES[c]))
      }),
      { numRuns: 400 },
    )
  })

  it('check mode finds the designed probe again (the 5′-most site)', () => {
    fc.assert(
      fc.property(probeCase, ({ mrna, s, L, h }) => {
        const e = s + L - 1
        const d = e // DNA window at the probe's 5' end
        fc.pre(e <= mrna.length && d <= 60 && h <= L)
        const designed = calculate('probe_design', {
          sequence: mrna,
          probe_start: s,
          probe_length: L,
          digestion_position: d,
          hybrid_length: h,
        })
        if (!designed.ok) throw new Error(designed.error_message)
        const target = designed.result.probe_target_region
        const found = calculate('probe_design', {
          sequence: mrna,
          probe_sequence: designed.result.probe_sequence,
          digestion_position: d,
          hybrid_length: h,
        })
        const first = mrna.indexOf(target) + 1
        if (first !== s) {
          // an earlier copy of the target is used, and d lies beyond its probe region
          expect(found).toMatchObject({ ok: false, error_code: 'E_HYBRID_OUTSIDE_PROBE' })
          return
        }
        if (!found.ok) throw new Error(found.error_message)
        expect({ ...found.result, warnings: [], warnings_text: [] }).toEqual({
          ...designed.result,
          warnings: [],
          warnings_text: [],
        })
        expect(found.result.warnings.includes('W_PROBE_MULTI')).toBe(mrna.indexOf(target, first) !== -1)
        expect(found.result.warnings.filter((w) => w !== 'W_PROBE_MULTI')).toEqual(designed.result.warnings)
      }),
      { numRuns: 300 },
    )
  })
})

// ---------------------------------------------------------------------------------------------------------

const reactionCase = fc.record({
  mrna_length: fc.integer({ min: 20, max: 50_000 }),
  sample_conc_ng_ul: fc.double({ min: 0.01, max: 20_000, noNaN: true }),
  probe_conc_uM: fc.oneof(fc.double({ min: 0.5, max: 1000, noNaN: true }), fc.constantFrom(1, 10, 50, 100, 1000)),
})

describe('reaction system invariants', () => {
  it('volumes add up to the final system, which is 100 µl or the required volume rounded up to ≤150 µl', () => {
    fc.assert(
      fc.property(reactionCase, (input) => {
        const out = calculate('reaction_system', input)
        if (!out.ok) throw new Error(out.error_message)
        const r = out.result
        expect(r.mrna_mw_g_per_mol).toBe(320.5 * input.mrna_length + 159)
        if (r.final_volume_ul === null) {
          expect(r.v_required_ul).toBeGreaterThan(150 - 1e-4)
          expect([r.scale_factor, r.mix_ul, r.probe_ul, r.sample_ul, r.water_ul]).toEqual([
            null,
            null,
            null,
            null,
            null,
          ])
          expect(r.warnings).toHaveLength(1)
          if (r.warnings[0] === 'W_SAMPLE_TOO_DILUTE') {
            const min = r.min_sample_conc_ng_ul
            if (typeof min !== 'number') throw new Error('minimum concentration missing')
            expect(min).toBeGreaterThanOrEqual(input.sample_conc_ng_ul - 0.01)
            // at (just above) the minimum concentration, the reaction fits in 150 µl
            if (min + 0.01 <= 20_000) {
              const atMin = calculate('reaction_system', { ...input, sample_conc_ng_ul: min + 0.01 })
              expect(atMin.ok && atMin.result.final_volume_ul !== null && atMin.result.final_volume_ul <= 150).toBe(
                true,
              )
            }
          } else {
            expect(r.warnings).toEqual(['W_PROBE_TOO_DILUTE'])
            expect(r.min_sample_conc_ng_ul).toBeNull()
            expect(200 / input.probe_conc_uM).toBeGreaterThanOrEqual(135)
          }
          return
        }
        expect(r).not.toHaveProperty('min_sample_conc_ng_ul')
        expect(r.warnings).toEqual([])
        const final = r.final_volume_ul
        expect(Number.isInteger(final)).toBe(true)
        expect(final).toBeGreaterThanOrEqual(100)
        expect(final).toBeLessThanOrEqual(150)
        expect(r.scale_factor).toBeCloseTo(final / 100, 10)
        expect(r.v_required_ul).toBeLessThanOrEqual(final + 1e-4)
        if (final > 100) expect(r.v_required_ul).toBeGreaterThan(final - 1 - 1e-4)
        expect(r.infos.includes('I_SCALED_UP')).toBe(final > 100)
        const parts = [r.mix_ul, r.probe_ul, r.sample_ul, r.water_ul].map((v) => v ?? Number.NaN)
        for (const v of parts) expect(v).toBeGreaterThanOrEqual(0)
        expect(Math.abs(parts.reduce((a, b) => a + b, 0) - final)).toBeLessThanOrEqual(0.02 + 1e-9)
        expect(r.mix_ul).toBeCloseTo(final / 10, 10)
      }),
      { numRuns: 1000 },
    )
  })

  it('a more concentrated sample never needs a larger system', () => {
    fc.assert(
      fc.property(reactionCase, fc.double({ min: 1, max: 10, noNaN: true }), (input, factor) => {
        const a = calculate('reaction_system', input)
        const b = calculate('reaction_system', {
          ...input,
          sample_conc_ng_ul: Math.min(20_000, input.sample_conc_ng_ul * factor),
        })
        if (!a.ok || !b.ok) throw new Error('unexpected error')
        expect(b.result.v_required_ul).toBeLessThanOrEqual(a.result.v_required_ul + 1e-9)
        if (a.result.final_volume_ul !== null) {
          expect(b.result.final_volume_ul).not.toBeNull()
          expect(b.result.final_volume_ul ?? 0).toBeLessThanOrEqual(a.result.final_volume_ul)
        }
      }),
    )
  })
})

// ---------------------------------------------------------------------------------------------------------

const massCase = fc
  .record({
    modification: fc.constantFrom<Modification>(...MODIFICATIONS),
    analog: fc.option(fc.constantFrom<CapAnalogKey>(...CAP_ANALOG_KEYS), { nil: null }),
    body: rna(1, 56),
    appended: rnaBase,
  })
  .map(({ modification, analog, body, appended }) => ({
    modification,
    analog,
    appended,
    sequence: `${analog ? CAP_ANALOGS[analog].requiredStart : ''}${body}`.padEnd(3, 'A'),
  }))

function massInput(sequence: string, modification: Modification, analog: CapAnalogKey | null) {
  return analog === null
    ? { product_sequence: sequence, modification, capping_method: 'enzymatic' }
    : { product_sequence: sequence, modification, capping_method: 'cotranscriptional', cap_analog: analog }
}

function speciesOf(input: Record<string, unknown>): Record<string, MassSpecies> {
  const out = calculate('product_mass', input)
  if (!out.ok) throw new Error(`${out.error_code}: ${out.error_message}`)
  return Object.fromEntries(out.result.species.map((s) => [s.species, s]))
}

const CH2 = 14.02658
const HPO3 = 79.9799

describe('product mass invariants', () => {
  it('appending a nucleotide strictly increases every species’ average and monoisotopic mass', () => {
    fc.assert(
      fc.property(massCase, ({ sequence, modification, analog, appended }) => {
        const before = speciesOf(massInput(sequence, modification, analog))
        const after = speciesOf(massInput(sequence + appended, modification, analog))
        expect(Object.keys(after)).toEqual(Object.keys(before))
        for (const [key, row] of Object.entries(before)) {
          const next = after[key]
          if (!next) throw new Error(`species ${key} missing`)
          expect(next.average_mass).toBeGreaterThan(row.average_mass)
          expect(next.monoisotopic_mass).toBeGreaterThan(row.monoisotopic_mass)
          // each residue weighs between 305 (C) and 375 (m6A-free G + CH2O-sized modifications)
          expect(next.average_mass - row.average_mass).toBeGreaterThan(305)
          expect(next.average_mass - row.average_mass).toBeLessThan(376)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('end groups differ by the spec increments; display = 2-dp rounding of the full mass', () => {
    fc.assert(
      fc.property(massCase, ({ sequence, modification }) => {
        const s = speciesOf(massInput(sequence, modification, null))
        const avg = (k: string) => s[k]?.average_mass ?? Number.NaN
        const tol = 0.00011
        expect(Math.abs(avg('cap2') - avg('cap1') - CH2)).toBeLessThan(tol)
        expect(Math.abs(avg('cap1') - avg('cap0') - CH2)).toBeLessThan(tol)
        expect(Math.abs(avg('cap0') - avg('capG') - CH2)).toBeLessThan(tol)
        expect(Math.abs(avg('capG') - avg('ppp') - 265.22544)).toBeLessThan(tol)
        expect(Math.abs(avg('ppp') - avg('pp') - HPO3)).toBeLessThan(tol)
        expect(Math.abs(avg('pp') - avg('p') - HPO3)).toBeLessThan(tol)
        expect(Math.abs(avg('p') - avg('OH') - HPO3)).toBeLessThan(tol)
        for (const row of Object.values(s)) {
          expect(row.average_mass_display).toMatch(/^\d+\.\d\d$/)
          expect(Math.abs(Number(row.average_mass_display) - row.average_mass)).toBeLessThanOrEqual(0.00501)
          expect(row.formula).toMatch(/^C\d+H\d+N\d+O\d+P\d*$/)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('a modification adds its delta once per substituted base (none of them from a cap analog)', () => {
    const delta: Record<Modification, { base: string; avg: number }> = {
      none: { base: '', avg: 0 },
      psi: { base: 'U', avg: 0 },
      m1psi: { base: 'U', avg: CH2 },
      mo5U: { base: 'U', avg: 30.02598 },
      m5C: { base: 'C', avg: CH2 },
      m6A: { base: 'A', avg: CH2 },
    }
    fc.assert(
      fc.property(massCase, ({ sequence, modification, analog }) => {
        const mod = speciesOf(massInput(sequence, modification, analog))
        const plain = speciesOf(massInput(sequence, 'none', analog))
        const { base, avg } = delta[modification]
        const count = (from: number) => [...sequence.slice(from)].filter((c) => c === base).length
        const k = analog ? CAP_ANALOGS[analog].requiredStart.length : 0
        for (const key of Object.keys(plain)) {
          const n = key === 'capped' ? count(k) : count(0)
          expect(Math.abs((mod[key]?.average_mass ?? 0) - (plain[key]?.average_mass ?? 0) - n * avg)).toBeLessThan(
            0.00011,
          )
        }
      }),
      { numRuns: 200 },
    )
  })
})

// ---------------------------------------------------------------------------------------------------------

describe('sequence cleaning invariants', () => {
  it('is idempotent and ignores case, whitespace, digits and line endings', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('A', 'C', 'G', 'U', 'T'), minLength: 1, maxLength: 200 }),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(' ', '\n', '\r\n', '\t', '12 ', '\r')), { maxLength: 10 }),
        (seq, inserts) => {
          const clean = cleanSequence(seq, { stripT7Promoter: true })
          fc.pre(clean.ok)
          if (!clean.ok) return
          let messy = seq.toLowerCase()
          for (const [at, junk] of inserts) {
            const i = at % (messy.length + 1)
            messy = messy.slice(0, i) + junk + messy.slice(i)
          }
          expect(cleanSequence(messy, { stripT7Promoter: true })).toEqual(clean)
          expect(cleanSequence(clean.value.sequence, { stripT7Promoter: false })).toEqual({
            ok: true,
            value: { sequence: clean.value.sequence, infos: [] },
          })
        },
      ),
    )
  })
})

describe('pipeline invariants', () => {
  it('equals the modules chained', () => {
    fc.assert(
      fc.property(messyInput, (input) => {
        const p = calculate('pipeline', input)
        const one = calculate('probe_design', input)
        if (!one.ok) {
          expect(p).toEqual(one)
          return
        }
        const two = calculate('reaction_system', { ...input, entered_seq_len: one.result.mrna_length_entered })
        if (!two.ok) {
          expect(p).toEqual(two)
          return
        }
        const three = calculate('product_mass', {
          product_sequence: one.result.digestion_product_sequence,
          modification: input.modification,
          capping_method: input.capping_method,
          cap_analog: input.cap_analog,
        })
        if (!three.ok) {
          expect(p).toEqual(three)
          return
        }
        expect(p).toEqual({
          ok: true,
          result: { probe_design: one.result, reaction_system: two.result, product_mass: three.result },
        })
      }),
      { numRuns: 300 },
    )
  })
})
