import { getTranslations } from 'next-intl/server'
import { detailHref } from '@/components/catalog/option-label'
import { Link } from '@/i18n/link'
import type { DidYouMeanRow } from '@/lib/data/search'

/** /search-not-found: the closest catalog numbers and names to what the visitor typed (issue 20). */
export async function DidYouMean({ rows }: { rows: DidYouMeanRow[] }) {
  if (!rows.length) return null
  const t = await getTranslations('search.didYouMean')
  return (
    <section className="mt-6" aria-labelledby="did-you-mean" data-testid="did-you-mean">
      <h2 id="did-you-mean" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('hint')}</p>
      <ul className="mt-3 space-y-1">
        {rows.map((row) => (
          <li key={row.id}>
            <Link href={detailHref(row.catalogNumber)} className="text-brand-700 hover:underline">
              <span className="font-mono">{row.catalogNumber}</span> {row.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
