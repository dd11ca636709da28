import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/link'

/** Spec section 8: 404 "This page could not be found" with a link home. */
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
