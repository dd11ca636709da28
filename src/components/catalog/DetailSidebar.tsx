import { getTranslations } from 'next-intl/server'
import { QrCode } from '@/components/content/QrCode'
import { formatDay, isoDay } from '@/domain/content/content-dates'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'
import type { LatestActivity } from '@/lib/data/catalog'
import type { SiteConfigView } from '@/lib/data/site-config'
import { ShareQrCode } from './ShareQrCode'

interface Props {
  locale: Locale
  /** Procurement contact: hotline, product e-mail and office hours from the site settings. */
  contact: Pick<SiteConfigView, 'phone' | 'mail' | 'officeHours'>
  activity: LatestActivity | null
  /** The page's absolute URL for the share QR code, or null when the public origin is not configured. */
  shareUrl: string | null
}

const QR_SIZE = 104

const card = 'rounded-lg border border-slate-200 bg-white p-5'

/** The product detail's side column: procurement contact, share QR code and the latest activity. */
export async function DetailSidebar({ locale, contact, activity, shareUrl }: Props) {
  const t = await getTranslations('catalog.side')
  const tel = contact.phone.replace(/[^\d+]/g, '')
  return (
    <>
      <section aria-labelledby="procurement-title" className={card}>
        <h2 id="procurement-title" className="text-base font-semibold text-slate-900">
          {t('procurement')}
        </h2>
        <dl className="mt-3 space-y-3 text-sm">
          {contact.phone && (
            <div>
              <dt className="text-slate-600">{t('hotline')}</dt>
              <dd className="mt-0.5">
                <a href={`tel:${tel}`} className="text-lg font-semibold text-brand-700 hover:underline">
                  {contact.phone}
                </a>
                <span className="ml-2 rounded bg-emerald-50 px-1.5 py-0.5 text-xs text-emerald-800">{t('free')}</span>
              </dd>
              {contact.officeHours && (
                <dd className="mt-0.5 text-xs text-slate-600">{t('hours', { hours: contact.officeHours })}</dd>
              )}
            </div>
          )}
          {contact.mail && (
            <div>
              <dt className="text-slate-600">{t('email')}</dt>
              <dd className="mt-0.5">
                <a href={`mailto:${contact.mail}`} className="break-all text-brand-700 hover:underline">
                  {contact.mail}
                </a>
              </dd>
            </div>
          )}
        </dl>
        <p className="mt-3 text-xs text-slate-600">{t('reply')}</p>
      </section>
      <section aria-labelledby="share-title" className={card}>
        <h2 id="share-title" className="text-base font-semibold text-slate-900">
          {t('share')}
        </h2>
        <div className="mt-3 flex items-center gap-4">
          <div className="shrink-0 rounded border border-slate-200 bg-white p-1">
            {shareUrl ? (
              <QrCode text={shareUrl} label={t('qrAlt')} size={QR_SIZE} />
            ) : (
              <ShareQrCode label={t('qrAlt')} size={QR_SIZE} />
            )}
          </div>
          <p className="text-sm text-slate-600">{t('qrHint')}</p>
        </div>
      </section>
      {activity && (
        <section aria-labelledby="activity-title" className={card}>
          <h2 id="activity-title" className="text-base font-semibold text-slate-900">
            {t('latestActivity')}
          </h2>
          <p className="mt-3 text-xs text-slate-600">
            {activity.categoryName} ·{' '}
            <time dateTime={isoDay(activity.publishedAt)}>{formatDay(locale, activity.publishedAt)}</time>
          </p>
          <h3 className="mt-1 font-medium leading-snug text-slate-900">
            <Link href={`/article?id=${activity.id}`} className="hover:text-brand-700 hover:underline">
              {activity.title}
            </Link>
          </h3>
          {activity.summary && <p className="mt-2 line-clamp-3 text-sm text-slate-600">{activity.summary}</p>}
          {activity.categoryId !== null && (
            <Link
              href={`/information?activeIndex=${activity.categoryId}`}
              className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline"
            >
              {t('moreNews')}
            </Link>
          )}
        </section>
      )}
    </>
  )
}
