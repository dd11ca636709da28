import { type DetailRouteProps, detailRouteMetadata, detailRoutePage } from '@/components/catalog/catalog-routes'

/**
 * /new-product-detail?catalogNumber=X, rewritten here by the proxy: a new product's detail, the same screen
 * as /product-detail (its canonical URL) with the new-product menu and trail. Cached (ISR).
 */
export const revalidate = 300

export function generateStaticParams() {
  return []
}

export const generateMetadata = detailRouteMetadata

export default function NewProductDetailRoute(props: DetailRouteProps) {
  return detailRoutePage(props, '/new-product-detail')
}
