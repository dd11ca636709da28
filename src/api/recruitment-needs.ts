import { z } from 'zod'
import { cached } from '../lib/cache'
import { CACHE_TAGS } from '../lib/cache-tags'
import { parseQuery } from './query'
import type { Route } from './router'

export const recruitmentRoutes: Route[] = [
  {
    method: 'GET',
    path: '/recruitment_needs/config',
    handler: async ({ url, payload, locale }) => {
      parseQuery(url, z.object({}).strict())
      const c = await cached(`recruitment:${locale}`, [CACHE_TAGS.recruitment], () =>
        payload.findGlobal({ slug: 'recruitment-config', locale, depth: 0, overrideAccess: false }),
      )
      return {
        intro: c.intro ?? '',
        salary: c.salary ?? '',
        promotion: c.promotion ?? '',
        bonus: c.bonus ?? '',
        welfare: c.welfare ?? '',
        applyEmail: c.applyEmail ?? '',
        applyUrl: c.applyUrl ?? '',
      }
    },
  },
  {
    method: 'GET',
    path: '/recruitment_needs',
    handler: async ({ url, payload, locale }) => {
      parseQuery(url, z.object({ hot: z.enum(['true']).optional() }).strict())
      const { docs } = await cached(`jobs:${locale}:${url.searchParams.get('hot') ?? ''}`, [CACHE_TAGS.jobs], () =>
        payload.find({
          collection: 'jobs',
          where: {
            and: [
              { status: { equals: 'published' } },
              ...(url.searchParams.get('hot') ? [{ isHot: { equals: true } }] : []),
            ],
          },
          sort: 'sort',
          limit: 100,
          depth: 0,
          locale,
          overrideAccess: false,
        }),
      )
      return docs.map((j) => ({
        id: j.id,
        title: j.title,
        department: j.department ?? '',
        location: j.location ?? '',
        headcount: j.headcount ?? null,
        salary: j.salary ?? '',
        content: j.content ?? '',
        requirements: j.requirements ?? '',
        isHot: Boolean(j.isHot),
      }))
    },
  },
]
