import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/link'

export interface Crumb {
  href: string
  label: string
}

/** The top band of a content page: breadcrumb trail, section name and the page's one h1. */
export async function ContentHero({
  eyebrow,
  title,
  lead,
  crumbs = [],
}: {
  eyebrow?: string
  title: string
  lead?: string
  crumbs?: Crumb[]
}) {
  const t = await getTranslations('content.common')
  return (
    <div className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white print:bg-none print:text-slate-900">
      <div className="mx-auto max-w-7xl px-4 py-8 xl:py-12">
        <nav aria-label={t('breadcrumb')} className="text-sm text-brand-100 print:hidden">
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <li>
              <Link href="/" className="underline-offset-2 hover:text-white hover:underline">
                {t('home')}
              </Link>
            </li>
            {crumbs.map((crumb) => (
              <li key={crumb.href} className="flex items-center gap-2">
                <span aria-hidden="true">/</span>
                <Link href={crumb.href} className="underline-offset-2 hover:text-white hover:underline">
                  {crumb.label}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        {eyebrow ? (
          <p className="mt-4 text-sm font-medium tracking-wide text-brand-100 uppercase print:hidden">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-2xl leading-tight font-semibold xl:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-3xl text-base text-brand-50 xl:text-lg print:text-slate-700">{lead}</p> : null}
      </div>
    </div>
  )
}
