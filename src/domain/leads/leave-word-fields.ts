/**
 * The online message's fields, limits and message keys (spec sections 3 and 5), without zod: the footer form
 * on every page imports these, and loads the schema (src/domain/leads/leave-word.ts) only when it first validates.
 */

import { fieldLimits } from './field-limits'

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

/** The `{max}` parameter of a field's `validation.tooLong` message. */
export const leaveWordLimit = fieldLimits(LEAVE_WORD_LIMITS)
