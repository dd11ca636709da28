import { createNavigation } from 'next-intl/navigation'
import { routing } from './routing'

/**
 * Server-side navigation helpers (redirect to a locale-neutral path). Links and the
 * client router come from ./link, which keeps next-intl's client runtime out of the browser.
 */
export const { redirect } = createNavigation(routing)
