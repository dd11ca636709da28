/**
 * SEO helpers of the catalogue pages: the spec's URL of a page in each language (Chinese without prefix,
 * English under /en), hreflang alternates, and the Product JSON-LD (no prices: cached HTML never has them; the browser adds the offers the visitor sees).
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
  /** The main image's URL: absolute when the public origin is known (issue 19). */
  image?: string | null
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
    ...(p.image ? { image: p.image } : {}),
  }
}

/** An image URL for structured data: absolute from SITE_URL when it is a path and the origin is known. */
export function jsonLdImage(siteUrl: string | undefined, url: string | null | undefined): string | null {
  if (!url) return null
  if (/^https?:\/\//i.test(url)) return url
  return absoluteUrl(siteUrl, url.startsWith('/') ? url : `/${url}`) ?? url
}

export interface OfferSize {
  size: string
  /** null: on inquiry (no offer). */
  priceFen: number | null
  stock?: 'in-stock' | 'ships-in-days' | 'made-to-order'
}

const AVAILABILITY = {
  'in-stock': 'https://schema.org/InStock',
  'ships-in-days': 'https://schema.org/BackOrder',
  'made-to-order': 'https://schema.org/MadeToOrder',
} as const

/**
 * schema.org Product with the offers the visitor sees (issue 19), or null when no price is visible. Only the
 * browser builds it, from the prices /api/v1/product/detail returned for this visitor: cached HTML never has it.
 */
export function productOffersJsonLd(
  p: { name: string; catalogNumber: string; url: string | null },
  sizes: readonly OfferSize[],
): Record<string, unknown> | null {
  const offers = sizes
    .filter((s): s is OfferSize & { priceFen: number } => typeof s.priceFen === 'number' && s.priceFen > 0)
    .map((s) => ({
      '@type': 'Offer',
      name: s.size,
      sku: `${p.catalogNumber}-${s.size}`,
      price: (s.priceFen / 100).toFixed(2),
      priceCurrency: 'CNY',
      availability: AVAILABILITY[s.stock ?? 'in-stock'],
      ...(p.url ? { url: p.url } : {}),
    }))
  if (!offers.length) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.catalogNumber,
    ...(p.url ? { url: p.url } : {}),
    offers,
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
