import type { Payload, Where } from 'payload'
import { formatFen, visiblePriceFen } from '../../domain/cart/money'
import { CATALOG_PAGE_SIZE, pageCount } from '../../domain/catalog/catalog-paging'
import { pathTo as menuPath } from '../../domain/catalog/catalog-tree-menu'
import { findNode, pathTo, subtreeIds, type TreeNode } from '../../domain/catalog/category-tree'
import type { Locale } from '../../i18n/routing'
import type { Category, Product } from '../../payload-types'
import { CACHE_TAGS } from '../cache-tags'
import { getPayloadClient } from '../payload'
import { categoryTree } from './categories'
import { type ArticleCard, articlesIn, contentTree } from './content'
import { type MediaView, mediaView, relationId, textsOf } from './doc-views'
import { pageData } from './loader'
import { readModel } from './read-model'

/**
 * The catalog read model: products and their detail, for the catalog pages (/products, /product-list,
 * /new-product-list, /new-products, /hotsproduct, /product-detail, the home page) and for GET /api/v1/product,
 * /product/detail and /popular_product alike. The reads carry prices in fen; what a page caches never does
 * (prices depend on the visitor's country: the API applies them per request, the pages read them in the
 * browser from /api/v1/product/detail).
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

/** A published product as the catalog reads it: what lists, cards and the API's summaries show. */
export interface CatalogProduct {
  id: number
  catalogNumber: string
  name: string
  categoryId: number | null
  species: string | null
  tag: string | null
  isNew: boolean
  isHot: boolean
  sizes: { size: string; priceFen: number | null }[]
}

export function catalogProduct(p: Product): CatalogProduct {
  return {
    id: p.id,
    catalogNumber: p.catalogNumber,
    name: p.name,
    categoryId: relationId(p.category as number | Category),
    species: p.species ?? null,
    tag: p.tag ?? null,
    isNew: Boolean(p.isNew),
    isHot: Boolean(p.isHot),
    sizes: (p.sizes ?? []).map((s) => ({ size: s.size, priceFen: s.priceFen ?? null })),
  }
}

/** The page's view of a product: no prices, sizes by name. */
export function productRow(p: CatalogProduct): ProductRow {
  return {
    id: p.id,
    catalogNumber: p.catalogNumber,
    name: p.name,
    species: p.species,
    tag: p.tag,
    sizes: p.sizes.map((s) => s.size),
    isNew: p.isNew,
  }
}

/** A size as a visitor sees it: `priceFen` null and `price` the inquiry word when no price is shown. */
export interface SizeView {
  size: string
  priceFen: number | null
  price: string
}

export function sizesView(sizes: CatalogProduct['sizes'], showPrices: boolean, inquiryWord: string): SizeView[] {
  return sizes.map((s) => {
    const fen = visiblePriceFen(s.priceFen, showPrices)
    return { size: s.size, priceFen: fen, price: fen === null ? inquiryWord : formatFen(fen) }
  })
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
  const ids = menuPath(tree, id)
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

/** Which published products a list shows: of some categories (null: all), new, hot or popular ones. */
export interface ProductFilter {
  categoryIds: number[] | null
  isNew?: boolean
  isHot?: boolean
  isPopular?: boolean
}

/** The one read of a list of products (sorted by catalog number), for pages and the API alike. */
export const productListing = readModel(
  'catalog:listing',
  [CACHE_TAGS.products, CACHE_TAGS.categories],
  async (
    payload: Payload,
    locale: Locale,
    filter: ProductFilter,
    page: number,
    size: number,
  ): Promise<{ list: CatalogProduct[]; total: number }> => {
    const where: Where[] = [published]
    if (filter.categoryIds) where.push({ category: { in: filter.categoryIds } })
    if (filter.isNew !== undefined) where.push({ isNew: { equals: filter.isNew } })
    if (filter.isHot !== undefined) where.push({ isHot: { equals: filter.isHot } })
    if (filter.isPopular !== undefined) where.push({ isPopular: { equals: filter.isPopular } })
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
    return { list: found.docs.map(catalogProduct), total: found.totalDocs }
  },
)

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
    const filter: ProductFilter = { categoryIds: null }
    if (categoryId !== null && categoryId !== PRODUCTS_ROOT_ID) {
      const found = locateCategory(await productTree(locale), categoryId)
      if (!found) return null
      filter.categoryIds = subtreeIds(found.node)
    }
    if (kind === 'new') filter.isNew = true
    if (kind === 'hot') filter.isHot = true
    const found = await productListing.read(payload, locale, filter, page, size)
    return { list: found.list.map(productRow), total: found.total, page, pages: pageCount(found.total, size) }
  },
)

/** The datasheet's lab texts, shared across the detail page and GET /product/detail ('' when unset). */
const DATASHEET_TEXTS = [
  'accession',
  'molecularWeight',
  'purity',
  'endotoxin',
  'formulation',
  'storage',
  'description',
  'troubleshooting',
] as const

/** What a product's datasheet shows, as both the page and the API read it. */
export interface Datasheet extends Record<(typeof DATASHEET_TEXTS)[number], string> {
  /** In English, without the Chinese synonyms (the list is one for both languages: it feeds search). */
  synonyms: string[]
  expressionSystem: string | null
  image: MediaView | null
}

/** The datasheet part of a product detail, in the datasheet's order. */
export function datasheet(d: Datasheet): Datasheet {
  return {
    synonyms: d.synonyms,
    expressionSystem: d.expressionSystem,
    ...textsOf(d, DATASHEET_TEXTS),
    image: d.image,
  }
}

/** A product's datasheet as the catalog reads it (prices in fen; see productDetailPage for the page's view). */
export interface ProductDetail extends CatalogProduct, Datasheet {
  /** The name of the product's own category. */
  categoryName: string | null
  /** From the top-level product category down to the product's own category. */
  categoryPath: { id: number; name: string }[]
  /** The published related products. */
  related: CatalogProduct[]
}

export type ProductKey = { id: number } | { catalogNumber: string }

/** The one read of a published product's datasheet, by id or catalog number, or null. */
export const productDetailModel = readModel(
  'catalog:product',
  [CACHE_TAGS.products, CACHE_TAGS.categories, CACHE_TAGS.media],
  async (payload: Payload, locale: Locale, key: ProductKey): Promise<ProductDetail | null> => {
    const byKey: Where = 'id' in key ? { id: { equals: key.id } } : { catalogNumber: { equals: key.catalogNumber } }
    const { docs } = await payload.find({
      collection: 'products',
      where: { and: [published, byKey] },
      limit: 1,
      depth: 1,
      locale,
      overrideAccess: false,
    })
    const p = docs[0]
    if (!p) return null
    const product = catalogProduct(p)
    const productsRoot = findNode(await categoryTree(payload, locale), PRODUCTS_ROOT_ID)
    const path = product.categoryId === null ? null : pathTo(productsRoot?.children ?? [], product.categoryId)
    return {
      ...product,
      synonyms: (p.synonyms ?? '')
        .split('\n')
        .map((s) => s.trim())
        .filter((s) => s && (locale === 'cn' || !CJK.test(s))),
      expressionSystem: p.expressionSystem ?? null,
      ...textsOf(p, DATASHEET_TEXTS),
      image: mediaView(p.image),
      categoryName: typeof p.category === 'object' && p.category ? p.category.name : null,
      categoryPath: (path ?? []).map((n) => ({ id: n.id, name: n.name })),
      related: (p.related ?? [])
        .filter((r): r is Product => typeof r === 'object' && r !== null && r.status === 'published')
        .map(catalogProduct),
    }
  },
)

export interface ProductDetailData extends ProductRow, Datasheet {
  categoryId: number | null
  /** From the top-level product category down to the product's own category. */
  categoryPath: { id: number; name: string }[]
  related: ProductRow[]
}

/** The product-detail page's view of the read model: the datasheet without prices. */
export function productDetailPage(d: ProductDetail): ProductDetailData {
  return {
    ...productRow(d),
    ...datasheet(d),
    categoryId: d.categoryId,
    categoryPath: d.categoryPath,
    related: d.related.map(productRow),
  }
}

/** One published product's datasheet by catalog number (no prices), or null. */
export const productDetail = pageData(
  'catalog:detail',
  [CACHE_TAGS.products, CACHE_TAGS.categories, CACHE_TAGS.media],
  async (locale: Locale, catalogNumber: string): Promise<ProductDetailData | null> => {
    const detail = await productDetailModel.read(await getPayloadClient(), locale, { catalogNumber })
    return detail ? productDetailPage(detail) : null
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

export interface DatasheetView {
  catalogNumber: string
  name: string
  categoryName: string
  species: string | null
  tag: string | null
  expressionSystem: string | null
  accession: string
  molecularWeight: string
  purity: string
  endotoxin: string
  formulation: string
  storage: string
  description: string
  sizes: string[]
}

/** A product's datasheet facts (no prices: those depend on the visitor) for /product-detail/table. */
export const datasheetView = pageData(
  'content:datasheet',
  [CACHE_TAGS.products, CACHE_TAGS.categories],
  async (locale: Locale, catalogNumber: string): Promise<DatasheetView | null> => {
    const p = await productDetailModel.read(await getPayloadClient(), locale, { catalogNumber })
    if (!p) return null
    return {
      catalogNumber: p.catalogNumber,
      name: p.name,
      categoryName: p.categoryName ?? '',
      species: p.species,
      tag: p.tag,
      expressionSystem: p.expressionSystem,
      accession: p.accession,
      molecularWeight: p.molecularWeight,
      purity: p.purity,
      endotoxin: p.endotoxin,
      formulation: p.formulation,
      storage: p.storage,
      description: p.description,
      sizes: p.sizes.map((s) => s.size),
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
  const newest = (await articlesIn(locale, subtreeIds(root), 1, 1)).list[0]
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
