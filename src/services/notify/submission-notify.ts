import type { Payload } from 'payload'
import type { Locale } from '../../i18n/routing'

/**
 * Called by every form endpoint right after its submission is stored: mails the sales address and confirms to
 * the customer, through the mail interface (src/services/mail). It must never throw into the request and never
 * lose the submission: a failed mail is kept and retried.
 * (Placeholder: the inbox work of issue 7 implements the queue and retries.)
 */
export interface StoredSubmission {
  collection: string
  id: number | string
  locale: Locale
}

export async function notifySubmission(_payload: Payload, _submission: StoredSubmission): Promise<void> {}
