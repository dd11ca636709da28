import type { Payload } from 'payload'
import { categoryTree, descendantIds, findNode, type TreeNode } from '../../api/tree-structure'
import { type SearchableArticle, type SearchableProduct, SearchIndex } from '../../domain/search/search-index'
import { cached } from '../../lib/cache'
import { CACHE_TAGS } from '../../lib/cache-tags'

/**
 * The search index of this process, built from the database on first use and rebuilt after any change to
 * products, categories or articles (cache tags, broadcast to every process through Redis when configured),
 * so several processes give the same answers. At most 10 minutes old if a broadcast was missed.
 */
const INDEX_MAX_AGE_MS = 10 * 60 * 1000
const SERVICE_ROOT = 3

type Localized = { cn?: string | null; en?: string | null } | string | null | undefined

function both(value: Localized): string[] {
  if (!value) return []
  if (typeof value === 'string') return [value]
  return [value.cn, value.en].filter((v): v is string => typeof v === 'string' && v.length > 0)
}

/** The plain text of a Lexical rich-text value (every text node, in order). */
export function lexicalText(value: unknown): string {
  const out: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as { text?: unknown; children?: unknown; root?: unknown }
    if (typeof n.text === 'string') out.push(n.text)
    if (n.root) walk(n.root)
    if (Array.isArray(n.children)) n.children.forEach(walk)
  }
  walk(value)
  return out.join(' ')
}

interface CategoryInfo {
  names: string[]
  ancestors: number[]
}

function categoryInfo(cn: TreeNode[], en: TreeNode[]): Map<number, CategoryInfo> {
  const info = new Map<number, CategoryInfo>()
  const walk = (nodes: TreeNode[], path: number[]) => {
    for (const node of nodes) {
      const entry = info.get(node.id) ?? { names: [], ancestors: [...path, node.id] }
      entry.names.push(node.name)
      info.set(node.id, entry)
      walk(node.children, [...path, node.id])
    }
  }
  walk(cn, [])
  walk(en, [])
  return info
}

async function buildIndex(payload: Payload): Promise<SearchIndex> {
  const [treeCn, treeEn] = await Promise.all([categoryTree(payload, 'cn'), categoryTree(payload, 'en')])
  const categories = categoryInfo(treeCn, treeEn)
  const serviceRoot = findNode(treeCn, SERVICE_ROOT)
  const serviceIds = new Set(serviceRoot ? descendantIds(serviceRoot) : [])

  const products = await payload.find({
    collection: 'products',
    where: { status: { equals: 'published' } },
    locale: 'all',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: false,
    select: {
      catalogNumber: true,
      name: true,
      synonyms: true,
      category: true,
      species: true,
      tag: true,
      accession: true,
      description: true,
      purity: true,
      formulation: true,
      isPopular: true,
      isHot: true,
    },
  })
  const searchableProducts: SearchableProduct[] = products.docs.map((doc) => {
    const p = doc as unknown as Record<string, Localized> & { id: number; category: number | { id: number } }
    const categoryId = typeof p.category === 'object' ? p.category.id : p.category
    const category = categories.get(categoryId)
    return {
      id: p.id,
      catalogNumber: String(p.catalogNumber ?? ''),
      names: both(p.name),
      synonyms: String(p.synonyms ?? '')
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
      text: [
        ...both(p.description),
        ...both(p.purity),
        ...both(p.formulation),
        String(p.accession ?? ''),
        ...(category?.names ?? []),
      ],
      categoryIds: category?.ancestors ?? [categoryId],
      tag: (p.tag as string | null) ?? null,
      species: (p.species as string | null) ?? null,
      popularity: (p.isPopular ? 2 : 0) + (p.isHot ? 1 : 0),
    }
  })

  const articles = await payload.find({
    collection: 'articles',
    where: { status: { equals: 'published' } },
    locale: 'all',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: false,
    select: { title: true, summary: true, body: true, category: true },
  })
  const services: SearchableArticle[] = []
  const content: SearchableArticle[] = []
  for (const doc of articles.docs) {
    const a = doc as unknown as {
      id: number
      title: Localized
      summary: Localized
      body: unknown
      category: number | { id: number }
    }
    const categoryId = typeof a.category === 'object' ? a.category.id : a.category
    const body = a.body && typeof a.body === 'object' && !('root' in a.body) ? Object.values(a.body) : [a.body]
    const item: SearchableArticle = {
      id: a.id,
      titles: both(a.title),
      text: [...both(a.summary), ...body.map(lexicalText), ...(categories.get(categoryId)?.names ?? [])],
      categoryId,
    }
    ;(serviceIds.has(categoryId) ? services : content).push(item)
  }
  return new SearchIndex(searchableProducts, services, content)
}

export function searchIndex(payload: Payload): Promise<SearchIndex> {
  return cached(
    'search-index',
    [CACHE_TAGS.products, CACHE_TAGS.categories, CACHE_TAGS.articles],
    () => buildIndex(payload),
    INDEX_MAX_AGE_MS,
  )
}
