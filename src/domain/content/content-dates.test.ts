import { describe, expect, it } from 'vitest'
import { eventStatus, formatDay, formatEventRange, isoDay } from './content-dates'

describe('dates in the site time zone (Asia/Shanghai)', () => {
  it('formats a day in each language', () => {
    expect(formatDay('cn', '2024-05-02T00:00:00.000Z')).toBe('2024年5月2日')
    expect(formatDay('en', '2024-05-02T00:00:00.000Z')).toBe('2 May 2024')
  })
  it('uses Shanghai days, not UTC ones', () => {
    expect(isoDay('2024-05-01T20:00:00.000Z')).toBe('2024-05-02')
  })
  it('formats a one-day event with its hours', () => {
    const text = formatEventRange('en', '2024-05-16T14:00:00+08:00', '2024-05-16T15:30:00+08:00')
    expect(text).toContain('16 May 2024')
    expect(text).toContain('14:00')
    expect(text).toContain('15:30')
    const cn = formatEventRange('cn', '2024-05-16T14:00:00+08:00', '2024-05-16T15:30:00+08:00')
    expect(cn).toContain('2024年5月16日')
    expect(cn).toContain('15:30')
  })
  it('formats a multi-day event as a day range', () => {
    const text = formatEventRange('en', '2025-04-10T14:00:00+08:00', '2025-04-24T16:00:00+08:00')
    expect(text).toMatch(/10.*24 April 2025/)
  })
  it('tells upcoming, ongoing and past events apart', () => {
    const start = '2025-11-14T09:00:00+08:00'
    const end = '2025-11-15T17:00:00+08:00'
    expect(eventStatus(new Date('2025-11-01T00:00:00Z'), start, end)).toBe('upcoming')
    expect(eventStatus(new Date('2025-11-14T12:00:00+08:00'), start, end)).toBe('ongoing')
    expect(eventStatus(new Date('2025-12-01T00:00:00Z'), start, end)).toBe('past')
  })
})

describe('export times in the site time zone (issue 16 point 7)', () => {
  it('gives the Shanghai wall-clock time, not UTC', async () => {
    const { siteDateTime, siteWallClock } = await import('./content-dates')
    const at = new Date('2026-11-24T20:30:15.000Z')
    expect(siteWallClock(at).toISOString()).toBe('2026-11-25T04:30:15.000Z')
    expect(siteDateTime(at)).toBe('2026-11-25 04:30')
    expect(siteDateTime(new Date('2026-01-01T00:00:00+08:00'))).toBe('2026-01-01 00:00')
  })
})
