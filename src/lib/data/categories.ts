import type { Payload } from 'payload'
import { buildCategoryTree, findNode, subtreeIds, type TreeNode } from '../../domain/catalog/category-tree'
import type { Locale } from '../../i18n/routing'
import type { Category } from '../../payload-types'
import { cached } from '../cache'
import { CACHE_TAGS } from '../cache-tags'
import { mediaView, relationId } from './doc-views'

/**
 * The category tree of the whole app (spec section 3): navigation, footer, catalog, content sections, search
 * and GET /tree_structure all read it here. Only shown categories (status 0), in the request's language.
 */
export function categoryTree(payload: Payload, locale: Locale): Promise<TreeNode[]> {
  return cached(`tree:${locale}`, [CACHE_TAGS.categories, CACHE_TAGS.media], () => loadTree(payload, locale))
}

async function loadTree(payload: Payload, locale: Locale): Promise<TreeNode[]> {
  const { docs } = await payload.find({
    collection: 'categories',
    where: { status: { equals: '0' } },
    sort: 'sort',
    limit: 0,
    pagination: false,
    depth: 1,
    locale,
    overrideAccess: false,
  })
  return buildCategoryTree(
    (docs as Category[]).map((c) => ({
      id: c.id,
      name: c.name,
      url: mediaView(c.icon)?.url ?? null,
      status: Number(c.status),
      link: c.link ?? null,
      external: Boolean(c.external),
      parent: relationId(c.parent as number | Category | null),
      sort: c.sort ?? 0,
    })),
  )
}

/** A category of the whole tree and everything below it (GET /product?pid=), or null when it is not shown. */
export async function categorySubtree(payload: Payload, locale: Locale, id: number): Promise<number[] | null> {
  const node = findNode(await categoryTree(payload, locale), id)
  return node ? subtreeIds(node) : null
}
