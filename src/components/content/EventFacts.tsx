import { getTranslations } from 'next-intl/server'
import { eventStatus, formatEventRange } from '@/domain/content/content-dates'
import type { Locale } from '@/i18n/routing'
import type { ArticleCard } from '@/lib/data/content'

const STATUS_STYLE = {
  upcoming: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  ongoing: 'bg-amber-50 text-amber-900 ring-amber-200',
  past: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const

/** An event's location, dates and whether it is still to come. */
export async function EventFacts({
  locale,
  event,
  variant = 'compact',
}: {
  locale: Locale
  event: NonNullable<ArticleCard['event']>
  variant?: 'compact' | 'card'
}) {
  const t = await getTranslations('content.event')
  const status = eventStatus(new Date(), event.startsAt, event.endsAt)
  const badge = (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${STATUS_STYLE[status]}`}>
      {t(status)}
    </span>
  )
  if (variant === 'compact') {
    return (
      <dl className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-700">
        <div className="flex gap-1.5">
          <dt className="font-medium text-slate-500">{t('date')}</dt>
          <dd>{formatEventRange(locale, event.startsAt, event.endsAt)}</dd>
        </div>
        {event.location ? (
          <div className="flex gap-1.5">
            <dt className="font-medium text-slate-500">{t('location')}</dt>
            <dd>{event.location}</dd>
          </div>
        ) : null}
        <div>
          <dt className="sr-only">{t('status')}</dt>
          <dd>{badge}</dd>
        </div>
      </dl>
    )
  }
  return (
    <dl className="grid gap-4 rounded-xl border border-brand-100 bg-brand-50 p-5 sm:grid-cols-3">
      <div>
        <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('date')}</dt>
        <dd className="mt-1 font-medium text-slate-900">{formatEventRange(locale, event.startsAt, event.endsAt)}</dd>
      </div>
      <div>
        <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('location')}</dt>
        <dd className="mt-1 font-medium text-slate-900">{event.location || '—'}</dd>
      </div>
      <div>
        <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('status')}</dt>
        <dd className="mt-1">{badge}</dd>
      </div>
    </dl>
  )
}
