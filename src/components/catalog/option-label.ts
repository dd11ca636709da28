/** A translator of the `catalog` namespace (server `getTranslations` or client `useTranslations`). */
export interface CatalogT {
  (key: string, values?: Record<string, string | number>): string
  has(key: string): boolean
}

/** The localized label of a controlled-vocabulary value (species, tag, expression system), else the value. */
export function optionLabel(t: CatalogT, group: 'species' | 'tag' | 'expression', value: string | null): string {
  if (!value) return ''
  const key = `options.${group}.${value}`
  return t.has(key) ? t(key) : value
}

/** The spec's detail URL of a product (or of a new product, on the new-product screens). */
export function detailHref(
  catalogNumber: string,
  route: '/product-detail' | '/new-product-detail' = '/product-detail',
) {
  return `${route}?catalogNumber=${encodeURIComponent(catalogNumber)}`
}
