import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { notFoundMetadata } from '@/components/shell/not-found-metadata'
import { isLocale } from '@/i18n/routing'

type Props = { params: Promise<{ locale: string }> }

/** The 404 page's title is its message (spec section 8). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return notFoundMetadata(isLocale(locale) ? locale : 'cn')
}

/** Any path no route claims: the localized 404 page with status 404. */
export default function CatchAll() {
  notFound()
}
