import { z } from 'zod'
import { emailAddress, listId, mobilePhone, plainText, requiredText, VALIDATION_MESSAGES } from '../shared/validation'
import { fieldLimits } from './field-limits'

/**
 * The price enquiry dialog (spec sections 3, 5 and 8), opened from the product detail and the search results.
 * One schema for the dialog and POST /api/v1/enquiry. Message keys are full paths in the message files
 * (`leads.enquiry.*` for this form's texts, `forms.validation.*` for the shared rules), except the length
 * message `validation.tooLong` of the shared helpers, which lives in `forms` (see `leadMessageKey`).
 */

export const ENQUIRY_LIMITS = {
  catalogNumber: 50,
  productName: 200,
  itemNumber: 50,
  size: 50,
  otherCategory: 100,
  otherItemNumber: 100,
  name: 100,
  company: 100,
  department: 100,
  email: 100,
  phone: 30,
  content: 2000,
} as const

export const ENQUIRY_FIELDS = [
  'catalogNumber',
  'productName',
  'itemNumber',
  'size',
  'otherCategory',
  'otherItemNumber',
  'name',
  'company',
  'department',
  'industry',
  'phone',
  'email',
  'area',
  'content',
] as const
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number]

export const ENQUIRY_MESSAGES = {
  /** 'Name Required' */
  nameRequired: 'leads.enquiry.messages.nameRequired',
  /** 'Unit/College Required' */
  companyRequired: 'leads.enquiry.messages.companyRequired',
  /** 'Department/Team Required' */
  departmentRequired: 'leads.enquiry.messages.departmentRequired',
  /** 'Industry Required' */
  industryRequired: 'leads.enquiry.messages.industryRequired',
  /** 'Area Required' */
  areaRequired: 'leads.enquiry.messages.areaRequired',
  /** 'Inquiry Requirements Required' */
  contentRequired: 'leads.enquiry.messages.contentRequired',
  /** 'Please enter the correct mobile phone number': the stricter message, for a missing and a wrong number alike */
  phoneInvalid: `forms.${VALIDATION_MESSAGES.phoneInvalid}`,
  /** 'Email Required' */
  emailRequired: `forms.${VALIDATION_MESSAGES.emailRequired}`,
  /** 'Please Enter The Correct Email Address' */
  emailInvalid: `forms.${VALIDATION_MESSAGES.emailInvalid}`,
} as const

/** An optional text: missing, null or blank is '' (stored as nothing); longer than `max` is refused. */
export function optionalText(max: number) {
  return z
    .string({ error: VALIDATION_MESSAGES.notInList })
    .nullish()
    .transform((value) => plainText(value ?? ''))
    .pipe(z.string().max(max, { error: VALIDATION_MESSAGES.tooLong }))
}

const M = ENQUIRY_MESSAGES
const L = ENQUIRY_LIMITS

export const enquirySchema = z.strictObject({
  catalogNumber: optionalText(L.catalogNumber),
  productName: optionalText(L.productName),
  itemNumber: optionalText(L.itemNumber),
  size: optionalText(L.size),
  otherCategory: optionalText(L.otherCategory),
  otherItemNumber: optionalText(L.otherItemNumber),
  name: requiredText(M.nameRequired, L.name),
  company: requiredText(M.companyRequired, L.company),
  department: requiredText(M.departmentRequired, L.department),
  industry: listId(M.industryRequired),
  phone: mobilePhone({ requiredKey: M.phoneInvalid, invalidKey: M.phoneInvalid, international: true, max: L.phone }),
  email: emailAddress({ requiredKey: M.emailRequired, invalidKey: M.emailInvalid, max: L.email }),
  area: listId(M.areaRequired),
  content: requiredText(M.contentRequired, L.content),
})

export type EnquiryInput = z.input<typeof enquirySchema>
export type Enquiry = z.output<typeof enquirySchema>

export const enquiryLimit = fieldLimits(ENQUIRY_LIMITS)

/**
 * The full message key of a schema message: the shared helpers' `validation.*` keys live in the `forms`
 * namespace, every other key of the lead forms is already a full path.
 */
export function leadMessageKey(key: string): string {
  return key.startsWith('validation.') ? `forms.${key}` : key
}
