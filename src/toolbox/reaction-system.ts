import {
  DP_CONCENTRATION,
  DP_MRNA_MASS_UG,
  DP_V_REQUIRED,
  DP_VOLUME,
  MAX_SCALE,
  MIN_PIPETTE_UL,
  MIX_FRACTION,
  MRNA_LENGTH_RANGE,
  MW_5PPP_TERM,
  MW_PER_NT,
  N_MRNA_PMOL,
  PROBE_CONC_MAX_UM,
  PROBE_TO_MRNA,
  SAMPLE_CONC_MAX_NG_UL,
  V_DESIGN_UL,
  VOLUME_EPSILON,
  VOLUME_ROUNDING_STEP_UL,
} from './constants'
import { fail, inField, type Outcome, succeed } from './errors'
import { field, type InputRecord, isAbsent, positiveNumberAtMost, wholeNumberIn } from './input'
import { type InfoCode, noticeTexts, type WarningCode } from './messages'
import { roundHalfUp } from './rounding'
import { cleanSequence } from './sequence'

/**
 * Module 2 — reaction system (spec 3): 100 pmol mRNA and 200 pmol probe in 100 µl, with 1/10 volume of
 * Preparation Mix; grows to whole µl up to 150 µl for dilute samples, otherwise warns.
 */

export interface ReactionSystemResult {
  mrna_mw_g_per_mol: number
  mrna_mass_ug: number
  mrna_pmol: number
  probe_pmol: number
  v_required_ul: number
  /** Present only when no volumes can be given (null when the probe is the limiting reagent). */
  min_sample_conc_ng_ul?: number | null
  final_volume_ul: number | null
  scale_factor: number | null
  mix_ul: number | null
  probe_ul: number | null
  sample_ul: number | null
  water_ul: number | null
  warnings: WarningCode[]
  infos: InfoCode[]
  warnings_text: string[]
  infos_text: string[]
}

export interface ReactionSystemNumbers {
  /** mRNA full length, nt. */
  mrnaLength: number
  /** Sample concentration, ng/µl. */
  sampleConcNgUl: number
  /** Probe concentration, µM. */
  probeConcUm: number
}

const MAX_FINAL_UL = V_DESIGN_UL * MAX_SCALE
/** Sample + probe may fill at most (1 − MIX_FRACTION) of the largest system (135 µl). */
const MAX_SAMPLE_PLUS_PROBE_UL = (1 - MIX_FRACTION) * MAX_FINAL_UL

/** The calculation of spec 3.2 on already validated numbers. */
export function computeReactionSystem({
  mrnaLength,
  sampleConcNgUl,
  probeConcUm,
}: ReactionSystemNumbers): ReactionSystemResult {
  const mw = MW_PER_NT * mrnaLength + MW_5PPP_TERM
  const massNg = (N_MRNA_PMOL * mw) / 1000
  const sampleUl = massNg / sampleConcNgUl
  const probePmol = PROBE_TO_MRNA * N_MRNA_PMOL
  const probeUl = probePmol / probeConcUm
  const requiredUl = (sampleUl + probeUl) / (1 - MIX_FRACTION)
  const warnings: WarningCode[] = []
  const infos: InfoCode[] = []
  const common = {
    mrna_mw_g_per_mol: mw,
    mrna_mass_ug: roundHalfUp(massNg / 1000, DP_MRNA_MASS_UG),
    mrna_pmol: N_MRNA_PMOL,
    probe_pmol: probePmol,
    v_required_ul: roundHalfUp(requiredUl, DP_V_REQUIRED),
  }

  if (requiredUl > MAX_FINAL_UL + VOLUME_EPSILON) {
    let minSampleConc: number | null = null
    if (probeUl >= MAX_SAMPLE_PLUS_PROBE_UL) {
      warnings.push('W_PROBE_TOO_DILUTE')
    } else {
      warnings.push('W_SAMPLE_TOO_DILUTE')
      minSampleConc = roundHalfUp(massNg / (MAX_SAMPLE_PLUS_PROBE_UL - probeUl), DP_CONCENTRATION)
    }
    return {
      ...common,
      min_sample_conc_ng_ul: minSampleConc,
      final_volume_ul: null,
      scale_factor: null,
      mix_ul: null,
      probe_ul: null,
      sample_ul: null,
      water_ul: null,
      warnings,
      infos,
      warnings_text: noticeTexts(warnings),
      infos_text: noticeTexts(infos),
    }
  }

  let finalUl = V_DESIGN_UL
  if (requiredUl > V_DESIGN_UL + VOLUME_EPSILON) {
    finalUl = Math.ceil((requiredUl - VOLUME_EPSILON) / VOLUME_ROUNDING_STEP_UL) * VOLUME_ROUNDING_STEP_UL
    infos.push('I_SCALED_UP')
  }
  const mixUl = MIX_FRACTION * finalUl
  let waterUl = finalUl - mixUl - sampleUl - probeUl
  if (waterUl < 0 && waterUl >= -VOLUME_EPSILON) waterUl = 0
  if (sampleUl < MIN_PIPETTE_UL) infos.push('I_SAMPLE_VOL_LT1')
  if (probeUl < MIN_PIPETTE_UL) infos.push('I_PROBE_VOL_LT1')
  return {
    ...common,
    final_volume_ul: roundHalfUp(finalUl, DP_VOLUME),
    scale_factor: roundHalfUp(finalUl / V_DESIGN_UL, 4),
    mix_ul: roundHalfUp(mixUl, DP_VOLUME),
    probe_ul: roundHalfUp(probeUl, DP_VOLUME),
    sample_ul: roundHalfUp(sampleUl, DP_VOLUME),
    water_ul: roundHalfUp(waterUl, DP_VOLUME),
    warnings,
    infos,
    warnings_text: noticeTexts(warnings),
    infos_text: noticeTexts(infos),
  }
}

/**
 * Length of the entered mRNA sequence for the E_MRNA_LEN_SHORT check: `entered_seq_len` (as in the
 * reference signature), else the cleaned length of `sequence` when one is given. `undefined` = none.
 */
function enteredSequenceLength(input: InputRecord): Outcome<number | undefined> {
  const given = field(input, 'entered_seq_len')
  if (!isAbsent(given)) {
    const n = wholeNumberIn(given, { min: 0, max: Number.MAX_SAFE_INTEGER })
    return n === null ? fail('E_INPUT', {}, { field: 'entered_seq_len' }) : succeed(n)
  }
  const sequence = field(input, 'sequence')
  if (isAbsent(sequence) || (typeof sequence === 'string' && sequence.trim() === '')) return succeed(undefined)
  const cleaned = cleanSequence(sequence, { stripT7Promoter: true })
  return cleaned.ok ? succeed(cleaned.value.sequence.length) : inField(cleaned, 'sequence')
}

/**
 * Validates and computes module 2 (order: L → L vs sequence → c → c_p). `sequenceLength` is the cleaned
 * mRNA length from module 1 when run in the pipeline.
 */
export function reactionSystem(input: InputRecord, sequenceLength?: number): Outcome<ReactionSystemResult> {
  let entered = sequenceLength
  if (entered === undefined) {
    const fromInput = enteredSequenceLength(input)
    if (!fromInput.ok) return fromInput
    entered = fromInput.value
  }
  const mrnaLength = wholeNumberIn(field(input, 'mrna_length'), MRNA_LENGTH_RANGE)
  if (mrnaLength === null) return fail('E_MRNA_LEN', { ...MRNA_LENGTH_RANGE }, { field: 'mrna_length' })
  if (entered !== undefined && mrnaLength < entered) {
    return fail('E_MRNA_LEN_SHORT', { mrnaLength, sequenceLength: entered })
  }
  const sampleConcNgUl = positiveNumberAtMost(field(input, 'sample_conc_ng_ul'), SAMPLE_CONC_MAX_NG_UL)
  if (sampleConcNgUl === null)
    return fail('E_SAMPLE_CONC', { max: SAMPLE_CONC_MAX_NG_UL }, { field: 'sample_conc_ng_ul' })
  const probeConcUm = positiveNumberAtMost(field(input, 'probe_conc_uM'), PROBE_CONC_MAX_UM)
  if (probeConcUm === null) return fail('E_PROBE_CONC', { max: PROBE_CONC_MAX_UM }, { field: 'probe_conc_uM' })
  return succeed(computeReactionSystem({ mrnaLength, sampleConcNgUl, probeConcUm }))
}
