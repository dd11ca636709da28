import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFoundMetadata } from '@/components/shell/not-found-metadata'
import { Link } from '@/i18n/link'
import { isLocale } from '@/i18n/routing'

/** The 404 page's `<title>` is its message (spec section 8), not the site name. */
export async function generateMetadata({ params }: { params: Promise<{ locale?: string }> }): Promise<Metadata> {
  const { locale } = await params
  return notFoundMetadata(isLocale(locale) ? locale : 'cn')
}

/** Spec section 8: 404 "This page could not be found" (in Chinese on the Chinese site) with a link home. */
export default async function NotFound() {
  const t = await getTranslations('errors')
  return (
    <main className="mx-auto max-w-xl p-12 text-center">
      <h1 className="text-2xl font-semibold">404 · {t('notFound')}</h1>
      <p className="mt-2 text-slate-600">{t('notFoundHint')}</p>
      <Link href="/" className="mt-6 inline-block text-brand-600 underline">
        {t('backHome')}
      </Link>
    </main>
  )
}
