import { type CatalogProduct, datasheet, type ProductDetail, type SizeView, sizesView } from '../lib/data/catalog'

/**
 * The API's views of the catalog read model (src/lib/data/catalog.ts): the same products the pages show, with
 * prices applied per request (`showPrices` from the visitor's country; the inquiry word otherwise).
 */

/** A catalog product with its sizes' prices applied for the visitor. */
export interface ProductSummary extends Omit<CatalogProduct, 'sizes'> {
  sizes: SizeView[]
}

export function productSummary(p: CatalogProduct, showPrices: boolean, inquiryWord: string): ProductSummary {
  return {
    id: p.id,
    catalogNumber: p.catalogNumber,
    name: p.name,
    categoryId: p.categoryId,
    species: p.species,
    tag: p.tag,
    isNew: p.isNew,
    isHot: p.isHot,
    sizes: sizesView(p.sizes, showPrices, inquiryWord),
  }
}

/** GET /product/detail's answer: the summary, the datasheet and the related products (id, number, name). */
export function productDetailView(d: ProductDetail, showPrices: boolean, inquiryWord: string) {
  return {
    ...productSummary(d, showPrices, inquiryWord),
    categoryName: d.categoryName,
    ...datasheet(d),
    related: d.related.map((r) => ({ id: r.id, catalogNumber: r.catalogNumber, name: r.name })),
  }
}
