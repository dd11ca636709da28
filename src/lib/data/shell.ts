import { categoryTree } from '../../api/tree-structure'
import { hotKeywords } from '../../domain/hot-keywords'
import { buildNavigation, type NavEntry } from '../../domain/navigation'
import type { Locale } from '../../i18n/routing'
import type { SiteConfig } from '../../payload-types'
import { CACHE_TAGS } from '../cache-tags'
import { getPayloadClient } from '../payload'
import { pageData } from './loader'

/** Site-wide settings the shell shows (the `site-config` global, spec section 3 global config). */
export interface ShellConfig {
  phone: string
  mail: string
  brand: string
}

/** The main navigation (spec section 2), built from the category tree in the page's language. */
export const navigationData = pageData(
  'shell:navigation',
  [CACHE_TAGS.categories, CACHE_TAGS.media],
  async (locale: Locale): Promise<NavEntry[]> => {
    const payload = await getPayloadClient()
    return buildNavigation(await categoryTree(payload, locale))
  },
)

/** Hotline, product e-mail and brand from the `site-config` global. */
export const shellConfigData = pageData(
  'shell:site-config',
  [CACHE_TAGS.siteConfig],
  async (locale: Locale): Promise<ShellConfig> => {
    const payload = await getPayloadClient()
    const config = (await payload.findGlobal({
      slug: 'site-config',
      locale,
      depth: 0,
      overrideAccess: false,
    })) as SiteConfig
    return { phone: config.phone ?? '', mail: config.mail ?? '', brand: config.brand ?? '' }
  },
)

/**
 * The search bar's popular keywords (spec section 9: five), from the same ranking `GET /api/v1/search/rank`
 * serves. Cached for five minutes (and dropped when staff edit pinned or hidden keywords), so pages carry
 * them in their HTML instead of every visitor asking the API.
 */
export const hotKeywordsData = pageData(
  'shell:hot-keywords',
  [CACHE_TAGS.hotKeywords],
  async (count: number): Promise<string[]> => {
    const payload = await getPayloadClient()
    return hotKeywords(payload, count)
  },
)
