import { z } from 'zod'
import { ApiError } from './envelope'
import type { Route } from './handler-types'
import { parseQuery } from './query'

const started = Date.now()

export const healthRoutes: Route[] = [
  {
    // Process alive and database reachable.
    method: 'GET',
    path: '/health',
    handler: async ({ url, payload }) => {
      parseQuery(url, z.object({}).strict())
      try {
        await payload.count({ collection: 'areas', overrideAccess: true })
      } catch {
        throw new ApiError('E0503')
      }
      return { status: 'ok', database: payload.db.name, uptimeSeconds: Math.round((Date.now() - started) / 1000) }
    },
  },
]
