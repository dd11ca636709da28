import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ContentShell } from '@/components/content/ContentShell'
import { FRAGMENT_NAMES } from '@/components/content/fragments'
import { contentMetadata } from '@/components/content/page-metadata'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'content.fragments' })
  return contentMetadata({ locale, path: '/fragments', title: t('title'), description: t('lead'), noindex: true })
}

/** /fragments: the index of the shared fragments, each viewable at /fragments/{name}. */
export default async function FragmentsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('content.fragments')
  return (
    <ContentShell title={t('title')} lead={t('lead')}>
      <ul className="grid gap-4 md:grid-cols-3">
        {FRAGMENT_NAMES.map((name) => (
          <li key={name}>
            <Link
              href={`/fragments/${name}`}
              className="block h-full rounded-xl border border-slate-200 p-5 hover:border-brand-600"
            >
              <span className="block font-semibold text-slate-900">{t(`names.${name}`)}</span>
              <span className="mt-1 block text-sm text-slate-600">{t(`about.${name}`)}</span>
              <span className="mt-3 block font-mono text-xs text-slate-500">/fragments/{name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </ContentShell>
  )
}
