import { getTranslations } from 'next-intl/server'
import { listHref, pageItems } from '@/domain/catalog/catalog-paging'
import { Link } from '@/i18n/link'

interface Props {
  /** The spec route of the list, e.g. `/product-list`. */
  route: string
  /** The category id of the query (`?id=`), or null for a list without one. */
  id: number | null
  page: number
  pages: number
  /** The list's filters and sort, kept on every page link. */
  extra?: [string, string][]
}

const box = 'inline-flex h-10 min-w-10 items-center justify-center rounded border px-3 text-sm'

/** Page links of a catalogue list: `?id=…&page=N` (the proxy serves them from the cached path form). */
export async function Pagination({ route, id, page, pages, extra = [] }: Props) {
  if (pages <= 1) return null
  const t = await getTranslations('catalog.paging')
  return (
    <nav aria-label={t('label')} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          {page > 1 ? (
            <Link
              href={listHref(route, id, page - 1, extra)}
              rel="prev"
              className={`${box} border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700`}
            >
              {t('previous')}
            </Link>
          ) : (
            <span aria-disabled="true" className={`${box} border-slate-200 text-slate-400`}>
              {t('previous')}
            </span>
          )}
        </li>
        {pageItems(page, pages).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                href={listHref(route, id, item.page, extra)}
                aria-current={item.current ? 'page' : undefined}
                aria-label={t('page', { page: item.page })}
                className={
                  item.current
                    ? `${box} border-brand-600 bg-brand-600 font-semibold text-white`
                    : `${box} border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700`
                }
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link
              href={listHref(route, id, page + 1, extra)}
              rel="next"
              className={`${box} border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700`}
            >
              {t('next')}
            </Link>
          ) : (
            <span aria-disabled="true" className={`${box} border-slate-200 text-slate-400`}>
              {t('next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
