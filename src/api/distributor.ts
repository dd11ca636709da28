import type { Where } from 'payload'
import { z } from 'zod'
import { cached } from '../lib/cache'
import { CACHE_TAGS } from '../lib/cache-tags'
import type { Area } from '../payload-types'
import { idParam, parseQuery } from './query'
import type { Route } from './router'

export const distributorRoutes: Route[] = [
  {
    method: 'GET',
    path: '/distributor',
    handler: async ({ url, payload, locale }) => {
      const q = parseQuery(url, z.object({ areaId: idParam.optional() }).strict())
      const where: Where[] = [{ status: { equals: 'published' } }]
      if (q.areaId !== undefined) where.push({ areas: { in: [q.areaId] } })
      const { docs } = await cached(
        `distributors:${locale}:${q.areaId ?? ''}`,
        [CACHE_TAGS.distributors, CACHE_TAGS.areas],
        () =>
          payload.find({
            collection: 'distributors',
            where: { and: where },
            sort: 'sort',
            limit: 200,
            depth: 1,
            locale,
            overrideAccess: false,
          }),
      )
      return docs.map((d) => ({
        id: d.id,
        name: d.name,
        address: d.address ?? '',
        phone: d.phone ?? '',
        email: d.email ?? '',
        website: d.website ?? '',
        areas: (d.areas ?? []).filter((a): a is Area => typeof a === 'object').map((a) => ({ id: a.id, name: a.name })),
      }))
    },
  },
  {
    // Provinces and regions for the footer form, the contact page and every area select.
    method: 'GET',
    path: '/distributor/area',
    handler: async ({ url, payload, locale }) => {
      parseQuery(url, z.object({}).strict())
      const { docs } = await cached(`areas:${locale}`, [CACHE_TAGS.areas], () =>
        payload.find({
          collection: 'areas',
          sort: 'sort',
          limit: 100,
          depth: 0,
          locale,
          overrideAccess: false,
        }),
      )
      return docs.map((a) => ({ id: a.id, code: a.code, name: a.name }))
    },
  },
]
