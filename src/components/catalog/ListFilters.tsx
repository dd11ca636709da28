import { getTranslations } from 'next-intl/server'
import { listHref } from '@/domain/catalog/catalog-paging'
import {
  DEFAULT_SORT,
  type FacetCounts,
  LIST_FACETS,
  LIST_SORTS,
  type ListFacet,
  type ListQuery,
  listQueryEntries,
} from '@/domain/catalog/list-query'
import { Link } from '@/i18n/link'
import { optionLabel } from './option-label'

interface Props {
  route: string
  id: number | null
  query: ListQuery
  facets: FacetCounts
}

const chip = 'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm'
const off = `${chip} border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700`
const on = `${chip} border-brand-600 bg-brand-50 font-medium text-brand-800`

/**
 * The list's filters (species, tag, expression system, application) and sort as plain links: the state is in
 * the URL (reload and share keep it) and works without JavaScript. Each value shows how many products its link
 * leads to with the other filters applied; choosing one goes back to page 1.
 */
export async function ListFilters({ route, id, query, facets }: Props) {
  const t = await getTranslations('catalog')
  const href = (next: ListQuery) => listHref(route, id, 1, listQueryEntries(next))
  const label = (facet: ListFacet, value: string) => optionLabel(t, facet, value)
  const active = LIST_FACETS.filter((f) => query[f] !== undefined)
  const shown = LIST_FACETS.filter((f) => facets[f].length > 1 || query[f] !== undefined)
  const sort = query.sort ?? DEFAULT_SORT
  return (
    <div className="mt-4 space-y-3" data-list-filters>
      {shown.length > 0 && (
        <nav aria-label={t('filters.label')} className="space-y-2">
          {shown.map((facet) => (
            <div key={facet} className="flex flex-wrap items-center gap-2">
              <span id={`filter-${facet}`} className="w-full text-xs font-semibold text-slate-600 sm:w-28">
                {t(`filters.${facet}`)}
              </span>
              <ul aria-labelledby={`filter-${facet}`} className="flex flex-wrap gap-2">
                <li>
                  <Link
                    href={href({ ...query, [facet]: undefined })}
                    aria-current={query[facet] === undefined ? 'true' : undefined}
                    className={query[facet] === undefined ? on : off}
                    rel="nofollow"
                  >
                    {t('filters.any')}
                  </Link>
                </li>
                {facets[facet].map(({ value, count }) => {
                  const current = query[facet] === value
                  return (
                    <li key={value}>
                      <Link
                        href={href({ ...query, [facet]: value } as ListQuery)}
                        aria-current={current ? 'true' : undefined}
                        className={current ? on : off}
                        rel="nofollow"
                        data-filter={`${facet}:${value}`}
                      >
                        {label(facet, value)}
                        <span className="text-xs text-slate-500">{count}</span>
                      </Link>
                    </li>
                  )
                })}
              </ul>
            </div>
          ))}
          {active.length > 0 && (
            <Link
              href={href({ sort: query.sort })}
              className="inline-block text-sm text-brand-700 underline"
              rel="nofollow"
            >
              {t('filters.clear')}
            </Link>
          )}
        </nav>
      )}
      <nav aria-label={t('sort.label')} className="flex flex-wrap items-center gap-2">
        <span className="w-full text-xs font-semibold text-slate-600 sm:w-28">{t('sort.label')}</span>
        <ul className="flex flex-wrap gap-2">
          {LIST_SORTS.map((s) => (
            <li key={s}>
              <Link
                href={href({ ...query, sort: s === DEFAULT_SORT ? undefined : s })}
                aria-current={s === sort ? 'true' : undefined}
                className={s === sort ? on : off}
                rel="nofollow"
              >
                {t(`sort.${s}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
