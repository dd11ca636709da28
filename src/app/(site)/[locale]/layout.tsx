import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'
import { htmlLang, routing } from '@/i18n/routing'
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
  return {
    title: { default: t('title'), template: `%s · ${t('siteName')}` },
    description: t('description'),
    other: { 'content-language': htmlLang(hasLocale(routing.locales, locale) ? locale : 'cn') },
  }
}

export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  return (
    <html lang={htmlLang(locale)}>
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  )
}
