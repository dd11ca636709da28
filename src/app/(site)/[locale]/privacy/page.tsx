import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { LegalView } from '@/components/content/LegalView'
import { contentMetadata } from '@/components/content/page-metadata'
import type { Locale } from '@/i18n/routing'
import { articleBy, legalTitles, siteConfigView } from '@/lib/data/content'

type Props = { params: Promise<{ locale: Locale }> }

/** Rendered per request: canonical URLs may need the request's host; the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

/** /privacy: the privacy policy article the site config names (privacy_policy). */
async function resolve(locale: Locale) {
  const config = await siteConfigView(locale)
  if (!config.privacyPolicyId) notFound()
  const article = await articleBy(locale, { id: config.privacyPolicyId })
  if (!article) notFound()
  return { config, article }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const { article } = await resolve(locale)
  return contentMetadata({ locale, path: '/privacy', title: article.title, description: article.summary || undefined })
}

export default async function PrivacyPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { config, article } = await resolve(locale)
  return <LegalView locale={locale} article={article} config={config} legalTitles={await legalTitles(locale)} />
}
