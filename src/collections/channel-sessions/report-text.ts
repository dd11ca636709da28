import { translate } from '../../i18n/messages'
import type { Locale } from '../../i18n/routing'

/** The channel report's texts (messages `channelReport.*`), for its endpoint, view and nav link. */
export function reportText(locale: Locale) {
  return (key: string) => translate(locale, `channelReport.${key}`)
}
