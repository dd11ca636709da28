import { z } from 'zod'
import { jobs, recruitmentConfig } from '../lib/data/jobs'
import type { Route } from './handler-types'
import { parseQuery } from './query'

export const recruitmentRoutes: Route[] = [
  {
    method: 'GET',
    path: '/recruitment_needs/config',
    handler: async ({ url, payload, locale }) => {
      parseQuery(url, z.object({}).strict())
      return recruitmentConfig.read(payload, locale)
    },
  },
  {
    method: 'GET',
    path: '/recruitment_needs',
    handler: async ({ url, payload, locale }) => {
      const q = parseQuery(url, z.object({ hot: z.enum(['true']).optional() }).strict())
      return jobs.read(payload, locale, q.hot === 'true')
    },
  },
]
