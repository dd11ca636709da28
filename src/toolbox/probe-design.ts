import {
  DIGESTION_POSITION_RANGE,
  DP_GC,
  HINT_GC_ACCEPTABLE,
  HINT_GC_OPTIMAL,
  HINT_HYBRID_LENGTH,
  HINT_PROBE_LENGTH,
  HINT_PRODUCT_LENGTH,
  HYBRID_LENGTH_RANGE,
  type IntRange,
  PROBE_LENGTH_RANGE,
  PROBE_START_RANGE,
  WARN_DNA_AT_PROBE_END,
} from './constants'
import { fail, inField, type Outcome, succeed } from './errors'
import { field, type InputRecord, wholeNumberIn } from './input'
import { type InfoCode, noticeTexts, type WarningCode } from './messages'
import { roundHalfUp } from './rounding'
import { cleanSequence, countGc, reverseComplementRna, reverseComplementToDna } from './sequence'

/**
 * Module 1 — probe design (spec 2.1). The probe is a 2'-O-methyl-RNA/DNA gapmer, antisense to mRNA
 * positions s…s+L−1; its h DNA nucleotides pair with mRNA d−h+1…d, and RNase H cuts between d and d+1,
 * releasing the 5' product R[1..d].
 */

export interface ProbeDesignResult {
  mrna_length_entered: number
  probe_start: number
  probe_end: number
  probe_length: number
  /** mRNA region covered by the probe, R[s..e]. */
  probe_target_region: string
  /** DNA letters, 5'→3' (reverse complement of the target region). */
  probe_sequence: string
  /** IDT-style notation: `mN` for 2'-O-methyl RNA, plain letters for the DNA window. */
  probe_chimeric: string
  /** 1-based probe positions [j1, j2] of the DNA window. */
  dna_window_in_probe: [number, number]
  /** mRNA positions [d−h+1, d] of the RNA:DNA hybrid. */
  hybrid_region_in_mrna: [number, number]
  probe_gc_percent: number
  digestion_product_sequence: string
  digestion_product_length: number
  cleavage_between: [number, number]
  warnings: WarningCode[]
  infos: InfoCode[]
  warnings_text: string[]
  infos_text: string[]
}

function outside(value: number, range: IntRange): boolean {
  return value < range.min || value > range.max
}

/** Finds the probe on the mRNA: first (5'-most) match index and whether there is more than one. */
function locateProbe(mrna: string, target: string): { index: number; multiple: boolean } {
  const index = mrna.indexOf(target)
  if (index === -1) return { index, multiple: false }
  return { index, multiple: mrna.indexOf(target, index + 1) !== -1 }
}

/** `m` + RNA letter outside the DNA window [j1, j2], DNA letter inside it. */
function chimericNotation(probeDna: string, j1: number, j2: number): string {
  let out = ''
  for (let j = 1; j <= probeDna.length; j += 1) {
    const letter = probeDna.charAt(j - 1)
    out += j >= j1 && j <= j2 ? letter : `m${letter === 'T' ? 'U' : letter}`
  }
  return out
}

/**
 * Validates and computes module 1. Check mode (an existing probe located on the mRNA) applies when
 * `probe_sequence` is a string with any non-blank content; otherwise `probe_start` and `probe_length`
 * are used.
 */
export function designProbe(input: InputRecord): Outcome<ProbeDesignResult> {
  const cleaned = cleanSequence(field(input, 'sequence'), { stripT7Promoter: true })
  if (!cleaned.ok) return inField(cleaned, 'sequence')
  const mrna = cleaned.value.sequence
  const n = mrna.length
  const warnings: WarningCode[] = []
  const infos: InfoCode[] = [...cleaned.value.infos]

  let s: number
  let L: number
  const probeInput = field(input, 'probe_sequence')
  if (typeof probeInput === 'string' && probeInput.trim() !== '') {
    const probe = cleanSequence(probeInput, { stripT7Promoter: false })
    if (!probe.ok) return inField(probe, 'probe_sequence')
    L = probe.value.sequence.length
    if (outside(L, PROBE_LENGTH_RANGE))
      return fail('E_PROBE_LEN', { ...PROBE_LENGTH_RANGE }, { field: 'probe_sequence' })
    const found = locateProbe(mrna, reverseComplementRna(probe.value.sequence))
    if (found.index === -1) return fail('E_PROBE_NOT_FOUND', {}, { field: 'probe_sequence' })
    if (found.multiple) warnings.push('W_PROBE_MULTI')
    s = found.index + 1
  } else {
    const start = wholeNumberIn(field(input, 'probe_start'), PROBE_START_RANGE)
    if (start === null) return fail('E_PROBE_START', { ...PROBE_START_RANGE }, { field: 'probe_start' })
    const length = wholeNumberIn(field(input, 'probe_length'), PROBE_LENGTH_RANGE)
    if (length === null) return fail('E_PROBE_LEN', { ...PROBE_LENGTH_RANGE }, { field: 'probe_length' })
    s = start
    L = length
  }
  const d = wholeNumberIn(field(input, 'digestion_position'), DIGESTION_POSITION_RANGE)
  if (d === null) return fail('E_DIG_POS', { ...DIGESTION_POSITION_RANGE }, { field: 'digestion_position' })
  const h = wholeNumberIn(field(input, 'hybrid_length'), HYBRID_LENGTH_RANGE)
  if (h === null) return fail('E_HYB_LEN', { ...HYBRID_LENGTH_RANGE }, { field: 'hybrid_length' })
  const e = s + L - 1
  if (e > n) return fail('E_PROBE_BEYOND_END', { start: s, end: e, length: n })
  const hybridStart = d - h + 1
  if (s > hybridStart || d > e) {
    return fail('E_HYBRID_OUTSIDE_PROBE', { hybridStart, hybridEnd: d, probeStart: s, probeEnd: e })
  }

  const target = mrna.slice(s - 1, e)
  const probe = reverseComplementToDna(target)
  const j1 = s + L - d
  const j2 = j1 + h - 1
  const gc = countGc(target)
  const product = mrna.slice(0, d)

  // Hints (non-blocking, inclusive bounds; GC compared exactly as integers: 100·gc vs bound·L).
  if (outside(L, HINT_PROBE_LENGTH)) warnings.push('W_PROBE_LEN')
  if (outside(d, HINT_PRODUCT_LENGTH)) warnings.push('W_PRODUCT_LEN')
  if (outside(h, HINT_HYBRID_LENGTH)) warnings.push('W_HYBRID_LEN')
  const gc100 = 100 * gc
  if (gc100 < HINT_GC_ACCEPTABLE.min * L || gc100 > HINT_GC_ACCEPTABLE.max * L) warnings.push('W_GC_RANGE')
  else if (gc100 < HINT_GC_OPTIMAL.min * L || gc100 > HINT_GC_OPTIMAL.max * L) infos.push('I_GC_SUBOPTIMAL')
  if (product.charAt(d - 1) === 'G') warnings.push('W_PRODUCT_ENDS_G')
  if (WARN_DNA_AT_PROBE_END && (j1 === 1 || j2 === L)) warnings.push('W_DNA_AT_PROBE_END')

  return succeed({
    mrna_length_entered: n,
    probe_start: s,
    probe_end: e,
    probe_length: L,
    probe_target_region: target,
    probe_sequence: probe,
    probe_chimeric: chimericNotation(probe, j1, j2),
    dna_window_in_probe: [j1, j2],
    hybrid_region_in_mrna: [hybridStart, d],
    probe_gc_percent: roundHalfUp(gc100 / L, DP_GC),
    digestion_product_sequence: product,
    digestion_product_length: d,
    cleavage_between: [d, d + 1],
    warnings,
    infos,
    warnings_text: noticeTexts(warnings),
    infos_text: noticeTexts(infos),
  })
}
