/**
 * A lead refused after its schema passed, by a check against the database: a list id that does not exist, a
 * phone that does not fit its area, an uploaded file that is missing or taken, a paper that already has an
 * applicant. `messageKey` is a full message path (src/i18n/messages); `step` and `field` name what failed on the
 * multi-step forms; `conflict` marks a duplicate (HTTP 409) rather than an invalid value (400). The API turns it
 * into its answer in the request's language.
 */
export class LeadRefusal extends Error {
  readonly messageKey: string
  readonly step: string | null
  readonly field: string | null
  readonly conflict: boolean

  constructor(messageKey: string, at: { step?: string; field?: string; conflict?: boolean } = {}) {
    super(messageKey)
    this.name = 'LeadRefusal'
    this.messageKey = messageKey
    this.step = at.step ?? null
    this.field = at.field ?? null
    this.conflict = at.conflict ?? false
  }
}
