import type { Where } from 'payload'
import { z } from 'zod'
import { containsLiteral, hasLikeWildcards, likeSafeChunk } from '../domain/literal-match'
import type { Citation } from '../payload-types'
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
      const keywordWhere = (text: string): Where => ({
        or: [{ title: { contains: text } }, { authors: { contains: text } }, { journalName: { contains: text } }],
      })
      const { page, limit } = paging(q)
      const common = { collection: 'citations', sort: '-year', depth: 0, overrideAccess: false } as const
      let found: { docs: Citation[]; totalDocs: number }
      if (q.keyword && hasLikeWildcards(q.keyword)) {
        const keyword = q.keyword
        const chunk = likeSafeChunk(keyword)
        const candidates = await payload.find({
          ...common,
          where: { and: chunk ? [...where, keywordWhere(chunk)] : where },
          pagination: false,
          limit: 0,
        })
        const docs = candidates.docs.filter(
          (c) =>
            containsLiteral(c.title, keyword) ||
            containsLiteral(c.authors, keyword) ||
            containsLiteral(c.journalName, keyword),
        )
        found = { docs: docs.slice((page - 1) * limit, page * limit), totalDocs: docs.length }
      } else {
        if (q.keyword) where.push(keywordWhere(q.keyword))
        found = await payload.find({ ...common, where: { and: where }, page, limit })
      }
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
