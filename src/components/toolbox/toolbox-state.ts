import { calculate, type ToolboxResponse } from '@/toolbox/calculate'
import type { ErrorCode, MessageKey, MessageParams, NoticeCode } from '@/toolbox/messages'
import type { ProbeDesignResult } from '@/toolbox/probe-design'
import type { ProductMassResult } from '@/toolbox/product-mass'
import type { ReactionSystemResult } from '@/toolbox/reaction-system'
import { cleanSequence } from '@/toolbox/sequence'

/**
 * The state of the /tool-class page, without React: the form's inputs as typed (strings), their URL query
 * form (shareable, restored on reload), the library inputs they stand for, the three modules' results and
 * the messages to show next to each field. Runs on the server (first render) and in the browser (as the
 * user types); no API round trip.
 */

/** The spec's toolbox inputs (requirements section 3), named as the library's input keys. */
export const INPUT_KEYS = [
  'sequence',
  'probe_sequence',
  'probe_start',
  'probe_length',
  'digestion_position',
  'hybrid_length',
  'mrna_length',
  'sample_conc_ng_ul',
  'probe_conc_uM',
  'modification',
  'capping_method',
  'cap_analog',
] as const

export type InputKey = (typeof INPUT_KEYS)[number]
export type ToolboxInputs = Record<InputKey, string>

export const PARTS = ['probe-design', 'product-molecules', 'reaction-system'] as const
export type Part = (typeof PARTS)[number]
export const DEFAULT_PART: Part = 'probe-design'

/** Starting values: the spec's recommended probe geometry, a 100 µM probe stock, enzymatic capping. */
export const DEFAULT_INPUTS: ToolboxInputs = {
  sequence: '',
  probe_sequence: '',
  probe_start: '1',
  probe_length: '25',
  digestion_position: '18',
  hybrid_length: '5',
  mrna_length: '',
  sample_conc_ng_ul: '',
  probe_conc_uM: '100',
  modification: 'none',
  capping_method: 'enzymatic',
  cap_analog: '',
}

const NUMERIC_KEYS = new Set<InputKey>([
  'probe_start',
  'probe_length',
  'digestion_position',
  'hybrid_length',
  'mrna_length',
  'sample_conc_ng_ul',
  'probe_conc_uM',
])

export function isPart(value: unknown): value is Part {
  return typeof value === 'string' && (PARTS as readonly string[]).includes(value)
}

// ---------------------------------------------------------------------------------------------------------
// URL query

/** Longest sequence kept in the URL, URL-encoded (the whole request line must stay well under 16 KiB). */
export const MAX_URL_SEQUENCE = 8000
/** Longest value read from a query parameter (a pasted 50,000-nt FASTA with line breaks fits). */
const MAX_QUERY_VALUE = 200_000
const MAX_SHORT_VALUE = 64

/**
 * The same sequence in fewer characters, with the same meaning for the library (spec 4.1): blank lines
 * dropped, whitespace and digits removed from sequence lines, consecutive sequence lines joined; FASTA
 * header lines kept in place (so that header errors and reported positions are unchanged).
 */
export function compactSequence(text: string): string {
  const out: string[] = []
  let pending = ''
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (/^\s*>/.test(line)) {
      if (pending) out.push(pending)
      pending = ''
      out.push(line.trim())
    } else {
      pending += line.replace(/[\s0-9]/g, '')
    }
  }
  if (pending) out.push(pending)
  return out.join('\n')
}

/** The sequence as stored in the URL: as typed, or compacted when too long, or null when even that is. */
export function sequenceForUrl(text: string): string | null {
  if (encodeURIComponent(text).length <= MAX_URL_SEQUENCE) return text
  const compact = compactSequence(text)
  return encodeURIComponent(compact).length <= MAX_URL_SEQUENCE ? compact : null
}

/** Inputs and part from a URL query (unknown keys ignored; absent keys take their default). */
export function parseToolboxQuery(query: URLSearchParams | Record<string, string | string[] | undefined>): {
  inputs: ToolboxInputs
  part: Part
} {
  const get = (key: string): string | undefined => {
    if (query instanceof URLSearchParams) return query.get(key) ?? undefined
    const value = Object.hasOwn(query, key) ? query[key] : undefined
    return Array.isArray(value) ? value[0] : value
  }
  const inputs = { ...DEFAULT_INPUTS }
  for (const key of INPUT_KEYS) {
    const value = get(key)
    if (value === undefined) continue
    const limit = key === 'sequence' || key === 'probe_sequence' ? MAX_QUERY_VALUE : MAX_SHORT_VALUE
    inputs[key] = value.slice(0, limit)
  }
  const part = get('part')
  return { inputs, part: isPart(part) ? part : DEFAULT_PART }
}

/**
 * The URL query of a state: every input that differs from its default (an emptied field as `key=`), and the
 * part unless it is the first one. Inputs in form order, so equal states give equal URLs.
 */
export function toolboxQuery(inputs: ToolboxInputs, part: Part): URLSearchParams {
  const query = new URLSearchParams()
  for (const key of INPUT_KEYS) {
    let value = inputs[key]
    if (value === DEFAULT_INPUTS[key]) continue
    if (key === 'sequence') {
      const stored = sequenceForUrl(value)
      if (stored === null) continue
      value = stored
    }
    query.set(key, value)
  }
  if (part !== DEFAULT_PART) query.set('part', part)
  return query
}

// ---------------------------------------------------------------------------------------------------------
// Library inputs

/** Full-width digits and signs (Chinese input methods) as ASCII. */
function halfWidth(text: string): string {
  return text.replace(/[\uff10-\uff19\uff0b\uff0d\uff0e\uff45\uff25]/g, (c) =>
    String.fromCharCode(c.charCodeAt(0) - 0xfee0),
  )
}

/** A typed number as a JSON number; empty as absent; anything else as the string (the library rejects it). */
export function parseNumberInput(text: string): number | string | undefined {
  const value = halfWidth(text).trim()
  if (value === '') return undefined
  if (/^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(value)) return Number(value)
  return value
}

/** The library input (a vector's `input` shape) for the whole form: what the export sends as `pipeline`. */
export function libraryInput(inputs: ToolboxInputs): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  for (const key of INPUT_KEYS) {
    const raw = inputs[key]
    if (NUMERIC_KEYS.has(key)) {
      const value = parseNumberInput(raw)
      if (value !== undefined) input[key] = value
    } else if (key === 'probe_sequence') {
      if (raw.trim() !== '') input[key] = raw
    } else if (key === 'cap_analog') {
      if (raw !== '' && inputs.capping_method === 'cotranscriptional') input[key] = raw
    } else {
      input[key] = raw
    }
  }
  return input
}

/** True when an existing probe is checked (its sequence replaces probe start and length). */
export function isCheckMode(inputs: ToolboxInputs): boolean {
  return inputs.probe_sequence.trim() !== ''
}

// ---------------------------------------------------------------------------------------------------------
// Results

export interface ToolboxView {
  probe: ToolboxResponse<ProbeDesignResult>
  reaction: ToolboxResponse<ReactionSystemResult>
  /** Masses of the probe design's digestion product; null until the probe design succeeds. */
  product: ToolboxResponse<ProductMassResult> | null
  /** Cleaned length of the entered sequence, when it is valid. */
  sequenceLength: number | null
  /** The whole form as a pipeline input, and whether the pipeline succeeds (then it can be exported). */
  pipelineInput: Record<string, unknown>
  complete: boolean
}

/**
 * The three modules for the form, each on its own so that an error in one never hides the others' results
 * (the same numbers as the pipeline when everything is valid).
 */
export function computeToolbox(inputs: ToolboxInputs): ToolboxView {
  const input = libraryInput(inputs)
  const probe = calculate('probe_design', input)
  const cleaned = cleanSequence(inputs.sequence, { stripT7Promoter: true })
  const sequenceLength = cleaned.ok ? cleaned.value.sequence.length : null
  const reaction = calculate('reaction_system', {
    mrna_length: input.mrna_length,
    sample_conc_ng_ul: input.sample_conc_ng_ul,
    probe_conc_uM: input.probe_conc_uM,
    ...(sequenceLength === null ? {} : { entered_seq_len: sequenceLength }),
  })
  const product = probe.ok
    ? calculate('product_mass', {
        product_sequence: probe.result.digestion_product_sequence,
        modification: input.modification,
        capping_method: input.capping_method,
        cap_analog: input.cap_analog,
      })
    : null
  return {
    probe,
    reaction,
    product,
    sequenceLength,
    pipelineInput: input,
    complete: probe.ok && reaction.ok && product?.ok === true,
  }
}

// ---------------------------------------------------------------------------------------------------------
// Messages next to the fields

/** Where a message shows: an input, or a result block (GC content, reaction volumes, the product part). */
export type MessageSlot = InputKey | 'gc' | 'volumes' | 'product'

export type Tone = 'error' | 'prompt' | 'warning' | 'info'

export interface FieldMessage {
  tone: Tone
  /** Key under `toolbox.codes`. */
  key: MessageKey
  params: MessageParams
}

const NOTICE_SLOT: Record<NoticeCode, MessageSlot> = {
  W_PROBE_LEN: 'probe_length',
  W_PRODUCT_LEN: 'digestion_position',
  W_HYBRID_LEN: 'hybrid_length',
  W_GC_RANGE: 'gc',
  I_GC_SUBOPTIMAL: 'gc',
  W_PRODUCT_ENDS_G: 'digestion_position',
  W_DNA_AT_PROBE_END: 'hybrid_length',
  W_PROBE_MULTI: 'probe_sequence',
  W_SAMPLE_TOO_DILUTE: 'sample_conc_ng_ul',
  W_PROBE_TOO_DILUTE: 'probe_conc_uM',
  I_SCALED_UP: 'volumes',
  I_SAMPLE_VOL_LT1: 'sample_conc_ng_ul',
  I_PROBE_VOL_LT1: 'probe_conc_uM',
  I_T_TO_U: 'sequence',
  I_T7_STRIPPED: 'sequence',
}

/** Cross-field errors (no `field` from the library) and the input they are best shown at. */
const ERROR_SLOT: Partial<Record<ErrorCode, MessageSlot>> = {
  E_PROBE_BEYOND_END: 'probe_length',
  E_HYBRID_OUTSIDE_PROBE: 'digestion_position',
  E_MRNA_LEN_SHORT: 'mrna_length',
  E_CAP_START: 'cap_analog',
}

function slotOfError(code: ErrorCode, field: string | undefined, checkMode: boolean): MessageSlot | null {
  const slot = (field as MessageSlot | undefined) ?? ERROR_SLOT[code] ?? null
  if (checkMode && (slot === 'probe_start' || slot === 'probe_length')) return 'probe_sequence'
  return slot
}

/**
 * The messages of every slot: each module's blocking error at its field (a prompt, not an error, while that
 * field is still empty) and its hints, warnings and infos where they apply.
 */
export function fieldMessages(inputs: ToolboxInputs, view: ToolboxView): Partial<Record<MessageSlot, FieldMessage[]>> {
  const out: Partial<Record<MessageSlot, FieldMessage[]>> = {}
  const add = (slot: MessageSlot, message: FieldMessage) => {
    const list = out[slot] ?? []
    list.push(message)
    out[slot] = list
  }
  const checkMode = isCheckMode(inputs)
  for (const [response, fallback] of [
    [view.probe, 'sequence'],
    [view.reaction, 'mrna_length'],
    [view.product, 'product'],
  ] as const) {
    if (response === null) continue
    if (response.ok) {
      const result = response.result
      const warnings = 'warnings' in result ? result.warnings : []
      for (const code of warnings) add(slotOfNotice(code, checkMode), { tone: 'warning', key: code, params: {} })
      for (const code of result.infos) add(slotOfNotice(code, checkMode), { tone: 'info', key: code, params: {} })
      continue
    }
    const { code, field, messageKey, params } = response.error
    const slot = slotOfError(code, field, checkMode) ?? fallback
    const empty = slot in DEFAULT_INPUTS && inputs[slot as InputKey].trim() === ''
    add(slot, { tone: empty ? 'prompt' : 'error', key: messageKey, params })
  }
  return out
}

function slotOfNotice(code: NoticeCode, checkMode: boolean): MessageSlot {
  const slot = NOTICE_SLOT[code]
  if (checkMode && (slot === 'probe_start' || slot === 'probe_length')) return 'probe_sequence'
  return slot
}
