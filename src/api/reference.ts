import { z } from 'zod'
import { citations } from '../lib/data/citations'
import type { Route } from './handler-types'
import { pageParams, paging, parseQuery } from './query'

export const referenceRoutes: Route[] = [
  {
    // Citations: title, author, year, journalName, with paging and a keyword / year filter.
    method: 'GET',
    path: '/reference',
    handler: async ({ url, payload }) => {
      const q = parseQuery(
        url,
        z
          .object({
            keyword: z.string().trim().min(1).max(100).optional(),
            year: z
              .string()
              .regex(/^(19|20)\d{2}$/)
              .transform(Number)
              .optional(),
            ...pageParams,
          })
          .strict(),
      )
      const { page, limit } = paging(q)
      const found = await citations.read(payload, { keyword: q.keyword, year: q.year }, page, limit)
      return { ...found, size: limit }
    },
  },
]
