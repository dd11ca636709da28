import { z } from 'zod'
import { emailAddress, listId, mobilePhone, requiredText, VALIDATION_MESSAGES } from '../shared/validation'
import { fieldLimits } from './field-limits'
import type { StepDef } from './form-steps'

/**
 * The free trial sample application /apply (spec sections 2, 3, 5, 9), two steps: product (sku, productName,
 * productApplication, treeId = product category) and applicant (name, company, department, phone, email,
 * address, industryId, areaId = province, the image captcha as verification code, and the free-sample terms:
 * end users only, a feedback report after the trial). Every field is required. One set of schemas for the form
 * and POST /api/v1/try_out; messages are keys of the `forms` namespace. The Chinese site checks the mainland
 * mobile pattern, or an international number where the area is outside mainland China; the English site takes
 * both (issue 16).
 */
export const TRIAL_LIMITS = {
  sku: 50,
  productName: 200,
  productApplication: 1000,
  name: 100,
  company: 100,
  department: 100,
  phone: 30,
  email: 100,
  address: 200,
  captchaCode: 16,
} as const

export const TRIAL_MESSAGES = {
  skuRequired: 'leads.trialRequest.skuRequired',
  productNameRequired: 'leads.trialRequest.productNameRequired',
  applicationRequired: 'leads.trialRequest.applicationRequired',
  categoryRequired: 'leads.trialRequest.categoryRequired',
  nameRequired: 'leads.trialRequest.nameRequired',
  companyRequired: 'leads.trialRequest.companyRequired',
  departmentRequired: 'leads.trialRequest.departmentRequired',
  codeRequired: 'leads.trialRequest.codeRequired',
  phoneRequired: VALIDATION_MESSAGES.phoneRequired,
  phoneInvalid: VALIDATION_MESSAGES.phoneInvalid,
  emailRequired: VALIDATION_MESSAGES.emailRequired,
  emailInvalid: VALIDATION_MESSAGES.emailInvalid,
  addressRequired: 'leads.trialRequest.addressRequired',
  industryRequired: 'leads.trialRequest.industryRequired',
  provinceRequired: 'leads.trialRequest.provinceRequired',
  termsRequired: 'leads.trialRequest.termsRequired',
} as const

/** The industries the trial form offers (spec section 3: academic or industrial), by code. */
export const TRIAL_INDUSTRY_CODES = ['academic', 'industrial'] as const

export const TRIAL_STEPS = ['product', 'applicant'] as const
export type TrialStep = (typeof TRIAL_STEPS)[number]

const M = TRIAL_MESSAGES
const L = TRIAL_LIMITS

/** The image captcha of a form's last step: the id of the shown image and the typed answer. */
export function captchaFields(requiredKey: string) {
  return {
    captchaId: z.string({ error: requiredKey }).min(1, { error: requiredKey }).max(64, { error: requiredKey }),
    captchaCode: requiredText(requiredKey, 16),
  }
}

export const trialProductSchema = z.strictObject({
  sku: requiredText(M.skuRequired, L.sku),
  productName: requiredText(M.productNameRequired, L.productName),
  productApplication: requiredText(M.applicationRequired, L.productApplication),
  treeId: listId(M.categoryRequired),
})

function applicantSchema() {
  return z.strictObject({
    name: requiredText(M.nameRequired, L.name),
    company: requiredText(M.companyRequired, L.company),
    department: requiredText(M.departmentRequired, L.department),
    phone: mobilePhone({
      requiredKey: M.phoneRequired,
      invalidKey: M.phoneInvalid,
      // A mainland number, or an international one on the English site or for an area outside mainland China
      // (the API checks the area: issue 16).
      international: true,
      max: L.phone,
    }),
    email: emailAddress({ requiredKey: M.emailRequired, invalidKey: M.emailInvalid, max: L.email }),
    address: requiredText(M.addressRequired, L.address),
    industryId: listId(M.industryRequired),
    areaId: listId(M.provinceRequired),
    /** End user, feedback report after the trial (spec section 9). */
    agree: z.literal(true, { error: M.termsRequired }),
    ...captchaFields(M.codeRequired),
  })
}

export const trialApplicantSchema = applicantSchema()
/** The English site's applicant step: the same rules (an international phone is always accepted there). */
export const trialApplicantSchemaEn = trialApplicantSchema

export function trialStepsFor(locale: string): StepDef[] {
  return [
    { name: 'product', schema: trialProductSchema },
    { name: 'applicant', schema: locale === 'en' ? trialApplicantSchemaEn : trialApplicantSchema },
  ]
}

export type TrialProductInput = z.input<typeof trialProductSchema>
export type TrialProduct = z.output<typeof trialProductSchema>
export type TrialApplicantInput = z.input<typeof trialApplicantSchema>
export type TrialApplicant = z.output<typeof trialApplicantSchema>

export const trialLimit = fieldLimits(TRIAL_LIMITS)
