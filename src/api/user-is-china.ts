import { z } from 'zod'
import { isChinaVisitor } from '../services/geo/geo'
import type { Route } from './handler-types'
import { parseQuery } from './query'

/**
 * Spec section 6/7 (GET /user/isChina): whether the visitor is in mainland China, which decides whether
 * prices are shown. The browser keeps the answer for the session. Answered per request, never cached.
 */
export const userIsChinaRoutes: Route[] = [
  {
    method: 'GET',
    path: '/user/isChina',
    handler: async ({ url, request }) => {
      parseQuery(url, z.object({}).strict())
      return isChinaVisitor(request.headers)
    },
  },
]
