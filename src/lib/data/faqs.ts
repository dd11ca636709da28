import type { Payload, Where } from 'payload'
import type { Locale } from '../../i18n/routing'
import type { Faq } from '../../payload-types'
import { CACHE_TAGS } from '../cache-tags'
import { relationId } from './doc-views'
import { readModel } from './read-model'

/**
 * The FAQs read model (issue 19): the troubleshooting entries a product page shows, the product's own first, then
 * those of its category, then of each category above it (an entry for a category applies to everything below it).
 */
export interface FaqView {
  id: number
  question: string
  answer: string
  /** Where the entry comes from: the product itself or one of its categories. */
  scope: 'product' | 'category'
}

const published: Where = { status: { equals: 'published' } }
const MAX_FAQS = 50

const ids = (values: Faq['products'] | Faq['categories']) =>
  (values ?? []).map((v) => relationId(v as number | { id: number })).filter((id): id is number => id !== null)

/**
 * A product's FAQs: `categoryPath` is the product's category path from the top level down to its own category.
 * Each entry once, in the order product → own category → parent → … → top level, then by `sort`.
 */
export const productFaqs = readModel(
  'faqs:product',
  [CACHE_TAGS.faqs],
  async (payload: Payload, locale: Locale, productId: number, categoryPath: number[]): Promise<FaqView[]> => {
    const or: Where[] = [{ products: { contains: productId } }]
    if (categoryPath.length) or.push({ categories: { in: categoryPath } })
    const { docs } = await payload.find({
      collection: 'faqs',
      where: { and: [published, { or }] },
      sort: ['sort', 'id'],
      limit: MAX_FAQS,
      depth: 0,
      locale,
      overrideAccess: false,
    })
    const nearestFirst = [...categoryPath].reverse()
    const rank = (f: Faq): number => {
      if (ids(f.products).includes(productId)) return 0
      const cats = ids(f.categories)
      const level = nearestFirst.findIndex((id) => cats.includes(id))
      return level === -1 ? nearestFirst.length + 1 : level + 1
    }
    return docs
      .map((f, index) => ({ f, index, rank: rank(f) }))
      .filter((x) => x.rank <= nearestFirst.length)
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ f, rank }) => ({
        id: f.id,
        question: f.question,
        answer: f.answer,
        scope: rank === 0 ? ('product' as const) : ('category' as const),
      }))
  },
)
