'use client'

import type { NavEntry } from '@/domain/content/navigation'
import { useTranslations } from '@/i18n/client'
import { NavLink } from './NavLink'
import { NavLinkList } from './NavLinkList'
import { QuickLinkItems } from './QuickLinks'

/** The products mega-menu: each category with its sub-categories, and the quick links (spec section 2). */
export function ProductsMenu({ entry }: { entry: NavEntry }) {
  const t = useTranslations('shell')
  return (
    <div className="grid grid-cols-[1fr_14rem] gap-8 px-8 py-6">
      <ul className="grid grid-cols-4 gap-x-6 gap-y-5">
        {entry.children.map((category) => (
          <li key={category.id}>
            <NavLink
              href={category.href}
              external={category.external}
              className="font-semibold text-slate-900 hover:text-brand-600"
            >
              {category.label}
            </NavLink>
            {category.children.length > 0 ? (
              <NavLinkList
                items={category.children}
                className="mt-2 space-y-1.5 text-sm"
                linkClassName="text-slate-600 hover:text-brand-600 hover:underline"
              />
            ) : null}
          </li>
        ))}
      </ul>
      <section aria-labelledby={`quick-links-${entry.id}`} className="border-l border-slate-100 pl-6">
        <h2 id={`quick-links-${entry.id}`} className="mb-3 text-sm font-semibold text-slate-500">
          {t('nav.quickLinks')}
        </h2>
        <ul className="space-y-2 text-sm" data-testid="quick-links">
          <QuickLinkItems linkClassName="hover:text-brand-600 hover:underline" />
        </ul>
        <NavLink
          href={entry.href}
          external={entry.external}
          className="mt-4 inline-block text-sm font-medium text-brand-600 hover:underline"
        >
          {t('nav.viewAll')}
        </NavLink>
      </section>
    </div>
  )
}
