import type React from 'react'
import { ContentHero, type Crumb } from './ContentHero'
import { type MenuItem, SideMenu } from './SideMenu'

/**
 * The body of a content page (the header and footer come from the layout): the hero band, then the
 * section menu beside the content on desktop, above it on mobile.
 */
export function ContentShell({
  eyebrow,
  title,
  lead,
  crumbs,
  menu,
  children,
}: {
  eyebrow?: string
  title: string
  lead?: string
  crumbs?: Crumb[]
  menu?: { label: string; title?: string; items: MenuItem[] }
  children: React.ReactNode
}) {
  return (
    <main className="min-h-[60vh] bg-white pb-16">
      <ContentHero eyebrow={eyebrow} title={title} lead={lead} crumbs={crumbs} />
      <div
        className={
          menu
            ? 'mx-auto max-w-7xl px-4 pt-6 xl:grid xl:grid-cols-[15rem_minmax(0,1fr)] xl:gap-12 xl:pt-12'
            : 'mx-auto max-w-7xl px-4 pt-6 xl:pt-12'
        }
      >
        {menu ? <SideMenu label={menu.label} title={menu.title} items={menu.items} /> : null}
        <div className="min-w-0">{children}</div>
      </div>
    </main>
  )
}
