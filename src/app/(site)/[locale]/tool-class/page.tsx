import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { TrackOnView } from '@/components/analytics/TrackOnView'
import { Cd002Promo } from '@/components/toolbox/Cd002Promo'
import { Toolbox } from '@/components/toolbox/Toolbox'
import { parseToolboxQuery } from '@/components/toolbox/toolbox-state'
import { IntlProvider } from '@/i18n/client'
import { clientMessages } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/routing'

/** Rendered per request from the URL query (the inputs); the site's data it shows comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'toolbox.meta' })
  return {
    title: t('title'),
    description: t('description'),
    alternates: {
      canonical: locale === 'en' ? '/en/tool-class' : '/tool-class',
      languages: { 'zh-CN': '/tool-class', en: '/en/tool-class' },
    },
  }
}

/**
 * /tool-class: the mRNA capping-rate toolbox (issue 5) with its three parts (probe-design, product-molecules,
 * reaction-system). The inputs live in the URL query, so this page is rendered per request from it (the
 * results are in the first HTML); afterwards the library computes in the browser as the user types.
 */
export default async function ToolClassPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('toolbox')
  const { inputs, part } = parseToolboxQuery(await searchParams)
  return (
    <main className="mx-auto max-w-7xl px-4 py-6 xl:px-8 xl:py-10 print:max-w-none print:p-0" data-toolbox-print>
      <header className="max-w-3xl">
        <h1 className="text-2xl font-semibold text-slate-900 xl:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-sm text-slate-600 xl:text-base print:hidden">{t('intro')}</p>
      </header>
      <div className="mt-6 grid gap-8 xl:grid-cols-[minmax(0,1fr)_17rem]">
        <TrackOnView operateType="toolbox" operateTypeId={part} />
        <IntlProvider locale={locale} messages={clientMessages(locale, ['toolbox'])}>
          <Toolbox initialInputs={inputs} initialPart={part} />
        </IntlProvider>
        <div className="xl:sticky xl:top-24 xl:self-start print:hidden">
          <Cd002Promo />
        </div>
      </div>
    </main>
  )
}
