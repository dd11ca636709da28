import { getTranslations } from 'next-intl/server'
import { pageWindow } from '@/domain/content/content-query'
import { withQuery } from '@/domain/content/content-urls'
import { Link } from '@/i18n/link'

/** Numbered pages with previous and next, as links that keep the page's other query parameters. */
export async function Pager({
  path,
  query = {},
  page,
  pages,
}: {
  path: string
  query?: Record<string, string | number | undefined>
  page: number
  pages: number
}) {
  if (pages <= 1) return null
  const t = await getTranslations('content.pager')
  const href = (p: number) => withQuery(path, { ...query, page: p === 1 ? undefined : p })
  const cell = 'inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm'
  return (
    <nav aria-label={t('label')} className="mt-8 print:hidden">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} rel="prev" className={`${cell} border-slate-300 hover:border-brand-600`}>
              {t('previous')}
            </Link>
          ) : (
            <span aria-disabled="true" className={`${cell} border-slate-200 text-slate-500`}>
              {t('previous')}
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('page', { page: p })}
                className={
                  p === page
                    ? `${cell} border-brand-600 bg-brand-600 font-semibold text-white`
                    : `${cell} border-slate-300 hover:border-brand-600`
                }
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link href={href(page + 1)} rel="next" className={`${cell} border-slate-300 hover:border-brand-600`}>
              {t('next')}
            </Link>
          ) : (
            <span aria-disabled="true" className={`${cell} border-slate-200 text-slate-500`}>
              {t('next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
