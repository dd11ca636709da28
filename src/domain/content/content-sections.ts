/**
 * The content sections of the category tree (spec section 2, "Navigation mapping"): which route shows a
 * category, how the resources tabs are addressed by position, and where a menu entry with its own `link`
 * goes. Works on any tree of `{ id, link, external, children }` nodes (the API's TreeNode fits).
 */

import { pathTo } from '../catalog/category-tree'

export const SECTION_ROOTS = {
  products: 2,
  service: 3,
  resources: 4,
  information: 5,
  about: 6,
  investors: 679,
} as const

/** /resources?activeIndex=4 is resource download (spec section 2). */
export const RESOURCE_DOWNLOAD_POSITION = 4

export interface SectionNode {
  id: number
  name: string
  link: string | null
  external: boolean
  children: SectionNode[]
}

export function childrenOf<N extends SectionNode>(tree: N[], rootId: number): N[] {
  const path = pathTo(tree, rootId)
  return (path?.[path.length - 1]?.children as N[] | undefined) ?? []
}

/** True for a link that stays on this site: a path (`/x`), not `//host` or a scheme. */
export function isInternalLink(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\')
}

/** True for a link the site may open in a new tab: http(s) only (no javascript:, data:, …). */
export function isSafeExternalLink(link: string): boolean {
  try {
    const url = new URL(link)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

export type ResourceTab =
  | { kind: 'articles'; position: number; node: SectionNode }
  | { kind: 'downloads'; position: number; node: SectionNode }
  | { kind: 'link'; position: number; node: SectionNode; href: string }

/**
 * The resources tab at a zero-based position: the download list at position 4, a link where the
 * category carries one (position 3, the toolbox, links to /tool-class), articles otherwise.
 */
export function resourceTab(children: SectionNode[], position: number): ResourceTab | null {
  const node = children[position]
  if (!node) return null
  if (position === RESOURCE_DOWNLOAD_POSITION) return { kind: 'downloads', position, node }
  if (node.link && (isInternalLink(node.link) || isSafeExternalLink(node.link))) {
    return { kind: 'link', position, node, href: node.link }
  }
  return { kind: 'articles', position, node }
}

/**
 * The page that lists a category's content: /service?menuId=, /resources?activeIndex=, /information?activeIndex=,
 * /about-us?childId=, /investors?childId=; for a section root its landing page; null outside the content sections.
 */
export function sectionHref(tree: SectionNode[], categoryId: number): string | null {
  const path = pathTo(tree, categoryId)
  if (!path) return null
  const [root, child] = path
  if (!root) return null
  switch (root.id) {
    case SECTION_ROOTS.service:
      return child ? `/service?menuId=${child.id}` : '/service'
    case SECTION_ROOTS.resources: {
      if (!child) return '/resources'
      const position = root.children.indexOf(child)
      return `/resources?activeIndex=${position}`
    }
    case SECTION_ROOTS.information:
      return child ? `/information?activeIndex=${child.id}` : '/information'
    case SECTION_ROOTS.about:
      return child ? `/about-us?childId=${child.id}` : '/about-us'
    case SECTION_ROOTS.investors:
      return child ? `/investors?childId=${child.id}` : '/investors'
    default:
      return null
  }
}

export type MenuTarget = { href: string; external: boolean }

/**
 * Where an about-us menu entry goes (spec: authorized distributors and contact us by their links, join us
 * to the external recruitment site in a new tab, the others to /about-us?childId=).
 */
export function aboutMenuTarget(node: SectionNode): MenuTarget {
  if (node.link && isInternalLink(node.link)) return { href: node.link, external: false }
  if (node.link && isSafeExternalLink(node.link)) return { href: node.link, external: true }
  return { href: `/about-us?childId=${node.id}`, external: false }
}

/** The page of one article: events (with a start date) have their meeting page. */
export function articleHref(article: { id: number; event: { startsAt: string } | null }): string {
  return article.event ? `/meeting-detail?id=${article.id}` : `/article?id=${article.id}`
}
