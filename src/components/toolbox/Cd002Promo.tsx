import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/link'

/** The CD002 capping-rate kit (spec section 1 and 9: whole workflow 1.5 hours, recovery above 80%). */
export async function Cd002Promo() {
  const t = await getTranslations('toolbox.promo')
  return (
    <aside
      aria-labelledby="tb-promo-heading"
      className="rounded-xl border border-brand-100 bg-gradient-to-b from-brand-50 to-white p-5 shadow-sm print:hidden"
      data-testid="cd002-promo"
    >
      <p className="text-xs font-semibold tracking-wider text-brand-600 uppercase">{t('label')}</p>
      <h2 id="tb-promo-heading" className="mt-1 text-lg leading-snug font-semibold text-brand-900">
        {t('heading')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('text')}</p>
      <ul className="mt-4 grid grid-cols-2 gap-2 text-center xl:grid-cols-1">
        <li className="rounded-lg bg-white px-3 py-2 shadow-sm ring-1 ring-brand-100">
          <span className="block text-sm font-semibold text-brand-700">{t('duration')}</span>
        </li>
        <li className="rounded-lg bg-white px-3 py-2 shadow-sm ring-1 ring-brand-100">
          <span className="block text-sm font-semibold text-brand-700">{t('recovery')}</span>
        </li>
      </ul>
      <Link
        href="/product-detail?catalogNumber=CD002"
        className="mt-4 inline-flex w-full items-center justify-center gap-1 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
      >
        {t('link')} <span aria-hidden="true">→</span>
      </Link>
    </aside>
  )
}
