import { z } from 'zod'
import { cached } from '../lib/cache'
import { CACHE_TAGS } from '../lib/cache-tags'
import type { Article, SiteConfig } from '../payload-types'
import { ApiError } from './envelope'
import { parseQuery } from './query'
import type { Route } from './router'

/** The spec's global config keys (section 3), each served as `{ key, value }`. */
export const GLOBAL_CONFIG_KEYS = ['mail', 'phone', 'brand', 'privacy_policy', 'terms_conditions'] as const
type GlobalKey = (typeof GLOBAL_CONFIG_KEYS)[number]

function articleId(value: number | Article | null | undefined): string {
  if (!value) return ''
  return String(typeof value === 'object' ? value.id : value)
}

function configValue(config: SiteConfig, key: GlobalKey): string {
  switch (key) {
    case 'mail':
      return config.mail ?? ''
    case 'phone':
      return config.phone ?? ''
    case 'brand':
      return config.brand ?? ''
    case 'privacy_policy':
      return articleId(config.privacyPolicy)
    case 'terms_conditions':
      return articleId(config.termsConditions)
  }
}

export const globalCfgRoutes: Route[] = [
  {
    // keyList=mail,phone,brand,privacy_policy,terms_conditions (privacy and terms: the article id for /rich-detail).
    method: 'GET',
    path: '/global_cfg',
    handler: async ({ url, payload, locale }) => {
      const q = parseQuery(url, z.object({ keyList: z.string().max(200).optional() }).strict())
      const keys = q.keyList ? q.keyList.split(',').map((k) => k.trim()) : [...GLOBAL_CONFIG_KEYS]
      for (const key of keys) {
        if (!(GLOBAL_CONFIG_KEYS as readonly string[]).includes(key)) {
          throw new ApiError('E0400', { msgKey: 'invalidParam', params: { param: 'keyList' } })
        }
      }
      const config = (await cached(`site-config:${locale}`, [CACHE_TAGS.siteConfig], () =>
        payload.findGlobal({
          slug: 'site-config',
          locale,
          depth: 0,
          overrideAccess: false,
        }),
      )) as SiteConfig
      return [...new Set(keys as GlobalKey[])].map((key) => ({ key, value: configValue(config, key) }))
    },
  },
  {
    method: 'GET',
    path: '/global_cfg/industry/values',
    handler: async ({ url, payload, locale }) => {
      parseQuery(url, z.object({}).strict())
      const { docs } = await cached(`industries:${locale}`, [CACHE_TAGS.industries], () =>
        payload.find({
          collection: 'industries',
          sort: 'sort',
          limit: 50,
          depth: 0,
          locale,
          overrideAccess: false,
        }),
      )
      return docs.map((i) => ({ id: i.id, code: i.code, name: i.name }))
    },
  },
]
