import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/link'
import type { ProductRow } from '@/lib/data/catalog'
import { NewBadge } from './NewBadge'
import { detailHref, optionLabel } from './option-label'

interface Props {
  products: ProductRow[]
  /** Detail route the rows link to (new products open /new-product-detail). */
  detailRoute?: '/product-detail' | '/new-product-detail'
  caption: string
}

/** Product rows of a list: catalog number, name, species, tag and sizes (prices are on the detail page). */
export async function ProductTable({ products, detailRoute = '/product-detail', caption }: Props) {
  const t = await getTranslations('catalog')
  return (
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
              {t('columns.sizes')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {products.map((p) => (
            <tr key={p.id} className="block px-4 py-3 hover:bg-brand-50/60 md:table-row md:p-0">
              <td className="block font-mono text-sm font-semibold text-brand-700 md:table-cell md:px-4 md:py-3 md:whitespace-nowrap">
                {p.catalogNumber}
                {p.isNew && <NewBadge label={t('newBadge')} className="ml-2" />}
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
              <td className="block pt-1 text-slate-600 md:table-cell md:px-4 md:py-3">
                <span className="md:hidden">{t('columns.labelled', { label: t('columns.sizes') })}</span>
                {p.sizes.join(' / ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
