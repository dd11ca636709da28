import type { Payload } from 'payload'
import { z } from 'zod'
import type { Locale } from '../i18n/routing'
import { cached } from '../lib/cache'
import { CACHE_TAGS } from '../lib/cache-tags'
import type { Category } from '../payload-types'
import { ApiError } from './envelope'
import { idParam, parseQuery } from './query'
import type { Route } from './router'
import { mediaView, relationId } from './views'

/** A node of the category tree as the spec names it: id, name, children, url (icon), status. */
export interface TreeNode {
  id: number
  name: string
  url: string | null
  status: number
  link: string | null
  external: boolean
  children: TreeNode[]
}

/** Every shown category, as a tree ordered by sort then id. */
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
  const nodes = new Map<number, TreeNode & { parent: number | null; sort: number }>()
  for (const c of docs as Category[]) {
    nodes.set(c.id, {
      id: c.id,
      name: c.name,
      url: mediaView(c.icon)?.url ?? null,
      status: Number(c.status),
      link: c.link ?? null,
      external: Boolean(c.external),
      children: [],
      parent: relationId(c.parent as number | Category | null),
      sort: c.sort ?? 0,
    })
  }
  const roots: TreeNode[] = []
  const order = (a: { sort: number; id: number }, b: { sort: number; id: number }) => a.sort - b.sort || a.id - b.id
  for (const node of [...nodes.values()].sort(order)) {
    const parent = node.parent === null ? undefined : nodes.get(node.parent)
    if (parent) parent.children.push(node)
    else if (node.parent === null) roots.push(node)
  }
  const strip = (n: TreeNode & { parent?: number | null; sort?: number }): TreeNode => ({
    id: n.id,
    name: n.name,
    url: n.url,
    status: n.status,
    link: n.link,
    external: n.external,
    children: n.children.map(strip),
  })
  return roots.map(strip)
}

/** The node's id and the ids of every category below it. */
export function descendantIds(node: TreeNode): number[] {
  return [node.id, ...node.children.flatMap(descendantIds)]
}

export function findNode(tree: TreeNode[], id: number): TreeNode | null {
  for (const node of tree) {
    if (node.id === id) return node
    const found = findNode(node.children, id)
    if (found) return found
  }
  return null
}

export const treeStructureRoutes: Route[] = [
  {
    // Children of one node (pid 4, 5, 6 give the footer's resource, news and about lists).
    method: 'GET',
    path: '/tree_structure',
    handler: async ({ url, payload, locale }) => {
      const q = parseQuery(url, z.object({ pid: idParam }).strict())
      const node = findNode(await categoryTree(payload, locale), q.pid)
      if (!node) throw new ApiError('E0404')
      return node.children
    },
  },
  {
    // The whole tree; its first element is the home entry, which the main navigation drops.
    method: 'GET',
    path: '/tree_structure/child',
    handler: async ({ url, payload, locale }) => {
      parseQuery(url, z.object({ status: z.literal('0').optional() }).strict())
      return categoryTree(payload, locale)
    },
  },
]
