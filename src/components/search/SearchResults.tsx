import { getTranslations } from 'next-intl/server'
import { detailHref } from '@/components/catalog/option-label'
import { ProductThumb } from '@/components/catalog/ProductThumb'
import { EnquiryButton } from '@/components/leads/EnquiryButton'
import { Link } from '@/i18n/link'
import type { ArticleRow, ProductRow } from '@/lib/data/search'
import { ResultsTable } from './ResultsTable'

/** Product tab rows: the first image and catalog number, product name, size/price (spec section 2). */
export async function ProductResults({ rows }: { rows: ProductRow[] }) {
  const t = await getTranslations('search.columns')
  return (
    <ResultsTable
      className="w-full min-w-[36rem] border-collapse text-left text-sm"
      columns={[t('catalogNumber'), t('productName'), t('sizePrice')]}
    >
      {rows.map((row) => (
        <tr key={row.id} className="border-b border-slate-100 align-top">
          <td className="py-3 pr-4 font-mono whitespace-nowrap">
            <div className="flex items-center gap-3">
              <ProductThumb image={row.image} fallbackAlt={row.name} sizes={48} className="h-12 w-12 shrink-0" />
              <Link href={detailHref(row.catalogNumber)} className="text-brand-700 hover:underline">
                {row.catalogNumber}
              </Link>
            </div>
          </td>
          <td className="py-3 pr-4">
            <Link href={detailHref(row.catalogNumber)} className="hover:text-brand-700 hover:underline">
              {row.name}
            </Link>
          </td>
          <td className="py-3">
            <ul className="space-y-0.5">
              {row.sizes.map((s) => (
                <li key={s.size} className="whitespace-nowrap">
                  {s.size} <span className="text-slate-600">{s.price}</span>
                </li>
              ))}
            </ul>
            <EnquiryButton
              product={{ catalogNumber: row.catalogNumber, productName: row.name }}
              label={`${row.catalogNumber} ${row.name}`}
            />
          </td>
        </tr>
      ))}
    </ResultsTable>
  )
}

/** Service and content tab rows: title and the tree node name. */
export async function ArticleResults({ rows, kind }: { rows: ArticleRow[]; kind: 'service' | 'content' }) {
  const t = await getTranslations('search.columns')
  const href = (row: ArticleRow) => (kind === 'service' ? `/service?menuId=${row.categoryId}` : `/article?id=${row.id}`)
  return (
    <ResultsTable className="w-full border-collapse text-left text-sm" columns={[t('title'), t('treeName')]}>
      {rows.map((row) => (
        <tr key={row.id} className="border-b border-slate-100 align-top">
          <td className="py-3 pr-4">
            <Link href={href(row)} className="font-medium text-brand-700 hover:underline">
              {row.title}
            </Link>
            {row.summary ? <p className="mt-1 line-clamp-2 text-slate-600">{row.summary}</p> : null}
          </td>
          <td className="py-3 whitespace-nowrap text-slate-600">{row.treeName}</td>
        </tr>
      ))}
    </ResultsTable>
  )
}
