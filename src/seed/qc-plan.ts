import type { QcImageType } from '../domain/catalog/catalog'
import { apparentCenter } from './data/datasheet'
import { isShowcase } from './data/lots'
import type { Localized, SeedLot, SeedProduct } from './data/types'
import { doseResponseSvg, type GelLane, gelSvg, productArtSvg, secSvg } from './qc-images'

/**
 * Which demo images the seed draws (issue 19), bounded so seeding stays fast: the current lot of each popular
 * or hot product gets a gel, an SEC trace and (with an ED50) a dose-response curve from its own numbers; its
 * older lots share the product's gel (same apparent MW); other lots have none. Images are keyed by what they
 * show, so equal numbers share one upload. Every product gets its category's picture as main image.
 */
export interface ImageSpec {
  /** Unique per picture: equal keys, equal images. Also the upload's file name (without extension). */
  key: string
  alt: Localized
  svg: () => string
}

export interface QcRef {
  key: string
  type: QcImageType
  caption: Localized
}

function gelLanes(product: SeedProduct, center: number): GelLane[] {
  const range = product.apparentMwKda.match(/(\d+)-(\d+)/)
  const spreadKda = range ? Number(range[2]) - Number(range[1]) : 0
  if (product.productType === 'antibody')
    return [
      { label: 'R', bands: [{ kda: 50 }, { kda: 25, intensity: 0.7 }] },
      { label: 'NR', bands: [{ kda: 150 }] },
    ]
  const dimer = product.tag === 'hfc' || product.tag === 'mfc' || product.tag === 'fc-avi'
  return [
    { label: 'R', bands: [{ kda: center, spreadKda }] },
    { label: 'NR', bands: [{ kda: dimer ? center * 2 : center * 0.96, spreadKda }] },
  ]
}

export function gelSpec(product: SeedProduct): ImageSpec | null {
  const center = apparentCenter(product.apparentMwKda)
  if (center === null) return null
  const c = Math.round(center)
  const fc = product.tag === 'hfc' || product.tag === 'mfc' || product.tag === 'fc-avi'
  const kind = product.productType === 'antibody' ? 'igg' : fc ? 'fc' : 'mono'
  return {
    key: `demo-gel-${kind}-${product.apparentMwKda.replace(/[^0-9]+/g, '-')}`,
    alt: {
      cn: `SDS-PAGE演示图：M为分子量标准，R为还原、NR为非还原条件，主带约${c} kDa`,
      en: `Demo SDS-PAGE: marker (M), reducing (R) and non-reducing (NR) lanes, main band at about ${c} kDa`,
    },
    svg: () => gelSvg(gelLanes(product, center)),
  }
}

function secSpec(product: SeedProduct, lot: SeedLot): ImageSpec {
  const kda = apparentCenter(product.apparentMwKda) ?? product.predictedMwKda ?? 50
  const purity = lot.purityPercent.toFixed(1)
  return {
    key: `demo-sec-${purity.replace('.', '_')}-${Math.round(kda)}`,
    alt: {
      cn: `SEC-HPLC演示图：主峰占${purity}%`,
      en: `Demo SEC-HPLC trace: main peak ${purity}%`,
    },
    svg: () => secSvg(lot.purityPercent, kda),
  }
}

function curveSpec(lot: SeedLot): ImageSpec | null {
  if (lot.ed50Value === null || !lot.ed50Unit) return null
  const v = `${lot.ed50Value} ${lot.ed50Unit}`
  return {
    key: `demo-ed50-${String(lot.ed50Value).replace('.', '_')}-${lot.ed50Unit.replace(/[^a-z]/gi, '')}`,
    alt: { cn: `生物活性演示曲线：ED50为${v}`, en: `Demo dose-response curve: ED50 ${v}` },
    svg: () => doseResponseSvg(lot.ed50Value as number, lot.ed50Unit as string),
  }
}

/** The QC images of one lot (with the pictures to draw), in gallery order. */
export function lotImages(product: SeedProduct, lot: SeedLot): { specs: ImageSpec[]; refs: QcRef[] } {
  if (!isShowcase(product)) return { specs: [], refs: [] }
  const specs: ImageSpec[] = []
  const refs: QcRef[] = []
  const gel = gelSpec(product)
  if (gel) {
    specs.push(gel)
    refs.push({
      key: gel.key,
      type: 'sds-page-reducing',
      caption: {
        cn: `批次${lot.lotNumber}：还原（R）与非还原（NR）SDS-PAGE，考马斯亮蓝染色（演示图）`,
        en: `Lot ${lot.lotNumber}: reducing (R) and non-reducing (NR) SDS-PAGE, Coomassie stained (demo image)`,
      },
    })
  }
  if (lot.kind !== 'current') return { specs, refs }
  const sec = secSpec(product, lot)
  specs.push(sec)
  refs.push({
    key: sec.key,
    type: 'sec-hplc',
    caption: {
      cn: `批次${lot.lotNumber}：SEC-HPLC纯度${lot.purityPercent}%（演示图）`,
      en: `Lot ${lot.lotNumber}: purity ${lot.purityPercent}% by SEC-HPLC (demo image)`,
    },
  })
  const curve = curveSpec(lot)
  if (curve) {
    specs.push(curve)
    refs.push({
      key: curve.key,
      type: 'bioactivity',
      caption: {
        cn: `批次${lot.lotNumber}：生物活性，ED50为${lot.ed50Value} ${lot.ed50Unit}（演示图）`,
        en: `Lot ${lot.lotNumber}: bioactivity, ED50 ${lot.ed50Value} ${lot.ed50Unit} (demo image)`,
      },
    })
  }
  return { specs, refs }
}

const CATEGORY_COLORS: Record<number, string> = {
  21: '#2563eb',
  22: '#059669',
  23: '#d97706',
  24: '#db2777',
  31: '#7c3aed',
  32: '#4f46e5',
  40: '#dc2626',
  50: '#0891b2',
  60: '#0d9488',
  70: '#9333ea',
  80: '#ea580c',
}

/** The main picture shared by a category's products: a vial, or a kit box for kits. */
export function categoryArt(categoryId: number, name: Localized, kit: boolean): ImageSpec {
  return {
    key: `demo-product-${categoryId}`,
    alt: { cn: `${name.cn}演示产品图`, en: `${name.en}: demo product picture` },
    svg: () => productArtSvg(kit ? 'kit' : 'vial', CATEGORY_COLORS[categoryId] ?? '#475569', name.en),
  }
}
