/**
 * SEO helpers of the catalogue pages: the spec's URL of a page in each language (Chinese without prefix,
 * English under /en), hreflang alternates, and the Product JSON-LD (no prices: cached HTML never has them).
 */
export type SiteLocale = 'cn' | 'en'

/** `path` (the spec's URL with its query, e.g. `/product-detail?catalogNumber=CD002`) in a language. */
export function localizedPath(locale: SiteLocale, path: string): string {
  if (locale === 'cn') return path
  if (path === '/') return '/en'
  return path.startsWith('/?') ? `/en${path.slice(1)}` : `/en${path}`
}

/** `alternates` of Next's metadata: canonical in this language, zh-CN ↔ en and x-default (Chinese). */
export function pageAlternates(locale: SiteLocale, path: string) {
  return {
    canonical: localizedPath(locale, path),
    languages: { 'zh-CN': localizedPath('cn', path), en: localizedPath('en', path), 'x-default': path },
  }
}

/** An absolute URL from the public origin (SITE_URL) and a path, or null when the origin is unknown. */
export function absoluteUrl(siteUrl: string | undefined, path: string): string | null {
  const origin = siteUrl?.trim().replace(/\/+$/, '')
  if (!origin || !/^https?:\/\/[^/\s]+$/i.test(origin)) return null
  return `${origin}${path}`
}

export interface ProductJsonLdInput {
  name: string
  catalogNumber: string
  brand: string
  description: string
  url: string | null
  category: string | null
}

/** schema.org Product without offers: prices depend on the visitor's country and stay out of cached HTML. */
export function productJsonLd(p: ProductJsonLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.catalogNumber,
    mpn: p.catalogNumber,
    brand: { '@type': 'Brand', name: p.brand },
    description: p.description || p.name,
    ...(p.category ? { category: p.category } : {}),
    ...(p.url ? { url: p.url } : {}),
  }
}

/** JSON for a `<script type="application/ld+json">`, safe inside HTML (no `</script>` or comment breakout). */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
