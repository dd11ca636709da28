import { z } from 'zod'
import { optionalText } from './enquiry'
import { EMAIL_PATTERN, listId, MOBILE_PHONE_PATTERN, requiredText, VALIDATION_MESSAGES } from './validation'

/**
 * The COA (certificate of analysis) download form (spec sections 3 and 5). Required: name, catalog numbers,
 * lot number(s), unit/department, area, industry, e-mail (the address the certificate or sales' answer goes
 * to); phone, comments and the contactable tick are optional. Catalog and lot numbers are lists separated by
 * semicolons (half- or full-width). One schema for the form and POST /api/v1/coa.
 */

export const COA_LIMITS = {
  name: 100,
  catalogNumbers: 500,
  lotNumber: 500,
  dept: 200,
  email: 100,
  phone: 30,
  idea: 2000,
} as const

/** At most this many catalog numbers and this many lot numbers in one request. */
export const COA_MAX_NUMBERS = 10

export const COA_FIELDS = [
  'name',
  'catalogNumbers',
  'lotNumber',
  'dept',
  'email',
  'phone',
  'idea',
  'areaId',
  'industryId',
  'contactable',
] as const
export type CoaField = (typeof COA_FIELDS)[number]

export const COA_MESSAGES = {
  nameRequired: 'leads.coa.messages.nameRequired',
  catalogNumbersRequired: 'leads.coa.messages.catalogNumbersRequired',
  lotNumberRequired: 'leads.coa.messages.lotNumberRequired',
  /** A number with characters other than letters, digits, '-', '_', '.', '/' or more than COA_MAX_NUMBERS numbers. */
  numbersInvalid: 'leads.coa.messages.numbersInvalid',
  deptRequired: 'leads.coa.messages.deptRequired',
  areaRequired: 'leads.coa.messages.areaRequired',
  industryRequired: 'leads.coa.messages.industryRequired',
  /** 'Enter a valid email address' (missing or malformed) */
  emailInvalid: 'leads.coa.messages.emailInvalid',
  /** 'Enter a valid phone number' */
  phoneInvalid: 'leads.coa.messages.phoneInvalid',
} as const

const NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/
/** A phone number on the English site: digits with an optional leading +, spaces, dashes, dots, brackets. */
export const INTERNATIONAL_PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{4,24}$/

/** Splits a semicolon list ('A1;B2；C3'), trimmed, blanks dropped, duplicates removed, upper case. */
export function splitNumbers(value: string): string[] {
  const parts = value
    .split(/[;；]/)
    .map((part) => part.trim().toUpperCase())
    .filter(Boolean)
  return [...new Set(parts)]
}

function numberList(requiredKey: string, max: number) {
  return requiredText(requiredKey, max)
    .transform(splitNumbers)
    .pipe(
      z
        .array(z.string().regex(NUMBER_PATTERN, { error: COA_MESSAGES.numbersInvalid }))
        .min(1, { error: requiredKey })
        .max(COA_MAX_NUMBERS, { error: COA_MESSAGES.numbersInvalid }),
    )
}

const M = COA_MESSAGES
const L = COA_LIMITS

function buildSchema(phonePattern: RegExp) {
  return z.strictObject({
    name: requiredText(M.nameRequired, L.name),
    catalogNumbers: numberList(M.catalogNumbersRequired, L.catalogNumbers),
    lotNumber: numberList(M.lotNumberRequired, L.lotNumber),
    dept: requiredText(M.deptRequired, L.dept),
    email: requiredText(M.emailInvalid, L.email).pipe(z.string().regex(EMAIL_PATTERN, { error: M.emailInvalid })),
    phone: optionalText(L.phone).pipe(
      z.string().refine((v) => v === '' || phonePattern.test(v), { error: M.phoneInvalid }),
    ),
    idea: optionalText(L.idea),
    areaId: listId(M.areaRequired),
    industryId: listId(M.industryRequired),
    contactable: z.boolean({ error: VALIDATION_MESSAGES.notInList }).optional().default(false),
  })
}

/** The Chinese site: a phone, when given, is a mainland mobile number. */
export const coaSchema = buildSchema(MOBILE_PHONE_PATTERN)
/** The English site: a phone, when given, is any plausible international number. */
export const coaSchemaEn = buildSchema(INTERNATIONAL_PHONE_PATTERN)

export function coaSchemaFor(locale: string): typeof coaSchema {
  return locale === 'en' ? coaSchemaEn : coaSchema
}

export type CoaInput = z.input<typeof coaSchema>
export type CoaRequest = z.output<typeof coaSchema>

export function coaLimit(field: string): number | undefined {
  return (COA_LIMITS as Record<string, number>)[field]
}

/** The form's list fields as they are stored and shown: joined with '; '. */
export function joinNumbers(numbers: string[]): string {
  return numbers.join('; ')
}
