import { notFound } from 'next/navigation'
import { pathTo, subtreeIds } from '@/domain/catalog/category-tree'
import { firstParam, pageCount, parsePage, type SearchParams } from '@/domain/content/content-query'
import { childrenOf, SECTION_ROOTS, type SectionNode } from '@/domain/content/content-sections'
import type { Locale } from '@/i18n/routing'
import { articlesIn, contentTree } from '@/lib/data/content'
import type { MenuItem } from './SideMenu'

/** Articles a page of a section's article list holds. */
export const SECTION_PAGE_SIZE = 10

/**
 * A content section page's starting point (about-us, information, investors, resources, service): the
 * section's root category, its children (the side menu), what the query parameter `key` picks (`parse`'s
 * reading: undefined when absent, null when invalid) and the `page` parameter. 404 when the section is
 * missing or the parameter invalid.
 */
export async function sectionQuery<T>(
  locale: Locale,
  section: keyof typeof SECTION_ROOTS,
  searchParams: SearchParams,
  key: string,
  parse: (raw: string | undefined) => T | null | undefined,
) {
  const tree = await contentTree(locale)
  const root = pathTo(tree, SECTION_ROOTS[section])?.[0]
  const children = childrenOf(tree, SECTION_ROOTS[section])
  const picked = parse(firstParam(searchParams, key))
  if (!root || picked === null) notFound()
  return { root, children, picked, page: parsePage(firstParam(searchParams, 'page')) }
}

/** The child `id` names, or `byDefault` when no id is given; 404 when there is none. */
export function childOr404<N extends SectionNode>(children: N[], id: number | undefined, byDefault: N | undefined): N {
  const child = id === undefined ? byDefault : children.find((n) => n.id === id)
  if (!child) notFound()
  return child
}

/** One page of the articles of a category and its subcategories, with the page count; 404 past the last page. */
export async function sectionArticles(locale: Locale, node: SectionNode, page: number) {
  const found = await articlesIn(locale, subtreeIds(node), page, SECTION_PAGE_SIZE)
  const pages = pageCount(found.total, SECTION_PAGE_SIZE)
  if (page > pages) notFound()
  return { found, pages }
}

/** A section's side menu: one entry a category, `path?key={id}`, the one of `currentId` marked current. */
export function sectionMenuItems(
  nodes: SectionNode[],
  path: string,
  key: string,
  currentId: number | undefined,
): MenuItem[] {
  return nodes.map((n) => ({ key: n.id, href: `${path}?${key}=${n.id}`, label: n.name, current: n.id === currentId }))
}
