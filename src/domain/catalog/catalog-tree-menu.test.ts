import { describe, expect, it } from 'vitest'
import { initialOpen, type MenuNode, pathTo, toggleNode } from './catalog-tree-menu'

const leaf = (id: number): MenuNode => ({ id, children: [] })
const tree: MenuNode[] = [
  { id: 20, children: [leaf(21), { id: 22, children: [leaf(221)] }] },
  { id: 30, children: [leaf(31), leaf(32)] },
  leaf(40),
]

describe('category tree menu state', () => {
  it('finds the path from the top level to a node', () => {
    expect(pathTo(tree, 221)).toEqual([20, 22, 221])
    expect(pathTo(tree, 30)).toEqual([30])
    expect(pathTo(tree, 99)).toEqual([])
  })

  it('opens the ancestors of the shown category', () => {
    expect(initialOpen(tree, 221)).toEqual([20, 22])
    expect(initialOpen(tree, 21)).toEqual([20])
    expect(initialOpen(tree, 30)).toEqual([30])
    expect(initialOpen(tree, 40)).toEqual([])
    expect(initialOpen(tree, null)).toEqual([])
  })

  it('keeps only one top-level category open', () => {
    let open = toggleNode(tree, [], 20)
    expect(open).toEqual([20])
    open = toggleNode(tree, open, 22)
    expect(open).toEqual([20, 22])
    open = toggleNode(tree, open, 30)
    expect(open).toEqual([30])
    open = toggleNode(tree, open, 20)
    expect(open).toEqual([20])
  })

  it('collapses a node with everything below it', () => {
    expect(toggleNode(tree, [20, 22], 20)).toEqual([])
    expect(toggleNode(tree, [20, 22], 22)).toEqual([20])
  })

  it('ignores leaves and unknown ids', () => {
    expect(toggleNode(tree, [20], 21)).toEqual([20])
    expect(toggleNode(tree, [20], 40)).toEqual([20])
    expect(toggleNode(tree, [20], 999)).toEqual([20])
  })

  it('never has two top-level nodes open, whatever the clicks', () => {
    const ids = [20, 22, 30, 40, 21, 221, 31]
    let open: number[] = []
    for (let i = 0; i < 200; i++) {
      open = toggleNode(tree, open, ids[(i * 7 + 3) % ids.length] as number)
      expect(open.filter((id) => tree.some((n) => n.id === id)).length).toBeLessThanOrEqual(1)
    }
  })
})
