import { formatFen, visiblePriceFen } from '../domain/price'
import type { Category, Media, Product } from '../payload-types'

/** A size as the API shows it: `priceFen` null and `price` the inquiry word when no price is shown. */
export interface SizeView {
  size: string
  priceFen: number | null
  price: string
}

export interface ProductSummary {
  id: number
  catalogNumber: string
  name: string
  categoryId: number | null
  species: string | null
  tag: string | null
  isNew: boolean
  isHot: boolean
  sizes: SizeView[]
}

export function sizesView(sizes: Product['sizes'], showPrices: boolean, inquiryWord: string): SizeView[] {
  return (sizes ?? []).map((s) => {
    const fen = visiblePriceFen(s.priceFen, showPrices)
    return { size: s.size, priceFen: fen, price: fen === null ? inquiryWord : formatFen(fen) }
  })
}

export function relationId(value: number | { id: number } | null | undefined): number | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
}

export function productSummary(p: Product, showPrices: boolean, inquiryWord: string): ProductSummary {
  return {
    id: p.id,
    catalogNumber: p.catalogNumber,
    name: p.name,
    categoryId: relationId(p.category as number | Category),
    species: p.species ?? null,
    tag: p.tag ?? null,
    isNew: Boolean(p.isNew),
    isHot: Boolean(p.isHot),
    sizes: sizesView(p.sizes, showPrices, inquiryWord),
  }
}

export function mediaView(
  m: number | Media | null | undefined,
): { url: string; width: number | null; height: number | null; alt: string } | null {
  if (!m || typeof m !== 'object' || !m.url) return null
  return { url: m.url, width: m.width ?? null, height: m.height ?? null, alt: m.alt ?? '' }
}
