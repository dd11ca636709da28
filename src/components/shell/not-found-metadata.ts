import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'

/**
 * The 404 page's metadata: its title is the message (spec section 8), not the site name. A page whose render
 * calls notFound() keeps its own metadata in Next.js (not the not-found file's), so pages that answer 404
 * return this from their generateMetadata for the same case.
 */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'errors' })
  return { title: { absolute: t('notFound') }, robots: { index: false, follow: true } }
}
