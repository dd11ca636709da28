import { headers } from 'next/headers'
import type { Where } from 'payload'
import { categoryTree, type TreeNode } from '../../api/tree-structure'
import { mediaView, relationId } from '../../api/views'
import { originFrom } from '../../domain/content-urls'
import { containsLiteral, hasLikeWildcards, likeSafeChunk } from '../../domain/literal-match'
import type { Locale } from '../../i18n/routing'
import type { Article, Category, Citation, Product } from '../../payload-types'
import { CACHE_TAGS } from '../cache-tags'
import { getPayloadClient } from '../payload'
import { pageData } from './loader'

/**
 * Server-side data of the content pages (issue 3): services, resources, news and activities, articles,
 * about, investors, contact, literature, legal pages, recruitment, the sitemap. Every loader is cached
 * with `pageData` under the tags Payload's hooks revalidate, reads with `overrideAccess: false` (the public
 * sees published records only) and returns plain JSON.
 */

const TREE_TAGS = [CACHE_TAGS.categories, CACHE_TAGS.media] as const
const ARTICLE_TAGS = [CACHE_TAGS.articles, CACHE_TAGS.categories, CACHE_TAGS.media] as const

export type RichTextData = NonNullable<Article['body']>

export interface ArticleCard {
  id: number
  slug: string
  title: string
  summary: string
  categoryId: number | null
  publishedAt: string
  cover: { url: string; width: number | null; height: number | null; alt: string } | null
  event: { location: string; startsAt: string; endsAt: string | null } | null
}

export interface ArticleFull extends ArticleCard {
  body: RichTextData | null
  updatedAt: string
}

export interface Paged<T> {
  list: T[]
  total: number
  page: number
  size: number
}

function articleCard(a: Article): ArticleCard {
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    summary: a.summary ?? '',
    categoryId: relationId(a.category as number | Category),
    publishedAt: a.publishedAt,
    cover: mediaView(a.cover),
    event: a.event?.startsAt
      ? { location: a.event.location ?? '', startsAt: a.event.startsAt, endsAt: a.event.endsAt ?? null }
      : null,
  }
}

function articleFull(a: Article): ArticleFull {
  return { ...articleCard(a), body: a.body ?? null, updatedAt: a.updatedAt }
}

/** The public origin for canonical and sitemap URLs: SITE_URL, else the request's host. */
export async function siteOrigin(): Promise<string> {
  const configured = process.env.SITE_URL
  if (configured) return originFrom(configured, null, null)
  const h = await headers()
  return originFrom(undefined, h.get('x-forwarded-host') ?? h.get('host'), h.get('x-forwarded-proto'))
}

/** The shown category tree (names in the page's language). */
export const contentTree = pageData(
  'content:tree',
  TREE_TAGS,
  async (locale: Locale): Promise<TreeNode[]> => categoryTree(await getPayloadClient(), locale),
)

/** Published articles of some categories, newest first, one page (no bodies). */
export const articlesIn = pageData(
  'content:articles-in',
  ARTICLE_TAGS,
  async (locale: Locale, categoryIds: number[], page: number, size: number): Promise<Paged<ArticleCard>> => {
    const payload = await getPayloadClient()
    const found = await payload.find({
      collection: 'articles',
      where: { and: [{ status: { equals: 'published' } }, { category: { in: categoryIds } }] },
      sort: '-publishedAt',
      page,
      limit: size,
      depth: 1,
      locale,
      overrideAccess: false,
      select: { title: true, slug: true, summary: true, category: true, publishedAt: true, cover: true, event: true },
    })
    return { list: found.docs.map((a) => articleCard(a as Article)), total: found.totalDocs, page, size }
  },
)

/** Every published article of one category with its body (services, about pages), newest first. */
export const articlesWithBody = pageData(
  'content:articles-with-body',
  ARTICLE_TAGS,
  async (locale: Locale, categoryId: number): Promise<ArticleFull[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'articles',
      where: { and: [{ status: { equals: 'published' } }, { category: { equals: categoryId } }] },
      sort: '-publishedAt',
      limit: 20,
      depth: 1,
      locale,
      overrideAccess: false,
    })
    return docs.map(articleFull)
  },
)

/** One published article by id or slug, with its body; null when there is none. */
export const articleBy = pageData(
  'content:article',
  ARTICLE_TAGS,
  async (locale: Locale, key: { id: number } | { slug: string }): Promise<ArticleFull | null> => {
    const payload = await getPayloadClient()
    const where: Where = 'id' in key ? { id: { equals: key.id } } : { slug: { equals: key.slug } }
    const { docs } = await payload.find({
      collection: 'articles',
      where: { and: [where, { status: { equals: 'published' } }] },
      limit: 1,
      depth: 1,
      locale,
      overrideAccess: false,
    })
    const article = docs[0]
    return article ? articleFull(article) : null
  },
)

export interface DownloadItem {
  id: number
  title: string
  description: string
  catalogNumber: string
  url: string
  filename: string
  filesize: number | null
}

/** Published downloads (PDFs served by Payload at their `url`) of a category, in staff order. */
export const downloadsIn = pageData(
  'content:downloads',
  [CACHE_TAGS.downloads],
  async (locale: Locale, categoryId: number): Promise<DownloadItem[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'downloads',
      where: { and: [{ status: { equals: 'published' } }, { category: { equals: categoryId } }] },
      sort: 'sort',
      limit: 200,
      depth: 0,
      locale,
      overrideAccess: false,
    })
    return docs
      .filter((d) => d.url)
      .map((d) => ({
        id: d.id,
        title: d.title,
        description: d.description ?? '',
        catalogNumber: d.catalogNumber ?? '',
        url: d.url as string,
        filename: d.filename ?? '',
        filesize: d.filesize ?? null,
      }))
  },
)

export interface AreaItem {
  id: number
  code: string
  name: string
}

/** Provinces and regions (the /distributor/area list). */
export const areasList = pageData('content:areas', [CACHE_TAGS.areas], async (locale: Locale): Promise<AreaItem[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'areas',
    sort: 'sort',
    limit: 100,
    depth: 0,
    locale,
    overrideAccess: false,
  })
  return docs.map((a) => ({ id: a.id, code: a.code, name: a.name }))
})

export interface DistributorItem {
  id: number
  name: string
  address: string
  phone: string
  email: string
  website: string
  areas: { id: number; name: string }[]
}

/** Published authorized distributors, all or those covering one area. */
export const distributorsList = pageData(
  'content:distributors',
  [CACHE_TAGS.distributors, CACHE_TAGS.areas],
  async (locale: Locale, areaId: number | null): Promise<DistributorItem[]> => {
    const payload = await getPayloadClient()
    const where: Where[] = [{ status: { equals: 'published' } }]
    if (areaId !== null) where.push({ areas: { in: [areaId] } })
    const { docs } = await payload.find({
      collection: 'distributors',
      where: { and: where },
      sort: 'sort',
      limit: 200,
      depth: 1,
      locale,
      overrideAccess: false,
    })
    return docs.map((d) => ({
      id: d.id,
      name: d.name,
      address: d.address ?? '',
      phone: d.phone ?? '',
      email: d.email ?? '',
      website: d.website ?? '',
      areas: (d.areas ?? [])
        .filter((a): a is Exclude<typeof a, number> => typeof a === 'object')
        .map((a) => ({ id: a.id, name: a.name })),
    }))
  },
)

export interface CitationItem {
  id: number
  title: string
  author: string
  year: number
  journalName: string
  impactFactor: number | null
  doi: string
}

function citationItem(c: Citation): CitationItem {
  return {
    id: c.id,
    title: c.title,
    author: c.authors,
    year: c.year,
    journalName: c.journalName,
    impactFactor: c.impactFactor ?? null,
    doi: c.doi ?? '',
  }
}

/**
 * Citations filtered by keyword (title, authors or journal; `%` and `_` taken literally, as /reference does)
 * and year, newest first; `size` 0 returns every match.
 */
export const citationsPage = pageData(
  'content:citations',
  [CACHE_TAGS.citations],
  async (filter: { keyword?: string; year?: number }, page: number, size: number): Promise<Paged<CitationItem>> => {
    const payload = await getPayloadClient()
    const where: Where[] = [{ status: { equals: 'published' } }]
    if (filter.year) where.push({ year: { equals: filter.year } })
    const byKeyword = (text: string): Where => ({
      or: [{ title: { contains: text } }, { authors: { contains: text } }, { journalName: { contains: text } }],
    })
    const sort = ['-year', 'title']
    const common = { collection: 'citations', depth: 0, overrideAccess: false, sort } as const
    const keyword = filter.keyword
    if (keyword && hasLikeWildcards(keyword)) {
      const chunk = likeSafeChunk(keyword)
      const candidates = await payload.find({
        ...common,
        where: { and: chunk ? [...where, byKeyword(chunk)] : where },
        pagination: false,
        limit: 0,
      })
      const docs = candidates.docs.filter(
        (c) =>
          containsLiteral(c.title, keyword) ||
          containsLiteral(c.authors, keyword) ||
          containsLiteral(c.journalName, keyword),
      )
      const slice = size ? docs.slice((page - 1) * size, page * size) : docs
      return { list: slice.map(citationItem), total: docs.length, page, size }
    }
    if (keyword) where.push(byKeyword(keyword))
    const found = size
      ? await payload.find({ ...common, where: { and: where }, page, limit: size })
      : await payload.find({ ...common, where: { and: where }, pagination: false, limit: 0 })
    return { list: found.docs.map(citationItem), total: found.totalDocs, page, size }
  },
)

/** The years that have citations, newest first (the year filter's options). */
export const citationYears = pageData('content:citation-years', [CACHE_TAGS.citations], async (): Promise<number[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'citations',
    where: { status: { equals: 'published' } },
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: false,
    select: { year: true },
  })
  return [...new Set(docs.map((c) => c.year))].sort((a, b) => b - a)
})

export interface SiteConfigView {
  mail: string
  phone: string
  brand: string
  officeHours: string
  privacyPolicyId: number | null
  termsConditionsId: number | null
  trademarkId: number | null
}

/** The spec's global config (mail, phone, brand, legal pages) and the office hours. */
export const siteConfigView = pageData(
  'content:site-config',
  [CACHE_TAGS.siteConfig],
  async (locale: Locale): Promise<SiteConfigView> => {
    const payload = await getPayloadClient()
    const c = await payload.findGlobal({ slug: 'site-config', locale, depth: 0, overrideAccess: false })
    return {
      mail: c.mail ?? '',
      phone: c.phone ?? '',
      brand: c.brand ?? '',
      officeHours: c.officeHours ?? '',
      privacyPolicyId: relationId(c.privacyPolicy as number | null),
      termsConditionsId: relationId(c.termsConditions as number | null),
      trademarkId: relationId(c.trademark as number | null),
    }
  },
)

export interface JobItem {
  id: number
  title: string
  department: string
  location: string
  headcount: number | null
  salary: string
  content: string
  requirements: string
  isHot: boolean
}

export interface RecruitmentView {
  intro: string
  salary: string
  promotion: string
  bonus: string
  welfare: string
  applyEmail: string
  applyUrl: string
  jobs: JobItem[]
}

/** The recruitment page: /recruitment_needs/config texts and the published jobs in staff order. */
export const recruitmentView = pageData(
  'content:recruitment',
  [CACHE_TAGS.recruitment, CACHE_TAGS.jobs],
  async (locale: Locale): Promise<RecruitmentView> => {
    const payload = await getPayloadClient()
    const [c, jobs] = await Promise.all([
      payload.findGlobal({ slug: 'recruitment-config', locale, depth: 0, overrideAccess: false }),
      payload.find({
        collection: 'jobs',
        where: { status: { equals: 'published' } },
        sort: 'sort',
        limit: 100,
        depth: 0,
        locale,
        overrideAccess: false,
      }),
    ])
    return {
      intro: c.intro ?? '',
      salary: c.salary ?? '',
      promotion: c.promotion ?? '',
      bonus: c.bonus ?? '',
      welfare: c.welfare ?? '',
      applyEmail: c.applyEmail ?? '',
      applyUrl: c.applyUrl ?? '',
      jobs: jobs.docs.map((j) => ({
        id: j.id,
        title: j.title,
        department: j.department ?? '',
        location: j.location ?? '',
        headcount: j.headcount ?? null,
        salary: j.salary ?? '',
        content: j.content ?? '',
        requirements: j.requirements ?? '',
        isHot: Boolean(j.isHot),
      })),
    }
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
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'products',
      where: { and: [{ status: { equals: 'published' } }, { catalogNumber: { equals: catalogNumber } }] },
      limit: 1,
      depth: 1,
      locale,
      overrideAccess: false,
    })
    const p = docs[0] as Product | undefined
    if (!p) return null
    return {
      catalogNumber: p.catalogNumber,
      name: p.name,
      categoryName: typeof p.category === 'object' ? p.category.name : '',
      species: p.species ?? null,
      tag: p.tag ?? null,
      expressionSystem: p.expressionSystem ?? null,
      accession: p.accession ?? '',
      molecularWeight: p.molecularWeight ?? '',
      purity: p.purity ?? '',
      endotoxin: p.endotoxin ?? '',
      formulation: p.formulation ?? '',
      storage: p.storage ?? '',
      description: p.description ?? '',
      sizes: (p.sizes ?? []).map((s) => s.size),
    }
  },
)

/** Demo records per public collection (the /mock developer page). */
export const demoCounts = pageData(
  'content:demo-counts',
  [
    CACHE_TAGS.products,
    CACHE_TAGS.categories,
    CACHE_TAGS.articles,
    CACHE_TAGS.citations,
    CACHE_TAGS.downloads,
    CACHE_TAGS.distributors,
    CACHE_TAGS.jobs,
    CACHE_TAGS.areas,
    CACHE_TAGS.banners,
  ],
  async (): Promise<{ collection: string; total: number; demo: number }[]> => {
    const payload = await getPayloadClient()
    const collections = [
      'products',
      'categories',
      'articles',
      'citations',
      'downloads',
      'distributors',
      'jobs',
      'areas',
      'banners',
    ] as const
    return Promise.all(
      collections.map(async (collection) => {
        const [total, demo] = await Promise.all([
          payload.count({ collection, overrideAccess: false }),
          collection === 'areas'
            ? Promise.resolve({ totalDocs: 0 })
            : payload.count({ collection, where: { isDemo: { equals: true } }, overrideAccess: false }),
        ])
        return { collection, total: total.totalDocs, demo: demo.totalDocs }
      }),
    )
  },
)

export interface SitemapData {
  products: { catalogNumber: string; updatedAt: string }[]
  articles: { id: number; isEvent: boolean; updatedAt: string }[]
  tree: TreeNode[]
}

/** Everything the sitemap lists: product catalog numbers, articles and the category tree. */
export const sitemapData = pageData(
  'content:sitemap',
  [CACHE_TAGS.products, CACHE_TAGS.articles, CACHE_TAGS.categories],
  async (): Promise<SitemapData> => {
    const payload = await getPayloadClient()
    const [products, articles, tree] = await Promise.all([
      payload.find({
        collection: 'products',
        where: { status: { equals: 'published' } },
        sort: 'catalogNumber',
        pagination: false,
        limit: 0,
        depth: 0,
        overrideAccess: false,
        select: { catalogNumber: true, updatedAt: true },
      }),
      payload.find({
        collection: 'articles',
        where: { status: { equals: 'published' } },
        sort: '-publishedAt',
        pagination: false,
        limit: 0,
        depth: 0,
        overrideAccess: false,
        select: { event: true, updatedAt: true },
      }),
      categoryTree(payload, 'cn'),
    ])
    return {
      products: products.docs.map((p) => ({ catalogNumber: p.catalogNumber, updatedAt: p.updatedAt })),
      articles: articles.docs.map((a) => ({ id: a.id, isEvent: Boolean(a.event?.startsAt), updatedAt: a.updatedAt })),
      tree,
    }
  },
)

/** The site config's legal articles (trademark, privacy policy, terms) with their titles, for the legal menu. */
export const legalTitles = pageData(
  'content:legal-titles',
  [CACHE_TAGS.siteConfig, CACHE_TAGS.articles],
  async (locale: Locale): Promise<{ id: number; title: string }[]> => {
    const config = await siteConfigView(locale)
    const ids = [config.trademarkId, config.privacyPolicyId, config.termsConditionsId].filter(
      (id): id is number => typeof id === 'number',
    )
    if (!ids.length) return []
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'articles',
      where: { and: [{ id: { in: ids } }, { status: { equals: 'published' } }] },
      limit: ids.length,
      depth: 0,
      locale,
      overrideAccess: false,
      select: { title: true },
    })
    return ids.flatMap((id) => {
      const doc = docs.find((d) => d.id === id)
      return doc ? [{ id, title: doc.title }] : []
    })
  },
)
