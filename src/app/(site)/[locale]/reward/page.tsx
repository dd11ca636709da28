import { getTranslations, setRequestLocale } from 'next-intl/server'
import { contentMetadata } from '@/components/content/page-metadata'
import { PaperAwardForm } from '@/components/forms/PaperAwardForm'
import { ExtraMessages } from '@/components/shell/ExtraMessages'
import { AWARD_PROGRAMME, AWARD_TIERS } from '@/domain/leads/paper-award'
import { pickMessages } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/routing'
import { areasList } from '@/lib/data/distributors'

/** Rendered per request (the member pre-fill is fetched by the browser); the lists come from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'leads.paperAward' })
  return contentMetadata({ locale, path: '/reward', title: t('pageTitle'), description: t('intro') })
}

/** Tier rows, lowest first, with their message keys. */
const TIER_ROWS = [...AWARD_TIERS].reverse().map((tier, i) => ({ key: `t${i + 1}`, cny: tier.fen / 100 }))

/** /reward: the paper award application (spec sections 2, 3, 5, 9): programme facts, tiers, rules, five steps. */
export default async function RewardPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('leads.paperAward')
  const areas = (await areasList(locale)).map(({ id, name }) => ({ id, name }))
  const number = (n: number) => n.toLocaleString('en-US')
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-semibold text-slate-900">{t('pageTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('intro')}</p>
      <p className="mt-4 rounded bg-brand-50 px-4 py-3 text-brand-900" data-testid="reward-facts">
        {t('facts', {
          since: AWARD_PROGRAMME.since,
          amount: number(AWARD_PROGRAMME.paidCnyOver),
          papers: number(AWARD_PROGRAMME.papersOver),
          year: AWARD_PROGRAMME.asOfYear,
        })}
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="reward-tiers">
          <h2 id="reward-tiers" className="font-semibold text-slate-900">
            {t('tiersTitle')}
          </h2>
          <table className="mt-2 w-full border-collapse text-sm">
            <thead>
              <tr className="bg-slate-100 text-left">
                <th scope="col" className="border border-slate-200 px-3 py-2">
                  {t('tierIf')}
                </th>
                <th scope="col" className="border border-slate-200 px-3 py-2">
                  {t('tierAward')}
                </th>
              </tr>
            </thead>
            <tbody>
              {TIER_ROWS.map((row) => (
                <tr key={row.key}>
                  <td className="border border-slate-200 px-3 py-2">{t(`tiers.${row.key}`)}</td>
                  <td className="border border-slate-200 px-3 py-2">{number(row.cny)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="reward-rules">
          <h2 id="reward-rules" className="font-semibold text-slate-900">
            {t('rulesTitle')}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>{t('rules.onePerPaper')}</li>
            <li>{t('rules.highestIf')}</li>
            <li>{t('rules.tax')}</li>
            <li>{t('rules.eligibility')}</li>
          </ul>
        </section>
      </div>
      <p className="mt-4 text-xs text-slate-500">{t('sensitive')}</p>
      <section className="mt-8 rounded border border-slate-200 p-6">
        <ExtraMessages messages={pickMessages(locale, ['leads'])}>
          <PaperAwardForm areas={areas} />
        </ExtraMessages>
      </section>
    </main>
  )
}
