import { permanentRedirect } from 'next/navigation'
import { localizedPath } from '@/domain/content/content-urls'
import type { Locale } from '@/i18n/routing'

type Props = { params: Promise<{ locale: Locale; name: string }> }

/**
 * /search-not-found/fragments/{name}: listed by the spec without content (pieces of the empty-result page,
 * leaked as routes). Each redirects (308) to the page it belongs to, /search-not-found.
 */
export default async function SearchNotFoundFragmentPage({ params }: Props) {
  const { locale } = await params
  permanentRedirect(localizedPath(locale, '/search-not-found'))
}
