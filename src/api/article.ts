import type { Where } from 'payload'
import { z } from 'zod'
import { cached } from '../lib/cache'
import { CACHE_TAGS } from '../lib/cache-tags'
import type { Article } from '../payload-types'
import { ApiError } from './envelope'
import { idParam, pageParams, paging, parseQuery } from './query'
import type { Route } from './router'
import { categoryTree, descendantIds, findNode } from './tree-structure'
import { mediaView, relationId } from './views'

function articleSummary(a: Article) {
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    summary: a.summary ?? '',
    categoryId: relationId(a.category as number),
    publishedAt: a.publishedAt,
    cover: mediaView(a.cover),
    event: a.event?.startsAt
      ? { location: a.event.location ?? '', startsAt: a.event.startsAt, endsAt: a.event.endsAt ?? null }
      : null,
  }
}

export const articleRoutes: Route[] = [
  {
    // Articles of a category (services: menuId) with paging; or one article by id or slug, with its body.
    method: 'GET',
    path: '/article',
    handler: async ({ url, payload, locale }) => {
      const q = parseQuery(
        url,
        z
          .object({
            menuId: idParam.optional(),
            id: idParam.optional(),
            slug: z
              .string()
              .regex(/^[a-z0-9-]{1,120}$/)
              .optional(),
            ...pageParams,
          })
          .strict(),
      )
      if (q.id !== undefined || q.slug !== undefined) {
        const where: Where = q.id !== undefined ? { id: { equals: q.id } } : { slug: { equals: q.slug } }
        const { docs } = await cached(
          `article:${locale}:${JSON.stringify(where)}`,
          [CACHE_TAGS.articles, CACHE_TAGS.media],
          () =>
            payload.find({
              collection: 'articles',
              where,
              limit: 1,
              depth: 1,
              locale,
              overrideAccess: false,
            }),
        )
        const article = docs[0]
        if (!article) throw new ApiError('E0404')
        return { ...articleSummary(article), body: article.body ?? null }
      }
      const where: Where[] = [{ status: { equals: 'published' } }]
      if (q.menuId !== undefined) {
        const node = findNode(await categoryTree(payload, locale), q.menuId)
        if (!node) throw new ApiError('E0404')
        where.push({ category: { in: descendantIds(node) } })
      }
      const { page, limit } = paging(q, 10)
      const found = await cached(
        `articles:${locale}:${JSON.stringify(where)}:${page}:${limit}`,
        [CACHE_TAGS.articles, CACHE_TAGS.categories, CACHE_TAGS.media],
        () =>
          payload.find({
            collection: 'articles',
            where: { and: where },
            sort: '-publishedAt',
            page,
            limit,
            depth: 1,
            locale,
            overrideAccess: false,
          }),
      )
      return { list: found.docs.map(articleSummary), total: found.totalDocs, page, size: limit }
    },
  },
]
