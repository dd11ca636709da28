import { z } from 'zod'
import { hotKeywords } from '../domain/hot-keywords'
import { parseQuery } from './query'
import type { Route } from './router'

export const searchRoutes: Route[] = [
  {
    // Hot keywords: pinned first, then the most searched of the last 30 days (hidden ones left out).
    method: 'GET',
    path: '/search/rank',
    handler: async ({ url, payload }) => {
      const q = parseQuery(
        url,
        z
          .object({
            number: z
              .string()
              .regex(/^[1-9]\d?$/)
              .transform(Number)
              .refine((n) => n <= 20)
              .optional(),
          })
          .strict(),
      )
      return hotKeywords(payload, q.number ?? 5)
    },
  },
]
