import { buildNavigation, type NavEntry } from '../../domain/content/navigation'
import type { Locale } from '../../i18n/routing'
import { CACHE_TAGS } from '../cache-tags'
import { getPayloadClient } from '../payload'
import { categoryTree } from './categories'
import { curatedHotKeywords } from './hot-keywords'
import { pageData } from './loader'
import { siteConfig } from './site-config'

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
    const config = await siteConfig.read(await getPayloadClient(), locale)
    return { phone: config.phone ?? '', mail: config.mail ?? '', brand: config.brand ?? '' }
  },
)

/**
 * The search bar's popular keywords (spec section 9: five): the staff-curated list of the page's language,
 * as `GET /api/v1/search/rank` serves it. Cached for five minutes (and dropped when staff edit the list), so
 * pages carry them in their HTML instead of every visitor asking the API.
 */
export const hotKeywordsData = pageData(
  'shell:hot-keywords',
  [CACHE_TAGS.hotKeywords],
  async (locale: Locale, count: number): Promise<string[]> => {
    const payload = await getPayloadClient()
    return curatedHotKeywords(payload, locale, count)
  },
)
