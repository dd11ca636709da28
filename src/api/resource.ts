import { z } from 'zod'
import type { Download } from '../payload-types'
import { ApiError } from './envelope'
import type { Route } from './handler-types'
import { idParam, pageParams, paging, parseQuery } from './query'

/**
 * Spec section 7 `/resource`: the public resource files (the downloads of /resources?activeIndex=4), by id or
 * listed. Only published downloads with a file; customers' private uploads (award ID images, papers) are
 * another collection and never served here.
 */
function resourceItem(d: Download) {
  return {
    id: d.id,
    title: d.title,
    description: d.description ?? '',
    catalogNumber: d.catalogNumber ?? '',
    categoryId: typeof d.category === 'object' ? (d.category?.id ?? null) : (d.category ?? null),
    url: d.url ?? '',
    filename: d.filename ?? '',
    mimeType: d.mimeType ?? '',
    filesize: d.filesize ?? null,
  }
}

const published = { status: { equals: 'published' } } as const
const withFile = { filename: { exists: true } } as const

export const resourceRoutes: Route[] = [
  {
    // categoryId (a resources menu node), catalogNumber; paged (size ≤ 100).
    method: 'GET',
    path: '/resource',
    handler: async ({ url, payload, locale }) => {
      const q = parseQuery(
        url,
        z
          .object({
            categoryId: idParam.optional(),
            catalogNumber: z.string().trim().min(1).max(50).optional(),
            ...pageParams,
          })
          .strict(),
      )
      const { page, limit } = paging(q)
      const found = await payload.find({
        collection: 'downloads',
        where: {
          and: [
            published,
            withFile,
            ...(q.categoryId ? [{ category: { equals: q.categoryId } }] : []),
            ...(q.catalogNumber ? [{ catalogNumber: { equals: q.catalogNumber } }] : []),
          ],
        },
        sort: 'sort',
        page,
        limit,
        depth: 0,
        locale,
        overrideAccess: false,
      })
      return { list: found.docs.map(resourceItem), total: found.totalDocs, page, size: limit }
    },
  },
  {
    method: 'GET',
    path: '/resource/:id',
    handler: async ({ url, params, payload, locale }) => {
      parseQuery(url, z.object({}).strict())
      const id = idParam.safeParse(params.id)
      if (!id.success) throw new ApiError('E0400', { msgKey: 'invalidParam', params: { param: 'id' } })
      const { docs } = await payload.find({
        collection: 'downloads',
        where: { and: [{ id: { equals: id.data } }, published, withFile] },
        limit: 1,
        depth: 0,
        locale,
        overrideAccess: false,
      })
      const doc = docs[0]
      if (!doc) throw new ApiError('E0404')
      return resourceItem(doc)
    },
  },
]
