import type { Where } from 'payload'
import { z } from 'zod'
import { pageParams, paging, parseQuery } from './query'
import type { Route } from './router'

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
      const where: Where[] = [{ status: { equals: 'published' } }]
      if (q.year) where.push({ year: { equals: q.year } })
      if (q.keyword) {
        where.push({
          or: [
            { title: { contains: q.keyword } },
            { authors: { contains: q.keyword } },
            { journalName: { contains: q.keyword } },
          ],
        })
      }
      const { page, limit } = paging(q)
      const found = await payload.find({
        collection: 'citations',
        where: { and: where },
        sort: '-year',
        page,
        limit,
        depth: 0,
        overrideAccess: false,
      })
      return {
        list: found.docs.map((c) => ({
          id: c.id,
          title: c.title,
          author: c.authors,
          year: c.year,
          journalName: c.journalName,
          impactFactor: c.impactFactor ?? null,
          doi: c.doi ?? '',
        })),
        total: found.totalDocs,
        page,
        size: limit,
      }
    },
  },
]
