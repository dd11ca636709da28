import { z } from 'zod'
import { emailAddress, listId, mobilePhone, requiredText, VALIDATION_MESSAGES } from '../shared/validation'
import { fieldLimits } from './field-limits'
import type { StepDef } from './form-steps'
import { isMainlandIdNumber, normaliseIdNumber } from './mainland-id'
import { captchaFields } from './trial-request'

/**
 * The paper award programme (spec sections 2 and 9). Amounts in integer fen.
 *
 * Tiers by the journal's impact factor (IF): 0 < IF < 2 → 500 CNY; 2 < IF < 5 → 1,000; 5 < IF < 10 → 2,000;
 * IF ≥ 10 → 3,000. The spec leaves IF = 2 and IF = 5 between two tiers; we read each tier as starting at its
 * lower bound (IF = 2 → 1,000, IF = 5 → 2,000, IF = 10 → 3,000), so no positive IF goes unpaid. IF = 0 (or none)
 * gets nothing and is refused by the form. The award is the gross amount: 20% income tax is withheld from it.
 * The server always computes the award from the IF; an amount sent by a client is ignored.
 */
export const AWARD_TIERS = [
  { from: 10, fen: 300_000 },
  { from: 5, fen: 200_000 },
  { from: 2, fen: 100_000 },
  { from: 0, fen: 50_000 },
] as const

/** The share withheld as income tax, in percent. */
export const AWARD_TAX_PERCENT = 20

/** Largest impact factor the form accepts (the highest journal IFs are in the hundreds). */
export const MAX_IMPACT_FACTOR = 1000

/** The programme facts shown on /reward. */
export const AWARD_PROGRAMME = { since: 2016, paidCnyOver: 780_000, papersOver: 2_400, asOfYear: 2022 } as const

export interface Award {
  /** Gross award in fen. */
  grossFen: number
  /** Income tax withheld (20%), in fen. */
  taxFen: number
  /** What is remitted, in fen. */
  netFen: number
}

/** The gross award in fen for an impact factor (0 when IF ≤ 0 or not a finite number). */
export function awardFen(impactFactor: number): number {
  if (!Number.isFinite(impactFactor) || impactFactor <= 0) return 0
  for (const tier of AWARD_TIERS) if (impactFactor >= tier.from) return tier.fen
  return 0
}

export function award(impactFactor: number): Award {
  const grossFen = awardFen(impactFactor)
  const taxFen = Math.round((grossFen * AWARD_TAX_PERCENT) / 100)
  return { grossFen, taxFen, netFen: grossFen - taxFen }
}

/** The DOI as stored and compared for "one applicant per paper": lower case, without a resolver prefix. */
export function normaliseDoi(doi: string): string {
  return doi
    .trim()
    .replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '')
    .toLowerCase()
}

/**
 * The paper award application /reward (spec sections 2, 3, 5, 9), five steps: applicant, lab, paper, product,
 * remittance. Every field is required ('… cannot be blank.'); the ID number must be a valid mainland ID; both
 * ID images and the paper file must be uploaded ('Please upload the file': the values are the opaque file ids
 * of POST /api/v1/upload). The award is computed by the server from the impact factor: a `bonusAmount` sent by
 * the client is accepted for compatibility and ignored. The verification code is the image captcha.
 */
/** Common answers to the applicant's title/education (a free text field; /api/v1/dict `titles` offers these). */
export const PAPER_AWARD_TITLES = [
  'professor',
  'associate-professor',
  'lecturer',
  'researcher',
  'postdoc',
  'phd',
  'master',
  'bachelor',
  'engineer',
  'other',
] as const

export const PAPER_AWARD_LIMITS = {
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

export const PAPER_AWARD_MESSAGES = {
  nameRequired: 'leads.paperAward.nameRequired',
  companyRequired: 'leads.paperAward.companyRequired',
  departmentRequired: 'leads.paperAward.departmentRequired',
  areaRequired: 'leads.paperAward.areaRequired',
  phoneRequired: VALIDATION_MESSAGES.phoneRequired,
  phoneInvalid: VALIDATION_MESSAGES.phoneInvalid,
  idNumberRequired: 'leads.paperAward.idNumberRequired',
  idNumberInvalid: 'leads.paperAward.idNumberInvalid',
  emailRequired: VALIDATION_MESSAGES.emailRequired,
  emailInvalid: VALIDATION_MESSAGES.emailInvalid,
  titleRequired: 'leads.paperAward.titleRequired',
  fileRequired: 'leads.paperAward.fileRequired',
  mentorRequired: 'leads.paperAward.mentorRequired',
  labPhoneRequired: 'leads.paperAward.labPhoneRequired',
  labPhoneInvalid: 'leads.paperAward.labPhoneInvalid',
  labAddressRequired: 'leads.paperAward.labAddressRequired',
  paperTitleRequired: 'leads.paperAward.paperTitleRequired',
  magazineRequired: 'leads.paperAward.magazineRequired',
  impactFactorRequired: 'leads.paperAward.impactFactorRequired',
  impactFactorInvalid: 'leads.paperAward.impactFactorInvalid',
  issueTimeRequired: 'leads.paperAward.issueTimeRequired',
  issueTimeInvalid: 'leads.paperAward.issueTimeInvalid',
  doiRequired: 'leads.paperAward.doiRequired',
  doiInvalid: 'leads.paperAward.doiInvalid',
  firstAuthorRequired: 'leads.paperAward.firstAuthorRequired',
  correspondingAuthorRequired: 'leads.paperAward.correspondingAuthorRequired',
  authorRequired: 'leads.paperAward.authorRequired',
  skuRequired: 'leads.paperAward.skuRequired',
  productNameRequired: 'leads.paperAward.productNameRequired',
  packagingRequired: 'leads.paperAward.packagingRequired',
  distrRequired: 'leads.paperAward.distrRequired',
  accountRequired: 'leads.paperAward.accountRequired',
  accountInvalid: 'leads.paperAward.accountInvalid',
  accountNameRequired: 'leads.paperAward.accountNameRequired',
  bankRequired: 'leads.paperAward.bankRequired',
  codeRequired: 'leads.paperAward.codeRequired',
  paperTaken: 'leads.paperAward.paperTaken',
} as const

export const PAPER_AWARD_STEPS = ['applicant', 'lab', 'paper', 'product', 'remittance'] as const
export type PaperAwardStep = (typeof PAPER_AWARD_STEPS)[number]

/** An uploaded file's opaque id (POST /api/v1/upload): 32 URL-safe characters. */
export const FILE_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/

const M = PAPER_AWARD_MESSAGES
const L = PAPER_AWARD_LIMITS

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

export const paperAwardApplicantSchema = z.strictObject({
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

export const paperAwardLabSchema = z.strictObject({
  mentor: requiredText(M.mentorRequired, L.mentor),
  labPhone: requiredText(M.labPhoneRequired, L.labPhone).pipe(
    z.string().regex(/^[\d+\-() ]{5,30}$/, { error: M.labPhoneInvalid }),
  ),
  labAddress: requiredText(M.labAddressRequired, L.labAddress),
})

export const paperAwardPaperSchema = z.strictObject({
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

export const paperAwardProductSchema = z.strictObject({
  sku: requiredText(M.skuRequired, L.sku),
  productName: requiredText(M.productNameRequired, L.productName),
  buyPackaging: requiredText(M.packagingRequired, L.buyPackaging),
  distr: requiredText(M.distrRequired, L.distr),
})

export const paperAwardRemittanceSchema = z.strictObject({
  remittancesAccount: requiredText(M.accountRequired, L.remittancesAccount)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{8,30}$/, { error: M.accountInvalid })),
  username: requiredText(M.accountNameRequired, L.username),
  openingBank: requiredText(M.bankRequired, L.openingBank),
  /** Ignored: the award is computed from the impact factor. */
  bonusAmount: z.unknown().optional(),
  ...captchaFields(M.codeRequired),
})

export const PAPER_AWARD_STEP_DEFS: StepDef[] = [
  { name: 'applicant', schema: paperAwardApplicantSchema },
  { name: 'lab', schema: paperAwardLabSchema },
  { name: 'paper', schema: paperAwardPaperSchema },
  { name: 'product', schema: paperAwardProductSchema },
  { name: 'remittance', schema: paperAwardRemittanceSchema },
]

export type PaperAwardApplicantInput = z.input<typeof paperAwardApplicantSchema>
export type PaperAwardApplicant = z.output<typeof paperAwardApplicantSchema>
export type PaperAwardLab = z.output<typeof paperAwardLabSchema>
export type PaperAwardPaper = z.output<typeof paperAwardPaperSchema>
export type PaperAwardProduct = z.output<typeof paperAwardProductSchema>
export type PaperAwardRemittance = z.output<typeof paperAwardRemittanceSchema>

export const paperAwardLimit = fieldLimits(PAPER_AWARD_LIMITS)

/** Why an application is refused by what is already stored: the step and field that fail, the message key. */
export interface PaperAwardRefusal {
  step: PaperAwardStep
  field: string
  messageKey: string
  /** A duplicate (HTTP 409), not an invalid value. */
  conflict?: true
}

/**
 * The uploaded files an application names, against the usable ones (uploaded for that purpose and not yet
 * claimed by an application): two different ID images, and every paper file. The first that fails, or null.
 */
export function refuseAwardFiles(input: {
  imageId1: string
  imageId2: string
  paperIds: readonly string[]
  usableImages: ReadonlySet<string>
  usablePapers: ReadonlySet<string>
}): PaperAwardRefusal | null {
  const fileRequired = { messageKey: M.fileRequired }
  if (input.imageId1 === input.imageId2) return { step: 'applicant', field: 'imageId2', ...fileRequired }
  for (const field of ['imageId1', 'imageId2'] as const) {
    if (!input.usableImages.has(input[field])) return { step: 'applicant', field, ...fileRequired }
  }
  if (input.paperIds.some((id) => !input.usablePapers.has(id))) {
    return { step: 'paper', field: 'paperFiles', ...fileRequired }
  }
  return null
}

/** One applicant per paper (spec section 9): a conflict when applications for the paper's DOI exist. */
export function refuseTakenPaper(applicationsForPaper: number): PaperAwardRefusal | null {
  if (applicationsForPaper === 0) return null
  return { step: 'paper', field: 'doi', messageKey: M.paperTaken, conflict: true }
}

/**
 * Several papers of one applicant on the same product: only the highest impact factor is paid (spec section 9).
 * The award is still computed per application; this note (for sales, on the new application) names the
 * earlier ones, or is undefined when there are none.
 */
export function highestImpactFactorNote(
  sku: string,
  earlier: ReadonlyArray<{ id: number | string; influenceFactor?: number | null }>,
): string | undefined {
  if (earlier.length === 0) return undefined
  const list = earlier.map((d) => `#${d.id} (IF ${d.influenceFactor})`).join(', ')
  return `Same applicant, same product (${sku}) as application(s) ${list}: only the highest impact factor is paid.`
}
