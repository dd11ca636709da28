import { z } from 'zod'
import { banners } from '../lib/data/banners'
import type { Route } from './handler-types'
import { parseQuery } from './query'

export const bannerRoutes: Route[] = [
  {
    method: 'GET',
    path: '/banner/show',
    handler: async ({ url, payload, locale }) => {
      parseQuery(url, z.object({}).strict())
      return banners.read(payload, locale, 20)
    },
  },
]
