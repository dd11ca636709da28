import { z } from 'zod'
import { emailAddress, listId, mobilePhone, requiredText } from '../shared/validation'
import { LEAVE_WORD_LIMITS, LEAVE_WORD_MESSAGES } from './leave-word-fields'

/**
 * The online message (spec sections 3 and 5): name, company, department, address (a province id of
 * /distributor/area), phone, email, content, all required. One schema for the footer form and
 * POST /api/v1/leave_word, so both give the same messages. Messages are keys of the `forms` namespace.
 * The consent checkbox is a form-only concern and is never sent. Fields, limits and message keys:
 * ./leave-word-fields.ts.
 */

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
      // An international number where the address is outside mainland China (the API checks the area).
      international: true,
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
