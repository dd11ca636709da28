import { translate } from '../../i18n/messages'
import type { Locale } from '../../i18n/routing'

/** The inbox view's and the dashboard's texts (messages `admin.inbox.*`, `admin.dashboard.*`). */
export function inboxText(locale: Locale) {
  return (key: string, params?: Record<string, string | number>) => translate(locale, `admin.${key}`, params)
}
