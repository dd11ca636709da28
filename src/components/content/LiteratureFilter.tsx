import { getTranslations } from 'next-intl/server'
import { localizedPath } from '@/domain/content/content-urls'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'

/** The citations filter: a keyword (title, author or journal) and a year; a plain GET form. */
export async function LiteratureFilter({
  locale,
  action,
  keyword,
  year,
  years,
}: {
  locale: Locale
  action: string
  keyword: string | undefined
  year: number | undefined
  years: number[]
}) {
  const t = await getTranslations('content.literature')
  return (
    <search className="block print:hidden">
      <form
        method="get"
        action={localizedPath(locale, action)}
        className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[minmax(0,1fr)_10rem_auto_auto] sm:items-end"
      >
        <div>
          <label htmlFor="literature-keyword" className="block text-sm font-medium text-slate-700">
            {t('keyword')}
          </label>
          <input
            id="literature-keyword"
            type="search"
            name="keyword"
            defaultValue={keyword ?? ''}
            maxLength={100}
            placeholder={t('keywordPlaceholder')}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white h-10 px-3 text-slate-900 placeholder:text-slate-500"
          />
        </div>
        <div>
          <label htmlFor="literature-year" className="block text-sm font-medium text-slate-700">
            {t('year')}
          </label>
          <select
            id="literature-year"
            name="year"
            defaultValue={year ? String(year) : ''}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white h-10 px-3 text-slate-900"
          >
            <option value="">{t('allYears')}</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="h-10 rounded-md bg-brand-600 px-5 font-medium text-white hover:bg-brand-700">
          {t('search')}
        </button>
        {keyword || year ? (
          <Link href={action} className="flex h-10 items-center justify-center px-2 text-sm text-brand-700 underline">
            {t('reset')}
          </Link>
        ) : null}
      </form>
    </search>
  )
}
