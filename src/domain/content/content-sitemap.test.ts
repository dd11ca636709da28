import { describe, expect, it } from 'vitest'
import { categories } from '../../seed/data/categories'
import type { SectionNode } from './content-sections'
import { sitemapEntries, sitemapPaths } from './content-sitemap'

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

describe('sitemap', () => {
  const paths = sitemapPaths(
    seedTree(),
    [{ catalogNumber: 'CD002', updatedAt: '2026-01-01T00:00:00.000Z' }],
    [
      { id: 1, isEvent: false },
      { id: 2, isEvent: true },
    ],
  ).map((p) => p.path)

  it('lists products by catalog number and articles, events at their meeting page', () => {
    expect(paths).toContain('/product-detail?catalogNumber=CD002')
    expect(paths).toContain('/article?id=1')
    expect(paths).toContain('/meeting-detail?id=2')
  })
  it('lists categories by the spec navigation mapping', () => {
    expect(paths).toContain('/product-list?id=21')
    expect(paths).toContain('/service?menuId=104')
    expect(paths).toContain('/resources?activeIndex=4')
    expect(paths).not.toContain('/resources?activeIndex=3') // the toolbox links to /tool-class
    expect(paths).toContain('/tool-class')
    expect(paths).toContain('/information?activeIndex=303')
    expect(paths).toContain('/about-us?childId=401')
    expect(paths).not.toContain('/about-us?childId=404') // links to /contact?type=authorized
    expect(paths).toContain('/contact?type=authorized')
    expect(paths).toContain('/investors?childId=501')
    expect(new Set(paths).size).toBe(paths.length)
  })
  it('gives each path in both languages with hreflang alternates', () => {
    const entries = sitemapEntries('https://www.example.com', [{ path: '/product-detail?catalogNumber=CD002' }])
    expect(entries.map((e) => e.url)).toEqual([
      'https://www.example.com/product-detail?catalogNumber=CD002',
      'https://www.example.com/en/product-detail?catalogNumber=CD002',
    ])
    expect(entries[1]?.alternates.languages).toEqual({
      'zh-CN': 'https://www.example.com/product-detail?catalogNumber=CD002',
      en: 'https://www.example.com/en/product-detail?catalogNumber=CD002',
      'x-default': 'https://www.example.com/product-detail?catalogNumber=CD002',
    })
  })
  it('escapes ampersands for the XML', () => {
    const [entry] = sitemapEntries('https://x.test', [{ path: '/a?x=1&y=2' }])
    expect(entry?.url).toBe('https://x.test/a?x=1&amp;y=2')
  })
})
