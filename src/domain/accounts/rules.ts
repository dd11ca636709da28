import { z } from 'zod'
import { EMAIL_PATTERN, listId, phoneRule, plainText } from '../shared/validation'

/**
 * Account forms (spec sections 3 and 5): registration, e-mail and phone login, password reset, first-login phone
 * bind and info completion, and the code request. Pure (no framework). Messages are keys of the `account`
 * message namespace; the API answers them with translate(locale, 'account.' + key), the browser with next-intl.
 */
export const ACCOUNT_MESSAGES = {
  emailInvalid: 'validation.emailInvalid', // 'Please enter the correct email address'
  passwordInvalid: 'validation.passwordInvalid', // 'Please enter the correct password'
  phoneInvalid: 'validation.phoneInvalid', // 'Please enter the correct phone number'
  codeRequired: 'validation.codeRequired', // 'Please enter your verification code'
  passwordRule: 'validation.passwordRule',
  passwordCommon: 'validation.passwordCommon',
  passwordMismatch: 'validation.passwordMismatch', // 'The entered passwords are inconsistent'
  agreementRequired: 'validation.agreementRequired', // 'Please check the agreemen'
  nameRequired: 'validation.nameRequired',
  companyRequired: 'validation.companyRequired',
  departmentRequired: 'validation.departmentRequired',
  areaRequired: 'validation.areaRequired',
  industryRequired: 'validation.industryRequired',
  notInList: 'validation.notInList',
  tooLong: 'validation.tooLong',
} as const

export const ACCOUNT_LIMITS = { email: 100, name: 50, company: 100, department: 100, password: 128 } as const

/** "More than 6 characters" (spec section 9). */
export const PASSWORD_MIN_LENGTH = 7

/** Verification codes: 6 digits. */
export const CODE_PATTERN = /^\d{6}$/

export const CODE_PURPOSES = ['register', 'login', 'reset', 'bind'] as const
export type CodePurpose = (typeof CODE_PURPOSES)[number]

/**
 * More than 6 characters with at least one letter and one digit. (The server also refuses the 1,000 most
 * common passwords: src/auth/common-passwords.ts, kept out of the browser bundle.)
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > ACCOUNT_LIMITS.password) {
    return ACCOUNT_MESSAGES.passwordRule
  }
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return ACCOUNT_MESSAGES.passwordRule
  return null
}

/** E-mail addresses are accounts: compared lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

const email = () =>
  z
    .string({ error: ACCOUNT_MESSAGES.emailInvalid })
    .trim()
    .max(ACCOUNT_LIMITS.email, { error: ACCOUNT_MESSAGES.emailInvalid })
    .regex(EMAIL_PATTERN, { error: ACCOUNT_MESSAGES.emailInvalid })
    .transform(normalizeEmail)

/**
 * A mainland mobile number, or an international one stored in E.164 (issue 16). Registration checks the area
 * (an international number needs an area outside mainland China on the Chinese site); login, bind and the code
 * request take either: the account decides.
 */
export const phone = () =>
  z
    .string({ error: ACCOUNT_MESSAGES.phoneInvalid })
    .trim()
    .max(30, { error: ACCOUNT_MESSAGES.phoneInvalid })
    .pipe(phoneRule(ACCOUNT_MESSAGES.phoneInvalid, true))

export const code = () =>
  z
    .string({ error: ACCOUNT_MESSAGES.codeRequired })
    .trim()
    .regex(CODE_PATTERN, { error: ACCOUNT_MESSAGES.codeRequired })

/** Any non-empty password up to the cap (login: the rule is checked when it is set, not when it is used). */
export const anyPassword = () =>
  z
    .string({ error: ACCOUNT_MESSAGES.passwordInvalid })
    .min(1, { error: ACCOUNT_MESSAGES.passwordInvalid })
    .max(ACCOUNT_LIMITS.password, { error: ACCOUNT_MESSAGES.passwordInvalid })

export const newPassword = () =>
  z.string({ error: ACCOUNT_MESSAGES.passwordRule }).superRefine((value, ctx) => {
    const problem = passwordProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

export const text = (requiredKey: string, max: number) =>
  z
    .string({ error: requiredKey })
    .transform(plainText)
    .pipe(z.string().min(1, { error: requiredKey }).max(max, { error: ACCOUNT_MESSAGES.tooLong }))

const tick = () => z.literal(true, { error: ACCOUNT_MESSAGES.agreementRequired })

/** The new password typed again (`matching` checks it equals the password). */
export const confirmPassword = () => z.string({ error: ACCOUNT_MESSAGES.passwordMismatch }).max(ACCOUNT_LIMITS.password)

/**
 * What a new profile sets last, at registration and at the first-login completion: area, industry, a new
 * password typed twice and the privacy and marketing agreements.
 */
const profileSetup = () => ({
  areaId: listId(ACCOUNT_MESSAGES.areaRequired),
  industryId: listId(ACCOUNT_MESSAGES.industryRequired),
  password: newPassword(),
  confirmPassword: confirmPassword(),
  agreePrivacy: tick(),
  agreeMarketing: tick(),
})

/**
 * Confirmation must equal the password. Checked as soon as both are strings, even while other fields are still
 * invalid (zod's `when`), so the form can say so on blur.
 */
export function matching<S extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: S): S {
  return schema.refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: ACCOUNT_MESSAGES.passwordMismatch,
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined
      return typeof value?.password === 'string' && typeof value?.confirmPassword === 'string'
    },
  }) as S
}

export const registrationSchema = matching(
  z
    .object({
      username: email(),
      name: text(ACCOUNT_MESSAGES.nameRequired, ACCOUNT_LIMITS.name),
      company: text(ACCOUNT_MESSAGES.companyRequired, ACCOUNT_LIMITS.company),
      department: text(ACCOUNT_MESSAGES.departmentRequired, ACCOUNT_LIMITS.department),
      phone: phone(),
      code: code(),
      ...profileSetup(),
    })
    .strict(),
)
export type Registration = z.infer<typeof registrationSchema>

export const emailLoginSchema = z.object({ username: email(), password: anyPassword() }).strict()
export const phoneLoginSchema = z.object({ phone: phone(), code: code() }).strict()

export const resetSchema = matching(
  z
    .object({
      username: email(),
      code: code(),
      password: newPassword(),
      confirmPassword: confirmPassword(),
    })
    .strict(),
)

export const phoneBindSchema = z.object({ phone: phone(), code: code() }).strict()

/** First-login info completion (spec section 3): what a member created elsewhere still lacks. */
export const completionSchema = matching(
  z
    .object({
      name: text(ACCOUNT_MESSAGES.nameRequired, ACCOUNT_LIMITS.name),
      company: text(ACCOUNT_MESSAGES.companyRequired, ACCOUNT_LIMITS.company),
      department: text(ACCOUNT_MESSAGES.departmentRequired, ACCOUNT_LIMITS.department).optional(),
      ...profileSetup(),
    })
    .strict(),
)

/** /code/send: an SMS code to a phone (register, login, bind) or an e-mail code (reset), after a captcha. */
export const codeSendSchema = z.discriminatedUnion('purpose', [
  z
    .object({
      purpose: z.enum(['register', 'login', 'bind']),
      phone: phone(),
      captchaTicket: z.string().max(64).optional(),
      captchaId: z.string().max(64).optional(),
      captchaCode: z.string().max(16).optional(),
    })
    .strict(),
  z
    .object({
      purpose: z.literal('reset'),
      username: email(),
      captchaTicket: z.string().max(64).optional(),
      captchaId: z.string().max(64).optional(),
      captchaCode: z.string().max(16).optional(),
    })
    .strict(),
])

export const codeCheckSchema = z
  .object({
    purpose: z.enum(CODE_PURPOSES),
    phone: phone().optional(),
    username: email().optional(),
    code: code(),
  })
  .strict()
  .refine((v) => Boolean(v.phone) !== Boolean(v.username), { error: ACCOUNT_MESSAGES.phoneInvalid })
