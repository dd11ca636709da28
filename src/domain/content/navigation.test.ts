import { describe, expect, it } from 'vitest'
import {
  buildNavigation,
  CHUNK_RELOAD_GUARD_MS,
  childTarget,
  isChunkLoadError,
  isSearchPage,
  localizeHref,
  type NavSource,
  parseHistory,
  QUICK_LINKS,
  recordVisit,
  rootTarget,
  searchHref,
  shouldReloadForChunkError,
  stripLocale,
  switchLocaleHref,
} from './navigation'

const node = (id: number, name: string, extra: Partial<NavSource> = {}): NavSource => ({
  id,
  name,
  link: null,
  external: false,
  children: [],
  ...extra,
})

/** The shape of the seeded tree (src/seed/data/categories.ts). */
const tree: NavSource[] = [
  node(1, 'Home', { link: '/' }),
  node(2, 'Products', {
    children: [
      node(20, 'Cytokines', { children: [node(21, 'Interleukins'), node(22, 'Growth Factors')] }),
      node(50, 'Enzymes'),
    ],
  }),
  node(3, 'Services', { children: [node(101, 'Custom Expression'), node(104, 'Capping Rate')] }),
  node(4, 'Resources & Support', {
    children: [
      node(201, 'Articles'),
      node(202, 'FAQ'),
      node(203, 'Protocols'),
      node(204, 'Toolbox', { link: '/tool-class' }),
      node(205, 'Resource Download'),
    ],
  }),
  node(5, 'News & Activities', { children: [node(301, 'Company News'), node(302, 'Events')] }),
  node(6, 'About Us', {
    children: [
      node(401, 'Company Profile'),
      node(404, 'Authorized Distributors', { link: '/contact?type=authorized' }),
      node(405, 'Contact Us', { link: '/contact?type=contact' }),
      node(406, 'Join Us', { link: 'https://jobs.example.com/', external: true }),
    ],
  }),
  node(679, 'Investors', { children: [node(501, 'Announcements'), node(502, 'Periodic Reports')] }),
]

const nav = buildNavigation(tree)
const entry = (id: number) => {
  const found = nav.find((e) => e.id === id)
  if (!found) throw new Error(`no entry ${id}`)
  return found
}
const hrefs = (id: number) => entry(id).children.map((c) => c.href)

describe('main navigation (spec section 2)', () => {
  it('has the seven entries in tree order, the first being home at /', () => {
    expect(nav.map((e) => e.label)).toEqual([
      'Home',
      'Products',
      'Services',
      'Resources & Support',
      'News & Activities',
      'About Us',
      'Investors',
    ])
    expect(nav.map((e) => e.section)).toEqual([
      'home',
      'products',
      'service',
      'resources',
      'information',
      'about',
      'investors',
    ])
    expect(entry(1)).toMatchObject({ href: '/', external: false, children: [] })
  })

  it('sends root entries to their section pages', () => {
    expect(nav.map((e) => e.href)).toEqual([
      '/',
      '/products',
      '/service',
      '/resources',
      '/information',
      '/about-us',
      '/investors',
    ])
  })

  it('sends product categories (and their sub-categories) to /product-list?id={id}', () => {
    expect(hrefs(2)).toEqual(['/product-list?id=20', '/product-list?id=50'])
    expect(entry(2).children[0]?.children.map((c) => c.href)).toEqual(['/product-list?id=21', '/product-list?id=22'])
  })

  it('sends services to /service?menuId={id}', () => {
    expect(hrefs(3)).toEqual(['/service?menuId=101', '/service?menuId=104'])
  })

  it('sends resources to /resources?activeIndex={zero-based position}; position 4 is resource download', () => {
    expect(hrefs(4)).toEqual([
      '/resources?activeIndex=0',
      '/resources?activeIndex=1',
      '/resources?activeIndex=2',
      '/tool-class',
      '/resources?activeIndex=4',
    ])
    expect(entry(4).children[4]?.label).toBe('Resource Download')
  })

  it('sends news and activities to /information?activeIndex={id}', () => {
    expect(hrefs(5)).toEqual(['/information?activeIndex=301', '/information?activeIndex=302'])
  })

  it("lets an about node's link win: distributors, contact, join us (new tab); others /about-us?childId={id}", () => {
    expect(entry(6).children.map(({ href, external }) => ({ href, external }))).toEqual([
      { href: '/about-us?childId=401', external: false },
      { href: '/contact?type=authorized', external: false },
      { href: '/contact?type=contact', external: false },
      { href: 'https://jobs.example.com/', external: true },
    ])
  })

  it('treats an absolute URL link as external even without the external flag', () => {
    expect(childTarget('about', node(9, 'x', { link: 'https://example.org/' }), 0)).toEqual({
      href: 'https://example.org/',
      external: true,
    })
    expect(childTarget('about', node(9, 'x', { link: '  ' }), 0)).toEqual({
      href: '/about-us?childId=9',
      external: false,
    })
  })

  it('sends investors to /investors and its children to /investors?childId={id}', () => {
    expect(entry(679).href).toBe('/investors')
    expect(hrefs(679)).toEqual(['/investors?childId=501', '/investors?childId=502'])
  })

  it('keeps only the link of an unknown root and its children', () => {
    const [, unknown] = buildNavigation([
      node(1, 'Home'),
      node(900, 'Other', { link: '/mock', children: [node(901, 'a'), node(902, 'b', { link: '/article' })] }),
    ])
    expect(unknown).toMatchObject({ section: null, href: '/mock' })
    expect(unknown?.children.map((c) => c.href)).toEqual(['/', '/article'])
    expect(rootTarget(node(900, 'Other'))).toEqual({ href: '/', external: false })
  })

  it('lists the six quick links', () => {
    expect(QUICK_LINKS.map((q) => q.href)).toEqual([
      '/new-product-list',
      '/apply',
      '/literature',
      '/reward',
      '/contact?type=authorized',
      '/resources?activeIndex=4',
    ])
  })
})

describe('paths in both languages', () => {
  it('adds /en for English and nothing for Chinese; external URLs stay', () => {
    for (const e of nav) {
      for (const item of [e, ...e.children]) {
        if (item.external) {
          expect(localizeHref(item.href, 'en')).toBe(item.href)
          continue
        }
        expect(localizeHref(item.href, 'cn')).toBe(item.href)
        expect(localizeHref(item.href, 'en')).toBe(item.href === '/' ? '/en' : `/en${item.href}`)
      }
    }
    expect(localizeHref('/product-list?id=21', 'en')).toBe('/en/product-list?id=21')
    expect(localizeHref('/?a=1', 'en')).toBe('/en?a=1')
    expect(localizeHref('https://jobs.example.com/', 'en')).toBe('https://jobs.example.com/')
  })

  it('switches language keeping path and query', () => {
    expect(switchLocaleHref('/product-list', '?id=21', 'en')).toBe('/en/product-list?id=21')
    expect(switchLocaleHref('/en/product-list', '?id=21', 'cn')).toBe('/product-list?id=21')
    expect(switchLocaleHref('/en', '', 'cn')).toBe('/')
    expect(switchLocaleHref('/', '', 'en')).toBe('/en')
    expect(switchLocaleHref('/', 'keywords=x', 'en')).toBe('/en?keywords=x')
    expect(switchLocaleHref('/en/search', '?keywords=IL-2', 'en')).toBe('/en/search?keywords=IL-2')
    // "/enzymes" is a Chinese path, not an English one.
    expect(switchLocaleHref('/enzymes', '', 'en')).toBe('/en/enzymes')
    expect(stripLocale('/enzymes')).toBe('/enzymes')
  })
})

describe('search', () => {
  it('goes to /search?keywords= with the trimmed, encoded text; empty does nothing', () => {
    expect(searchHref('  IL-2 ')).toBe('/search?keywords=IL-2')
    expect(searchHref('白介素 2&x')).toBe(`/search?keywords=${encodeURIComponent('白介素 2&x')}`)
    expect(searchHref('   ')).toBeNull()
    expect(searchHref('')).toBeNull()
  })

  it('knows the search pages in both languages', () => {
    expect(isSearchPage('/search')).toBe(true)
    expect(isSearchPage('/en/search')).toBe(true)
    expect(isSearchPage('/search-not-found')).toBe(true)
    expect(isSearchPage('/en/search-not-found')).toBe(true)
    expect(isSearchPage('/search/components/submenu')).toBe(true)
    expect(isSearchPage('/searching')).toBe(false)
    expect(isSearchPage('/product-list')).toBe(false)
  })
})

describe('navigation history (spec section 4)', () => {
  it('pushes new paths', () => {
    expect(recordVisit([], '/')).toEqual(['/'])
    expect(recordVisit(['/'], '/product-list?id=21')).toEqual(['/', '/product-list?id=21'])
  })

  it('truncates to a path visited again (going back)', () => {
    expect(recordVisit(['/', '/a', '/b', '/c'], '/a')).toEqual(['/', '/a'])
    expect(recordVisit(['/', '/a'], '/a')).toEqual(['/', '/a'])
  })

  it('does not record /login and /registered, in either language', () => {
    for (const path of ['/login', '/registered', '/en/login', '/en/registered', '/login?redirect=/cart']) {
      expect(recordVisit(['/'], path)).toEqual(['/'])
    }
    expect(recordVisit(['/'], '/login-help')).toEqual(['/', '/login-help'])
  })

  it('keeps at most 50 entries and reads stored lists defensively', () => {
    const long = Array.from({ length: 50 }, (_, i) => `/p${i}`)
    expect(recordVisit(long, '/new')).toHaveLength(50)
    expect(recordVisit(long, '/new').at(-1)).toBe('/new')
    expect(parseHistory(null)).toEqual([])
    expect(parseHistory('not json')).toEqual([])
    expect(parseHistory('{"a":1}')).toEqual([])
    expect(parseHistory('["/", 3, "/a"]')).toEqual(['/', '/a'])
  })
})

describe('chunk-load failures (spec sections 4 and 9)', () => {
  it('recognises failed chunk loads by name or message', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk app-page failed'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true)
    expect(isChunkLoadError(null, 'Uncaught ChunkLoadError: Loading chunk 7 failed')).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })

  it('reloads at most once per 60 s', () => {
    const now = 1_000_000
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000)
    expect(shouldReloadForChunkError(null, now)).toBe(true)
    expect(shouldReloadForChunkError(now - 1_000, now)).toBe(false)
    expect(shouldReloadForChunkError(now - 59_999, now)).toBe(false)
    expect(shouldReloadForChunkError(now - 60_000, now)).toBe(true)
    expect(shouldReloadForChunkError(Number.NaN, now)).toBe(true)
  })
})
