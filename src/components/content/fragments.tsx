import { getTranslations } from 'next-intl/server'
import { QUICK_LINKS } from '@/domain/content/navigation'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'
import { legalTitles, siteConfigView } from '@/lib/data/content'
import { ContactDetails } from './ContactDetails'
import { legalHref } from './LegalView'

/**
 * The named shared fragments (/fragments/{name}): pieces of the site that several screens show, each
 * viewable on its own (for review, embedding in the CMS preview, or print).
 */
export const FRAGMENT_NAMES = ['contact', 'quick-links', 'legal'] as const
export type FragmentName = (typeof FRAGMENT_NAMES)[number]

export function isFragmentName(name: string): name is FragmentName {
  return (FRAGMENT_NAMES as readonly string[]).includes(name)
}

export async function Fragment({ name, locale }: { name: FragmentName; locale: Locale }) {
  const t = await getTranslations('content.fragments')
  switch (name) {
    case 'contact':
      return <ContactDetails config={await siteConfigView(locale)} />
    case 'quick-links':
      return (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {QUICK_LINKS.map((l) => (
            <li key={l.key}>
              <Link
                href={l.href}
                className="flex items-center justify-between rounded-xl border border-slate-200 p-4 font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700"
              >
                {t(`quick.${l.key}`)}
                <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      )
    case 'legal': {
      const titles = await legalTitles(locale)
      return (
        <ul className="space-y-2">
          {titles.map((l) => (
            <li key={l.id}>
              <Link href={legalHref(l.title, l.id)} className="text-brand-700 underline">
                {l.title}
              </Link>
            </li>
          ))}
        </ul>
      )
    }
  }
}
