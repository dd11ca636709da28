/**
 * Dates on the content pages, in the site's time zone (Asia/Shanghai). The site's locale codes are `cn` and
 * `en`, which Intl does not know as such: Chinese pages format with zh-CN, English pages with en-GB-style
 * day-month-year words (unambiguous for an international audience).
 */
export type DateLocale = 'cn' | 'en'

/** The site's time zone: dates on its pages, and the messages' dates on the server and in the browser. */
export const TIME_ZONE = 'Asia/Shanghai'
const INTL_LOCALE: Record<DateLocale, string> = { cn: 'zh-CN', en: 'en-GB' }

/** A calendar day: 2024年5月16日 / 16 May 2024. */
export function formatDay(locale: DateLocale, iso: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(iso))
}

/** The ISO calendar day in the site's time zone (for `<time dateTime>`). */
export function isoDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso))
}

/**
 * An event's time span: one day with its hours (2024年5月16日 14:00–15:30), or several days
 * (10 April – 24 April 2025). Without an end, the start alone.
 */
export function formatEventRange(locale: DateLocale, startIso: string, endIso: string | null): string {
  const start = new Date(startIso)
  const end = endIso ? new Date(endIso) : null
  const time = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  if (!end || end.getTime() < start.getTime()) return `${formatDay(locale, startIso)} ${time.format(start)}`
  if (isoDay(startIso) === isoDay(endIso as string)) {
    return `${formatDay(locale, startIso)} ${time.formatRange(start, end)}`
  }
  const days = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  })
  return days.formatRange(start, end)
}

export type EventStatus = 'upcoming' | 'ongoing' | 'past'

/** Whether an event is still to come, running now, or over. */
export function eventStatus(now: Date, startIso: string, endIso: string | null): EventStatus {
  const start = new Date(startIso).getTime()
  const end = endIso ? new Date(endIso).getTime() : start
  if (now.getTime() < start) return 'upcoming'
  if (now.getTime() <= end) return 'ongoing'
  return 'past'
}
