import { type ListRouteProps, listRouteMetadata, listRoutePage } from '@/components/catalog/catalog-routes'

/** /product-list?id={categoryId}&page={n}, rewritten here by the proxy: cached (ISR), rendered on first request. */
export const revalidate = 300

export function generateStaticParams() {
  return []
}

export function generateMetadata(props: ListRouteProps) {
  return listRouteMetadata(props, '/product-list')
}

export default function ProductListPage(props: ListRouteProps) {
  return listRoutePage(props, '/product-list')
}
