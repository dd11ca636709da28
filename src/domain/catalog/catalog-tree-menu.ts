/**
 * State of the category tree menu (spec section 2, "Other screens"): nodes expand and collapse, and only one
 * top-level category is open at a time. The state is the list of open node ids.
 */
import { findNode, pathTo as nodePath, subtreeIds } from './category-tree'

export interface MenuNode {
  id: number
  children: MenuNode[]
}

/** The ids from a top-level node down to `id` (inclusive), or [] when `id` is not in the tree. */
export function pathTo(tree: readonly MenuNode[], id: number): number[] {
  return (nodePath(tree, id) ?? []).map((node) => node.id)
}

/** The open nodes when a page shows category `activeId`: its ancestors and itself, if it has children. */
export function initialOpen(tree: readonly MenuNode[], activeId: number | null): number[] {
  if (activeId === null) return []
  return pathTo(tree, activeId).filter((id) => (findNode(tree, id)?.children.length ?? 0) > 0)
}

/**
 * Opens or closes one node. Closing a node closes everything below it; opening a top-level node closes the
 * other top-level nodes (and everything below them).
 */
export function toggleNode(tree: readonly MenuNode[], open: readonly number[], id: number): number[] {
  const node = findNode(tree, id)
  if (!node || node.children.length === 0) return [...open]
  if (open.includes(id)) {
    const closing = new Set(subtreeIds(node))
    return open.filter((o) => !closing.has(o))
  }
  const isTopLevel = tree.some((n) => n.id === id)
  const closing = new Set(isTopLevel ? tree.filter((n) => n.id !== id).flatMap(subtreeIds) : [])
  return [...open.filter((o) => !closing.has(o)), id]
}
