/**
 * The pages the HTTP benchmarks measure, in both languages, by the URLs visitors use (the proxy rewrites the
 * catalogue's query-string URLs to their cacheable path form, src/lib/route-rewrites.ts and docs/routes.md).
 * The product and its category come from the running server's API (the first popular product), so the bench
 * works on any catalogue; BENCH_CATALOG_NUMBER and BENCH_PRODUCT_LIST_ID pick others.
 */

/** The catalog number and product-list category id to measure. */
export async function pickCatalogue(base) {
  let catalogNumber = process.env.BENCH_CATALOG_NUMBER
  let listId = process.env.BENCH_PRODUCT_LIST_ID
  if (!catalogNumber || !listId) {
    const res = await fetch(`${base}/api/v1/popular_product?size=1`)
    const body = await res.json()
    const first = body.data?.[0]
    if (!first) throw new Error(`no popular product at ${base}/api/v1/popular_product: ${JSON.stringify(body)}`)
    catalogNumber ||= first.catalogNumber
    listId ||= String(first.categoryId ?? 20)
  }
  return { catalogNumber, listId }
}

/** Home, product list and product detail, Chinese (no prefix) and English (/en). */
export function benchPages({ catalogNumber, listId }) {
  const pages = [
    { name: 'home', path: '/' },
    { name: 'product list', path: `/product-list?id=${listId}` },
    { name: 'product detail', path: `/product-detail?catalogNumber=${encodeURIComponent(catalogNumber)}` },
  ]
  return ['cn', 'en'].flatMap((locale) =>
    pages.map((p) => ({
      name: `${p.name} (${locale})`,
      locale,
      path: locale === 'en' ? `/en${p.path === '/' ? '' : p.path}` : p.path,
    })),
  )
}

/**
 * Requests a page until the cache serves it (pages render on their first request, then ISR keeps them), so the
 * measurements see the cached page a visitor gets, not the first render. The Chinese home page is asked for
 * with the language cookie: at the bare root the visitor's language decides (docs/adr/0003).
 */
export async function warm(base, path, headers = {}) {
  let last
  for (let i = 0; i < 3; i++) {
    last = await fetch(`${base}${path}`, { headers: { ...localeCookie(path), ...headers }, redirect: 'manual' })
    await last.arrayBuffer()
    if (last.status !== 200) throw new Error(`${path}: HTTP ${last.status}`)
    if (last.headers.get('x-nextjs-cache') === 'HIT') break
  }
  return last
}

/** The cookie that keeps the bare root in Chinese (the browser Lighthouse drives asks for English first). */
export function localeCookie(path) {
  return path === '/' || path.startsWith('/?') ? { cookie: 'i18n_redirected=cn' } : {}
}
