import type { Payload, Where } from 'payload'
import { formatFen, visiblePriceFen } from '../../domain/cart/money'
import type {
  Application,
  ProductType,
  QcImageType,
  ShippingCondition,
  StockState,
  TagPosition,
} from '../../domain/catalog/catalog'
import { CATALOG_PAGE_SIZE, pageCount } from '../../domain/catalog/catalog-paging'
import { pathTo as menuPath } from '../../domain/catalog/catalog-tree-menu'
import { findNode, pathTo, subtreeIds, type TreeNode } from '../../domain/catalog/category-tree'
import { formatEndotoxin, formatMolecularWeight, formatPurity } from '../../domain/catalog/lab-values'
import {
  applyFilters,
  type FacetCounts,
  facetCounts,
  type Listable,
  type ListQuery,
  sortListed,
} from '../../domain/catalog/list-query'
import type { Locale } from '../../i18n/routing'
import type { Category, Media, Product } from '../../payload-types'
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
  /** The product's first image (its main image, else the first gallery image), for cards and list rows. */
  image: MediaView | null
  /** Stock and lead time per size (the same for every visitor: cached with the page). */
  stock: Omit<CatalogSize, 'priceFen'>[]
}

export interface ProductPage {
  list: ProductRow[]
  total: number
  page: number
  pages: number
  /** The list's filter counts (lists with filters only). */
  facets?: FacetCounts
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
  sizes: CatalogSize[]
}

/** A size as the catalog reads it: price in fen (null: on inquiry), stock and lead time (issue 19). */
export interface CatalogSize {
  size: string
  priceFen: number | null
  stock: StockState
  /** Days until it ships, for 'ships-in-days' and 'made-to-order' (null: not given). */
  leadTimeDays: number | null
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
    sizes: (p.sizes ?? []).map((s) => ({
      size: s.size,
      priceFen: s.priceFen ?? null,
      stock: s.stock ?? 'in-stock',
      leadTimeDays: s.leadTimeDays ?? null,
    })),
  }
}

/** The page's view of a product: no prices, sizes by name (with stock), the first image where the read has it. */
export function productRow(p: CatalogProduct & { image?: MediaView | null }): ProductRow {
  return {
    id: p.id,
    catalogNumber: p.catalogNumber,
    name: p.name,
    species: p.species,
    tag: p.tag,
    sizes: p.sizes.map((s) => s.size),
    isNew: p.isNew,
    image: p.image ?? null,
    stock: p.sizes.map((s) => ({ size: s.size, stock: s.stock, leadTimeDays: s.leadTimeDays })),
  }
}

/** A size as a visitor sees it: `priceFen` null and `price` the inquiry word when no price is shown. */
export interface SizeView {
  size: string
  priceFen: number | null
  price: string
  /** Stock and lead time, where the read carries them (product detail, lists). */
  stock?: StockState
  leadTimeDays?: number | null
}

export function sizesView(
  sizes: (Pick<CatalogSize, 'size' | 'priceFen'> & Partial<Pick<CatalogSize, 'stock' | 'leadTimeDays'>>)[],
  showPrices: boolean,
  inquiryWord: string,
): SizeView[] {
  return sizes.map((s) => {
    const fen = visiblePriceFen(s.priceFen, showPrices)
    const view: SizeView = { size: s.size, priceFen: fen, price: fen === null ? inquiryWord : formatFen(fen) }
    if (s.stock) {
      view.stock = s.stock
      view.leadTimeDays = s.leadTimeDays ?? null
    }
    return view
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

/** A product of a list's set: what rows show and what filters and sort look at. */
export interface ListedProduct extends CatalogProduct, Listable {
  image: MediaView | null
}

/** Most products one list set reads (the whole catalogue is a few hundred; this bounds a runaway). */
const MAX_LIST_SET = 5000

/** A list image: the 400 px rendition when there is one (cards and rows show it small). */
function listImage(m: Media | undefined): MediaView | null {
  if (!m?.url) return null
  const thumb = m.sizes?.thumb
  if (thumb?.url && thumb.width)
    return { url: thumb.url, width: thumb.width, height: thumb.height ?? null, alt: m.alt ?? '' }
  return { url: m.url, width: m.width ?? null, height: m.height ?? null, alt: m.alt ?? '' }
}

/** The list images (listImage) of some media, by id; ids not found are left out. */
export async function listImages(payload: Payload, locale: Locale, ids: number[]): Promise<Map<number, MediaView>> {
  const out = new Map<number, MediaView>()
  const unique = [...new Set(ids)]
  if (!unique.length) return out
  const found = await payload.find({
    collection: 'media',
    where: { id: { in: unique } },
    limit: unique.length,
    pagination: false,
    depth: 0,
    locale,
    overrideAccess: false,
    select: { url: true, filename: true, alt: true, width: true, height: true, sizes: true },
  })
  for (const m of found.docs) {
    const view = listImage(m as Media)
    if (view) out.set(m.id, view)
  }
  return out
}

/**
 * Every published product a list filter selects, in natural catalog-number order (IL-1, IL-2 … IL-10): the
 * database sorts text, so the bounded set is read with only the columns lists need and sorted here; lists page
 * it, filter it and count it in memory. Cached by tag like every catalog read.
 */
export const productSet = readModel(
  'catalog:set',
  [CACHE_TAGS.products, CACHE_TAGS.categories, CACHE_TAGS.media],
  async (payload: Payload, locale: Locale, filter: ProductFilter): Promise<ListedProduct[]> => {
    const where: Where[] = [published]
    if (filter.categoryIds) where.push({ category: { in: filter.categoryIds } })
    if (filter.isNew !== undefined) where.push({ isNew: { equals: filter.isNew } })
    if (filter.isHot !== undefined) where.push({ isHot: { equals: filter.isHot } })
    if (filter.isPopular !== undefined) where.push({ isPopular: { equals: filter.isPopular } })
    const { docs } = await payload.find({
      collection: 'products',
      where: { and: where },
      sort: 'id',
      limit: MAX_LIST_SET,
      pagination: false,
      depth: 0,
      locale,
      overrideAccess: false,
      select: {
        catalogNumber: true,
        name: true,
        category: true,
        species: true,
        tag: true,
        expressionSystem: true,
        applications: true,
        isNew: true,
        isHot: true,
        sizes: true,
        image: true,
        gallery: true,
        createdAt: true,
        hotOrder: true,
      },
    })
    const imageIds = new Map<number, number>()
    for (const p of docs) {
      const first = relationId(p.image as number | Media | null) ?? relationId(p.gallery?.[0]?.image as number | Media)
      if (first !== null) imageIds.set(p.id, first)
    }
    const media = await listImages(payload, locale, [...imageIds.values()])
    const listed = docs.map((doc): ListedProduct => {
      const p = doc as Product
      const imageId = imageIds.get(p.id)
      return {
        ...catalogProduct(p),
        expressionSystem: p.expressionSystem ?? null,
        applications: [...(p.applications ?? [])],
        createdAt: p.createdAt,
        image: imageId === undefined ? null : (media.get(imageId) ?? null),
      }
    })
    const sorted = sortListed(listed)
    if (filter.isHot !== true && filter.isPopular !== true) return sorted
    // Hot and popular lists: staff's order first (hotOrder, lowest first), the others after in catalog order.
    const orderOf = new Map(docs.map((d) => [d.id, (d as Product).hotOrder ?? Number.POSITIVE_INFINITY]))
    const rank = (p: ListedProduct) => orderOf.get(p.id) ?? Number.POSITIVE_INFINITY
    return sorted.sort((a, b) => (rank(a) === rank(b) ? 0 : rank(a) < rank(b) ? -1 : 1))
  },
)

/**
 * The one read of a list of products (natural catalog-number order unless `query` sorts otherwise), for pages
 * and the API alike: one page of the filter's set, narrowed by `query`'s filters. With `query`, the filter
 * counts of the whole set come with it.
 */
export const productListing = readModel(
  'catalog:listing',
  [CACHE_TAGS.products, CACHE_TAGS.categories, CACHE_TAGS.media],
  async (
    payload: Payload,
    locale: Locale,
    filter: ProductFilter,
    page: number,
    size: number,
    query?: ListQuery,
  ): Promise<{ list: ListedProduct[]; total: number; facets?: FacetCounts }> => {
    const set = await productSet.read(payload, locale, filter)
    const shown = query ? sortListed(applyFilters(set, query), query.sort) : set
    const list = shown.slice((page - 1) * size, page * size)
    return query ? { list, total: shown.length, facets: facetCounts(set, query) } : { list, total: shown.length }
  },
)

/**
 * One page of products: of a category and its sub-categories (`categoryId`), or of the whole catalogue
 * (null); all, new or hot products. Natural catalog-number order unless `query` sorts otherwise; `query`'s
 * filters narrow the list and its counts come with it. Null when the category is not a product category.
 */
export const productList = pageData(
  'catalog:list',
  [CACHE_TAGS.categories, CACHE_TAGS.products, CACHE_TAGS.media],
  async (
    locale: Locale,
    kind: ListKind,
    categoryId: number | null,
    page: number,
    size: number = CATALOG_PAGE_SIZE,
    query?: ListQuery,
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
    const found = await productListing.read(payload, locale, filter, page, size, query)
    const result: ProductPage = {
      list: found.list.map(productRow),
      total: found.total,
      page,
      pages: pageCount(found.total, size),
    }
    if (found.facets) result.facets = found.facets
    return result
  },
)

/** The datasheet's texts, shared across the detail page and GET /product/detail ('' when unset). */
const DATASHEET_TEXTS = [
  'accession',
  'formulation',
  'storage',
  'description',
  'troubleshooting',
  'aminoAcidRange',
  'sequence',
  'bioactivity',
  'unitDefinition',
  'reconstitution',
  'stability',
  'protocolSummary',
] as const

/** A QC image of a product's gallery or of a lot: the image, its kind and its caption in the language. */
export interface GalleryImageView {
  image: MediaView
  type: QcImageType
  caption: string
}

/** A component of a kit as its template lists it. */
export interface KitComponentView {
  name: string
  quantity: string
  storage: string
}

/** What a product's datasheet shows, as both the page and the API read it. */
export interface Datasheet extends Record<(typeof DATASHEET_TEXTS)[number], string> {
  /** protein (also when unset), enzyme, antibody or kit: kits show the kit template, never protein-only fields. */
  productType: ProductType
  /** The shared lab values with the language's notes, as one line each ('' when unset). */
  molecularWeight: string
  purity: string
  endotoxin: string
  /** The shared numbers behind those lines (null when unset), for the calculator and the JSON. */
  predictedMwKda: number | null
  /** Apparent molecular weight on SDS-PAGE, as staff typed it ("28-35"), in kDa ('' when unset). */
  apparentMwKda: string
  mwNote: string
  purityPercent: number | null
  purityNote: string
  endotoxinEuPerUg: number | null
  endotoxinNote: string
  ed50Value: number | null
  ed50Unit: string | null
  tagPosition: TagPosition | null
  shipping: ShippingCondition | null
  applications: Application[]
  /** In English, without the Chinese synonyms (the list is one for both languages: it feeds search). */
  synonyms: string[]
  expressionSystem: string | null
  image: MediaView | null
  gallery: GalleryImageView[]
  /** Kits only (empty otherwise). */
  kitComponents: KitComponentView[]
}

/** The datasheet part of a product detail, in the datasheet's order. */
export function datasheet(d: Datasheet): Datasheet {
  return {
    productType: d.productType,
    synonyms: d.synonyms,
    expressionSystem: d.expressionSystem,
    tagPosition: d.tagPosition,
    molecularWeight: d.molecularWeight,
    predictedMwKda: d.predictedMwKda,
    apparentMwKda: d.apparentMwKda,
    mwNote: d.mwNote,
    purity: d.purity,
    purityPercent: d.purityPercent,
    purityNote: d.purityNote,
    endotoxin: d.endotoxin,
    endotoxinEuPerUg: d.endotoxinEuPerUg,
    endotoxinNote: d.endotoxinNote,
    ed50Value: d.ed50Value,
    ed50Unit: d.ed50Unit,
    shipping: d.shipping,
    applications: d.applications,
    ...textsOf(d, DATASHEET_TEXTS),
    image: d.image,
    gallery: d.gallery,
    kitComponents: d.kitComponents,
  }
}

/** A product's gallery: entries whose image is there (a deleted upload leaves the entry out). */
export function galleryView(items: Product['gallery']): GalleryImageView[] {
  return (items ?? []).flatMap((item) => {
    const image = mediaView(item.image)
    return image ? [{ image, type: item.type, caption: item.caption ?? '' }] : []
  })
}

/**
 * The datasheet of a product record. A kit's datasheet has no protein-only values (species, tag, expression
 * host, sequence, molecular weight, endotoxin, bioactivity…), whatever the record still holds; a protein's has no
 * kit template.
 */
export function datasheetOf(p: Product, locale: Locale): Datasheet {
  const kit = p.productType === 'kit'
  const protein = <T>(value: T, empty: T): T => (kit ? empty : value)
  const texts = textsOf(p, DATASHEET_TEXTS)
  const proteinOnly = ['accession', 'aminoAcidRange', 'sequence', 'bioactivity', 'unitDefinition'] as const
  for (const key of proteinOnly) if (kit) texts[key] = ''
  if (kit) texts.protocolSummary = p.protocolSummary ?? ''
  else texts.protocolSummary = ''
  if (p.productType !== 'enzyme') texts.unitDefinition = ''
  return {
    productType: p.productType ?? 'protein',
    synonyms: (p.synonyms ?? '')
      .split('\n')
      .map((s) => s.trim())
      .filter((s) => s && (locale === 'cn' || !CJK.test(s))),
    expressionSystem: protein(p.expressionSystem ?? null, null),
    tagPosition: protein(p.tagPosition ?? null, null),
    molecularWeight: protein(formatMolecularWeight(p.predictedMwKda, p.mwNote), ''),
    predictedMwKda: protein(p.predictedMwKda ?? null, null),
    apparentMwKda: protein(p.apparentMwKda ?? '', ''),
    mwNote: protein(p.mwNote ?? '', ''),
    purity: formatPurity(p.purityPercent, p.purityNote),
    purityPercent: p.purityPercent ?? null,
    purityNote: p.purityNote ?? '',
    endotoxin: protein(formatEndotoxin(p.endotoxinEuPerUg, p.endotoxinNote), ''),
    endotoxinEuPerUg: protein(p.endotoxinEuPerUg ?? null, null),
    endotoxinNote: protein(p.endotoxinNote ?? '', ''),
    ed50Value: protein(p.ed50Value ?? null, null),
    ed50Unit: protein(p.ed50Value === null || p.ed50Value === undefined ? null : (p.ed50Unit ?? null), null),
    shipping: p.shipping ?? null,
    applications: p.applications ?? [],
    ...texts,
    image: mediaView(p.image),
    gallery: galleryView(p.gallery),
    kitComponents: kit
      ? (p.kitComponents ?? []).map((c) => ({ name: c.name, quantity: c.quantity, storage: c.storage ?? '' }))
      : [],
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

/**
 * The datasheet of one product record (depth 1) as the detail page shows it: the public read model's view of a
 * published product, and the draft preview's view of a draft (src/server/preview/draft-preview.ts).
 */
export async function productDetailOf(payload: Payload, locale: Locale, p: Product): Promise<ProductDetail> {
  const product = catalogProduct(p)
  if (p.productType === 'kit') {
    // Kits have no species or tag of their own (the record may still say "other" / "tag-free").
    product.species = null
    product.tag = null
  }
  const productsRoot = findNode(await categoryTree(payload, locale), PRODUCTS_ROOT_ID)
  const path = product.categoryId === null ? null : pathTo(productsRoot?.children ?? [], product.categoryId)
  return {
    ...product,
    ...datasheetOf(p, locale),
    categoryName: typeof p.category === 'object' && p.category ? p.category.name : null,
    categoryPath: (path ?? []).map((n) => ({ id: n.id, name: n.name })),
    related: (p.related ?? [])
      .filter((r): r is Product => typeof r === 'object' && r !== null && r.status === 'published')
      .map(catalogProduct),
  }
}

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
    return p ? productDetailOf(payload, locale, p) : null
  },
)

/** A size's stock as the cached page shows it (no price). */
export interface SizeStock {
  size: string
  stock: StockState
  leadTimeDays: number | null
}

export interface ProductDetailData extends ProductRow, Datasheet {
  categoryId: number | null
  /** Stock and lead time per size (issue 19), in the order of `sizes`. */
  sizeStock: SizeStock[]
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
    sizeStock: d.sizes.map((s) => ({ size: s.size, stock: s.stock, leadTimeDays: s.leadTimeDays })),
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

export interface DatasheetView extends Datasheet {
  catalogNumber: string
  name: string
  categoryName: string
  species: string | null
  tag: string | null
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
      ...datasheet(p),
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
