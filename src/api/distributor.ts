import { z } from 'zod'
import { areas, distributors } from '../lib/data/distributors'
import type { Route } from './handler-types'
import { idParam, parseQuery } from './query'

export const distributorRoutes: Route[] = [
  {
    method: 'GET',
    path: '/distributor',
    handler: async ({ url, payload, locale }) => {
      const q = parseQuery(url, z.object({ areaId: idParam.optional() }).strict())
      return distributors.read(payload, locale, q.areaId ?? null)
    },
  },
  {
    // Provinces and regions for the footer form, the contact page and every area select.
    method: 'GET',
    path: '/distributor/area',
    handler: async ({ url, payload, locale }) => {
      parseQuery(url, z.object({}).strict())
      return areas.read(payload, locale)
    },
  },
]
