import { getTranslations } from 'next-intl/server'
import { optionLabel } from '@/components/catalog/option-label'
import { Link } from '@/i18n/link'
import type { searchFacets } from '@/lib/data/search'
import { type SearchPageParams, searchHref } from './search-params'

type Facets = Awaited<ReturnType<typeof searchFacets>>

const chip = (active: boolean) =>
  `inline-flex items-center rounded-full border px-3 py-1 text-sm ${
    active ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-300 text-slate-700 hover:border-brand-600'
  }`

/** Filters of the product tab (category, protein tag, species) with counts; each is a link. */
export async function SearchFilters({ params, facets }: { params: SearchPageParams; facets: Facets }) {
  const t = await getTranslations('search.filters')
  const catalog = await getTranslations('catalog')
  const groups = [
    {
      key: 'categoryId' as const,
      label: t('category'),
      items: facets.categories.map((c) => ({ value: c.id, label: c.name, count: c.count })),
    },
    {
      key: 'tag' as const,
      label: t('tag'),
      items: facets.tags.map((x) => ({ value: x.value, label: optionLabel(catalog, 'tag', x.value), count: x.count })),
    },
    {
      key: 'species' as const,
      label: t('species'),
      items: facets.species.map((x) => ({
        value: x.value,
        label: optionLabel(catalog, 'species', x.value),
        count: x.count,
      })),
    },
  ]
  const filtered = params.categoryId !== undefined || params.tag || params.species
  return (
    <section aria-label={t('label')} className="mt-4 space-y-3 rounded border border-slate-200 bg-slate-50 p-4">
      {groups.map((group) =>
        group.items.length ? (
          <div key={group.key} className="flex flex-wrap items-center gap-2">
            <span className="w-24 shrink-0 text-sm font-medium text-slate-700">{group.label}</span>
            <Link
              href={searchHref(params, { [group.key]: undefined })}
              className={chip(params[group.key] === undefined)}
            >
              {t('all')}
            </Link>
            {group.items.map((item) => (
              <Link
                key={String(item.value)}
                href={searchHref(params, { [group.key]: item.value })}
                aria-current={params[group.key] === item.value ? 'true' : undefined}
                className={chip(params[group.key] === item.value)}
              >
                {item.label} <span className="ml-1 text-slate-500">{item.count}</span>
              </Link>
            ))}
          </div>
        ) : null,
      )}
      {filtered ? (
        <Link
          href={searchHref(params, { categoryId: undefined, tag: undefined, species: undefined })}
          className="text-sm text-brand-700 underline"
        >
          {t('clear')}
        </Link>
      ) : null}
    </section>
  )
}
