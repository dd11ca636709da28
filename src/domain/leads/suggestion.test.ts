import { describe, expect, it } from 'vitest'
import { SUGGESTION_MESSAGES as M, suggestionSchema } from './suggestion'

const valid = {
  productName: 'IL-38',
  species: 'human',
  tagPosition: 'c-terminal',
  tag: 'his',
  expressionSystem: 'mammalian',
  expressionRange: 'Met1-Trp152',
  accession: 'Q8WWZ1',
  quantity: '1 mg',
  longTerm: true,
  purpose: 'Binding assays',
  quality: 'Purity > 95%',
  deliveryTime: '4 weeks',
  otherRequirements: 'Low endotoxin',
  name: '张三',
  company: '示例大学',
  department: '免疫学系',
  region: '11',
  email: 'zhang@example.com',
  phone: '13800138000',
  industry: 1,
}

const firstMessage = (data: unknown) => {
  const r = suggestionSchema.safeParse(data)
  return r.success ? null : r.error.issues[0]?.message
}

describe('suggestion form rules (spec section 5)', () => {
  it('accepts a complete suggestion and converts the list ids', () => {
    const r = suggestionSchema.parse(valid)
    expect(r.region).toBe(11)
    expect(r.industry).toBe(1)
  })
  it('needs a product name of 2 to 10 characters', () => {
    expect(firstMessage({ ...valid, productName: '' })).toBe(M.productNameRequired)
    expect(firstMessage({ ...valid, productName: 'X' })).toBe(M.productNameLength)
    expect(firstMessage({ ...valid, productName: 'ABCDEFGHIJK' })).toBe(M.productNameLength)
    expect(firstMessage({ ...valid, productName: '白介素三十八' })).toBeNull()
  })
  it('requires every "Please enter …" field', () => {
    for (const [field, message] of [
      ['expressionRange', M.expressionRangeRequired],
      ['quantity', M.quantityRequired],
      ['purpose', M.purposeRequired],
      ['quality', M.qualityRequired],
      ['deliveryTime', M.deliveryTimeRequired],
      ['otherRequirements', M.otherRequirementsRequired],
      ['name', M.nameRequired],
      ['company', M.companyRequired],
      ['department', M.departmentRequired],
    ] as const) {
      expect(firstMessage({ ...valid, [field]: '  ' }), field).toBe(message)
    }
    expect(firstMessage({ ...valid, industry: '' })).toBe(M.industryRequired)
    expect(firstMessage({ ...valid, region: '' })).toBe(M.regionRequired)
  })
  it('uses the stricter e-mail pattern (final segment of 2 to 6 characters)', () => {
    expect(firstMessage({ ...valid, email: '' })).toBe(M.emailRequired)
    expect(firstMessage({ ...valid, email: 'a@b.c' })).toBe(M.emailInvalid)
    expect(firstMessage({ ...valid, email: 'a@b.abcdefg' })).toBe(M.emailInvalid)
    expect(firstMessage({ ...valid, email: 'a@b.museum' })).toBeNull()
  })
  it('checks the mainland mobile phone', () => {
    expect(firstMessage({ ...valid, phone: '' })).toBe(M.phoneInvalid)
    expect(firstMessage({ ...valid, phone: '12345678901' })).toBe(M.phoneInvalid)
  })
  it('refuses unknown options and unknown keys', () => {
    expect(suggestionSchema.safeParse({ ...valid, species: 'dragon' }).success).toBe(false)
    expect(suggestionSchema.safeParse({ ...valid, admin: true }).success).toBe(false)
  })
})
