import type { Locale } from '../../i18n/routing'
import { cached } from '../cache'
import { CACHE_TAGS } from '../cache-tags'
import { getPayloadClient } from '../payload'
import { PRODUCTS_ROOT_ID } from './catalog'

/**
 * The lists the trial and award forms choose from (cached by tag): industries and product categories; the
 * provinces are `areasList` of ./content.
 */
export type Option = { id: number; name: string }

export async function formIndustries(locale: Locale): Promise<Option[]> {
  return cached(`form-industries:${locale}`, [CACHE_TAGS.industries], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'industries',
      sort: 'sort',
      limit: 50,
      depth: 0,
      locale,
      overrideAccess: false,
    })
    return docs.map((i) => ({ id: i.id, name: i.name }))
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
