import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/link'
import { Icon } from './Icon'

export interface MenuItem {
  key: string | number
  href: string
  label: string
  current?: boolean
  external?: boolean
}

/**
 * A section's menu: wrapping pills on mobile, a vertical list beside the content on desktop
 * (xl). The current entry carries aria-current; external entries open in a new tab and say so.
 */
export async function SideMenu({ label, title, items }: { label: string; title?: string; items: MenuItem[] }) {
  const t = await getTranslations('content.common')
  const base =
    'block rounded-full border px-3.5 py-1.5 text-sm transition-colors xl:w-full xl:rounded-none xl:border-0 xl:border-l-2 xl:px-4 xl:py-2.5 xl:-ml-px'
  return (
    <nav aria-label={label} className="mb-6 xl:mb-0 print:hidden">
      {title ? (
        <p className="mb-3 hidden text-xs font-semibold tracking-wider text-slate-500 uppercase xl:block">{title}</p>
      ) : null}
      <ul className="flex flex-wrap gap-2 xl:flex-col xl:flex-nowrap xl:gap-0 xl:border-l xl:border-slate-200">
        {items.map((item) => {
          const className = item.current
            ? `${base} border-brand-600 bg-brand-600 font-semibold text-white xl:border-brand-600 xl:bg-brand-50 xl:text-brand-700`
            : `${base} border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700 xl:border-transparent xl:hover:bg-slate-50`
          return (
            <li key={item.key} className="flex xl:block">
              {item.external ? (
                <a href={item.href} target="_blank" rel="noopener noreferrer" className={className}>
                  {item.label}
                  <Icon name="external" className="ml-1 inline h-3.5 w-3.5 align-[-2px]" />
                  <span className="sr-only"> ({t('opensInNewTab')})</span>
                </a>
              ) : (
                <Link href={item.href} aria-current={item.current ? 'page' : undefined} className={className}>
                  {item.label}
                </Link>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
