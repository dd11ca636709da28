import { getTranslations } from 'next-intl/server'
import type { CitationItem } from '@/lib/data/citations'

/**
 * The citations table (spec: columns title, author, year, journalName). On narrow screens the table scrolls
 * sideways inside a focusable, labelled region, so keyboard users can scroll it too.
 */
export async function CitationTable({
  items,
  caption,
  captionId,
  printable = false,
}: {
  items: CitationItem[]
  caption: string
  captionId: string
  printable?: boolean
}) {
  const t = await getTranslations('content.literature')
  const table = (
    <section
      aria-labelledby={captionId}
      tabIndex={printable ? undefined : 0}
      className={printable ? '' : 'overflow-x-auto rounded-xl border border-slate-200'}
    >
      <table className="w-full min-w-[44rem] border-collapse text-left text-sm print:min-w-0">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="w-[44%] border-b border-slate-200 px-4 py-3 font-semibold">
              {t('colTitle')}
            </th>
            <th scope="col" className="border-b border-slate-200 px-4 py-3 font-semibold">
              {t('colAuthor')}
            </th>
            <th scope="col" className="border-b border-slate-200 px-4 py-3 font-semibold whitespace-nowrap">
              {t('colYear')}
            </th>
            <th scope="col" className="border-b border-slate-200 px-4 py-3 font-semibold">
              {t('colJournal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.id} className="align-top odd:bg-white even:bg-slate-50/60">
              <td className="border-b border-slate-100 px-4 py-3 font-medium text-slate-900">{c.title}</td>
              <td className="border-b border-slate-100 px-4 py-3 text-slate-600">{c.author}</td>
              <td className="border-b border-slate-100 px-4 py-3 text-slate-700 tabular-nums">{c.year}</td>
              <td className="border-b border-slate-100 px-4 py-3 text-slate-700 italic">{c.journalName}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
  if (printable) return table
  // Narrow screens get a stacked list with the same four facts; the table (hidden there) is for wider ones.
  return (
    <>
      <ul aria-label={caption} className="divide-y divide-slate-200 rounded-xl border border-slate-200 md:hidden">
        {items.map((c) => (
          <li key={c.id} className="p-4">
            <p className="font-medium text-slate-900">{c.title}</p>
            <p className="mt-1 text-sm text-slate-600">
              <span className="sr-only">{t('colAuthor')}: </span>
              {c.author}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              <span className="sr-only">{t('colJournal')}: </span>
              <i>{c.journalName}</i>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">{t('colYear')}: </span>
              <span className="tabular-nums">{c.year}</span>
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">{table}</div>
    </>
  )
}
