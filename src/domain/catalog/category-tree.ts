/**
 * The category tree (spec section 3: one tree for products, services, resources, news and about pages) and the
 * helpers every reader of it shares: the one implementation of finding a node, its subtree and the path to it.
 */

/**
 * Any node of a tree: an id and its children (the category tree's, the catalog's with counts, the menu's and the
 * content sections' nodes). Children of a node of type N are taken to be N's too, as in every tree here.
 */
export interface NodeOfTree {
  id: number
  children: readonly NodeOfTree[]
}

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

/** One shown category as stored: its parent and staff sort order decide its place in the tree. */
export interface CategoryRecord extends Omit<TreeNode, 'children'> {
  parent: number | null
  sort: number
}

/**
 * The tree of the given categories, siblings ordered by sort then id. A category whose parent is not among them
 * (hidden) is left out with everything below it.
 */
export function buildCategoryTree(records: readonly CategoryRecord[]): TreeNode[] {
  const nodes = new Map<number, { record: CategoryRecord; children: number[] }>()
  for (const record of records) nodes.set(record.id, { record, children: [] })
  const roots: number[] = []
  const ordered = [...records].sort((a, b) => a.sort - b.sort || a.id - b.id)
  for (const record of ordered) {
    if (record.parent === null) roots.push(record.id)
    else nodes.get(record.parent)?.children.push(record.id)
  }
  const build = (id: number): TreeNode => {
    const entry = nodes.get(id) as { record: CategoryRecord; children: number[] }
    const { record } = entry
    return {
      id: record.id,
      name: record.name,
      url: record.url,
      status: record.status,
      link: record.link,
      external: record.external,
      children: entry.children.map(build),
    }
  }
  return roots.map(build)
}

/** The node with `id` anywhere in the tree, or null. */
export function findNode<N extends NodeOfTree>(tree: readonly N[], id: number): N | null {
  for (const node of tree) {
    if (node.id === id) return node
    const found = findNode(node.children as readonly N[], id)
    if (found) return found
  }
  return null
}

/** A node's id and the ids of every node below it (a category's products or articles include its subtree). */
export function subtreeIds<N extends NodeOfTree>(node: N): number[] {
  return [node.id, ...node.children.flatMap((child) => subtreeIds(child))]
}

/** The nodes from a root down to the node with `id` (inclusive), or null when it is not in the tree. */
export function pathTo<N extends NodeOfTree>(tree: readonly N[], id: number): N[] | null {
  for (const node of tree) {
    if (node.id === id) return [node]
    const below = pathTo(node.children as readonly N[], id)
    if (below) return [node, ...below]
  }
  return null
}
