import { z } from 'zod'
import type { StepDef } from './form-steps'
import { isMainlandIdNumber, normaliseIdNumber } from './mainland-id'
import { MAX_IMPACT_FACTOR, normaliseDoi } from './paper-award'
import { captchaFields } from './trial-request'
import { emailAddress, listId, mobilePhone, requiredText, VALIDATION_MESSAGES } from './validation'

/**
 * The paper award application /reward (spec sections 2, 3, 5, 9), five steps: applicant, lab, paper, product,
 * remittance. Every field is required ('… cannot be blank.'); the ID number must be a valid mainland ID; both
 * ID images and the paper file must be uploaded ('Please upload the file': the values are the opaque file ids
 * of POST /api/v1/upload). The award is computed by the server from the impact factor: a `bonusAmount` sent by
 * the client is accepted for compatibility and ignored. The verification code is the image captcha.
 */
export const REWARD_LIMITS = {
  name: 100,
  company: 100,
  department: 100,
  phone: 30,
  idNumber: 18,
  email: 100,
  title: 100,
  mentor: 100,
  labPhone: 30,
  labAddress: 200,
  paperTitle: 500,
  magazinePublished: 200,
  influenceFactor: 10,
  issueTime: 10,
  doi: 200,
  firstAuthor: 200,
  correspondingAuthor: 200,
  sku: 50,
  productName: 200,
  buyPackaging: 100,
  distr: 200,
  remittancesAccount: 40,
  username: 100,
  openingBank: 200,
  captchaCode: 16,
} as const

/** Most paper files one application may carry. */
export const MAX_PAPER_FILES = 5

export const REWARD_MESSAGES = {
  nameRequired: 'leads.reward.nameRequired',
  companyRequired: 'leads.reward.companyRequired',
  departmentRequired: 'leads.reward.departmentRequired',
  areaRequired: 'leads.reward.areaRequired',
  phoneRequired: VALIDATION_MESSAGES.phoneRequired,
  phoneInvalid: VALIDATION_MESSAGES.phoneInvalid,
  idNumberRequired: 'leads.reward.idNumberRequired',
  idNumberInvalid: 'leads.reward.idNumberInvalid',
  emailRequired: VALIDATION_MESSAGES.emailRequired,
  emailInvalid: VALIDATION_MESSAGES.emailInvalid,
  titleRequired: 'leads.reward.titleRequired',
  fileRequired: 'leads.reward.fileRequired',
  mentorRequired: 'leads.reward.mentorRequired',
  labPhoneRequired: 'leads.reward.labPhoneRequired',
  labPhoneInvalid: 'leads.reward.labPhoneInvalid',
  labAddressRequired: 'leads.reward.labAddressRequired',
  paperTitleRequired: 'leads.reward.paperTitleRequired',
  magazineRequired: 'leads.reward.magazineRequired',
  impactFactorRequired: 'leads.reward.impactFactorRequired',
  impactFactorInvalid: 'leads.reward.impactFactorInvalid',
  issueTimeRequired: 'leads.reward.issueTimeRequired',
  issueTimeInvalid: 'leads.reward.issueTimeInvalid',
  doiRequired: 'leads.reward.doiRequired',
  doiInvalid: 'leads.reward.doiInvalid',
  firstAuthorRequired: 'leads.reward.firstAuthorRequired',
  correspondingAuthorRequired: 'leads.reward.correspondingAuthorRequired',
  authorRequired: 'leads.reward.authorRequired',
  skuRequired: 'leads.reward.skuRequired',
  productNameRequired: 'leads.reward.productNameRequired',
  packagingRequired: 'leads.reward.packagingRequired',
  distrRequired: 'leads.reward.distrRequired',
  accountRequired: 'leads.reward.accountRequired',
  accountInvalid: 'leads.reward.accountInvalid',
  accountNameRequired: 'leads.reward.accountNameRequired',
  bankRequired: 'leads.reward.bankRequired',
  codeRequired: 'leads.reward.codeRequired',
} as const

export const REWARD_STEPS = ['applicant', 'lab', 'paper', 'product', 'remittance'] as const
export type RewardStep = (typeof REWARD_STEPS)[number]

/** An uploaded file's opaque id (POST /api/v1/upload): 32 URL-safe characters. */
export const FILE_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/

const M = REWARD_MESSAGES
const L = REWARD_LIMITS

export function fileRef(requiredKey: string) {
  return z.string({ error: requiredKey }).regex(FILE_ID_PATTERN, { error: requiredKey })
}

const idNumber = requiredText(M.idNumberRequired, 40)
  .transform(normaliseIdNumber)
  .pipe(z.string().refine((v) => isMainlandIdNumber(v), { error: M.idNumberInvalid }))

const impactFactor = z
  .union([z.string(), z.number()], { error: M.impactFactorRequired })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .min(1, { error: M.impactFactorRequired })
      .regex(/^\d{1,4}(?:\.\d{1,3})?$/, { error: M.impactFactorInvalid })
      .transform(Number)
      .refine((n) => n > 0 && n <= MAX_IMPACT_FACTOR, { error: M.impactFactorInvalid }),
  )

/** A publication date YYYY-MM-DD: a real calendar day, not after today. */
const issueTime = requiredText(M.issueTimeRequired, L.issueTime).pipe(
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.issueTimeInvalid })
    .refine(
      (v) => {
        const d = new Date(`${v}T00:00:00Z`)
        return (
          !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getTime() <= Date.now() + 86_400_000
        )
      },
      { error: M.issueTimeInvalid },
    ),
)

const doi = requiredText(M.doiRequired, L.doi).pipe(
  z.string().refine((v) => /^10\.\d{4,9}\/\S+$/.test(normaliseDoi(v)), { error: M.doiInvalid }),
)

export const rewardApplicantSchema = z.strictObject({
  name: requiredText(M.nameRequired, L.name),
  company: requiredText(M.companyRequired, L.company),
  department: requiredText(M.departmentRequired, L.department),
  areaId: listId(M.areaRequired),
  phone: mobilePhone({ requiredKey: M.phoneRequired, invalidKey: M.phoneInvalid, max: L.phone }),
  idNumber,
  email: emailAddress({ requiredKey: M.emailRequired, invalidKey: M.emailInvalid, max: L.email }),
  title: requiredText(M.titleRequired, L.title),
  /** ID card front and back: file ids of POST /api/v1/upload (purpose id-image). */
  imageId1: fileRef(M.fileRequired),
  imageId2: fileRef(M.fileRequired),
})

export const rewardLabSchema = z.strictObject({
  mentor: requiredText(M.mentorRequired, L.mentor),
  labPhone: requiredText(M.labPhoneRequired, L.labPhone).pipe(
    z.string().regex(/^[\d+\-() ]{5,30}$/, { error: M.labPhoneInvalid }),
  ),
  labAddress: requiredText(M.labAddressRequired, L.labAddress),
})

export const rewardPaperSchema = z.strictObject({
  paperTitle: requiredText(M.paperTitleRequired, L.paperTitle),
  magazinePublished: requiredText(M.magazineRequired, L.magazinePublished),
  influenceFactor: impactFactor,
  issueTime,
  doi,
  firstAuthor: requiredText(M.firstAuthorRequired, L.firstAuthor),
  correspondingAuthor: requiredText(M.correspondingAuthorRequired, L.correspondingAuthor),
  /** File ids of POST /api/v1/upload (purpose paper), at least one. */
  paperFiles: z
    .array(fileRef(M.fileRequired), { error: M.fileRequired })
    .min(1, { error: M.fileRequired })
    .max(MAX_PAPER_FILES, { error: M.fileRequired }),
  /** The applicant is the paper's first or corresponding author (spec section 9, eligibility). */
  authorDeclaration: z.literal(true, { error: M.authorRequired }),
})

export const rewardProductSchema = z.strictObject({
  sku: requiredText(M.skuRequired, L.sku),
  productName: requiredText(M.productNameRequired, L.productName),
  buyPackaging: requiredText(M.packagingRequired, L.buyPackaging),
  distr: requiredText(M.distrRequired, L.distr),
})

export const rewardRemittanceSchema = z.strictObject({
  remittancesAccount: requiredText(M.accountRequired, L.remittancesAccount)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{8,30}$/, { error: M.accountInvalid })),
  username: requiredText(M.accountNameRequired, L.username),
  openingBank: requiredText(M.bankRequired, L.openingBank),
  /** Ignored: the award is computed from the impact factor. */
  bonusAmount: z.unknown().optional(),
  ...captchaFields(M.codeRequired),
})

export const REWARD_STEP_DEFS: StepDef[] = [
  { name: 'applicant', schema: rewardApplicantSchema },
  { name: 'lab', schema: rewardLabSchema },
  { name: 'paper', schema: rewardPaperSchema },
  { name: 'product', schema: rewardProductSchema },
  { name: 'remittance', schema: rewardRemittanceSchema },
]

export type RewardApplicantInput = z.input<typeof rewardApplicantSchema>
export type RewardApplicant = z.output<typeof rewardApplicantSchema>
export type RewardLab = z.output<typeof rewardLabSchema>
export type RewardPaper = z.output<typeof rewardPaperSchema>
export type RewardProduct = z.output<typeof rewardProductSchema>
export type RewardRemittance = z.output<typeof rewardRemittanceSchema>

export function rewardLimit(field: string): number | undefined {
  return (REWARD_LIMITS as Record<string, number>)[field]
}
