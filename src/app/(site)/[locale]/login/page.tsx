import { PlaceholderPage, placeholderMetadata } from '@/components/content/placeholder-page'
import type { Locale } from '@/i18n/routing'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

/** /login: a placeholder until its issue lands (the route exists, says it is coming, links home). */
export function generateMetadata({ params }: Props) {
  return placeholderMetadata(params, 'login', '/login')
}

export default function LoginPage({ params }: Props) {
  return <PlaceholderPage params={params} name="login" />
}
