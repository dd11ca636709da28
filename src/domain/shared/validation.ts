import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile'
import { z } from 'zod'

/**
 * Validation rules shared by every form and the API endpoints behind them (spec section 5). Pure: no framework
 * imports. Messages are keys of the `forms` message namespace (`validation.*`), resolved by the browser with
 * next-intl and by the API with `translate(locale, 'forms.' + key)`.
 */

/**
 * Mainland mobile phone: 13x; 14 + 0/1/4/5/6/7/8/9; 15 except 4; 16 + 2/5/6/7; 17 + 0-8; 18x; 19 except 4 and 6;
 * then 8 more digits (11 digits in all).
 */
export const MOBILE_PHONE_PATTERN = /^1(?:3\d|4[01456789]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35789])\d{8}$/

/**
 * E-mail: the WHATWG "valid e-mail address" (what an HTML `type=email` input accepts: dots, `+` and the other
 * atext characters in the local part, subdomains), with two additions kept from the spec's rule: the domain has
 * at least one dot segment, and a domain label may carry an underscore. Institutional addresses are mostly
 * first.last@…, which the spec's literal rule refused (issue 16, docs/adr/0013). ASCII only: an internationalised
 * domain is given in its xn-- form (as a browser submits it).
 */
const LOCAL_PART = "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+"
const LABEL = '[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?'
export const EMAIL_PATTERN = new RegExp(`^${LOCAL_PART}@${LABEL}(?:\\.${LABEL})+$`)

/** The suggestion form's stricter e-mail: as EMAIL_PATTERN, and the final segment is 2 to 6 characters long. */
export const SUGGESTION_EMAIL_PATTERN = new RegExp(`^${LOCAL_PART}@${LABEL}(?:\\.${LABEL})*\\.[A-Za-z0-9_-]{2,6}$`)

/** Longest address accepted (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254

export function isMobilePhone(value: string): boolean {
  return MOBILE_PHONE_PATTERN.test(value)
}

/** Code of the area (GET /distributor/area) for customers outside mainland China. */
export const OVERSEAS_AREA_CODE = '00'

/**
 * Whether a phone field takes an international number (issue 16): always on the English site; on the Chinese
 * site when the chosen area is outside mainland China. Everywhere else the spec's mainland rule applies.
 */
export function acceptsInternationalPhone(locale: string, areaCode?: string | null): boolean {
  return locale === 'en' || areaCode === OVERSEAS_AREA_CODE
}

/** A stored phone is international when it is in E.164 (mainland numbers are stored as their 11 digits). */
export function isInternationalPhone(stored: string): boolean {
  return stored.startsWith('+')
}

/**
 * A typed phone as it is stored, or null when it is not acceptable:
 * - a mainland mobile (MOBILE_PHONE_PATTERN), also typed with +86 or 0086 in front: its 11 digits;
 * - with `international`, a number with a `+` (or `00`) country code that libphonenumber's mobile metadata
 *   validates as a mobile number (the numbers receive SMS codes): E.164, e.g. `+4915123456789`. Spaces, dashes,
 *   dots and brackets between the digits are allowed.
 */
export function normalizePhone(value: string, international: boolean): string | null {
  const typed = value.trim()
  if (MOBILE_PHONE_PATTERN.test(typed)) return typed
  const compact = typed.replace(/[\s().-]/g, '')
  const plus = compact.startsWith('+') ? compact : compact.startsWith('00') ? `+${compact.slice(2)}` : null
  if (!plus || !/^\+[1-9]\d{5,16}$/.test(plus)) return null
  if (plus.startsWith('+86')) {
    const national = plus.slice(3)
    return MOBILE_PHONE_PATTERN.test(national) ? national : null
  }
  if (!international) return null
  const parsed = parsePhoneNumberFromString(plus)
  return parsed?.isValid() ? parsed.number : null
}

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)
}

export function isSuggestionEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && SUGGESTION_EMAIL_PATTERN.test(value)
}

/** Message keys (namespace `forms`) of the shared rules, with the spec's English text in en.json. */
export const VALIDATION_MESSAGES = {
  /** 'Phone Number cannot be blank.' */
  phoneRequired: 'validation.phoneRequired',
  /** 'Please enter the correct mobile phone number' */
  phoneInvalid: 'validation.phoneInvalid',
  /** 'Email Required' */
  emailRequired: 'validation.emailRequired',
  /** 'Please Enter The Correct Email Address' */
  emailInvalid: 'validation.emailInvalid',
  /** 'At most {max} characters' (the limit comes from the form's limits table). */
  tooLong: 'validation.tooLong',
  /** 'Please choose from the list' */
  notInList: 'validation.notInList',
} as const

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g
/** Script and style elements lose their content too; other tags (also unclosed ones and comments) only the tag. */
const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g
const TAG = /<[A-Za-z/!?][^>]*(?:>|$)/g

/**
 * Visitor text as plain text: markup removed (tags, comments, script and style elements), control characters
 * dropped (PostgreSQL refuses NUL), line ends normalised, surrounding space trimmed. A lone `<` that starts no tag
 * ("a < b") stays: the text is stored as text and escaped wherever it is shown.
 */
export function plainText(value: string): string {
  let text = value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS, '')
  let previous: string
  do {
    previous = text
    text = text.replace(SCRIPT_OR_STYLE, '').replace(COMMENT, '').replace(TAG, '')
  } while (text !== previous)
  return text.trim()
}

/**
 * A required text field: not a string or blank (after `plainText`) gives `requiredKey`, longer than `max`
 * characters gives `validation.tooLong`. The output is the plain text.
 */
export function requiredText(requiredKey: string, max: number) {
  return z
    .string({ error: requiredKey })
    .transform(plainText)
    .pipe(z.string().min(1, { error: requiredKey }).max(max, { error: VALIDATION_MESSAGES.tooLong }))
}

/**
 * A required mobile phone (normalizePhone): a mainland number, and with `international` also an international
 * one in E.164 (the API then checks the area: requirePhoneForArea). `pattern: false` checks presence only (the
 * English message form, spec section 5).
 */
export function mobilePhone(
  options: { requiredKey?: string; invalidKey?: string; pattern?: boolean; international?: boolean; max?: number } = {},
) {
  const {
    requiredKey = VALIDATION_MESSAGES.phoneRequired,
    invalidKey = VALIDATION_MESSAGES.phoneInvalid,
    pattern = true,
    international = false,
    max = 30,
  } = options
  const text = requiredText(requiredKey, max)
  return pattern ? text.pipe(phoneRule(invalidKey, international)) : text
}

/** The phone rule as a zod step on a trimmed string: the stored form of the number, or `invalidKey`. */
export function phoneRule(invalidKey: string, international: boolean) {
  // A refinement (not an issue raised in the transform): zod then still tells a union's branches apart.
  return z
    .string()
    .refine((value) => normalizePhone(value, international) !== null, { error: invalidKey })
    .transform((value) => normalizePhone(value, international) as string)
}

/** A required e-mail address (EMAIL_PATTERN, or SUGGESTION_EMAIL_PATTERN with `strict`). */
export function emailAddress(
  options: { requiredKey?: string; invalidKey?: string; strict?: boolean; max?: number } = {},
) {
  const {
    requiredKey = VALIDATION_MESSAGES.emailRequired,
    invalidKey = VALIDATION_MESSAGES.emailInvalid,
    strict = false,
    max = EMAIL_MAX_LENGTH,
  } = options
  return requiredText(requiredKey, max).pipe(
    z.string().regex(strict ? SUGGESTION_EMAIL_PATTERN : EMAIL_PATTERN, { error: invalidKey }),
  )
}

/**
 * A required id chosen from a list (a province of /distributor/area, an industry): a positive integer, sent as a
 * number or as the string a `<select>` gives. Blank gives `requiredKey`, anything else `validation.notInList`.
 */
export function listId(requiredKey: string) {
  return z
    .union([z.string(), z.number()], { error: requiredKey })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, { error: requiredKey })
        .regex(/^[1-9]\d{0,9}$/, { error: VALIDATION_MESSAGES.notInList })
        .transform(Number)
        .refine((n) => n <= 2_147_483_647, { error: VALIDATION_MESSAGES.notInList }),
    )
}
