import { PrintablePlaceholderPage, printablePlaceholderMetadata } from '@/components/content/placeholder-page'
import type { Locale } from '@/i18n/routing'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

/** /apply/table: a printable placeholder, clearly labelled, until the apply screen lands. */
export function generateMetadata({ params }: Props) {
  return printablePlaceholderMetadata(params, 'apply', '/apply/table')
}

export default function ApplyTablePage({ params }: Props) {
  return <PrintablePlaceholderPage params={params} name="apply" />
}
