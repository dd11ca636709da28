import { formatDay, isoDay } from '@/domain/content/content-dates'
import type { Locale } from '@/i18n/routing'

/** A publication date as `<time>` in the site's time zone. */
export function DateText({ locale, iso, className }: { locale: Locale; iso: string; className?: string }) {
  return (
    <time dateTime={isoDay(iso)} className={className}>
      {formatDay(locale, iso)}
    </time>
  )
}
