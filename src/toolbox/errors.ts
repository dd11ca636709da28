import { type ErrorCode, type ErrorMessageKey, type MessageParams, messageText } from './messages'

/** A blocking validation error: stable code, English text, and the parameters to localise it by key. */
export interface ToolboxError {
  readonly code: ErrorCode
  /** English text, exactly as spec 4.3. */
  readonly message: string
  /** Key of the text in MESSAGES_EN and in the app's `toolbox.codes` messages (= code, except the E_SEQ_MULTI variant). */
  readonly messageKey: ErrorMessageKey
  readonly params: MessageParams
  /**
   * Input key at fault (`sequence`, `probe_sequence`, `probe_start`, …) so that a form can mark it;
   * absent for cross-field rules (E_PROBE_BEYOND_END, E_HYBRID_OUTSIDE_PROBE, E_MRNA_LEN_SHORT,
   * E_CAP_START) and for a non-object input (E_INPUT).
   */
  readonly field?: string
}

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ToolboxError }

export interface ErrorOptions {
  readonly messageKey?: ErrorMessageKey
  readonly field?: string
}

export function toolboxError(code: ErrorCode, params: MessageParams = {}, options: ErrorOptions = {}): ToolboxError {
  const messageKey = options.messageKey ?? code
  const error = { code, message: messageText(messageKey, params), messageKey, params }
  return options.field === undefined ? error : { ...error, field: options.field }
}

export function fail<T>(code: ErrorCode, params: MessageParams = {}, options: ErrorOptions = {}): Outcome<T> {
  return { ok: false, error: toolboxError(code, params, options) }
}

/** Attributes a failure (e.g. of sequence cleaning) to an input field; successes pass through. */
export function inField<T>(outcome: Outcome<T>, field: string): Outcome<T> {
  if (outcome.ok || outcome.error.field !== undefined) return outcome
  return { ok: false, error: { ...outcome.error, field } }
}

export function succeed<T>(value: T): Outcome<T> {
  return { ok: true, value }
}
