import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/link'
import type { CitationRow } from '@/lib/data/citations'
import { optionLabel } from './option-label'

/** Publications citing a product (the detail's citations tab), newest first, with a link to all citations. */
export async function CitationList({ list, total }: { list: CitationRow[]; total: number }) {
  const t = await getTranslations('catalog.citations')
  const catalog = await getTranslations('catalog')
  const labels = (group: 'application' | 'species', codes: string[]) =>
    codes.map((c) => optionLabel(catalog, group, c)).join(', ')
  if (list.length === 0) return <p className="text-sm text-slate-600">{t('empty')}</p>
  return (
    <div>
      <ol className="space-y-4">
        {list.map((c) => (
          <li key={c.id} className="rounded-lg border border-slate-200 p-4">
            <p className="font-medium leading-snug text-slate-900">{c.title}</p>
            <p className="mt-1 text-sm text-slate-600">{c.authors}</p>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
              <span className="italic">{c.journalName}</span>
              <span>{c.year}</span>
              {c.impactFactor !== null && <span>{t('impactFactor', { value: c.impactFactor.toFixed(2) })}</span>}
              {c.doi && (
                <a
                  href={`https://doi.org/${c.doi}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 underline hover:text-brand-900"
                >
                  {t('doi', { doi: c.doi })}
                  <span className="sr-only"> {t('newTab')}</span>
                </a>
              )}
            </p>
            {(c.applications.length > 0 || c.species.length > 0) && (
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" data-testid="citation-uses">
                {c.applications.length > 0 && (
                  <span>{t('applications', { list: labels('application', c.applications) })}</span>
                )}
                {c.species.length > 0 && <span>{t('species', { list: labels('species', c.species) })}</span>}
              </p>
            )}
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-slate-600">
        {total > list.length ? t('showing', { shown: list.length, total }) : null}{' '}
        <Link href="/literature" className="font-medium text-brand-700 underline">
          {t('all')}
        </Link>
      </p>
    </div>
  )
}
