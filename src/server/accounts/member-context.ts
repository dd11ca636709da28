import type { Payload } from 'payload'
import type { Locale } from '../../i18n/routing'

/** What the member-account use cases (src/server/accounts/*) run with: Payload and the request's language. */
export interface MemberContext {
  payload: Payload
  locale: Locale
}
