import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { footerData } from '@/lib/data/footer'

/**
 * The bottom bar of the shell (spec section 2): copyright text, the ICP filing link (new tab), the product
 * e-mail, and on mobile (below 1280 px) the hotline.
 */
export async function BottomBar({ locale }: { locale: Locale }) {
  const [t, data] = await Promise.all([getTranslations({ locale, namespace: 'footer' }), footerData(locale)])
  const tel = data.phone.replace(/[^\d+]/g, '')
  return (
    <div className="border-t border-slate-700 bg-slate-950 text-xs text-slate-400" data-testid="bottom-bar">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-2 px-4 py-4 text-center xl:flex-row xl:justify-between xl:text-left">
        {data.copyright ? <p>{data.copyright}</p> : null}
        <div className="flex flex-col items-center gap-2 xl:flex-row xl:gap-6">
          {data.icpNumber ? (
            <a
              href={data.icpUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="hover:text-white hover:underline"
            >
              {t('icpLink', { number: data.icpNumber })}
              <span className="sr-only">{t('newTab')}</span>
            </a>
          ) : null}
          {data.mail ? (
            <a href={`mailto:${data.mail}`} className="hover:text-white hover:underline">
              {t('productEmail', { email: data.mail })}
            </a>
          ) : null}
          {tel ? (
            <a
              href={`tel:${tel}`}
              className="hover:text-white hover:underline xl:hidden"
              data-testid="bottom-bar-phone"
            >
              {t('phone', { phone: data.phone })}
            </a>
          ) : null}
        </div>
      </div>
    </div>
  )
}
