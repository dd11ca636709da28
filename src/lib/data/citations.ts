import type { Payload, Where } from 'payload'
import { containsLiteral, hasLikeWildcards, likeSafeChunk } from '../../domain/search/literal-match'
import type { Citation } from '../../payload-types'
import { CACHE_TAGS } from '../cache-tags'
import { getPayloadClient } from '../payload'
import type { Paged } from './content'
import { pageData } from './loader'
import { readModel } from './read-model'

/**
 * The citations read model (papers citing the products): /literature and GET /api/v1/reference read the same
 * list; the product detail's citations tab reads one product's.
 */

/** A citation as /literature and GET /api/v1/reference show it: the spec names the authors `author`. */
export interface CitationItem extends Omit<CitationRow, 'authors'> {
  author: string
}

export interface CitationFilter {
  keyword?: string
  year?: number
}

const published: Where = { status: { equals: 'published' } }

/** A citation as the product detail's tab shows it (the document's own field names). */
function citationRow(c: Citation): CitationRow {
  return {
    id: c.id,
    title: c.title,
    authors: c.authors,
    year: c.year,
    journalName: c.journalName,
    impactFactor: c.impactFactor ?? null,
    doi: c.doi ?? '',
    applications: c.applications ?? [],
    species: c.species ?? [],
  }
}

/** A citation as /literature and GET /api/v1/reference show it (the spec's `author`). */
function citationItem(c: Citation): CitationItem {
  const { authors, ...row } = citationRow(c)
  return { ...row, author: authors }
}

/**
 * Citations filtered by keyword (title, authors or journal; `%` and `_` taken literally) and year, newest first
 * (then by title); `size` 0 returns every match.
 */
export const citations = readModel(
  'citations:page',
  [CACHE_TAGS.citations],
  async (payload: Payload, filter: CitationFilter, page: number, size: number): Promise<Paged<CitationItem>> => {
    const where: Where[] = [published]
    if (filter.year) where.push({ year: { equals: filter.year } })
    const byKeyword = (text: string): Where => ({
      or: [{ title: { contains: text } }, { authors: { contains: text } }, { journalName: { contains: text } }],
    })
    const sort = ['-year', 'title']
    const common = { collection: 'citations', depth: 0, overrideAccess: false, sort } as const
    const keyword = filter.keyword
    if (keyword && hasLikeWildcards(keyword)) {
      // SQL LIKE would read % and _ as wildcards: narrow by a chunk without them, then match literally here.
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

/** The /literature page's list (see `citations`). */
export const citationsPage = citations.page

/** The years that have citations, newest first (the year filter's options). */
export const citationYears = pageData('citations:years', [CACHE_TAGS.citations], async (): Promise<number[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'citations',
    where: published,
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: false,
    select: { year: true },
  })
  return [...new Set(docs.map((c) => c.year))].sort((a, b) => b - a)
})

export interface CitationRow {
  id: number
  title: string
  authors: string
  year: number
  journalName: string
  impactFactor: number | null
  doi: string
  /** Applications and species the paper used the product for (issue 19; codes, labelled by the page). */
  applications: string[]
  species: string[]
}

/** Citations listed on a product's detail (the total links to all of them on /literature). */
const CITATIONS_SHOWN = 20

/** Published citations of one product, newest first (the product detail's citations tab). */
export const productCitations = pageData(
  'citations:product',
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
      list: found.docs.map(citationRow),
      total: found.totalDocs,
    }
  },
)
