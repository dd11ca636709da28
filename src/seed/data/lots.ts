import { hash, sig2 } from './datasheet'
import type { SeedLot, SeedProduct } from './types'

/**
 * Demo lots (issue 19): 1-3 per protein, enzyme and antibody, dated relative to the day of seeding so the
 * current lot never expires under the demo: the current one (made 1-5 months ago), for the popular and hot
 * products an older one still valid, and for those and one product in four an expired one. Measured values
 * meet the product's specification the way a real release does (purity above, endotoxin below the limit,
 * ED50 near the typical value). Lot numbers are "DEMO" + yyMM + two letters: nothing a supplier uses.
 */

const SHELF_LIFE_MONTHS = 24
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'

/** Products whose lots carry generated QC images: the home page's popular and hot ones. */
export function isShowcase(product: SeedProduct): boolean {
  return product.isPopular || product.isHot
}

export function hasLots(product: SeedProduct): boolean {
  return product.productType !== 'kit'
}

function addMonths(date: Date, months: number, day: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, day))
}

const iso = (d: Date) => d.toISOString().slice(0, 10)

function lotNumber(catalogNumber: string, made: Date, kind: string): string {
  const h = hash(`${catalogNumber}#${kind}`)
  const yy = String(made.getUTCFullYear() % 100).padStart(2, '0')
  const mm = String(made.getUTCMonth() + 1).padStart(2, '0')
  return `DEMO${yy}${mm}${LETTERS[h % LETTERS.length]}${LETTERS[(h >>> 8) % LETTERS.length]}`
}

function concentrationOf(product: SeedProduct, h: number): number {
  const r = (n: number) => Math.round(n * 100) / 100
  if (product.productType === 'enzyme') return r(0.5 + (h % 150) / 100)
  if (product.productType === 'antibody') return r(1 + (h % 100) / 100)
  return r(0.25 + (h % 50) / 100)
}

export function lotsOf(product: SeedProduct, today: Date): SeedLot[] {
  if (!hasLots(product)) return []
  const h = hash(product.catalogNumber)
  const kinds: SeedLot['kind'][] = isShowcase(product)
    ? ['current', 'older', 'expired']
    : h % 4 === 0
      ? ['current', 'expired']
      : ['current']
  const ago: Record<SeedLot['kind'], number> = {
    current: 1 + (h % 5),
    older: 11 + (h % 4),
    expired: 30 + (h % 6),
  }
  return kinds.map((kind) => {
    const k = hash(`${product.catalogNumber}/${kind}`)
    const made = addMonths(today, -ago[kind], 3 + (k % 20))
    const expires = addMonths(made, SHELF_LIFE_MONTHS, made.getUTCDate())
    const spec = product.purityPercent ?? 95
    return {
      catalogNumber: product.catalogNumber,
      lotNumber: lotNumber(product.catalogNumber, made, kind),
      manufacturedAt: iso(made),
      expiresAt: iso(expires),
      concentrationMgPerMl: concentrationOf(product, k),
      purityPercent: Math.min(99.6, Math.round((spec + 0.6 + (k % 35) / 10) * 10) / 10),
      endotoxinEuPerUg:
        product.endotoxinEuPerUg === null ? null : sig2(product.endotoxinEuPerUg * (0.05 + (k % 50) / 100)),
      ed50Value: product.ed50Value === null ? null : sig2(product.ed50Value * (0.75 + (k % 50) / 100)),
      ed50Unit: product.ed50Value === null ? null : product.ed50Unit,
      kind,
    }
  })
}
