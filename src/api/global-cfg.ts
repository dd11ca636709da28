import { z } from 'zod'
import type { Locale } from '../i18n/routing'
import { formIndustries } from '../lib/data/lead-forms'
import { type SiteConfigView, siteConfig } from '../lib/data/site-config'
import { ApiError } from './envelope'
import type { Route } from './handler-types'
import { parseQuery } from './query'

/** The spec's global config keys (section 3), each served as `{ key, value }`. */
export const GLOBAL_CONFIG_KEYS = ['mail', 'phone', 'brand', 'privacy_policy', 'terms_conditions'] as const
type GlobalKey = (typeof GLOBAL_CONFIG_KEYS)[number]

/** A key's value as the spec serves it (privacy and terms: the article id for /rich-detail, '' when unset). */
function configValue(config: SiteConfigView, key: GlobalKey): string {
  switch (key) {
    case 'mail':
      return config.mail
    case 'phone':
      return config.phone
    case 'brand':
      return config.brand
    case 'privacy_policy':
      return config.privacyPolicyId ? String(config.privacyPolicyId) : ''
    case 'terms_conditions':
      return config.termsConditionsId ? String(config.termsConditionsId) : ''
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
      const config = await siteConfig.read(payload, locale)
      return [...new Set(keys as GlobalKey[])].map((key) => ({ key, value: configValue(config, key) }))
    },
  },
  {
    method: 'GET',
    path: '/global_cfg/industry/values',
    handler: async ({ url, locale }) => {
      parseQuery(url, z.object({}).strict())
      return industryValues(locale)
    },
  },
]

/** Customer industries in staff order, `{ id, code, name }` (also served by /dict; the forms' list). */
export async function industryValues(locale: Locale) {
  return (await formIndustries(locale)).map((i) => ({ id: i.id, code: i.code ?? '', name: i.name }))
}
