import { describe, expect, it } from 'vitest'
import {
  bookAddressSchema,
  historyQuerySchema,
  historyTitle,
  invoiceTitleSchema,
  mergeHistoryPage,
  passwordChangeSchema,
  profileSchema,
} from './user-centre'

describe('user centre rules', () => {
  it('pages the merged history newest first, without overlap between pages', () => {
    const a = [
      { kind: 'enquiries', id: 3, createdAt: '2026-01-05T00:00:00Z' },
      { kind: 'enquiries', id: 1, createdAt: '2026-01-01T00:00:00Z' },
    ]
    const b = [
      { kind: 'coa-requests', id: 9, createdAt: '2026-01-03T00:00:00Z' },
      { kind: 'coa-requests', id: 8, createdAt: '2026-01-01T00:00:00Z' },
    ]
    expect(mergeHistoryPage([a, b], 1, 2).map((e) => e.id)).toEqual([3, 9])
    expect(mergeHistoryPage([a, b], 2, 2).map((e) => e.id)).toEqual([8, 1])
    expect(mergeHistoryPage([a, b], 3, 2)).toEqual([])
  })

  it('names a submission by what it is about', () => {
    expect(historyTitle('enquiries', { catalogNumber: 'CD001', productName: 'IL-2' })).toBe('CD001 · IL-2')
    expect(historyTitle('enquiries', { content: 'x'.repeat(100) })).toHaveLength(80)
    expect(historyTitle('coa-requests', { catalogNumbers: 'CD1', lotNumber: 'L1' })).toBe('CD1 · L1')
    expect(historyTitle('paper-rewards', { paperTitle: ' T ' })).toBe('T')
  })

  it('bounds the history query and refuses unknown keys', () => {
    expect(historyQuerySchema.parse({})).toEqual({ page: 1, size: 10 })
    expect(historyQuerySchema.safeParse({ size: '21' }).success).toBe(false)
    expect(historyQuerySchema.safeParse({ page: '51' }).success).toBe(false)
    expect(historyQuerySchema.safeParse({ sort: 'id' }).success).toBe(false)
  })

  it('checks profile, password change, addresses and invoice titles with the form messages', () => {
    const profile = profileSchema.safeParse({ name: '', company: 'C', department: 'D', areaId: '1', industryId: 2 })
    expect(profile.error?.issues[0]?.message).toBe('validation.nameRequired')
    const password = passwordChangeSchema.safeParse({
      currentPassword: 'x',
      password: 'abcdefg1',
      confirmPassword: 'abcdefg2',
    })
    expect(password.error?.issues.map((i) => i.message)).toEqual(['validation.passwordMismatch'])
    expect(
      bookAddressSchema.safeParse({
        recipient: 'A',
        phone: '13912345678',
        province: 'P',
        city: 'C',
        district: 'D',
        street: 'S',
        extra: 1,
      }).success,
    ).toBe(false)
    expect(invoiceTitleSchema.safeParse({ type: 'none' }).success).toBe(false)
    expect(invoiceTitleSchema.safeParse({ type: 'ordinary', title: 'T' }).success).toBe(true)
  })
})
