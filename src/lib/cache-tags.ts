/**
 * Every cache tag, and which collections and globals invalidate which tags. Public catalogue and content
 * reads are cached under these tags; Payload's afterChange/afterDelete hooks invalidate them.
 */
export const CACHE_TAGS = {
  categories: 'categories',
  products: 'products',
  banners: 'banners',
  media: 'media',
  articles: 'articles',
  downloads: 'downloads',
  distributors: 'distributors',
  areas: 'areas',
  industries: 'industries',
  citations: 'citations',
  jobs: 'jobs',
  siteConfig: 'site-config',
  recruitment: 'recruitment-config',
  hotKeywords: 'hot-keywords',
  lots: 'lots',
  faqs: 'faqs',
} as const

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]

/** Tags a change in each collection or global invalidates. */
export const INVALIDATES: Record<string, CacheTag[]> = {
  categories: [CACHE_TAGS.categories, CACHE_TAGS.products, CACHE_TAGS.articles],
  products: [CACHE_TAGS.products, CACHE_TAGS.citations],
  banners: [CACHE_TAGS.banners],
  media: [CACHE_TAGS.media, CACHE_TAGS.banners, CACHE_TAGS.categories, CACHE_TAGS.articles, CACHE_TAGS.products],
  articles: [CACHE_TAGS.articles, CACHE_TAGS.siteConfig],
  downloads: [CACHE_TAGS.downloads, CACHE_TAGS.products],
  lots: [CACHE_TAGS.lots, CACHE_TAGS.products],
  faqs: [CACHE_TAGS.faqs],
  distributors: [CACHE_TAGS.distributors],
  areas: [CACHE_TAGS.areas, CACHE_TAGS.distributors],
  industries: [CACHE_TAGS.industries],
  citations: [CACHE_TAGS.citations],
  jobs: [CACHE_TAGS.jobs],
  'search-keywords': [CACHE_TAGS.hotKeywords],
  'site-config': [CACHE_TAGS.siteConfig],
  'recruitment-config': [CACHE_TAGS.recruitment],
}
