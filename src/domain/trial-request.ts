import { z } from 'zod'
import type { StepDef } from './form-steps'
import { emailAddress, listId, mobilePhone, requiredText, VALIDATION_MESSAGES } from './validation'

/**
 * The free trial sample application /apply (spec sections 2, 3, 5, 9), two steps: product (sku, productName,
 * productApplication, treeId = product category) and applicant (name, company, department, phone, email,
 * address, industryId, areaId = province, the image captcha as verification code, and the free-sample terms:
 * end users only, a feedback report after the trial). Every field is required. One set of schemas for the form
 * and POST /api/v1/try_out; messages are keys of the `forms` namespace. The Chinese site checks the mainland
 * mobile pattern; the English site only requires a phone (as the footer form).
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
  skuRequired: 'leads.trial.skuRequired',
  productNameRequired: 'leads.trial.productNameRequired',
  applicationRequired: 'leads.trial.applicationRequired',
  categoryRequired: 'leads.trial.categoryRequired',
  nameRequired: 'leads.trial.nameRequired',
  companyRequired: 'leads.trial.companyRequired',
  departmentRequired: 'leads.trial.departmentRequired',
  codeRequired: 'leads.trial.codeRequired',
  phoneRequired: VALIDATION_MESSAGES.phoneRequired,
  phoneInvalid: VALIDATION_MESSAGES.phoneInvalid,
  emailRequired: VALIDATION_MESSAGES.emailRequired,
  emailInvalid: VALIDATION_MESSAGES.emailInvalid,
  addressRequired: 'leads.trial.addressRequired',
  industryRequired: 'leads.trial.industryRequired',
  provinceRequired: 'leads.trial.provinceRequired',
  termsRequired: 'leads.trial.termsRequired',
} as const

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

function applicantSchema(phonePattern: boolean) {
  return z.strictObject({
    name: requiredText(M.nameRequired, L.name),
    company: requiredText(M.companyRequired, L.company),
    department: requiredText(M.departmentRequired, L.department),
    phone: mobilePhone({
      requiredKey: M.phoneRequired,
      invalidKey: M.phoneInvalid,
      pattern: phonePattern,
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

export const trialApplicantSchema = applicantSchema(true)
export const trialApplicantSchemaEn = applicantSchema(false)

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

export function trialLimit(field: string): number | undefined {
  return (TRIAL_LIMITS as Record<string, number>)[field]
}
