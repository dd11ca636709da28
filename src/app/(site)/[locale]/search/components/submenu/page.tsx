import { permanentRedirect } from 'next/navigation'
import { localizedPath } from '@/domain/content/content-urls'
import type { Locale } from '@/i18n/routing'

type Props = { params: Promise<{ locale: Locale }> }

/**
 * /search/components/submenu: listed by the spec without content (the old site's search tab menu, leaked as
 * a route). It has no page of its own: it redirects (308) to the search page, whose tabs it was.
 */
export default async function SearchSubmenuPage({ params }: Props) {
  const { locale } = await params
  permanentRedirect(localizedPath(locale, '/search'))
}
