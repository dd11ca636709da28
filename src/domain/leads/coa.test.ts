import { describe, expect, it } from 'vitest'
import { COA_MESSAGES, coaSchema, coaSchemaEn, deliveredList, splitNumbers, uncoveredCatalogNumbers } from './coa'
import { ENQUIRY_MESSAGES, enquirySchema } from './enquiry'

const coa = {
  name: 'Zhao',
  catalogNumbers: 'cd002;CD003 ； cd002',
  lotNumber: '20240101',
  dept: 'Lab',
  email: 'zhao@example.com',
  areaId: '3',
  industryId: 1,
}

describe('COA form (spec sections 3 and 5)', () => {
  it('splits catalog and lot numbers on half- and full-width semicolons, upper case, without duplicates', () => {
    expect(splitNumbers(' a1; b2；A1;; ')).toEqual(['A1', 'B2'])
    const parsed = coaSchema.parse(coa)
    expect(parsed.catalogNumbers).toEqual(['CD002', 'CD003'])
    expect(parsed).toMatchObject({ areaId: 3, industryId: 1, phone: '', idea: '', contactable: false })
  })

  it("gives 'Enter a valid email address' to a missing or malformed e-mail", () => {
    // Issue 16: a dotted address (first.last@…) is valid now; a comma is not.
    expect(coaSchema.safeParse({ ...coa, email: 'zhang.san@sjtu.edu.cn' }).success).toBe(true)
    for (const email of ['', 'x@y', 'a,b@example.com']) {
      expect(coaSchema.safeParse({ ...coa, email }).error?.issues[0]?.message).toBe(COA_MESSAGES.emailInvalid)
    }
  })

  it("gives 'Enter a valid phone number' to a wrong phone; international mobile numbers are stored in E.164", () => {
    // Issue 16: international numbers are mobile numbers (libphonenumber); whether the area allows one is the
    // API's check (tests/visitor-forms.test.ts). A landline is refused.
    expect(coaSchema.safeParse({ ...coa, phone: '+49 30 1234567' }).error?.issues[0]?.message).toBe(
      COA_MESSAGES.phoneInvalid,
    )
    expect(coaSchemaEn.safeParse({ ...coa, phone: '+49 151 23456789' }).data?.phone).toBe('+4915123456789')
    expect(coaSchemaEn.safeParse({ ...coa, phone: 'call me' }).error?.issues[0]?.message).toBe(
      COA_MESSAGES.phoneInvalid,
    )
  })

  it('refuses more than ten numbers and numbers with other characters', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `C${i}`).join(';')
    expect(coaSchema.safeParse({ ...coa, catalogNumbers: eleven }).error?.issues[0]?.message).toBe(
      COA_MESSAGES.numbersInvalid,
    )
    expect(coaSchema.safeParse({ ...coa, lotNumber: 'A B' }).error?.issues[0]?.message).toBe(
      COA_MESSAGES.numbersInvalid,
    )
  })
})

describe('enquiry dialog (spec section 5)', () => {
  const enquiry = {
    name: 'Li',
    company: 'U',
    department: 'D',
    industry: 1,
    phone: '13912345678',
    email: 'li@example.com',
    area: 2,
    content: 'price?',
  }

  it('takes a contact-only enquiry; product fields default to blank', () => {
    expect(enquirySchema.parse(enquiry)).toMatchObject({ catalogNumber: '', otherCategory: '' })
  })

  it('answers a missing and a wrong phone with the stricter message', () => {
    for (const phone of ['', '12345']) {
      expect(enquirySchema.safeParse({ ...enquiry, phone }).error?.issues[0]?.message).toBe(
        ENQUIRY_MESSAGES.phoneInvalid,
      )
    }
  })
})

describe('what a COA request leaves for sales', () => {
  const found = [
    { catalogNumber: 'CD002', lotNumber: 'L1' },
    { catalogNumber: 'CD002', lotNumber: 'L2' },
  ]

  it('is every catalog number no certificate found covers, in the order asked', () => {
    expect(uncoveredCatalogNumbers(['GMP-1', 'CD002', 'AB9'], found)).toEqual(['GMP-1', 'AB9'])
    expect(uncoveredCatalogNumbers(['CD002'], found)).toEqual([])
  })

  it('records the certificates handed out one per line', () => {
    expect(deliveredList(found)).toBe('CD002 / L1\nCD002 / L2')
    expect(deliveredList([])).toBe('')
  })
})
