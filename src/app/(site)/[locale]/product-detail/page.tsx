import { type DetailFallbackProps, detailFallback } from '@/components/catalog/catalog-routes'

/** Reads the query string: rendered per request (the [locale] layout's static params would make it ISR). */
export const dynamic = 'force-dynamic'

/** /product-detail requests the proxy did not rewrite to product-detail/[catalogNumber] (see detailFallback). */
export default function ProductDetailFallback(props: DetailFallbackProps) {
  return detailFallback(props, '/product-detail')
}
