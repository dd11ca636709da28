import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ContentShell } from '@/components/content/ContentShell'
import { Fragment, isFragmentName } from '@/components/content/fragments'
import { contentMetadata } from '@/components/content/page-metadata'
import type { Locale } from '@/i18n/routing'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; name: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, name } = await params
  if (!isFragmentName(name)) notFound()
  const t = await getTranslations({ locale, namespace: 'content.fragments' })
  return contentMetadata({ locale, path: `/fragments/${name}`, title: t(`names.${name}`), noindex: true })
}

/** /fragments/{name}: one shared fragment (contact block, quick links, legal links) on its own; others 404. */
export default async function FragmentPage({ params }: Props) {
  const { locale, name } = await params
  setRequestLocale(locale)
  if (!isFragmentName(name)) notFound()
  const t = await getTranslations('content.fragments')
  return (
    <ContentShell
      title={t(`names.${name}`)}
      lead={t(`about.${name}`)}
      crumbs={[{ href: '/fragments', label: t('title') }]}
    >
      <Fragment name={name} locale={locale} />
    </ContentShell>
  )
}
