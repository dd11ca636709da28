import { getTranslations, setRequestLocale } from 'next-intl/server'
import { contentMetadata } from '@/components/content/page-metadata'
import { TrialRequestForm } from '@/components/forms/TrialRequestForm'
import { ExtraMessages } from '@/components/shell/ExtraMessages'
import { TRIAL_INDUSTRY_CODES } from '@/domain/leads/trial-request'
import { pickMessages } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/routing'
import { areasList } from '@/lib/data/distributors'
import { formCategoryRoots, formIndustries, formProductCategories } from '@/lib/data/lead-forms'

/** Rendered per request (the query may pre-fill the product); the lists come from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'leads.trialRequest' })
  return contentMetadata({ locale, path: '/apply', title: t('title'), description: t('intro') })
}

const first = (value: string | string[] | undefined, max: number) =>
  (Array.isArray(value) ? value[0] : value)?.slice(0, max) ?? ''

/** /apply: the free trial sample application (spec sections 2, 3, 5, 9), two steps. */
export default async function ApplyPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const query = await searchParams
  const t = await getTranslations('leads.trialRequest')
  const [categories, industries, provinces, categoryRoots] = await Promise.all([
    formProductCategories(locale),
    // The spec's two industries (academic, industrial), named as the spec names them (issue 16).
    formIndustries(locale, TRIAL_INDUSTRY_CODES),
    areasList(locale),
    formCategoryRoots(locale),
  ])
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-slate-600">{t('intro')}</p>
      <section aria-labelledby="trial-terms" className="mt-6 rounded border border-amber-200 bg-amber-50 p-4">
        <h2 id="trial-terms" className="font-semibold text-slate-900">
          {t('termsTitle')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>{t('terms.free')}</li>
          <li>{t('terms.endUser')}</li>
          <li>{t('terms.feedback')}</li>
        </ul>
      </section>
      <section className="mt-8 rounded border border-slate-200 p-6">
        <ExtraMessages messages={pickMessages(locale, ['leads'])}>
          <TrialRequestForm
            categories={categories}
            industries={industries.map((i) => ({ id: i.id, name: t(`industries.${i.code}`) }))}
            provinces={provinces}
            categoryRoots={categoryRoots}
            product={{ sku: first(query.sku, 50), productName: first(query.productName, 200) }}
          />
        </ExtraMessages>
      </section>
    </main>
  )
}
