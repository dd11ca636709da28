import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/link'
import { type SearchPageParams, searchHref } from './search-params'

export async function SearchPaging({ params, total, size }: { params: SearchPageParams; total: number; size: number }) {
  const pages = Math.ceil(total / size)
  if (pages <= 1) return null
  const t = await getTranslations('search.paging')
  const page = Math.min(params.page, pages)
  const box = 'inline-flex h-10 items-center rounded border px-4 text-sm'
  return (
    <nav aria-label={t('label')} className="mt-6 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link
          href={searchHref(params, { page: page - 1 })}
          rel="prev"
          className={`${box} border-slate-300 hover:border-brand-600`}
        >
          {t('previous')}
        </Link>
      ) : null}
      <span className="text-sm text-slate-600">{t('pageOf', { page, pages })}</span>
      {page < pages ? (
        <Link
          href={searchHref(params, { page: page + 1 })}
          rel="next"
          className={`${box} border-slate-300 hover:border-brand-600`}
        >
          {t('next')}
        </Link>
      ) : null}
    </nav>
  )
}
