import { type CatalogProduct, datasheet, type ProductDetail, type SizeView, sizesView } from '../lib/data/catalog'
import type { LotView } from '../lib/data/lots'

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

/** The current lot as the API shows it (issue 19): its number, dates and measured values, its QC images. */
export function currentLotView(lot: LotView | null) {
  if (!lot) return null
  return {
    lotNumber: lot.lotNumber,
    manufacturedAt: lot.manufacturedAt,
    expiresAt: lot.expiresAt,
    concentrationMgPerMl: lot.concentrationMgPerMl,
    purityPercent: lot.purityPercent,
    endotoxinEuPerUg: lot.endotoxinEuPerUg,
    ed50Value: lot.ed50Value,
    ed50Unit: lot.ed50Unit,
    activityNote: lot.activityNote,
    qcImages: lot.qcImages,
  }
}

/**
 * GET /product/detail's answer: the summary (sizes with stock and lead time), the datasheet (issue 19: lab values,
 * gallery, kit template), the current lot and the related products (id, number, name).
 */
export function productDetailView(
  d: ProductDetail,
  showPrices: boolean,
  inquiryWord: string,
  lot: LotView | null = null,
) {
  return {
    ...productSummary(d, showPrices, inquiryWord),
    categoryName: d.categoryName,
    ...datasheet(d),
    currentLot: currentLotView(lot),
    related: d.related.map((r) => ({ id: r.id, catalogNumber: r.catalogNumber, name: r.name })),
  }
}
