import { describe, expect, it } from 'vitest'
import { categories } from '../../seed/data/categories'
import { pathTo } from '../catalog/category-tree'
import {
  aboutMenuTarget,
  articleHref,
  childrenOf,
  isInternalLink,
  isSafeExternalLink,
  RESOURCE_DOWNLOAD_POSITION,
  resourceTab,
  type SectionNode,
  sectionHref,
} from './content-sections'

/** The seeded category tree, built the way the API builds it (children ordered by sort). */
function seedTree(): SectionNode[] {
  const nodes = new Map<number, SectionNode & { parentId: number | null; sort: number }>()
  for (const c of categories) {
    nodes.set(c.id, {
      id: c.id,
      name: c.name.en,
      link: c.link ?? null,
      external: Boolean(c.external),
      children: [],
      parentId: c.parentId,
      sort: c.sort,
    })
  }
  const roots: SectionNode[] = []
  for (const n of [...nodes.values()].sort((a, b) => a.sort - b.sort || a.id - b.id)) {
    const parent = n.parentId === null ? undefined : nodes.get(n.parentId)
    if (parent) parent.children.push(n)
    else roots.push(n)
  }
  return roots
}

const tree = seedTree()

describe('resources tabs by zero-based position (spec: activeIndex=4 is resource download)', () => {
  const tabs = childrenOf(tree, 4)
  it('maps positions 0-2 to article categories', () => {
    expect(resourceTab(tabs, 0)).toMatchObject({ kind: 'articles', node: { id: 201 } })
    expect(resourceTab(tabs, 2)).toMatchObject({ kind: 'articles', node: { id: 203 } })
  })
  it('maps position 3 (toolbox) to its link /tool-class', () => {
    expect(resourceTab(tabs, 3)).toMatchObject({ kind: 'link', href: '/tool-class', node: { id: 204 } })
  })
  it('maps position 4 to the download list', () => {
    expect(RESOURCE_DOWNLOAD_POSITION).toBe(4)
    expect(resourceTab(tabs, 4)).toMatchObject({ kind: 'downloads', node: { id: 205 } })
  })
  it('has no tab past the last position', () => {
    expect(resourceTab(tabs, 5)).toBeNull()
  })
  it('ignores an unsafe link on a category', () => {
    const evil: SectionNode = { id: 9, name: 'x', link: 'javascript:alert(1)', external: true, children: [] }
    expect(resourceTab([evil], 0)).toMatchObject({ kind: 'articles' })
  })
})

describe('the page listing a category', () => {
  it('follows the spec navigation mapping', () => {
    expect(sectionHref(tree, 102)).toBe('/service?menuId=102')
    expect(sectionHref(tree, 205)).toBe('/resources?activeIndex=4')
    expect(sectionHref(tree, 201)).toBe('/resources?activeIndex=0')
    expect(sectionHref(tree, 302)).toBe('/information?activeIndex=302')
    expect(sectionHref(tree, 401)).toBe('/about-us?childId=401')
    expect(sectionHref(tree, 502)).toBe('/investors?childId=502')
    expect(sectionHref(tree, 5)).toBe('/information')
    expect(sectionHref(tree, 21)).toBeNull()
    expect(sectionHref(tree, 99999)).toBeNull()
  })
  it('finds the path from the root', () => {
    expect(pathTo(tree, 21)?.map((n) => n.id)).toEqual([2, 20, 21])
  })
})

describe('about-us menu honours the categories links', () => {
  const about = childrenOf(tree, 6)
  const target = (id: number) => aboutMenuTarget(about.find((n) => n.id === id) as SectionNode)
  it('sends authorized distributors and contact us to /contact', () => {
    expect(target(404)).toEqual({ href: '/contact?type=authorized', external: false })
    expect(target(405)).toEqual({ href: '/contact?type=contact', external: false })
  })
  it('opens join us on the external site', () => {
    expect(target(406)).toEqual({ href: 'https://jobs.example.com/', external: true })
  })
  it('sends the others to /about-us?childId=', () => {
    expect(target(401)).toEqual({ href: '/about-us?childId=401', external: false })
  })
})

describe('links', () => {
  it('tells internal paths from other hosts', () => {
    expect(isInternalLink('/contact?type=contact')).toBe(true)
    expect(isInternalLink('//evil.test/')).toBe(false)
    expect(isInternalLink('/\\evil.test')).toBe(false)
    expect(isInternalLink('https://jobs.example.com/')).toBe(false)
  })
  it('accepts only http(s) external links', () => {
    expect(isSafeExternalLink('https://jobs.example.com/')).toBe(true)
    expect(isSafeExternalLink('javascript:alert(1)')).toBe(false)
    expect(isSafeExternalLink('data:text/html,x')).toBe(false)
    expect(isSafeExternalLink('not a url')).toBe(false)
  })
  it('gives events their meeting page', () => {
    expect(articleHref({ id: 7, event: null })).toBe('/article?id=7')
    expect(articleHref({ id: 8, event: { startsAt: '2025-01-01' } })).toBe('/meeting-detail?id=8')
  })
})
