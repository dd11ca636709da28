import type { Locale } from '../../i18n/routing'
import { cached } from '../cache'
import { CACHE_TAGS } from '../cache-tags'
import { getPayloadClient } from '../payload'
import { PRODUCTS_ROOT_ID } from './catalog'

/**
 * The lists the trial and award forms choose from (cached by tag): industries and product categories; the
 * provinces are `areasList` of ./content.
 */
export type Option = { id: number; name: string; code?: string }

/** The industries, or with `codes` only those (the trial and suggestion forms offer two: issue 16). */
export async function formIndustries(locale: Locale, codes?: readonly string[]): Promise<Option[]> {
  const key = codes ? `form-industries:${locale}:${codes.join(',')}` : `form-industries:${locale}`
  return cached(key, [CACHE_TAGS.industries], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'industries',
      ...(codes ? { where: { code: { in: [...codes] } } } : {}),
      sort: 'sort',
      limit: 50,
      depth: 0,
      locale,
      overrideAccess: false,
    })
    return docs.map((i) => ({ id: i.id, name: i.name, code: i.code }))
  })
}

/** Top-level product categories (children of the products node, id 2). */
export async function formProductCategories(locale: Locale): Promise<Option[]> {
  return cached(`form-product-categories:${locale}`, [CACHE_TAGS.categories], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'categories',
      where: { parent: { equals: PRODUCTS_ROOT_ID } },
      sort: 'sort',
      limit: 100,
      depth: 0,
      locale,
      overrideAccess: false,
    })
    return docs.map((c) => ({ id: c.id, name: c.name }))
  })
}

/**
 * For each product category, the top-level category (a child of the products node) it lies under: the trial form
 * picks that one when a catalog number is looked up (issue 16). `{ [categoryId]: topLevelId }`.
 */
export async function formCategoryRoots(locale: Locale): Promise<Record<number, number>> {
  return cached(`form-category-roots:${locale}`, [CACHE_TAGS.categories], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'categories',
      limit: 2000,
      depth: 0,
      pagination: false,
      locale,
      overrideAccess: false,
    })
    const parentOf = new Map<number, number | null>()
    for (const c of docs) {
      const parent = c.parent as number | { id: number } | null | undefined
      parentOf.set(c.id, typeof parent === 'number' ? parent : (parent?.id ?? null))
    }
    const roots: Record<number, number> = {}
    for (const id of parentOf.keys()) {
      let node: number | null | undefined = id
      // Bounded walk up (a cycle cannot hang it).
      for (let hops = 0; node != null && hops < 20; hops++) {
        const parent = parentOf.get(node)
        if (parent === PRODUCTS_ROOT_ID) {
          roots[id] = node
          break
        }
        node = parent
      }
    }
    return roots
  })
}
