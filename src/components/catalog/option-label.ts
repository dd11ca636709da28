/** A translator of the `catalog` namespace (server `getTranslations` or client `useTranslations`). */
export interface CatalogT {
  (key: string, values?: Record<string, string | number>): string
  has(key: string): boolean
}

/** The vocabularies with labels under `catalog.options` (src/domain/catalog/catalog.ts). */
export type OptionGroup = 'species' | 'tag' | 'expression' | 'application' | 'shipping' | 'tagPosition' | 'qcImage'

/** The localized label of a controlled-vocabulary value (species, tag, expression system…), else the value. */
export function optionLabel(t: CatalogT, group: OptionGroup, value: string | null | undefined): string {
  if (!value) return ''
  const key = `options.${group}.${value}`
  return t.has(key) ? t(key) : value
}

/** Values that say nothing about a product on a card or chip ("other" species, no expression system). */
const UNINFORMATIVE = new Set(['other', 'none'])

/** Short facts of a product for cards and chips: species, tag and expression system, uninformative ones left out. */
export function factLabels(
  t: CatalogT,
  p: { species?: string | null; tag?: string | null; expressionSystem?: string | null },
): string[] {
  const facts: [Parameters<typeof optionLabel>[1], string | null | undefined][] = [
    ['species', p.species],
    ['tag', p.tag],
    ['expression', p.expressionSystem],
  ]
  return facts
    .filter(([, value]) => value && !UNINFORMATIVE.has(value))
    .map(([group, value]) => optionLabel(t, group, value ?? null))
}

/** The spec's detail URL of a product (or of a new product, on the new-product screens). */
export function detailHref(
  catalogNumber: string,
  route: '/product-detail' | '/new-product-detail' = '/product-detail',
) {
  return `${route}?catalogNumber=${encodeURIComponent(catalogNumber)}`
}
