import { type DetailRouteProps, detailRouteMetadata, detailRoutePage } from '@/components/catalog/catalog-routes'

/** /product-detail?catalogNumber=X, rewritten here by the proxy: cached (ISR), rendered on first request. */
export const revalidate = 300

export function generateStaticParams() {
  return []
}

export const generateMetadata = detailRouteMetadata

export default function ProductDetailRoute(props: DetailRouteProps) {
  return detailRoutePage(props, '/product-detail')
}
