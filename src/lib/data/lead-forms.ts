import type { Locale } from '../../i18n/routing'
import { cached } from '../cache'
import { CACHE_TAGS } from '../cache-tags'
import { getPayloadClient } from '../payload'
import { PRODUCTS_ROOT_ID } from './catalog'

/** The lists the trial and award forms choose from: provinces, industries, product categories (cached by tag). */
export type Option = { id: number; name: string }

export async function formAreas(locale: Locale): Promise<Option[]> {
  return cached(`form-areas:${locale}`, [CACHE_TAGS.areas], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'areas',
      sort: 'sort',
      limit: 100,
      depth: 0,
      locale,
      overrideAccess: false,
    })
    return docs.map((a) => ({ id: a.id, name: a.name }))
  })
}

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
