import { getTranslations } from 'next-intl/server'
import { optionLabel } from '@/components/catalog/option-label'
import { Link } from '@/i18n/link'
import type { SearchFacets } from '@/lib/data/search'
import { type FacetParam, hasFacets, NO_FACETS, type SearchPageParams, searchHref } from './search-params'

const chip = (active: boolean) =>
  `inline-flex shrink-0 items-center whitespace-nowrap rounded-full border px-3 py-1 text-sm ${
    active ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-300 text-slate-700 hover:border-brand-600'
  }`

interface FacetGroup {
  key: FacetParam
  label: string
  items: { value: string | number; label: string; count: number }[]
}

/**
 * Filters of the product tab with counts (issue 20): category, protein tag, species, expression system,
 * application and stock. Each value is a link that sets one facet and keeps the others (all in the URL, so a
 * reload or a shared link shows the same list); each facet's counts apply the other facets. On a phone each
 * facet is one row that scrolls sideways; on wider screens the values wrap beside the facet's name.
 */
export async function SearchFilters({ params, facets }: { params: SearchPageParams; facets: SearchFacets }) {
  const t = await getTranslations('search.filters')
  const f = await getTranslations('search.facets')
  const catalog = await getTranslations('catalog')
  const stockLabel = (value: string) =>
    value === 'in-stock'
      ? f('inStock')
      : value === 'made-to-order'
        ? f('madeToOrder')
        : facets.stockDays
          ? f('shipsWithin', { days: facets.stockDays })
          : f('shipsSoon')
  const groups: FacetGroup[] = [
    {
      key: 'categoryId',
      label: t('category'),
      items: facets.categories.map((c) => ({ value: c.id, label: c.name, count: c.count })),
    },
    {
      key: 'tag',
      label: t('tag'),
      items: facets.tags.map((x) => ({ value: x.value, label: optionLabel(catalog, 'tag', x.value), count: x.count })),
    },
    {
      key: 'species',
      label: t('species'),
      items: facets.species.map((x) => ({
        value: x.value,
        label: optionLabel(catalog, 'species', x.value),
        count: x.count,
      })),
    },
    {
      key: 'expressionSystem',
      label: f('expressionSystem'),
      items: facets.expressionSystems.map((x) => ({
        value: x.value,
        label: optionLabel(catalog, 'expression', x.value),
        count: x.count,
      })),
    },
    {
      key: 'application',
      label: f('application'),
      items: facets.applications.map((x) => ({
        value: x.value,
        label: optionLabel(catalog, 'application', x.value),
        count: x.count,
      })),
    },
    {
      key: 'stock',
      label: f('stock'),
      items: facets.stock.map((x) => ({ value: x.value, label: stockLabel(x.value), count: x.count })),
    },
  ]
  return (
    <section
      aria-label={t('label')}
      className="mt-4 space-y-3 rounded border border-slate-200 bg-slate-50 p-3 md:p-4"
      data-testid="search-facets"
    >
      {groups.map((group) => {
        const current = params[group.key]
        // A value chosen in the URL but without matches now still shows, so it can be seen and removed.
        const chosenMissing =
          group.key !== 'categoryId' && current !== undefined && !group.items.some((i) => i.value === current)
        if (!group.items.length && !chosenMissing) return null
        return (
          <div
            key={group.key}
            data-facet={group.key}
            className="flex flex-col gap-1.5 md:flex-row md:items-start md:gap-2"
          >
            <span className="shrink-0 pt-1 text-sm font-medium text-slate-700 md:w-28">{group.label}</span>
            <div className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 md:mx-0 md:flex-wrap md:overflow-visible md:px-0 md:pb-0">
              <Link href={searchHref(params, { [group.key]: undefined })} className={chip(current === undefined)}>
                {t('all')}
              </Link>
              {group.items.map((item) => (
                <Link
                  key={String(item.value)}
                  href={searchHref(params, { [group.key]: item.value })}
                  aria-current={current === item.value ? 'true' : undefined}
                  data-value={String(item.value)}
                  className={chip(current === item.value)}
                >
                  {item.label}{' '}
                  <span className="ml-1 text-slate-500" data-count>
                    {item.count}
                  </span>
                </Link>
              ))}
              {chosenMissing ? (
                <Link
                  href={searchHref(params, { [group.key]: undefined })}
                  aria-current="true"
                  data-value={String(current)}
                  className={chip(true)}
                >
                  {f('remove', { value: groupValueLabel(group.key, String(current), catalog, stockLabel) })}{' '}
                  <span className="ml-1 text-slate-500" data-count>
                    0
                  </span>
                </Link>
              ) : null}
            </div>
          </div>
        )
      })}
      {hasFacets(params) ? (
        <Link href={searchHref(params, NO_FACETS)} className="inline-block text-sm text-brand-700 underline">
          {t('clear')}
        </Link>
      ) : null}
    </section>
  )
}

/** The label of a chosen value that has no matches any more (categories never get here). */
function groupValueLabel(
  key: FacetParam,
  value: string,
  catalog: Parameters<typeof optionLabel>[0],
  stockLabel: (v: string) => string,
): string {
  if (key === 'tag') return optionLabel(catalog, 'tag', value)
  if (key === 'species') return optionLabel(catalog, 'species', value)
  if (key === 'expressionSystem') return optionLabel(catalog, 'expression', value)
  if (key === 'application') return optionLabel(catalog, 'application', value)
  if (key === 'stock') return stockLabel(value)
  return value
}
