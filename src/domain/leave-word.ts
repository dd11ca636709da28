import { z } from 'zod'
import { emailAddress, listId, mobilePhone, requiredText } from './validation'

/**
 * The online message (spec sections 3 and 5): name, company, department, address (a province id of
 * /distributor/area), phone, email, content, all required. One schema for the footer form and
 * POST /api/v1/leave_word, so both give the same messages. Messages are keys of the `forms` namespace.
 * The consent checkbox is a form-only concern and is never sent.
 */

/** Longest accepted value of each field, in characters (after markup is removed). */
export const LEAVE_WORD_LIMITS = {
  name: 100,
  company: 100,
  department: 100,
  phone: 30,
  email: 100,
  content: 2000,
} as const

export const LEAVE_WORD_FIELDS = ['name', 'company', 'department', 'address', 'phone', 'email', 'content'] as const
export type LeaveWordField = (typeof LEAVE_WORD_FIELDS)[number]

/** Message keys of the online message form; English verbatim from the spec in en.json. */
export const LEAVE_WORD_MESSAGES = {
  /** 'Full Name cannot be blank.' */
  nameRequired: 'leaveWord.nameRequired',
  /** 'Company cannot be blank.' */
  companyRequired: 'leaveWord.companyRequired',
  /** 'Department cannot be blank.' */
  departmentRequired: 'leaveWord.departmentRequired',
  /** 'Address cannot be blank.' */
  addressRequired: 'leaveWord.addressRequired',
  /** 'Phone Number cannot be blank.' */
  phoneRequired: 'validation.phoneRequired',
  /** 'Please enter the correct mobile phone number' (Chinese form only: the English one drops the pattern). */
  phoneInvalid: 'validation.phoneInvalid',
  /** 'Your E-mail address cannot be blank.' */
  emailRequired: 'leaveWord.emailRequired',
  /** 'Please Enter The Correct Email Address' */
  emailInvalid: 'validation.emailInvalid',
  /** 'Message cannot be blank.' */
  contentRequired: 'leaveWord.contentRequired',
  /** 'Please check the privacy policy' (the form's consent tick; never reaches the server). */
  privacyRequired: 'leaveWord.privacyRequired',
} as const

function buildSchema(options: { phonePattern: boolean }) {
  const L = LEAVE_WORD_LIMITS
  const M = LEAVE_WORD_MESSAGES
  return z.strictObject({
    name: requiredText(M.nameRequired, L.name),
    company: requiredText(M.companyRequired, L.company),
    department: requiredText(M.departmentRequired, L.department),
    address: listId(M.addressRequired),
    phone: mobilePhone({
      requiredKey: M.phoneRequired,
      invalidKey: M.phoneInvalid,
      pattern: options.phonePattern,
      max: L.phone,
    }),
    email: emailAddress({ requiredKey: M.emailRequired, invalidKey: M.emailInvalid, max: L.email }),
    content: requiredText(M.contentRequired, L.content),
  })
}

/** The Chinese site's online message: the phone must be a mainland mobile number. */
export const leaveWordSchema = buildSchema({ phonePattern: true })

/** The English site's online message: as leaveWordSchema, the phone only required (spec section 5). */
export const leaveWordSchemaEn = buildSchema({ phonePattern: false })

/** The schema of a site language (`en` drops the phone pattern). */
export function leaveWordSchemaFor(locale: string): typeof leaveWordSchema {
  return locale === 'en' ? leaveWordSchemaEn : leaveWordSchema
}

/** What the form edits (a select gives the province id as a string). */
export type LeaveWordInput = z.input<typeof leaveWordSchema>
/** What is sent and stored: plain text, the province id as a number. */
export type LeaveWord = z.output<typeof leaveWordSchema>

/** The `{max}` parameter of a field's `validation.tooLong` message. */
export function leaveWordLimit(field: string): number | undefined {
  return (LEAVE_WORD_LIMITS as Record<string, number>)[field]
}
