import { PrintablePlaceholderPage, printablePlaceholderMetadata } from '@/components/content/placeholder-page'
import type { Locale } from '@/i18n/routing'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

/** /reward/table: a printable placeholder, clearly labelled, until the reward screen lands. */
export function generateMetadata({ params }: Props) {
  return printablePlaceholderMetadata(params, 'reward', '/reward/table')
}

export default function RewardTablePage({ params }: Props) {
  return <PrintablePlaceholderPage params={params} name="reward" />
}
