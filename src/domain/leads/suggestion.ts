import { z } from 'zod'
import { TAGS } from '../catalog/catalog'
import { emailAddress, listId, mobilePhone, plainText, requiredText, VALIDATION_MESSAGES } from '../shared/validation'
import { fieldLimits } from './field-limits'

/**
 * The new product or service suggestion (spec sections 3 and 5), offered on /search-not-found. One schema for
 * the form and POST /api/v1/suggest. Message keys: `suggestion.*` (this form's texts) or `validation.*` (the
 * shared rules, namespace `forms`).
 */

export const SUGGESTION_SPECIES = ['human', 'mouse', 'rat', 'other'] as const
export const SUGGESTION_TAG_POSITIONS = ['c-terminal', 'n-terminal', 'other'] as const
/** The suggestion form offers the catalogue's protein tags (spec section 3 lists the same eleven). */
export const SUGGESTION_TAGS = TAGS
export const SUGGESTION_EXPRESSION_SYSTEMS = ['e-coli', 'yeast', 'insect', 'mammalian'] as const

/** The industries the suggestion form offers (spec section 3: scientific research or industrial), by code. */
export const SUGGESTION_INDUSTRY_CODES = ['academic', 'industrial'] as const

export const SUGGESTION_LIMITS = {
  productName: 10,
  accession: 50,
  expressionRange: 200,
  quantity: 100,
  purpose: 1000,
  quality: 1000,
  deliveryTime: 100,
  otherRequirements: 1000,
  name: 100,
  company: 100,
  department: 100,
  email: 100,
  phone: 30,
} as const

export const SUGGESTION_MESSAGES = {
  /** 'Please enter the product name' */
  productNameRequired: 'suggestion.messages.productNameRequired',
  /** 'It should be 2 to 10 words long' */
  productNameLength: 'suggestion.messages.productNameLength',
  expressionRangeRequired: 'suggestion.messages.expressionRangeRequired',
  quantityRequired: 'suggestion.messages.quantityRequired',
  purposeRequired: 'suggestion.messages.purposeRequired',
  qualityRequired: 'suggestion.messages.qualityRequired',
  deliveryTimeRequired: 'suggestion.messages.deliveryTimeRequired',
  otherRequirementsRequired: 'suggestion.messages.otherRequirementsRequired',
  nameRequired: 'suggestion.messages.nameRequired',
  companyRequired: 'suggestion.messages.companyRequired',
  departmentRequired: 'suggestion.messages.departmentRequired',
  industryRequired: 'suggestion.messages.industryRequired',
  /** 'Please select your region' (checked on change) */
  regionRequired: 'suggestion.messages.regionRequired',
  /** 'Please enter your email addres' (sic, the spec's text) */
  emailRequired: 'suggestion.messages.emailRequired',
  /** 'Please enter the correct email address' (the stricter pattern) */
  emailInvalid: 'suggestion.messages.emailInvalid',
  /** 'Please enter the correct mobile phone number', for a missing and a wrong number alike */
  phoneInvalid: 'validation.phoneInvalid',
  optionInvalid: VALIDATION_MESSAGES.notInList,
} as const

const M = SUGGESTION_MESSAGES
const L = SUGGESTION_LIMITS

/** Optional choice from a fixed list; '' (nothing chosen) becomes undefined. */
function optionalChoice<T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.literal(''), z.enum(values, { error: M.optionInvalid })])
    .optional()
    .transform((v) => (v ? v : undefined))
}

export const suggestionSchema = z.strictObject({
  productName: z
    .string({ error: M.productNameRequired })
    .transform(plainText)
    .pipe(
      z
        .string()
        .min(1, { error: M.productNameRequired })
        .refine((s) => [...s].length >= 2 && [...s].length <= L.productName, { error: M.productNameLength }),
    ),
  species: optionalChoice(SUGGESTION_SPECIES),
  tagPosition: optionalChoice(SUGGESTION_TAG_POSITIONS),
  tag: optionalChoice(SUGGESTION_TAGS),
  expressionSystem: optionalChoice(SUGGESTION_EXPRESSION_SYSTEMS),
  expressionRange: requiredText(M.expressionRangeRequired, L.expressionRange),
  accession: z
    .string()
    .transform(plainText)
    .pipe(z.string().max(L.accession, { error: VALIDATION_MESSAGES.tooLong }))
    .optional(),
  quantity: requiredText(M.quantityRequired, L.quantity),
  longTerm: z.boolean({ error: M.optionInvalid }).optional().default(false),
  purpose: requiredText(M.purposeRequired, L.purpose),
  quality: requiredText(M.qualityRequired, L.quality),
  deliveryTime: requiredText(M.deliveryTimeRequired, L.deliveryTime),
  otherRequirements: requiredText(M.otherRequirementsRequired, L.otherRequirements),
  name: requiredText(M.nameRequired, L.name),
  company: requiredText(M.companyRequired, L.company),
  department: requiredText(M.departmentRequired, L.department),
  region: listId(M.regionRequired),
  email: emailAddress({ requiredKey: M.emailRequired, invalidKey: M.emailInvalid, strict: true, max: L.email }),
  phone: mobilePhone({ requiredKey: M.phoneInvalid, invalidKey: M.phoneInvalid, international: true, max: L.phone }),
  industry: listId(M.industryRequired),
})

export type SuggestionInput = z.input<typeof suggestionSchema>
export type Suggestion = z.output<typeof suggestionSchema>

export const suggestionLimit = fieldLimits(SUGGESTION_LIMITS)
