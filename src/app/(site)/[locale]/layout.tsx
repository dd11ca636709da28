import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'
import { ChannelAnalytics } from '@/components/analytics/ChannelAnalytics'
import { BackToTop } from '@/components/shell/BackToTop'
import { ChunkReload } from '@/components/shell/ChunkReload'
import { ClientNavigation } from '@/components/shell/ClientNavigation'
import { LazyDialogs } from '@/components/shell/LazyDialogs'
import { LoadingBar } from '@/components/shell/LoadingBar'
import { NavigationHistory } from '@/components/shell/NavigationHistory'
import { ScrollToTop } from '@/components/shell/ScrollToTop'
import { SiteFooter } from '@/components/shell/SiteFooter'
import { SiteHeader } from '@/components/shell/SiteHeader'
import { ZoomGuard } from '@/components/shell/ZoomGuard'
import { absoluteUrl } from '@/domain/catalog/catalog-seo'
import { IntlProvider } from '@/i18n/client'
import { clientMessages } from '@/i18n/client-messages'
import { htmlLang, routing } from '@/i18n/routing'
import { absolApiBase } from '@/lib/absol-base'
import '../../globals.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/**
 * Nothing is prerendered at build time (the build must not depend on a database): pages render on their
 * first request and are then cached and revalidated (ISR).
 */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'meta' })
  // Relative canonical and hreflang URLs of every page become absolute when SITE_URL is set.
  const origin = absoluteUrl(process.env.SITE_URL, '/')
  return {
    ...(origin ? { metadataBase: new URL(origin) } : {}),
    title: { default: t('title'), template: `%s · ${t('siteName')}` },
    description: t('description'),
    other: { 'content-language': htmlLang(hasLocale(routing.locales, locale) ? locale : 'cn') },
  }
}

/**
 * The shared shell (spec section 2) around every public page: header (top bar, main navigation, search bar),
 * the page, footer, and the global client behaviours. Static: no headers() or cookies() here or in the shell
 * (login state and cart are read in the browser), so the pages below stay ISR-cached.
 */
export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'shell' })
  return (
    <html lang={htmlLang(locale)}>
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        <IntlProvider locale={locale} messages={clientMessages(locale)}>
          <a
            href="#main-content"
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[110] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
          >
            {t('skipToContent')}
          </a>
          <LoadingBar />
          <SiteHeader locale={locale} />
          <div id="main-content" tabIndex={-1} className="focus:outline-none">
            {children}
          </div>
          {/* ── Footer slot: footer, bottom bar and floating cart (SiteFooter renders BottomBar and FloatingCart). */}
          <SiteFooter locale={locale} />
          <BackToTop />
          <ClientNavigation />
          <ScrollToTop />
          <NavigationHistory />
          <ZoomGuard />
          <ChunkReload />
          <ChannelAnalytics absolBase={absolApiBase()} />
          {/* The shared pop-ups (spec section 2: enquiry, COA, first-login steps), loaded when first opened. */}
          <LazyDialogs />
        </IntlProvider>
      </body>
    </html>
  )
}
