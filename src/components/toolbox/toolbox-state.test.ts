import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calculate } from '@/toolbox/calculate'
import {
  compactSequence,
  computeToolbox,
  DEFAULT_INPUTS,
  fieldMessages,
  INPUT_KEYS,
  libraryInput,
  MAX_URL_SEQUENCE,
  PARTS,
  parseNumberInput,
  parseToolboxQuery,
  sequenceForUrl,
  type ToolboxInputs,
  toolboxQuery,
} from './toolbox-state'

const vectors = (
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../../../shared/toolbox/vectors-public.json'), 'utf8'),
  ) as { vectors: { id: string; module: string; input: Record<string, unknown>; expected: { ok: boolean } }[] }
).vectors

const P01 = vectors.find((v) => v.id === 'P01')?.input.sequence as string

/** The form state a user would type for a pipeline vector's input. */
function formOf(input: Record<string, unknown>): ToolboxInputs {
  const inputs = { ...DEFAULT_INPUTS }
  for (const key of INPUT_KEYS) if (input[key] !== undefined) inputs[key] = String(input[key])
  return inputs
}

describe('the URL query of the toolbox page', () => {
  it('omits defaults and restores every input and the part', () => {
    expect(toolboxQuery(DEFAULT_INPUTS, 'probe-design').toString()).toBe('')
    const inputs = { ...DEFAULT_INPUTS, sequence: `>x\n${P01}`, probe_length: '', sample_conc_ng_ul: '400' }
    const query = toolboxQuery(inputs, 'reaction-system')
    expect(query.get('probe_length')).toBe('')
    expect(parseToolboxQuery(new URLSearchParams(query.toString()))).toEqual({ inputs, part: 'reaction-system' })
  })

  it('round-trips any state (fast-check)', () => {
    const text = fc.string({ maxLength: 40 })
    const state = fc.record({
      inputs: fc.record(
        Object.fromEntries(INPUT_KEYS.map((key) => [key, text])) as Record<keyof ToolboxInputs, typeof text>,
      ),
      part: fc.constantFrom(...PARTS),
    })
    fc.assert(
      fc.property(state, ({ inputs, part }) => {
        const url = toolboxQuery(inputs, part).toString()
        expect(parseToolboxQuery(new URLSearchParams(url))).toEqual({ inputs, part })
      }),
    )
  })

  it('reads Next.js searchParams records and ignores unknown keys and bad parts', () => {
    const parsed = parseToolboxQuery({ probe_start: ['3', '4'], part: 'nope', other: 'x' })
    expect(parsed.part).toBe('probe-design')
    expect(parsed.inputs.probe_start).toBe('3')
  })

  it('compacts a long FASTA sequence without changing its meaning, and drops what cannot fit', () => {
    const lines = `>my mRNA\n${P01.repeat(85)
      .match(/.{1,60}/g)
      ?.map((line, i) => `${i * 60 + 1} ${line}`)
      .join('\n')}`
    expect(encodeURIComponent(lines).length).toBeGreaterThan(MAX_URL_SEQUENCE)
    const stored = sequenceForUrl(lines)
    expect(stored).toBe(`>my mRNA\n${P01.repeat(85)}`)
    const input = { probe_start: 1, probe_length: 25, digestion_position: 18, hybrid_length: 5 }
    expect(calculate('probe_design', { ...input, sequence: stored })).toEqual(
      calculate('probe_design', { ...input, sequence: lines }),
    )
    expect(compactSequence('ACG\n>h\nG G\n1 U')).toBe('ACG\n>h\nGGU')
    expect(sequenceForUrl('A'.repeat(MAX_URL_SEQUENCE + 1))).toBeNull()
  })
})

describe('the library input of the form', () => {
  it('turns typed numbers into JSON numbers and keeps anything else for the library to reject', () => {
    expect(parseNumberInput(' 25 ')).toBe(25)
    expect(parseNumberInput('２５')).toBe(25)
    expect(parseNumberInput('1e3')).toBe(1000)
    expect(parseNumberInput('.5')).toBe(0.5)
    expect(parseNumberInput('')).toBeUndefined()
    expect(parseNumberInput('25a')).toBe('25a')
  })

  it('gives exactly the pipeline vectors their input back, with the same results', () => {
    for (const v of vectors.filter((x) => x.module === 'pipeline')) {
      const inputs = formOf(v.input)
      const view = computeToolbox(inputs)
      expect(libraryInput(inputs)).toEqual(v.input)
      const pipeline = calculate('pipeline', v.input)
      expect(view.complete).toBe(pipeline.ok)
      if (!pipeline.ok || !view.probe.ok || !view.reaction.ok || !view.product?.ok) continue
      expect(view.probe.result).toEqual(pipeline.result.probe_design)
      expect(view.reaction.result).toEqual(pipeline.result.reaction_system)
      expect(view.product.result).toEqual(pipeline.result.product_mass)
    }
  })
})

describe('messages next to the fields', () => {
  it('prompts for empty fields and marks invalid ones as errors', () => {
    const empty = fieldMessages(DEFAULT_INPUTS, computeToolbox(DEFAULT_INPUTS))
    expect(empty.sequence).toEqual([{ tone: 'prompt', key: 'E_SEQ_EMPTY', params: {} }])
    expect(empty.mrna_length?.[0]?.tone).toBe('prompt')
    const bad = { ...DEFAULT_INPUTS, sequence: P01, probe_length: '25.5' }
    expect(fieldMessages(bad, computeToolbox(bad)).probe_length?.[0]).toMatchObject({
      tone: 'error',
      key: 'E_PROBE_LEN',
    })
  })

  it('shows the too-dilute warning at the sample concentration', () => {
    const inputs = { ...DEFAULT_INPUTS, mrna_length: '2000', sample_conc_ng_ul: '400', probe_conc_uM: '100' }
    const messages = fieldMessages(inputs, computeToolbox(inputs))
    expect(messages.sample_conc_ng_ul).toEqual([{ tone: 'warning', key: 'W_SAMPLE_TOO_DILUTE', params: {} }])
  })

  it('puts hints on the probe sequence in check mode and cross-field errors on a field', () => {
    const inputs = { ...DEFAULT_INPUTS, sequence: P01, probe_sequence: 'TAAACGCTAGCCAGCTTGGTCTCCCAAAA' }
    const notFound = fieldMessages(inputs, computeToolbox(inputs))
    expect(notFound.probe_sequence?.[0]).toMatchObject({ tone: 'error', key: 'E_PROBE_NOT_FOUND' })
    const beyond = { ...DEFAULT_INPUTS, sequence: P01.slice(0, 30), probe_start: '10' }
    expect(fieldMessages(beyond, computeToolbox(beyond)).probe_length?.[0]?.key).toBe('E_PROBE_BEYOND_END')
  })
})
