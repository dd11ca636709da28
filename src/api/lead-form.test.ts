import { describe, expect, it } from 'vitest'
import { PROOF_FROM, PROOF_MAX_NUMBER, proofWork } from './lead-form'

describe('the work a lead form asks for with the hour’s load (issue 31, point 4)', () => {
  it('is none below PROOF_FROM of the ceiling, a fixed step up to it, then grows with the load, capped', () => {
    expect(proofWork(0, 1000)).toBe(0)
    expect(proofWork(1000 * PROOF_FROM - 1, 1000)).toBe(0)
    expect(proofWork(1000 * PROOF_FROM, 1000)).toBe(PROOF_MAX_NUMBER)
    expect(proofWork(999, 1000)).toBe(PROOF_MAX_NUMBER)
    expect(proofWork(1000, 1000)).toBe(2 * PROOF_MAX_NUMBER)
    expect(proofWork(5000, 1000)).toBe(10 * PROOF_MAX_NUMBER)
    expect(proofWork(10_000_000, 1000)).toBe(1_000_000)
  })
})
