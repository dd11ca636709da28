import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/link'

/** A route that exists but whose screen is not built yet: says so in the page's language and links home. */
export async function ComingSoon({ title }: { title: string }) {
  const t = await getTranslations('placeholder')
  return (
    <main className="bg-slate-50">
      <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center">
        <p className="rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          {t('badge')}
        </p>
        <h1 className="mt-4 text-2xl font-semibold text-slate-900 xl:text-3xl">{title}</h1>
        <p className="mt-3 text-slate-600">{t('body')}</p>
        <Link
          href="/"
          className="mt-8 inline-flex items-center rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
        >
          {t('home')}
        </Link>
      </div>
    </main>
  )
}
