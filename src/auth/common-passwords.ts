import { dictionary } from '@zxcvbn-ts/language-common'
import { ACCOUNT_MESSAGES } from '../domain/accounts/rules'

/** The 1,000 most common passwords (zxcvbn's frequency-ranked list of leaked passwords), case-insensitive. */
let common: Set<string> | undefined

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, 1000).map((p) => p.toLowerCase()))
  return common.has(password.toLowerCase())
}

/** The message key when a new password is one of them. */
export function commonPasswordProblem(password: string): string | null {
  return isCommonPassword(password) ? ACCOUNT_MESSAGES.passwordCommon : null
}
