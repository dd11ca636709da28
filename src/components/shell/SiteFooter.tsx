import { getTranslations } from 'next-intl/server'
import { LeaveWordForm } from '@/components/forms/LeaveWordForm'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'
import { type FooterLink, footerData, richDetailHref } from '@/lib/data/footer'
import { BottomBar } from './BottomBar'
import { FloatingCart } from './FloatingCart'

const linkClass = 'text-sm text-slate-300 hover:text-white hover:underline'

/**
 * The shared footer (spec section 2): resource, news and about link lists from the category tree; social links
 * on the English site or the WeChat follow code on the Chinese one; the online message form; trademark,
 * privacy and terms links; then the bottom bar. The floating cart (mobile only) comes with it, so the layout
 * renders one element: `<SiteFooter locale={locale} />`. Same for every visitor: safe in cached pages.
 */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, data] = await Promise.all([getTranslations({ locale, namespace: 'footer' }), footerData(locale)])
  const lists: { key: 'resources' | 'news' | 'about'; links: FooterLink[] }[] = [
    { key: 'resources', links: data.resources },
    { key: 'news', links: data.news },
    { key: 'about', links: data.about },
  ]
  const legal = [
    { key: 'trademark', id: data.legal.trademark },
    { key: 'privacy', id: data.legal.privacyPolicy },
    { key: 'terms', id: data.legal.termsConditions },
  ] as const
  const privacyHref = data.legal.privacyPolicy ? richDetailHref(t('privacy'), data.legal.privacyPolicy) : null
  const social = [
    { key: 'facebook', href: data.social.facebook },
    { key: 'linkedin', href: data.social.linkedin },
    { key: 'youtube', href: data.social.youtube },
  ] as const

  return (
    <>
      <footer className="mt-12 bg-slate-900 text-slate-300" data-testid="site-footer">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
          <div className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-4">
            {lists.map(({ key, links }) => (
              <nav key={key} aria-labelledby={`footer-${key}`} data-testid={`footer-${key}`}>
                <h2 id={`footer-${key}`} className="mb-3 text-base font-semibold text-white">
                  {t(key)}
                </h2>
                <ul className="space-y-2">
                  {links.map((link) => (
                    <li key={link.id}>
                      {link.external ? (
                        <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                          {link.label}
                          <span className="sr-only">{t('newTab')}</span>
                        </a>
                      ) : (
                        <Link href={link.href} className={linkClass}>
                          {link.label}
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            ))}

            <section aria-labelledby="footer-follow" data-testid="footer-follow">
              <h2 id="footer-follow" className="mb-3 text-base font-semibold text-white">
                {t('follow')}
              </h2>
              {locale === 'en' ? (
                <ul aria-label={t('social')} className="space-y-2">
                  {social.map(({ key, href }) =>
                    href ? (
                      <li key={key}>
                        <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                          {t(key)}
                          <span className="sr-only">{t('newTab')}</span>
                        </a>
                      </li>
                    ) : null,
                  )}
                </ul>
              ) : (
                <figure>
                  {/* biome-ignore lint/performance/noImgElement: a small fixed-size code (uploaded image or generated SVG data URL) */}
                  <img
                    src={data.wechatQr.src}
                    width={data.wechatQr.width}
                    height={data.wechatQr.height}
                    alt={t('wechatAlt')}
                    className="h-[120px] w-[120px] rounded bg-white p-1"
                  />
                  <figcaption className="mt-2 text-xs text-slate-400">{t('wechatHint')}</figcaption>
                </figure>
              )}
            </section>
          </div>

          <div data-testid="footer-message">
            <LeaveWordForm provinces={data.provinces} phone={data.phone} privacyHref={privacyHref} />
          </div>
        </div>

        <nav aria-label={t('legal')} className="border-t border-slate-800" data-testid="footer-legal">
          <ul className="mx-auto flex max-w-7xl flex-wrap justify-center gap-x-6 gap-y-2 px-4 py-3">
            {legal.map(({ key, id }) =>
              id ? (
                <li key={key}>
                  <Link href={richDetailHref(t(key), id)} className={linkClass}>
                    {t(key)}
                  </Link>
                </li>
              ) : null,
            )}
          </ul>
        </nav>

        <BottomBar locale={locale} />
      </footer>
      <FloatingCart />
    </>
  )
}
