import type { Payload } from 'payload'
import { categoryTree, findNode } from '../../api/tree-structure'
import { relationId, sizesView } from '../../api/views'
import { SPECIES, TAGS } from '../../domain/catalog'
import { normalizeKeyword } from '../../domain/hot-keywords'
import type { ProductFilters, Ranked, SearchIndex } from '../../domain/search/search-index'
import type { Locale } from '../../i18n/routing'
import type { Article } from '../../payload-types'
import { type StoredProduct, searchCatalog, searchIndex } from './search-service'

/** What every search query needs to know about the request. */
export interface SearchContext {
  payload: Payload
  locale: Locale
  showPrices: boolean
  /** The inquiry word of the request's language (shown instead of hidden prices). */
  inquiryWord: string
}

export interface Paging {
  page: number
  size: number
}

export type TabCounts = { product: number; service: number; content: number }

export function tabCounts(index: SearchIndex, keywords: string): TabCounts {
  return {
    product: index.rankProducts(keywords).length,
    service: index.rankArticles('service', keywords).length,
    content: index.rankArticles('content', keywords).length,
  }
}

function slice<T>(items: T[], { page, size }: Paging) {
  return { items: items.slice((page - 1) * size, page * size), page, size, total: items.length }
}

/** Logs a search made on the site (the hot keywords); never fails the search. */
export async function logSearch(
  payload: Payload,
  keywords: string,
  locale: Locale,
  resultCount: number,
): Promise<void> {
  try {
    await payload.create({
      collection: 'search-logs',
      data: {
        keyword: keywords.slice(0, 100),
        normalized: normalizeKeyword(keywords).slice(0, 100),
        locale,
        resultCount,
      },
      overrideAccess: true,
    })
  } catch (error) {
    console.error('[search] could not log the query', error)
  }
}

function productRow(ctx: SearchContext, p: StoredProduct) {
  const sizes = sizesView(p.sizes, ctx.showPrices, ctx.inquiryWord)
  const name = ctx.locale === 'en' ? p.name.en : p.name.cn
  return {
    id: p.id,
    catalogNumber: p.catalogNumber,
    name,
    categoryId: p.categoryId,
    species: p.species,
    tag: p.tag,
    isNew: p.isNew,
    isHot: p.isHot,
    sizes,
    // The spec's column names for the product tab: title = catalog number, createTime = product name,
    // price = the sizes with their prices.
    title: p.catalogNumber,
    createTime: name,
    price: sizes.map((s) => `${s.size} ${s.price}`).join(' / '),
  }
}

export type ProductRow = ReturnType<typeof productRow>

export async function searchProducts(ctx: SearchContext, keywords: string, filters: ProductFilters, paging: Paging) {
  const { index, products } = await searchCatalog(ctx.payload)
  const { items, ...meta } = slice(index.filterProducts(index.rankProducts(keywords), filters), paging)
  const list = items.map((r) => products.get(r.id)).filter((p): p is StoredProduct => Boolean(p))
  return { list: list.map((p) => productRow(ctx, p)), ...meta }
}

async function articleRows(ctx: SearchContext, ranked: Ranked[]) {
  const ids = ranked.map((r) => r.id)
  if (!ids.length) return []
  const [found, tree] = await Promise.all([
    ctx.payload.find({
      collection: 'articles',
      where: { id: { in: ids } },
      locale: ctx.locale,
      depth: 0,
      limit: ids.length,
      overrideAccess: false,
    }),
    categoryTree(ctx.payload, ctx.locale),
  ])
  const byId = new Map(found.docs.map((d) => [d.id, d]))
  return ids
    .map((id) => byId.get(id))
    .filter((a): a is Article => Boolean(a))
    .map((a) => {
      const categoryId = relationId(a.category as number)
      return {
        id: a.id,
        slug: a.slug,
        title: a.title,
        summary: a.summary ?? '',
        categoryId,
        // The spec's content column: the tree node the article belongs to.
        treeName: categoryId === null ? '' : (findNode(tree, categoryId)?.name ?? ''),
        publishedAt: a.publishedAt,
      }
    })
}

export type ArticleRow = Awaited<ReturnType<typeof articleRows>>[number]

export async function searchArticles(
  ctx: SearchContext,
  kind: 'service' | 'content',
  keywords: string,
  paging: Paging,
) {
  const index = await searchIndex(ctx.payload)
  const { items, ...meta } = slice(index.rankArticles(kind, keywords), paging)
  return { list: await articleRows(ctx, items), ...meta }
}

/** The product tab's filters with their counts: leaf product categories, tags and species. */
export async function searchFacets(ctx: SearchContext, keywords: string) {
  const index = await searchIndex(ctx.payload)
  const facets = index.facets(index.rankProducts(keywords))
  const tree = await categoryTree(ctx.payload, ctx.locale)
  const categories: { id: number; name: string; count: number }[] = []
  const walk = (nodes: typeof tree) => {
    for (const n of nodes) {
      const count = facets.categories.get(n.id) ?? 0
      if (n.children.length) walk(n.children)
      else if (count) categories.push({ id: n.id, name: n.name, count })
    }
  }
  walk(findNode(tree, 2)?.children ?? [])
  const list = (m: Map<string, number>, order: readonly string[]) =>
    order.filter((v) => m.has(v)).map((value) => ({ value, count: m.get(value) ?? 0 }))
  return { categories, tags: list(facets.tags, TAGS), species: list(facets.species, SPECIES) }
}
