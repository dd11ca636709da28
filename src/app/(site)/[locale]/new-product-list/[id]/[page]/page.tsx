import { type ListRouteProps, listRouteMetadata, listRoutePage } from '@/components/catalog/catalog-routes'

/** /new-product-list?id=&page=, rewritten here by the proxy (`all` when there is no id): cached (ISR). */
export const revalidate = 300

export function generateStaticParams() {
  return []
}

export function generateMetadata(props: ListRouteProps) {
  return listRouteMetadata(props, '/new-product-list')
}

export default function NewProductListPage(props: ListRouteProps) {
  return listRoutePage(props, '/new-product-list')
}
