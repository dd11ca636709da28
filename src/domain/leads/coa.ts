import { z } from 'zod'
import { EMAIL_PATTERN, listId, phoneRule, requiredText, VALIDATION_MESSAGES } from '../shared/validation'
import { optionalText } from './enquiry'
import { fieldLimits } from './field-limits'

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

function buildSchema() {
  return z.strictObject({
    name: requiredText(M.nameRequired, L.name),
    catalogNumbers: numberList(M.catalogNumbersRequired, L.catalogNumbers),
    lotNumber: numberList(M.lotNumberRequired, L.lotNumber),
    dept: requiredText(M.deptRequired, L.dept),
    email: requiredText(M.emailInvalid, L.email).pipe(z.string().regex(EMAIL_PATTERN, { error: M.emailInvalid })),
    // A mainland number, or an international one (E.164) on the English site or for an area outside mainland
    // China (the API checks the area: issue 16).
    phone: optionalText(L.phone).pipe(
      z.union([z.literal(''), phoneRule(M.phoneInvalid, true)], { error: M.phoneInvalid }),
    ),
    idea: optionalText(L.idea),
    areaId: listId(M.areaRequired),
    industryId: listId(M.industryRequired),
    contactable: z.boolean({ error: VALIDATION_MESSAGES.notInList }).optional().default(false),
  })
}

/** A phone, when given, is a mainland mobile number or (English site, area outside mainland) an international one. */
export const coaSchema = buildSchema()
export const coaSchemaEn = coaSchema

export function coaSchemaFor(locale: string): typeof coaSchema {
  return locale === 'en' ? coaSchemaEn : coaSchema
}

export type CoaInput = z.input<typeof coaSchema>
export type CoaRequest = z.output<typeof coaSchema>

export const coaLimit = fieldLimits(COA_LIMITS)

/** The form's list fields as they are stored and shown: joined with '; '. */
export function joinNumbers(numbers: string[]): string {
  return numbers.join('; ')
}

/**
 * What a COA request leaves for sales: the catalog numbers asked for that no certificate found covers, in the
 * order asked. Empty when every number is answered at once (the request is then marked answered and nobody is
 * mailed).
 */
export function uncoveredCatalogNumbers(
  requested: readonly string[],
  found: ReadonlyArray<{ catalogNumber: string }>,
): string[] {
  const covered = new Set(found.map((c) => c.catalogNumber))
  return requested.filter((n) => !covered.has(n))
}

/** The certificates handed out, one "catalog number / lot number" line each (stored with the request). */
export function deliveredList(certificates: ReadonlyArray<{ catalogNumber: string; lotNumber: string }>): string {
  return certificates.map((c) => `${c.catalogNumber} / ${c.lotNumber}`).join('\n')
}
