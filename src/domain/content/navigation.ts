/**
 * Main navigation of the shared shell (spec section 2, "Navigation mapping"), the language switch's target
 * (section 1) and the session navigation history (section 4). Pure functions: no framework imports.
 *
 * Hrefs are locale-neutral paths ("/product-list?id=21"); `localizeHref` adds the /en prefix for English.
 */

import { SECTION_ROOTS } from './content-sections'

/** Root category ids (spec section 2): the first root (id 1) is the home entry. */
export const NAV_ROOT = { home: 1, ...SECTION_ROOTS } as const

/** The category tree node fields the navigation reads (a subset of the API's TreeNode). */
export interface NavSource {
  id: number
  name: string
  link: string | null
  external: boolean
  children: NavSource[]
}

export interface NavTarget {
  href: string
  /** Opens in a new tab (target=_blank, rel=noopener). */
  external: boolean
}

export interface NavItem extends NavTarget {
  id: number
  label: string
  children: NavItem[]
}

export interface NavEntry extends NavTarget {
  id: number
  label: string
  /** Which root this is, or null for a root the mapping does not know (it keeps its `link` only). */
  section: keyof typeof NAV_ROOT | null
  children: NavItem[]
}

/** Shortcuts shown in the products menu (spec section 2, "Quick links"). Keys name the message texts. */
export const QUICK_LINKS = [
  { key: 'newProducts', href: '/new-product-list' },
  { key: 'apply', href: '/apply' },
  { key: 'literature', href: '/literature' },
  { key: 'reward', href: '/reward' },
  { key: 'distributors', href: '/contact?type=authorized' },
  { key: 'download', href: '/resources?activeIndex=4' },
] as const

export type QuickLinkKey = (typeof QUICK_LINKS)[number]['key']

const SECTION_PATHS: Record<keyof typeof NAV_ROOT, string> = {
  home: '/',
  products: '/products',
  service: '/service',
  resources: '/resources',
  information: '/information',
  about: '/about-us',
  investors: '/investors',
}

function sectionOf(id: number): keyof typeof NAV_ROOT | null {
  for (const [section, rootId] of Object.entries(NAV_ROOT)) {
    if (rootId === id) return section as keyof typeof NAV_ROOT
  }
  return null
}

export function isExternalUrl(href: string): boolean {
  return /^(https?:)?\/\//i.test(href)
}

/** A node's own `link` (staff-set route or URL) overrides the default mapping. */
function linkTarget(node: NavSource): NavTarget | null {
  const link = node.link?.trim()
  if (!link) return null
  return { href: link, external: node.external || isExternalUrl(link) }
}

/** Where a root entry of the main navigation goes. */
export function rootTarget(node: NavSource, isFirst = false): NavTarget {
  const own = linkTarget(node)
  if (own) return own
  const section = isFirst ? 'home' : sectionOf(node.id)
  return { href: section ? SECTION_PATHS[section] : '/', external: false }
}

/**
 * Where a sub-item goes. `position` is its zero-based index among its parent's children (resources are
 * addressed by position; position 4 is resource download).
 */
export function childTarget(section: keyof typeof NAV_ROOT | null, node: NavSource, position: number): NavTarget {
  const own = linkTarget(node)
  if (own) return own
  switch (section) {
    case 'products':
      return { href: `/product-list?id=${node.id}`, external: false }
    case 'resources':
      return { href: `/resources?activeIndex=${position}`, external: false }
    case 'service':
      return { href: `/service?menuId=${node.id}`, external: false }
    case 'information':
      return { href: `/information?activeIndex=${node.id}`, external: false }
    case 'about':
      return { href: `/about-us?childId=${node.id}`, external: false }
    case 'investors':
      return { href: `/investors?childId=${node.id}`, external: false }
    default:
      return { href: '/', external: false }
  }
}

function childItems(section: keyof typeof NAV_ROOT | null, nodes: NavSource[]): NavItem[] {
  return nodes.map((node, position) => ({
    id: node.id,
    label: node.name,
    ...childTarget(section, node, position),
    // Only the product catalogue goes deeper (its menu lists sub-categories); other sections are one level.
    children: section === 'products' ? childItems(section, node.children) : [],
  }))
}

/** The main navigation built from the category tree: one entry per root, in tree order. */
export function buildNavigation(tree: NavSource[]): NavEntry[] {
  return tree.map((root, index) => {
    const section = index === 0 ? 'home' : sectionOf(root.id)
    return {
      id: root.id,
      label: root.name,
      section,
      ...rootTarget(root, index === 0),
      children: section === 'home' ? [] : childItems(section, root.children),
    }
  })
}

// ── Locales ──────────────────────────────────────────────────────────────────────────────────────────────

export type NavLocale = 'cn' | 'en'

/** Removes the /en prefix: "/en/product-list" → "/product-list", "/en" → "/". */
export function stripLocale(pathname: string): string {
  if (pathname === '/en') return '/'
  if (pathname.startsWith('/en/')) return pathname.slice(3)
  return pathname || '/'
}

/** A locale-neutral href in a language: Chinese has no prefix, English has /en. External URLs stay. */
export function localizeHref(href: string, locale: NavLocale): string {
  if (isExternalUrl(href) || !href.startsWith('/')) return href
  if (locale === 'cn') return href
  if (href === '/') return '/en'
  if (href.startsWith('/?') || href.startsWith('/#')) return `/en${href.slice(1)}`
  return `/en${href}`
}

/**
 * The language switch's target: the same path and query in the other language
 * (/product-list?id=21 ⇄ /en/product-list?id=21).
 */
export function switchLocaleHref(pathname: string, search: string, target: NavLocale): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''
  return localizeHref(`${stripLocale(pathname)}${query}`, target)
}

/** The search page for a keyword, or null when the trimmed keyword is empty. */
export function searchHref(keyword: string): string | null {
  const text = keyword.trim()
  return text ? `/search?keywords=${encodeURIComponent(text)}` : null
}

/** The search pages, on which the search bar keeps its keyword (spec section 4). */
export function isSearchPage(pathname: string): boolean {
  const path = stripLocale(pathname)
  return path === '/search' || path.startsWith('/search/') || path === '/search-not-found'
}

// ── Navigation history (spec section 4) ──────────────────────────────────────────────────────────────────

/** The sessionStorage key of the navigation history. */
export const NAVIGATION_HISTORY_KEY = 'navigation_history'
const UNRECORDED = new Set(['/login', '/registered'])
const HISTORY_LIMIT = 50

/**
 * The history after visiting `path` (path and query): a path already in the list means the visitor went
 * back to it, so the list is cut after it; a new path is pushed; /login and /registered are not recorded.
 */
export function recordVisit(history: readonly string[], path: string): string[] {
  const bare = stripLocale(path.split(/[?#]/)[0] ?? '/')
  if (UNRECORDED.has(bare)) return [...history]
  const index = history.lastIndexOf(path)
  if (index >= 0) return history.slice(0, index + 1)
  return [...history, path].slice(-HISTORY_LIMIT)
}

/** Reads a stored history list, tolerating anything malformed. */
export function parseHistory(raw: string | null): string[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

// ── Chunk-load failures (spec sections 4 and 9) ──────────────────────────────────────────────────────────

/** Minimum time between two automatic reloads after a failed page-chunk load. */
export const CHUNK_RELOAD_GUARD_MS = 60_000
export const CHUNK_RELOAD_KEY = 'chunk_reload_at'

/** A failed page-chunk load, by error name or message. */
export function isChunkLoadError(error: unknown, message = ''): boolean {
  const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : ''
  const text = `${message} ${error && typeof error === 'object' && 'message' in error ? String(error.message) : typeof error === 'string' ? error : ''}`
  return (
    name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk/i.test(text) ||
    /Failed to fetch dynamically imported module/i.test(text) ||
    /error loading dynamically imported module/i.test(text) ||
    /Importing a module script failed/i.test(text)
  )
}

/** Whether to reload now, given the time of the last automatic reload (null when none). */
export function shouldReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
}
