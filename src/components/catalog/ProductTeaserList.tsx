import { Link } from '@/i18n/navigation'
import type { Product } from '@/payload-types'

/** A compact list of products (catalog number above the name), each linking to its detail page. */
export function ProductTeaserList({ products }: { products: Pick<Product, 'id' | 'catalogNumber' | 'name'>[] }) {
  return (
    <ul className="grid gap-2 md:grid-cols-4">
      {products.map((p) => (
        <li key={p.id}>
          <Link href={`/product-detail?catalogNumber=${encodeURIComponent(p.catalogNumber)}`}>
            <span className="block text-sm text-slate-500">{p.catalogNumber}</span>
            {p.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
