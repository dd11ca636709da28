import type { Where } from 'payload'
import { categoryTree, descendantIds, findNode, type TreeNode } from '../../api/tree-structure'
import { mediaView, relationId } from '../../api/views'
import { CATALOG_PAGE_SIZE, pageCount } from '../../domain/catalog-paging'
import { pathTo, subtreeIds } from '../../domain/catalog-tree-menu'
import type { Locale } from '../../i18n/routing'
import type { Category, Product } from '../../payload-types'
import { CACHE_TAGS } from '../cache-tags'
import { getPayloadClient } from '../payload'
import { type ArticleCard, articlesIn, contentTree } from './content'
import { pageData } from './loader'

/**
 * Server-side data of the catalogue pages (/products, /product-list, /new-product-list, /new-products,
 * /hotsproduct, /product-detail). Cached and tagged (see loader.ts). Nothing here carries a price: prices
 * depend on the visitor's country and are read in the browser from /api/v1/product/detail.
 */

/** The spec's id of the products root category (section 2, navigation mapping). */
export const PRODUCTS_ROOT_ID = 2
/** News & activities (the "latest activity" on product detail is the newest article below it). */
export const INFORMATION_ROOT_ID = 5

/** A category of the product tree with the number of published products in it and below it. */
export interface CatalogNode {
  id: number
  name: string
  count: number
  newCount: number
  children: CatalogNode[]
}

/** A product as list rows and cards show it: no prices, sizes by name only. */
export interface ProductRow {
  id: number
  catalogNumber: string
  name: string
  species: string | null
  tag: string | null
  sizes: string[]
  isNew: boolean
}

export interface ProductPage {
  list: ProductRow[]
  total: number
  page: number
  pages: number
}

export type ListKind = 'all' | 'new' | 'hot'

export function productRow(p: Product): ProductRow {
  return {
    id: p.id,
    catalogNumber: p.catalogNumber,
    name: p.name,
    species: p.species ?? null,
    tag: p.tag ?? null,
    sizes: (p.sizes ?? []).map((s) => s.size),
    isNew: Boolean(p.isNew),
  }
}

const published: Where = { status: { equals: 'published' } }
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/

/** The product category tree (below the products root), with product and new-product counts. */
export const productTree = pageData(
  'catalog:tree',
  [CACHE_TAGS.categories, CACHE_TAGS.products, CACHE_TAGS.media],
  async (locale: Locale): Promise<CatalogNode[]> => {
    const payload = await getPayloadClient()
    const root = findNode(await categoryTree(payload, locale), PRODUCTS_ROOT_ID)
    if (!root) return []
    const { docs } = await payload.find({
      collection: 'products',
      where: published,
      pagination: false,
      limit: 0,
      depth: 0,
      select: { category: true, isNew: true },
      overrideAccess: false,
    })
    const direct = new Map<number, { count: number; newCount: number }>()
    for (const p of docs) {
      const id = relationId(p.category as number | Category)
      if (id === null) continue
      const c = direct.get(id) ?? { count: 0, newCount: 0 }
      c.count += 1
      if (p.isNew) c.newCount += 1
      direct.set(id, c)
    }
    const withCounts = (node: TreeNode): CatalogNode => {
      const children = node.children.map(withCounts)
      const own = direct.get(node.id) ?? { count: 0, newCount: 0 }
      return {
        id: node.id,
        name: node.name,
        count: own.count + children.reduce((n, c) => n + c.count, 0),
        newCount: own.newCount + children.reduce((n, c) => n + c.newCount, 0),
        children,
      }
    }
    return root.children.map(withCounts)
  },
)

/** Finds a category of the product tree and the path to it from the top level. */
export function locateCategory(tree: CatalogNode[], id: number): { node: CatalogNode; path: CatalogNode[] } | null {
  const ids = pathTo(tree, id)
  if (!ids.length) return null
  const path: CatalogNode[] = []
  let level = tree
  for (const step of ids) {
    const node = level.find((n) => n.id === step)
    if (!node) return null
    path.push(node)
    level = node.children
  }
  const node = path.at(-1)
  return node ? { node, path } : null
}

/**
 * One page of products: of a category and its sub-categories (`categoryId`), or of the whole catalogue
 * (null); all, new or hot products. Sorted by catalog number. Null when the category is not a product
 * category.
 */
export const productList = pageData(
  'catalog:list',
  [CACHE_TAGS.categories, CACHE_TAGS.products],
  async (
    locale: Locale,
    kind: ListKind,
    categoryId: number | null,
    page: number,
    size: number = CATALOG_PAGE_SIZE,
  ): Promise<ProductPage | null> => {
    const payload = await getPayloadClient()
    const where: Where[] = [published]
    if (categoryId !== null && categoryId !== PRODUCTS_ROOT_ID) {
      const found = locateCategory(await productTree(locale), categoryId)
      if (!found) return null
      where.push({ category: { in: subtreeIds(found.node) } })
    }
    if (kind === 'new') where.push({ isNew: { equals: true } })
    if (kind === 'hot') where.push({ isHot: { equals: true } })
    const found = await payload.find({
      collection: 'products',
      where: { and: where },
      sort: 'catalogNumber',
      page,
      limit: size,
      depth: 0,
      locale,
      overrideAccess: false,
    })
    return {
      list: found.docs.map(productRow),
      total: found.totalDocs,
      page,
      pages: pageCount(found.totalDocs, size),
    }
  },
)

export interface ProductDetailData extends ProductRow {
  synonyms: string[]
  expressionSystem: string | null
  accession: string
  molecularWeight: string
  purity: string
  endotoxin: string
  formulation: string
  storage: string
  description: string
  troubleshooting: string
  image: ReturnType<typeof mediaView>
  categoryId: number | null
  /** From the top-level product category down to the product's own category. */
  categoryPath: { id: number; name: string }[]
  related: ProductRow[]
}

/** One published product's datasheet by catalog number (no prices), or null. */
export const productDetail = pageData(
  'catalog:detail',
  [CACHE_TAGS.products, CACHE_TAGS.categories, CACHE_TAGS.media],
  async (locale: Locale, catalogNumber: string): Promise<ProductDetailData | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'products',
      where: { and: [published, { catalogNumber: { equals: catalogNumber } }] },
      limit: 1,
      depth: 1,
      locale,
      overrideAccess: false,
    })
    const p = docs[0]
    if (!p) return null
    const categoryId = relationId(p.category as number | Category)
    const tree = await productTree(locale)
    const located = categoryId === null ? null : locateCategory(tree, categoryId)
    return {
      ...productRow(p),
      // Synonyms are one list for both languages (they feed search); English pages leave the Chinese ones out.
      synonyms: (p.synonyms ?? '')
        .split('\n')
        .map((s) => s.trim())
        .filter((s) => s && (locale === 'cn' || !CJK.test(s))),
      expressionSystem: p.expressionSystem ?? null,
      accession: p.accession ?? '',
      molecularWeight: p.molecularWeight ?? '',
      purity: p.purity ?? '',
      endotoxin: p.endotoxin ?? '',
      formulation: p.formulation ?? '',
      storage: p.storage ?? '',
      description: p.description ?? '',
      troubleshooting: p.troubleshooting ?? '',
      image: mediaView(p.image),
      categoryId,
      categoryPath: (located?.path ?? []).map((n) => ({ id: n.id, name: n.name })),
      related: (p.related ?? [])
        .filter((r): r is Product => typeof r === 'object' && r !== null && r.status === 'published')
        .map(productRow),
    }
  },
)

/** The catalog number of a published product by id (for /product-detail?id=), or null. */
export const catalogNumberOf = pageData(
  'catalog:catalog-number',
  [CACHE_TAGS.products],
  async (id: number): Promise<string | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'products',
      where: { and: [published, { id: { equals: id } }] },
      limit: 1,
      depth: 0,
      select: { catalogNumber: true },
      overrideAccess: false,
    })
    return docs[0]?.catalogNumber ?? null
  },
)

export interface CitationRow {
  id: number
  title: string
  authors: string
  year: number
  journalName: string
  impactFactor: number | null
  doi: string
}

/** Citations listed on a product's detail (the total links to all of them on /literature). */
const CITATIONS_SHOWN = 20

/** Published citations of one product, newest first (the product detail's citations tab). */
export const productCitations = pageData(
  'catalog:citations',
  [CACHE_TAGS.citations, CACHE_TAGS.products],
  async (productId: number): Promise<{ list: CitationRow[]; total: number }> => {
    const payload = await getPayloadClient()
    const found = await payload.find({
      collection: 'citations',
      where: { and: [published, { products: { in: [productId] } }] },
      sort: ['-year', '-impactFactor'],
      limit: CITATIONS_SHOWN,
      depth: 0,
      overrideAccess: false,
    })
    return {
      list: found.docs.map((c) => ({
        id: c.id,
        title: c.title,
        authors: c.authors,
        year: c.year,
        journalName: c.journalName,
        impactFactor: c.impactFactor ?? null,
        doi: c.doi ?? '',
      })),
      total: found.totalDocs,
    }
  },
)

export interface LatestActivity extends ArticleCard {
  categoryName: string
}

/** The newest article of news & activities (category 5 and below), with its category's name, or null. */
export async function latestActivity(locale: Locale): Promise<LatestActivity | null> {
  const root = findNode(await contentTree(locale), INFORMATION_ROOT_ID)
  if (!root) return null
  const newest = (await articlesIn(locale, descendantIds(root), 1, 1)).list[0]
  if (!newest) return null
  const category = newest.categoryId === null ? null : findNode(root.children, newest.categoryId)
  return { ...newest, categoryName: category?.name ?? root.name }
}

/** A node of the category tree menu. */
export interface MenuTreeNode {
  id: number
  name: string
  count: number
  children: MenuTreeNode[]
}

/** The tree the category menu shows: all products, or new products only (categories without any left out). */
export function menuTree(tree: CatalogNode[], mode: 'products' | 'new'): MenuTreeNode[] {
  return tree
    .map((n) => ({
      id: n.id,
      name: n.name,
      count: mode === 'new' ? n.newCount : n.count,
      children: menuTree(n.children, mode),
    }))
    .filter((n) => mode === 'products' || n.count > 0)
}
