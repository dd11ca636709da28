import { getTranslations } from 'next-intl/server'
import { stockMessage } from '@/domain/catalog/stock'
import { Link } from '@/i18n/link'
import type { ProductRow } from '@/lib/data/catalog'
import { ListPricesProvider, RowPrice } from './ListPrices'
import { NewBadge } from './NewBadge'
import { detailHref, optionLabel } from './option-label'
import { ProductThumb } from './ProductThumb'
import { StockBadge } from './StockBadge'

interface Props {
  products: ProductRow[]
  /** Detail route the rows link to (new products open /new-product-detail). */
  detailRoute?: '/product-detail' | '/new-product-detail'
  caption: string
}

/**
 * Product rows of a list: the first image beside catalog number and name, species, tag, and each size with its
 * stock badge and price. The stock is in the cached HTML; the prices are read in the browser for the visible
 * rows in one call (they depend on the visitor's country), the inquiry word where there is none.
 */
export async function ProductTable({ products, detailRoute = '/product-detail', caption }: Props) {
  const t = await getTranslations('catalog')
  return (
    <ListPricesProvider ids={products.map((p) => p.id)}>
      <div className="overflow-hidden rounded-lg border border-slate-200">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="hidden bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600 md:table-header-group">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('columns.catalogNumber')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('columns.name')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('columns.species')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('columns.tag')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('list.sizesPrices')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {products.map((p) => (
              <tr
                key={p.id}
                data-product-row={p.catalogNumber}
                className="block px-4 py-3 hover:bg-brand-50/60 md:table-row md:p-0"
              >
                <td className="block font-mono text-sm font-semibold text-brand-700 md:table-cell md:px-4 md:py-3 md:whitespace-nowrap">
                  <div className="flex items-center gap-3">
                    <ProductThumb image={p.image} fallbackAlt={p.name} sizes={56} className="h-14 w-14 shrink-0" />
                    <span>
                      {p.catalogNumber}
                      {p.isNew && <NewBadge label={t('newBadge')} className="ml-2" />}
                    </span>
                  </div>
                </td>
                <td className="block py-1 md:table-cell md:px-4 md:py-3">
                  <Link
                    href={detailHref(p.catalogNumber, detailRoute)}
                    className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    {p.name}
                  </Link>
                </td>
                <td className="inline-block pr-3 text-slate-600 md:table-cell md:px-4 md:py-3">
                  <span className="md:hidden">{t('columns.labelled', { label: t('columns.species') })}</span>
                  {optionLabel(t, 'species', p.species)}
                </td>
                <td className="inline-block pr-3 text-slate-600 md:table-cell md:px-4 md:py-3">
                  <span className="md:hidden">{t('columns.labelled', { label: t('columns.tag') })}</span>
                  {optionLabel(t, 'tag', p.tag)}
                </td>
                <td className="block pt-2 text-slate-700 md:table-cell md:px-4 md:py-3">
                  <ul className="space-y-1">
                    {p.stock.map((s) => {
                      const stock = stockMessage(s.stock, s.leadTimeDays)
                      return (
                        <li key={s.size} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                          <span className="min-w-12 font-medium text-slate-900">{s.size}</span>
                          <RowPrice productId={p.id} size={s.size} />
                          <StockBadge stock={s.stock} text={t(`stock.${stock.key}`, stock.values)} />
                        </li>
                      )
                    })}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ListPricesProvider>
  )
}
