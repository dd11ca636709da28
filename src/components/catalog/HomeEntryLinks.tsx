import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { Link } from '@/i18n/link'

const icons: Record<string, ReactNode> = {
  products: <path d="M4 6h16M4 12h16M4 18h10" />,
  newProducts: <path d="M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z" />,
  toolbox: <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />,
  kit: <path d="M9 3h6M10 3v6L5 19a1.5 1.5 0 0 0 1.3 2h11.4a1.5 1.5 0 0 0 1.3-2L14 9V3M7.5 15h9" />,
}

const entries = [
  { key: 'products', href: '/products' },
  { key: 'newProducts', href: '/new-products' },
  { key: 'toolbox', href: '/tool-class' },
  { key: 'kit', href: '/product-detail?catalogNumber=CD002' },
] as const

/** Entry points under the banners: the catalogue, new products, the toolbox and the CD002 capping-rate kit. */
export async function HomeEntryLinks() {
  const t = await getTranslations('home.entries')
  return (
    <nav aria-label={t('label')} className="mx-auto max-w-7xl px-4 xl:px-6">
      <ul className="mt-6 grid grid-cols-2 gap-3 xl:mt-8 xl:grid-cols-4">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              href={entry.href}
              className="group flex h-full flex-col items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow-md sm:flex-row sm:gap-4 xl:p-5"
            >
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-brand-600 group-hover:text-white">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-6 w-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  {icons[entry.key]}
                </svg>
              </span>
              <span>
                <span className="block font-semibold text-slate-900 group-hover:text-brand-700">
                  {t(`${entry.key}.title`)}
                </span>
                <span className="mt-1 hidden text-sm text-slate-600 sm:block">{t(`${entry.key}.text`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
