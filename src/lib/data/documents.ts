import type { Payload } from 'payload'
import type { Locale } from '../../i18n/routing'
import type { Download, Product } from '../../payload-types'
import { CACHE_TAGS } from '../cache-tags'
import { relationId } from './doc-views'
import { readModel } from './read-model'

/**
 * What the generated documents (datasheet, kit manual, COA; issue 19) and the product page's Documents block
 * read: a published product's whole record in one language, and the published downloads attached to it. Both
 * are dropped by the products and downloads tags, so a staff edit shows in the next PDF.
 */
export const productRecord = readModel(
  'documents:product',
  [CACHE_TAGS.products],
  async (payload: Payload, locale: Locale, catalogNumber: string): Promise<Product | null> => {
    const { docs } = await payload.find({
      collection: 'products',
      where: { and: [{ status: { equals: 'published' } }, { catalogNumber: { equals: catalogNumber } }] },
      limit: 1,
      depth: 0,
      locale,
      overrideAccess: false,
      select: { lots: false, documents: false, related: false, gallery: false },
    })
    return (docs[0] as Product | undefined) ?? null
  },
)

export interface ProductDownloadView {
  id: number
  title: string
  kind: string
  url: string
  fileSize: number | null
}

/** The published downloads attached to a product (manuals, SDS, …), newest first, at most 20. */
export const productDownloads = readModel(
  'documents:downloads',
  [CACHE_TAGS.downloads],
  async (payload: Payload, locale: Locale, productId: number): Promise<ProductDownloadView[]> => {
    const { docs } = await payload.find({
      collection: 'downloads',
      where: { and: [{ status: { equals: 'published' } }, { products: { contains: productId } }] },
      sort: '-createdAt',
      limit: 20,
      depth: 0,
      locale,
      overrideAccess: false,
    })
    return docs.flatMap((d: Download) =>
      d.url ? [{ id: d.id, title: d.title, kind: d.kind ?? 'other', url: d.url, fileSize: d.filesize ?? null }] : [],
    )
  },
)

export interface ProductLinkView {
  id: number
  catalogNumber: string
  name: string
}

/** The published products each download names (the resources page links a download back to them). */
export const downloadProducts = readModel(
  'documents:download-products',
  [CACHE_TAGS.downloads, CACHE_TAGS.products],
  async (payload: Payload, locale: Locale, ids: number[]): Promise<Record<number, ProductLinkView[]>> => {
    const bounded = ids.slice(0, 100)
    if (bounded.length === 0) return {}
    const { docs } = await payload.find({
      collection: 'downloads',
      where: { id: { in: bounded } },
      limit: bounded.length,
      depth: 1,
      locale,
      overrideAccess: false,
      select: { products: true },
      populate: { products: { catalogNumber: true, name: true, status: true } },
    })
    const out: Record<number, ProductLinkView[]> = {}
    for (const d of docs) {
      out[d.id] = (d.products ?? [])
        .flatMap((p) =>
          typeof p === 'object' && p && p.status === 'published' && relationId(p) !== null
            ? [{ id: p.id, catalogNumber: p.catalogNumber, name: p.name }]
            : [],
        )
        .slice(0, 10)
    }
    return out
  },
)
