import { PlaceholderPage, placeholderMetadata } from '@/components/content/placeholder-page'
import type { Locale } from '@/i18n/routing'

type Props = { params: Promise<{ locale: Locale }> }

/** /login: a placeholder until its issue lands (the route exists, says it is coming, links home). */
export function generateMetadata({ params }: Props) {
  return placeholderMetadata(params, 'login', '/login')
}

export default function LoginPage({ params }: Props) {
  return <PlaceholderPage params={params} name="login" />
}
