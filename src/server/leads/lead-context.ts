import type { Payload } from 'payload'
import type { Locale } from '../../i18n/routing'

/** The writes of a lead's transaction, in order: what a test can make fail (see `LeadContext.afterWrite`). */
export type LeadWrite = 'lead-created' | 'files-claimed' | 'mails-queued'

/**
 * What every lead use case (src/server/leads/submit-*.ts) runs with: the Payload instance, the request's
 * language (the lead's `locale`, its messages and the customer's confirmation mail), and the caller's hooks.
 */
export interface LeadContext {
  payload: Payload
  locale: Locale
  /**
   * Runs once the lead has passed every check, right before it is stored: the API's acceptance budgets (per
   * IP, per form) and the member the request's session names. A refusal thrown here stores nothing. Called
   * after the checks so that an invalid lead spends no budget.
   */
  admit?: () => Promise<{ memberId?: number }>
  /**
   * Tests only (fault injection): runs after each write inside the lead's transaction, before the commit. The
   * API never passes it; a test throws from it to prove that a failure between the writes leaves nothing
   * half-written.
   */
  afterWrite?: (write: LeadWrite) => void | Promise<void>
}
