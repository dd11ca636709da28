import { getTranslations, setRequestLocale } from 'next-intl/server'
import { contentMetadata } from '@/components/content/page-metadata'
import { TrialForm } from '@/components/forms/TrialForm'
import { ExtraMessages } from '@/components/shell/ExtraMessages'
import { pickMessages } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/routing'
import { areasList } from '@/lib/data/content'
import { formIndustries, formProductCategories } from '@/lib/data/lead-forms'

/** Rendered per request (the query may pre-fill the product); the lists come from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'leads.trial' })
  return contentMetadata({ locale, path: '/apply', title: t('title'), description: t('intro') })
}

const first = (value: string | string[] | undefined, max: number) =>
  (Array.isArray(value) ? value[0] : value)?.slice(0, max) ?? ''

/** /apply: the free trial sample application (spec sections 2, 3, 5, 9), two steps. */
export default async function ApplyPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const query = await searchParams
  const t = await getTranslations('leads.trial')
  const [categories, industries, provinces] = await Promise.all([
    formProductCategories(locale),
    formIndustries(locale),
    areasList(locale),
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
          <TrialForm
            categories={categories}
            industries={industries}
            provinces={provinces.map(({ id, name }) => ({ id, name }))}
            product={{ sku: first(query.sku, 50), productName: first(query.productName, 200) }}
          />
        </ExtraMessages>
      </section>
    </main>
  )
}
