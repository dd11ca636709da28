import { PlaceholderPage, placeholderMetadata } from '@/components/content/placeholder-page'
import type { Locale } from '@/i18n/routing'

type Props = { params: Promise<{ locale: Locale }> }

/** /registered: a placeholder until its issue lands (the route exists, says it is coming, links home). */
export function generateMetadata({ params }: Props) {
  return placeholderMetadata(params, 'registered', '/registered')
}

export default function RegisteredPage({ params }: Props) {
  return <PlaceholderPage params={params} name="registered" />
}
