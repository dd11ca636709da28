/**
 * A member-account use case refused its input after the schema passed: a code that does not match, a list id
 * that does not exist, a number another member holds. `fields` maps each refused field to its message (a full
 * message path of src/i18n/messages); the first one is the answer's `msg`. `code` is the envelope code (E0400
 * for a wrong value, E0409 for a state that forbids the write, E0429 for a locked account with `retryAfter`
 * seconds). The use cases know no HTTP and no language: src/api turns this into the localized answer.
 */
export type AccountRefusalCode = 'E0400' | 'E0409' | 'E0429'

export class AccountRefusal extends Error {
  readonly fields: Readonly<Record<string, string>>
  readonly code: AccountRefusalCode
  readonly retryAfter: number | null

  constructor(fields: Record<string, string>, options: { code?: AccountRefusalCode; retryAfter?: number } = {}) {
    const first = Object.values(fields)[0] ?? ''
    super(first)
    this.name = 'AccountRefusal'
    this.fields = fields
    this.code = options.code ?? 'E0400'
    this.retryAfter = options.retryAfter ?? null
  }

  /** The message path of the first refused field. */
  get messageKey(): string {
    return Object.values(this.fields)[0] ?? ''
  }
}

/** One field refused with one message. */
export const refuse = (field: string, messageKey: string, options?: ConstructorParameters<typeof AccountRefusal>[1]) =>
  new AccountRefusal({ [field]: messageKey }, options)
