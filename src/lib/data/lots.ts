import type { Payload, Where } from 'payload'
import type { Locale } from '../../i18n/routing'
import type { Lot } from '../../payload-types'
import { CACHE_TAGS } from '../cache-tags'
import { type MediaView, mediaView, relationId } from './doc-views'
import { readModel } from './read-model'

/**
 * The lots read model (issue 19): a product's current lot for its page, its datasheet PDF and the reconstitution
 * calculator, and one lot by number for the COA-by-lot box. The current lot is the newest published lot (by
 * manufacture date) that has not expired.
 */
export interface QcImageView {
  image: MediaView
  type: string
  caption: string
}

export interface LotView {
  id: number
  productId: number
  lotNumber: string
  /** ISO dates (yyyy-mm-dd). */
  manufacturedAt: string
  expiresAt: string
  concentrationMgPerMl: number | null
  purityPercent: number | null
  endotoxinEuPerUg: number | null
  ed50Value: number | null
  ed50Unit: string | null
  activityNote: string
  qcImages: QcImageView[]
  /** The uploaded certificate's id (coa-certificates), or null when the COA is generated from this record. */
  coaFileId: number | null
  updatedAt: string
}

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '')

export function qcImagesView(items: Lot['qcImages']): QcImageView[] {
  return (items ?? []).flatMap((item) => {
    const image = mediaView(item.image)
    return image ? [{ image, type: item.type, caption: item.caption ?? '' }] : []
  })
}

export function lotView(lot: Lot): LotView {
  return {
    id: lot.id,
    productId: relationId(lot.product as number | { id: number }) ?? 0,
    lotNumber: lot.lotNumber,
    manufacturedAt: day(lot.manufacturedAt),
    expiresAt: day(lot.expiresAt),
    concentrationMgPerMl: lot.concentrationMgPerMl ?? null,
    purityPercent: lot.purityPercent ?? null,
    endotoxinEuPerUg: lot.endotoxinEuPerUg ?? null,
    ed50Value: lot.ed50Value ?? null,
    ed50Unit: lot.ed50Unit ?? null,
    activityNote: lot.activityNote ?? '',
    qcImages: qcImagesView(lot.qcImages),
    coaFileId: relationId(lot.coaFile as number | { id: number } | null | undefined),
    updatedAt: lot.updatedAt,
  }
}

const published: Where = { status: { equals: 'published' } }

/** The product's current lot: newest published, not expired on `today` (yyyy-mm-dd), or null. */
export const currentLot = readModel(
  'lots:current',
  [CACHE_TAGS.lots, CACHE_TAGS.media],
  async (payload: Payload, locale: Locale, productId: number, today: string): Promise<LotView | null> => {
    const { docs } = await payload.find({
      collection: 'lots',
      where: {
        and: [published, { product: { equals: productId } }, { expiresAt: { greater_than_equal: today } }],
      },
      sort: '-manufacturedAt',
      limit: 1,
      depth: 1,
      locale,
      overrideAccess: false,
    })
    return docs[0] ? lotView(docs[0]) : null
  },
)

/** A published lot of a product by its lot number (exact, case-insensitive as typed), or null. */
export const lotByNumber = readModel(
  'lots:by-number',
  [CACHE_TAGS.lots, CACHE_TAGS.media],
  async (payload: Payload, locale: Locale, productId: number, lotNumber: string): Promise<LotView | null> => {
    const wanted = lotNumber.trim()
    if (!wanted) return null
    const { docs } = await payload.find({
      collection: 'lots',
      where: { and: [published, { product: { equals: productId } }, { lotNumber: { equals: wanted } }] },
      limit: 1,
      depth: 1,
      locale,
      overrideAccess: false,
    })
    if (docs[0]) return lotView(docs[0])
    // Lot numbers are printed in capitals; a visitor may type them in lower case.
    const { docs: loose } = await payload.find({
      collection: 'lots',
      where: { and: [published, { product: { equals: productId } }, { lotNumber: { like: wanted } }] },
      limit: 10,
      depth: 1,
      locale,
      overrideAccess: false,
    })
    const match = loose.find((l) => l.lotNumber.toLowerCase() === wanted.toLowerCase())
    return match ? lotView(match) : null
  },
)

/** Today in China (yyyy-mm-dd): the day lots expire by. */
export function todayInChina(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10)
}
