import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs'
import { catalogMetadata } from '@/components/catalog/page-metadata'
import { listHref } from '@/domain/catalog/catalog-paging'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'
import { productTree } from '@/lib/data/catalog'

/** /products: the catalogue overview, every product category with its count. Cached (ISR). */
export const revalidate = 300

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'catalog' })
  return catalogMetadata(locale, '/products', t('overview.title'), t('overview.description'))
}

export default async function ProductsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [tree, t] = await Promise.all([productTree(locale), getTranslations('catalog')])
  const total = tree.reduce((n, c) => n + c.count, 0)
  return (
    <main className="mx-auto max-w-7xl px-4 pt-6 pb-16 xl:px-6">
      <Breadcrumbs items={[{ label: t('crumbs.products') }]} />
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4 border-b border-slate-200 pb-6">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-semibold text-slate-900">{t('overview.title')}</h1>
          <p className="mt-2 text-slate-600">{t('overview.intro')}</p>
          <p className="mt-2 text-sm text-slate-600">{t('overview.summary', { total, categories: tree.length })}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link
            href="/new-products"
            className="rounded-md border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('overview.newProducts')}
          </Link>
          <Link
            href="/hotsproduct"
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('overview.hotProducts')}
          </Link>
        </div>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {tree.map((category) => (
          <li key={category.id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <h2 className="text-lg font-semibold text-slate-900">
                <Link href={listHref('/product-list', category.id)} className="hover:text-brand-700 hover:underline">
                  {category.name}
                </Link>
              </h2>
              <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-700">
                {t('overview.count', { count: category.count })}
              </span>
            </div>
            {category.children.length > 0 && (
              <ul className="mt-4 space-y-1 text-sm">
                {category.children.map((child) => (
                  <li key={child.id}>
                    <Link
                      href={listHref('/product-list', child.id)}
                      className="flex items-center justify-between rounded px-2 py-1.5 text-slate-700 hover:bg-slate-50 hover:text-brand-700"
                    >
                      <span>{child.name}</span>
                      <span className="text-xs text-slate-500">{child.count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <Link
              href={listHref('/product-list', category.id)}
              className="mt-auto pt-4 text-sm font-medium text-brand-700 hover:underline"
            >
              {t('overview.viewCategory', { category: category.name })}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  )
}
