import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs'
import { ProductTeaserList } from '@/components/catalog/ProductTeaserList'
import { catalogMetadata } from '@/components/catalog/page-metadata'
import type { Locale } from '@/i18n/routing'
import { productList } from '@/lib/data/catalog'

/** /hotsproduct: every hot product (the home page's "more popular products"). Cached (ISR). */
export const revalidate = 300

/** Hot products are a short, hand-picked list: one page holds them all. */
const MAX_HOT = 100

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'catalog' })
  return catalogMetadata(locale, '/hotsproduct', t('hot.title'), t('hot.description'))
}

export default async function HotProductsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [list, t] = await Promise.all([productList(locale, 'hot', null, 1, MAX_HOT), getTranslations('catalog')])
  const products = list?.list ?? []
  return (
    <main className="mx-auto max-w-7xl px-4 pt-6 pb-16 xl:px-6">
      <Breadcrumbs items={[{ label: t('crumbs.products'), href: '/products' }, { label: t('hot.title') }]} />
      <div className="mt-6 border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-semibold text-slate-900">{t('hot.title')}</h1>
        <p className="mt-2 max-w-3xl text-slate-600">{t('hot.intro')}</p>
        <p className="mt-2 text-sm text-slate-600">{t('hot.count', { count: products.length })}</p>
      </div>
      <div className="mt-8">
        {products.length ? (
          <ProductTeaserList products={products} headingLevel="h2" />
        ) : (
          <p className="text-slate-600">{t('list.empty')}</p>
        )}
      </div>
    </main>
  )
}
