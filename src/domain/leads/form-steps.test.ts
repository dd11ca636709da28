import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { messageKey, parseSteps, STEP_MESSAGES } from './form-steps'

const defs = [
  { name: 'one', schema: z.strictObject({ a: z.string().min(1, { error: 'aRequired' }) }) },
  { name: 'two', schema: z.strictObject({ b: z.string().min(1, { error: 'bRequired' }) }) },
  { name: 'three', schema: z.strictObject({}) },
]

describe('multi-step bodies', () => {
  it('accepts the steps in order, all or (when checking) the first ones', () => {
    const all = parseSteps(defs, { steps: [{ step: 'one', a: 'x' }, { step: 'two', b: 'y' }, { step: 'three' }] }, true)
    expect(all).toEqual({ ok: true, count: 3, values: { one: { a: 'x' }, two: { b: 'y' }, three: {} } })
    expect(parseSteps(defs, { steps: [{ step: 'one', a: 'x' }] }, false)).toMatchObject({ ok: true, count: 1 })
  })

  it('refuses steps out of order, repeated or unknown, naming the step due', () => {
    for (const steps of [
      [{ step: 'two', b: 'y' }],
      [{ step: 'one', a: 'x' }, { step: 'three' }],
      [
        { step: 'one', a: 'x' },
        { step: 'one', a: 'x' },
      ],
      [{ step: 'zero' }],
      [{ a: 'x' }],
    ]) {
      const r = parseSteps(defs, { steps }, false)
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r).toMatchObject({ reason: 'order', message: STEP_MESSAGES.outOfOrder, field: null })
    }
  })

  it('refuses a final submission with a step missing, naming it', () => {
    const r = parseSteps(
      defs,
      {
        steps: [
          { step: 'one', a: 'x' },
          { step: 'two', b: 'y' },
        ],
      },
      true,
    )
    expect(r).toMatchObject({ ok: false, step: 'three', reason: 'incomplete' })
  })

  it('answers the first failing field of the earliest failing step', () => {
    const r = parseSteps(
      defs,
      {
        steps: [
          { step: 'one', a: '' },
          { step: 'two', b: '' },
        ],
      },
      false,
    )
    expect(r).toMatchObject({ ok: false, step: 'one', field: 'a', message: 'aRequired', reason: 'field' })
    const extra = parseSteps(defs, { steps: [{ step: 'one', a: 'x', admin: true }] }, false)
    expect(extra).toMatchObject({ ok: false, step: 'one', field: 'admin', reason: 'unknownField' })
  })

  it('refuses bodies that are not a list of steps', () => {
    for (const body of [
      null,
      [],
      'x',
      {},
      { steps: [] },
      { steps: {} },
      { steps: [{}, {}, {}, {}] },
      { steps: [], x: 1 },
    ]) {
      expect(parseSteps(defs, body, false)).toMatchObject({ ok: false, reason: 'malformed' })
    }
  })

  it('resolves the forms’ message keys', () => {
    expect(messageKey('leads.paperAward.fileRequired')).toBe('leads.paperAward.fileRequired')
    expect(messageKey('validation.phoneRequired')).toBe('forms.validation.phoneRequired')
  })
})
