import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { listHref } from '@/domain/catalog/catalog-paging'
import { isPlainQuery, type ListQuery, listQueryEntries } from '@/domain/catalog/list-query'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'
import { locateCategory, menuTree, PRODUCTS_ROOT_ID, productList, productTree } from '@/lib/data/catalog'
import { Breadcrumbs } from './Breadcrumbs'
import { CategoryTreeMenu } from './CategoryTreeMenu'
import { ListFilters } from './ListFilters'
import { Pagination } from './Pagination'
import { ProductTable } from './ProductTable'

interface Props {
  locale: Locale
  /** /product-list (a category's products) or /new-product-list (new products, of a category or all). */
  route: '/product-list' | '/new-product-list'
  categoryId: number | null
  page: number
  /** Filters and sort from the URL (issue 19), already checked; {} for the plain, cached list. */
  query?: ListQuery
}

/**
 * A paged list of products with the category tree menu beside it: /product-list?id=&page= and
 * /new-product-list?id=&page=, in natural catalog-number order, with filters and sort as links
 * (&species=&tag=&expression=&application=&sort=). Unknown categories and pages past the end are 404.
 */
export async function CategoryListPage({ locale, route, categoryId, page, query = {} }: Props) {
  const isNew = route === '/new-product-list'
  const [tree, list, t] = await Promise.all([
    productTree(locale),
    productList(locale, isNew ? 'new' : 'all', categoryId, page, undefined, query),
    getTranslations('catalog'),
  ])
  // The products root (id 2) lists the whole catalogue, like /new-product-list without an id.
  const shownId = categoryId === PRODUCTS_ROOT_ID ? null : categoryId
  const located = shownId === null ? null : locateCategory(tree, shownId)
  if (!list || (shownId !== null && !located) || page > list.pages) notFound()
  const mode = isNew ? 'new' : 'products'
  const title = located
    ? isNew
      ? t('list.newIn', { category: located.node.name })
      : located.node.name
    : t(isNew ? 'list.allNew' : 'list.all')
  const extra = listQueryEntries(query)
  const filtered = !isPlainQuery(query) && extra.some(([key]) => key !== 'sort')
  const children = (located?.node.children ?? tree).filter((c) => (isNew ? c.newCount : c.count) > 0)

  return (
    <main className="mx-auto max-w-7xl px-4 pt-6 pb-16 xl:px-6">
      <Breadcrumbs
        items={[
          isNew
            ? { label: t('crumbs.newProducts'), href: '/new-products' }
            : { label: t('crumbs.products'), href: '/products' },
          ...(located?.path ?? []).map((c, i, all) =>
            i === all.length - 1 ? { label: c.name } : { label: c.name, href: listHref(route, c.id) },
          ),
          ...(located ? [] : [{ label: title }]),
        ]}
      />
      <div className="mt-6 grid gap-8 xl:grid-cols-[15rem_minmax(0,1fr)]">
        <aside>
          <CategoryTreeMenu tree={menuTree(tree, mode)} activeId={shownId} mode={mode} />
        </aside>
        <section aria-labelledby="list-title" className="min-w-0">
          <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 pb-4">
            <div>
              <h1 id="list-title" className="text-2xl font-semibold text-slate-900">
                {title}
              </h1>
              <p className="mt-1 text-sm text-slate-600">
                {list.total > 0
                  ? t('list.summary', { total: list.total, page, pages: list.pages })
                  : filtered
                    ? t('list.noMatch')
                    : t('list.empty')}
              </p>
            </div>
          </div>
          {children.length > 0 && (
            <ul aria-label={t('list.subcategories')} className="mt-4 flex flex-wrap gap-2">
              {children.map((c) => (
                <li key={c.id}>
                  <Link
                    href={listHref(route, c.id)}
                    className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:border-brand-600 hover:text-brand-700"
                  >
                    {c.name}
                    <span className="text-xs text-slate-500">{isNew ? c.newCount : c.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {list.facets && <ListFilters route={route} id={categoryId} query={query} facets={list.facets} />}
          {list.list.length > 0 && (
            <div className="mt-6">
              <ProductTable
                products={list.list}
                caption={title}
                detailRoute={isNew ? '/new-product-detail' : '/product-detail'}
              />
            </div>
          )}
          <Pagination route={route} id={categoryId} page={page} pages={list.pages} extra={extra} />
        </section>
      </div>
    </main>
  )
}
