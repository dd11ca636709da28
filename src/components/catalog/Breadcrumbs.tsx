import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/link'

export interface Crumb {
  label: string
  href?: string
}

/** The trail from home to the current page (the last crumb is the page itself, not a link). */
export async function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = await getTranslations('catalog')
  const all: Crumb[] = [{ label: t('crumbs.home'), href: '/' }, ...items]
  return (
    <nav aria-label={t('crumbs.label')} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {all.map((crumb, i) => {
          const last = i === all.length - 1
          return (
            <li key={`${crumb.href ?? ''}|${crumb.label}`} className="flex items-center gap-2">
              {i > 0 && (
                <span aria-hidden="true" className="text-slate-400">
                  /
                </span>
              )}
              {crumb.href && !last ? (
                <Link href={crumb.href} className="hover:text-brand-700 hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'text-slate-900' : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
