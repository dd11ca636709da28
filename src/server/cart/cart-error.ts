import { ValidationError } from 'payload'

/**
 * A refusal of a cart or order use case: the envelope's code and the `api` message key that says why. The
 * use cases know no HTTP and no language; `src/api/order.ts` turns this into the localized answer.
 */
export type CartErrorCode = 'E0400' | 'E0404' | 'E0409'

export class CartError extends Error {
  readonly code: CartErrorCode
  /** The message key, or null for the code's default message. */
  readonly msgKey: string | null
  readonly params: Record<string, string | number>

  constructor(code: CartErrorCode, msgKey: string | null, params: Record<string, string | number> = {}) {
    super(msgKey ?? code)
    this.name = 'CartError'
    this.code = code
    this.msgKey = msgKey
    this.params = params
  }
}

/** A unique index refused the write (a concurrent add of the same size, or a reused Idempotency-Key). */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof ValidationError) return true
  const text = `${(error as { code?: unknown })?.code ?? ''} ${(error as Error)?.message ?? ''}`
  return /23505|unique/i.test(text)
}
