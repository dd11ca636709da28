import { headers } from 'next/headers'
import type { Payload, Where } from 'payload'
import type { TreeNode } from '../../domain/catalog/category-tree'
import { originFrom } from '../../domain/content/content-urls'
import type { Locale } from '../../i18n/routing'
import type { Article, Category } from '../../payload-types'
import { CACHE_TAGS } from '../cache-tags'
import { getPayloadClient } from '../payload'
import { forwardedValue } from '../trusted-proxy'
import { categoryTree } from './categories'
import { mediaView, relationId } from './doc-views'
import { pageData } from './loader'
import { readModel } from './read-model'
import { siteConfig } from './site-config'

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

/**
 * The public origin for canonical and sitemap URLs: SITE_URL, else the request's host (a forwarded host and
 * scheme only from a trusted proxy: a client's own X-Forwarded-Host must not name the host of a cached page).
 */
export async function siteOrigin(): Promise<string> {
  const configured = process.env.SITE_URL
  if (configured) return originFrom(configured, null, null)
  const h = await headers()
  return originFrom(
    undefined,
    forwardedValue(h, 'x-forwarded-host') ?? h.get('host'),
    forwardedValue(h, 'x-forwarded-proto'),
  )
}

/** The shown category tree (names in the page's language). */
export const contentTree = pageData(
  'content:tree',
  TREE_TAGS,
  async (locale: Locale): Promise<TreeNode[]> => categoryTree(await getPayloadClient(), locale),
)

/**
 * The one read of a list of published articles, newest first, one page (no bodies): of some categories, or all
 * (null). The content pages and GET /api/v1/article read it.
 */
export const articleList = readModel(
  'content:articles',
  ARTICLE_TAGS,
  async (
    payload: Payload,
    locale: Locale,
    categoryIds: number[] | null,
    page: number,
    size: number,
  ): Promise<Paged<ArticleCard>> => {
    const where: Where[] = [{ status: { equals: 'published' } }]
    if (categoryIds) where.push({ category: { in: categoryIds } })
    const found = await payload.find({
      collection: 'articles',
      where: { and: where },
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

/** Published articles of some categories, newest first, one page (no bodies). */
export function articlesIn(locale: Locale, categoryIds: number[], page: number, size: number) {
  return articleList.page(locale, categoryIds, page, size)
}

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

/** One published article by id or slug, with its body; null when there is none (pages and GET /article). */
export const article = readModel(
  'content:article',
  ARTICLE_TAGS,
  async (payload: Payload, locale: Locale, key: { id: number } | { slug: string }): Promise<ArticleFull | null> => {
    const where: Where = 'id' in key ? { id: { equals: key.id } } : { slug: { equals: key.slug } }
    const { docs } = await payload.find({
      collection: 'articles',
      where: { and: [where, { status: { equals: 'published' } }] },
      limit: 1,
      depth: 1,
      locale,
      overrideAccess: false,
    })
    const found = docs[0]
    return found ? articleFull(found) : null
  },
)

/** The article pages' read (see `article`). */
export const articleBy = article.page

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

/** The spec's global config (mail, phone, brand, legal pages) and the office hours (see ./site-config). */
export const siteConfigView = siteConfig.page

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
