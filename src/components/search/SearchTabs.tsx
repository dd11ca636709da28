import { getTranslations } from 'next-intl/server'
import type { TabCounts } from '@/domain/search/search-results'
import { Link } from '@/i18n/link'
import { NO_FACETS, SEARCH_TABS, type SearchPageParams, type SearchTab, searchHref } from './search-params'

/** The three result tabs of spec section 2 with their counts; a tab is a link (works without JavaScript). */
export async function SearchTabs({
  params,
  active,
  counts,
}: {
  params: SearchPageParams
  active: SearchTab
  counts: TabCounts
}) {
  const t = await getTranslations('search')
  return (
    <nav aria-label={t('tabs.label')} className="mt-6 border-b border-slate-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {SEARCH_TABS.map((tab) => (
          <li key={tab}>
            <Link
              href={searchHref(params, { tab, ...NO_FACETS })}
              aria-current={tab === active ? 'page' : undefined}
              className={`inline-block whitespace-nowrap border-b-2 px-4 py-3 text-sm font-medium ${
                tab === active
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-600 hover:text-brand-700'
              }`}
            >
              {t(`tabs.${tab}`)} <span className="text-slate-500">({counts[tab]})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
