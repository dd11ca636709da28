import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'
import { TIME_ZONE } from '../domain/content/content-dates'
import { loadMessages } from './messages'
import { routing } from './routing'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return { locale, messages: loadMessages(locale), timeZone: TIME_ZONE }
})
