import { afterEach, describe, expect, it } from 'vitest'
import { applySiteTimeZone } from './site-time-zone'

const before = process.env.TZ

afterEach(() => {
  if (before === undefined) delete process.env.TZ
  else process.env.TZ = before
})

describe('the server process time zone (issue 30)', () => {
  it("makes the process's local time Asia/Shanghai at once, what Payload's server-side dates are formatted in", () => {
    process.env.TZ = 'UTC'
    const at = new Date('2026-12-01T13:30:00.000Z')
    expect(at.getHours()).toBe(13)
    applySiteTimeZone()
    expect(process.env.TZ).toBe('Asia/Shanghai')
    expect(at.getHours()).toBe(21)
    expect(at.getTimezoneOffset()).toBe(-480)
  })
})
