import { z } from 'zod'
import { categorySubtree } from '../lib/data/categories'
import { type ArticleFull, article, articleList } from '../lib/data/content'
import { ApiError } from './envelope'
import type { Route } from './handler-types'
import { idParam, pageParams, paging, parseQuery } from './query'

/** GET /article?id= or ?slug=: the article's card and body (the page's view also has its update time). */
function articleView({ updatedAt: _updatedAt, ...shown }: ArticleFull) {
  return shown
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
        const key = q.id !== undefined ? { id: q.id } : { slug: q.slug as string }
        const found = await article.read(payload, locale, key)
        if (!found) throw new ApiError('E0404')
        return articleView(found)
      }
      let categoryIds: number[] | null = null
      if (q.menuId !== undefined) {
        categoryIds = await categorySubtree(payload, locale, q.menuId)
        if (!categoryIds) throw new ApiError('E0404')
      }
      const { page, limit } = paging(q, 10)
      return articleList.read(payload, locale, categoryIds, page, limit)
    },
  },
]
