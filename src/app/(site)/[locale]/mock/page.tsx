import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ContentShell } from '@/components/content/ContentShell'
import { contentMetadata } from '@/components/content/page-metadata'
import type { Locale } from '@/i18n/routing'
import { demoCounts } from '@/lib/data/content'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'content.mock' })
  return contentMetadata({ locale, path: '/mock', title: t('title'), description: t('lead'), noindex: true })
}

/**
 * /mock (in the spec's route table, content not shown): a harmless developer page that counts the public
 * records and how many of them are demo data from the seed. Read-only, public data only, not indexed.
 */
export default async function MockPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('content.mock')
  const rows = await demoCounts()
  return (
    <ContentShell title={t('title')} lead={t('lead')}>
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('caption')}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('collection')}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {t('total')}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {t('demo')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.collection} className="border-t border-slate-100">
                <th scope="row" className="px-4 py-2.5 font-medium text-slate-800">
                  {t(`collections.${r.collection}`)}
                  <span className="ml-2 font-mono text-xs text-slate-500">{r.collection}</span>
                </th>
                <td className="px-4 py-2.5 text-right tabular-nums">{r.total}</td>
                <td className="px-4 py-2.5 text-right tabular-nums">{r.demo}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-sm text-slate-600">{t('note')}</p>
    </ContentShell>
  )
}
