/**
 * Dates on the content pages, in the site's time zone (Asia/Shanghai). The site's locale codes are `cn` and
 * `en`, which Intl does not know as such: Chinese pages format with zh-CN, English pages with en-GB-style
 * day-month-year words (unambiguous for an international audience).
 */
export type DateLocale = 'cn' | 'en'

/** The site's time zone: dates on its pages, and the messages' dates on the server and in the browser. */
export const TIME_ZONE = 'Asia/Shanghai'
const INTL_LOCALE: Record<DateLocale, string> = { cn: 'zh-CN', en: 'en-GB' }

const WALL_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/**
 * The site's wall-clock time of an instant as a Date whose UTC fields carry it: what a spreadsheet cell (which
 * has no time zone) must hold to show the time in Asia/Shanghai.
 */
export function siteWallClock(at: Date): Date {
  const part = (type: string) => Number(WALL_CLOCK.formatToParts(at).find((p) => p.type === type)?.value)
  return new Date(
    Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
      at.getMilliseconds(),
    ),
  )
}

/** `2024-05-16 14:05` in the site's time zone (exports, where a person reads the time). */
export function siteDateTime(at: Date): string {
  return siteWallClock(at).toISOString().slice(0, 16).replace('T', ' ')
}

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
