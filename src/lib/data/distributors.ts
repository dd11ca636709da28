import type { Payload, Where } from 'payload'
import type { Locale } from '../../i18n/routing'
import type { Area } from '../../payload-types'
import { CACHE_TAGS } from '../cache-tags'
import { textsOf } from './doc-views'
import { readModel } from './read-model'

/**
 * The distributors read model: the contact page's authorized distributors and GET /api/v1/distributor read the
 * same list; the provinces and regions (areas) are the /distributor/area list, every form's area select and
 * /dict's `areas`.
 */

export interface DistributorItem {
  id: number
  name: string
  address: string
  phone: string
  email: string
  website: string
  areas: { id: number; name: string }[]
}

/** Published authorized distributors in staff order, all or those covering one area. */
export const distributors = readModel(
  'distributors:list',
  [CACHE_TAGS.distributors, CACHE_TAGS.areas],
  async (payload: Payload, locale: Locale, areaId: number | null): Promise<DistributorItem[]> => {
    const where: Where[] = [{ status: { equals: 'published' } }]
    if (areaId !== null) where.push({ areas: { in: [areaId] } })
    const { docs } = await payload.find({
      collection: 'distributors',
      where: { and: where },
      sort: 'sort',
      limit: 200,
      depth: 1,
      locale,
      overrideAccess: false,
    })
    return docs.map((d) => ({
      id: d.id,
      name: d.name,
      ...textsOf(d, ['address', 'phone', 'email', 'website']),
      areas: (d.areas ?? []).filter((a): a is Area => typeof a === 'object').map((a) => ({ id: a.id, name: a.name })),
    }))
  },
)

/** The contact page's list (see `distributors`). */
export const distributorsList = distributors.page

export interface AreaItem {
  id: number
  code: string
  name: string
}

/** Provinces and regions in staff order. */
export const areas = readModel(
  'distributors:areas',
  [CACHE_TAGS.areas],
  async (payload: Payload, locale: Locale): Promise<AreaItem[]> => {
    const { docs } = await payload.find({
      collection: 'areas',
      sort: 'sort',
      limit: 100,
      depth: 0,
      locale,
      overrideAccess: false,
    })
    return docs.map((a) => ({ id: a.id, code: a.code, name: a.name }))
  },
)

/** The forms' area select (see `areas`). */
export const areasList = areas.page
