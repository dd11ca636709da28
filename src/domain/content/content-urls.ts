/**
 * URLs of the content pages: localized paths (Chinese without prefix, English under /en), the spec's
 * query-string addresses, canonical and hreflang alternates, and the site origin for absolute URLs.
 * Pure functions: no Next.js, no Payload.
 */

export type SiteLocale = 'cn' | 'en'

/** The hreflang codes of the two sites (spec section 1): zh-CN for `cn`, en for `en`. */
export const HREFLANG: Record<SiteLocale, string> = { cn: 'zh-CN', en: 'en' }

/** A path of the site in a language: `/x` for Chinese, `/en/x` for English (`/` and `/en` for home). */
export function localizedPath(locale: SiteLocale, path: string): string {
  if (locale === 'cn') return path
  if (path === '/') return '/en'
  return path.startsWith('/?') ? `/en${path.slice(1)}` : `/en${path}`
}

type QueryValue = string | number | null | undefined

/** `path?key=value&…` in the given key order; empty values are left out. */
export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue
    params.append(key, String(value))
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

const HOST = /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?(:\d{1,5})?$/i

/**
 * The public origin for absolute URLs: SITE_URL when configured, else the request's host (validated:
 * a garbage Host header gives `http://localhost`, never markup or a path).
 */
export function originFrom(siteUrl: string | undefined, host: string | null, proto: string | null): string {
  const configured = siteUrl?.trim().replace(/\/+$/, '')
  if (configured && /^https?:\/\/[^/\s]+$/i.test(configured)) return configured
  const cleanHost = host?.split(',')[0]?.trim() ?? ''
  const cleanProto = proto?.split(',')[0]?.trim().toLowerCase()
  const scheme = cleanProto === 'https' ? 'https' : 'http'
  return HOST.test(cleanHost) ? `${scheme}://${cleanHost.toLowerCase()}` : 'http://localhost'
}

export interface Alternates {
  canonical: string
  languages: Record<string, string>
}

/**
 * Canonical URL of a page in one language and its hreflang alternates (zh-CN, en, x-default = Chinese).
 * `path` is the language-neutral path with its query, e.g. `/service?menuId=101`.
 */
export function alternatesFor(origin: string, locale: SiteLocale, path: string): Alternates {
  const cn = `${origin}${localizedPath('cn', path)}`
  const en = `${origin}${localizedPath('en', path)}`
  return {
    canonical: locale === 'cn' ? cn : en,
    languages: { [HREFLANG.cn]: cn, [HREFLANG.en]: en, 'x-default': cn },
  }
}

/** Escapes text for XML (Next writes sitemap URLs into the XML as they are). */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}
