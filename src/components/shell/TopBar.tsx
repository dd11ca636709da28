import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'
import { AccountMenu } from './AccountMenu'
import { CartLink } from './CartLink'
import { LanguageSwitch } from './LanguageSwitch'
import { MobileSearch } from './MobileSearch'

/**
 * The top bar (spec section 2): language switch, hotline (click to call, free), contact link, login/register
 * or the member menu, the cart with its count, and on mobile a keyword search box. Login state and cart are
 * read in the browser, so the bar is the same for every visitor (cacheable).
 */
export async function TopBar({ locale, phone }: { locale: Locale; phone: string }) {
  const t = await getTranslations({ locale, namespace: 'shell.topBar' })
  const tel = phone.replace(/[^\d+]/g, '')
  return (
    // The top of the page: the back-to-top button moves focus here.
    <section
      id="page-top"
      tabIndex={-1}
      aria-label={t('label')}
      className="bg-slate-100 text-sm text-slate-700 focus:outline-none"
      data-testid="top-bar"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-5 gap-y-2 px-4 py-1.5">
        <LanguageSwitch />
        {tel ? (
          <a
            href={`tel:${tel}`}
            className="hidden items-center gap-1 hover:text-brand-600 xl:inline-flex"
            data-testid="hotline"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path
                d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"
                strokeLinejoin="round"
              />
            </svg>
            <span className="sr-only">{t('hotline')}</span>
            <span className="font-semibold text-brand-700">{phone}</span>
            <span className="rounded bg-brand-600 px-1 text-xs text-white">{t('free')}</span>
          </a>
        ) : null}
        <Link href="/contact?type=contact" className="hover:text-brand-600 hover:underline" data-testid="contact-link">
          {t('contact')}
        </Link>
        <div className="ml-auto flex items-center gap-5">
          <AccountMenu />
          <CartLink />
        </div>
        <MobileSearch />
      </div>
    </section>
  )
}
