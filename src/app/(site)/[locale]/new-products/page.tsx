import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs'
import { ProductTeaserList } from '@/components/catalog/ProductTeaserList'
import { catalogMetadata } from '@/components/catalog/page-metadata'
import { listHref } from '@/domain/catalog/catalog-paging'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'
import { productList, productTree } from '@/lib/data/catalog'

/** /new-products: the new products landing, new products by category and the latest ones. Cached (ISR). */
export const revalidate = 300

const LATEST = 12

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'catalog' })
  return catalogMetadata(locale, '/new-products', t('newProducts.title'), t('newProducts.description'))
}

export default async function NewProductsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [tree, list, t] = await Promise.all([
    productTree(locale),
    productList(locale, 'new', null, 1, LATEST),
    getTranslations('catalog'),
  ])
  const categories = tree.filter((c) => c.newCount > 0)
  const total = list?.total ?? 0
  return (
    <main className="mx-auto max-w-7xl px-4 pt-6 pb-16 xl:px-6">
      <Breadcrumbs items={[{ label: t('crumbs.newProducts') }]} />
      <section className="mt-6 rounded-xl bg-brand-900 px-6 py-10 text-white xl:px-10">
        <h1 className="text-3xl font-semibold">{t('newProducts.title')}</h1>
        <p className="mt-3 max-w-3xl text-brand-50">{t('newProducts.intro')}</p>
        <Link
          href="/new-product-list"
          className="mt-6 inline-block rounded-md bg-white px-5 py-2.5 text-sm font-semibold text-brand-900 hover:bg-brand-50"
        >
          {t('newProducts.viewAll', { count: total })}
        </Link>
      </section>
      {categories.length > 0 && (
        <section aria-labelledby="new-by-category" className="mt-10">
          <h2 id="new-by-category" className="text-xl font-semibold text-slate-900">
            {t('newProducts.byCategory')}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  href={listHref('/new-product-list', c.id)}
                  className="flex items-center justify-between rounded-lg border border-slate-200 bg-white px-4 py-3 hover:border-brand-600 hover:text-brand-700"
                >
                  <span className="font-medium">{c.name}</span>
                  <span className="rounded-full bg-amber-100 px-2 text-sm text-amber-800">{c.newCount}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="new-latest" className="mt-10">
        <div className="flex items-end justify-between gap-4">
          <h2 id="new-latest" className="text-xl font-semibold text-slate-900">
            {t('newProducts.latest')}
          </h2>
          <Link href="/new-product-list" className="text-sm font-medium text-brand-700 hover:underline">
            {t('newProducts.more')}
          </Link>
        </div>
        <div className="mt-4">
          <ProductTeaserList products={list?.list ?? []} detailRoute="/new-product-detail" />
        </div>
      </section>
    </main>
  )
}
