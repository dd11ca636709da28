import { pathTo, subtreeIds } from '../catalog/category-tree'
import { childrenOf, resourceTab, SECTION_ROOTS, type SectionNode } from './content-sections'
import { alternatesFor, escapeXml, type SiteLocale } from './content-urls'

/** The spec's pages that need no id (section 2), in both languages. Account, cart and search pages are left out. */
const FIXED_PATHS = [
  '/',
  '/products',
  '/new-product-list',
  '/hotsproduct',
  '/service',
  '/resources',
  '/information',
  '/about-us',
  '/investors',
  '/contact?type=contact',
  '/contact?type=authorized',
  '/literature',
  '/privacy',
  '/recruitment',
  '/tool-class',
  '/apply',
  '/reward',
]

export interface SitemapPath {
  path: string
  lastModified?: string
}

/**
 * Every public content and catalogue URL (language-neutral): the fixed pages, product categories, service,
 * resources, news, about and investor categories by the spec's navigation mapping, products by catalog
 * number, and articles (events at /meeting-detail).
 */
export function sitemapPaths(
  tree: SectionNode[],
  products: { catalogNumber: string; updatedAt?: string }[],
  articles: { id: number; isEvent: boolean; updatedAt?: string }[],
): SitemapPath[] {
  const out: SitemapPath[] = FIXED_PATHS.map((path) => ({ path }))
  const productRoot = pathTo(tree, SECTION_ROOTS.products)?.[0]
  if (productRoot) {
    for (const id of subtreeIds(productRoot).slice(1)) out.push({ path: `/product-list?id=${id}` })
  }
  for (const n of childrenOf(tree, SECTION_ROOTS.service)) out.push({ path: `/service?menuId=${n.id}` })
  const resources = childrenOf(tree, SECTION_ROOTS.resources)
  for (const [position] of resources.entries()) {
    if (resourceTab(resources, position)?.kind !== 'link') out.push({ path: `/resources?activeIndex=${position}` })
  }
  for (const n of childrenOf(tree, SECTION_ROOTS.information)) out.push({ path: `/information?activeIndex=${n.id}` })
  for (const n of childrenOf(tree, SECTION_ROOTS.about)) {
    if (!n.link) out.push({ path: `/about-us?childId=${n.id}` })
  }
  for (const n of childrenOf(tree, SECTION_ROOTS.investors)) out.push({ path: `/investors?childId=${n.id}` })
  for (const p of products) {
    out.push({
      path: `/product-detail?catalogNumber=${encodeURIComponent(p.catalogNumber)}`,
      lastModified: p.updatedAt,
    })
  }
  for (const a of articles) {
    out.push({ path: a.isEvent ? `/meeting-detail?id=${a.id}` : `/article?id=${a.id}`, lastModified: a.updatedAt })
  }
  return out
}

export interface SitemapEntry {
  url: string
  lastModified?: string
  alternates: { languages: Record<string, string> }
}

/** One entry per path and language, each listing both languages and x-default; URLs escaped for XML. */
export function sitemapEntries(origin: string, paths: SitemapPath[]): SitemapEntry[] {
  const locales: SiteLocale[] = ['cn', 'en']
  return paths.flatMap(({ path, lastModified }) =>
    locales.map((locale) => {
      const { canonical, languages } = alternatesFor(origin, locale, path)
      return {
        url: escapeXml(canonical),
        ...(lastModified ? { lastModified } : {}),
        alternates: { languages: Object.fromEntries(Object.entries(languages).map(([k, v]) => [k, escapeXml(v)])) },
      }
    }),
  )
}
