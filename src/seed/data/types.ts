/**
 * Shapes of the demo data. The data files in this folder are plain TypeScript values of these types;
 * src/seed/seed.ts turns them into Payload documents. Nothing here pretends to be a real person or paper:
 * every record is marked as demo data when seeded.
 */

/** A text in both site languages. */
export interface Localized {
  cn: string
  en: string
}

import type {
  Application,
  DocumentKind,
  Ed50Unit,
  ExpressionSystem,
  ProductType,
  ShippingCondition,
  Species,
  StockState,
  Tag,
  TagPosition,
} from '../../domain/catalog/catalog'

export {
  APPLICATIONS,
  ED50_UNITS,
  EXPRESSION_SYSTEMS,
  PRODUCT_TYPES,
  SHIPPING_CONDITIONS,
  SPECIES,
  STOCK_STATES,
  TAG_POSITIONS,
  TAGS,
} from '../../domain/catalog/catalog'
export type {
  Application,
  DocumentKind,
  Ed50Unit,
  ExpressionSystem,
  ProductType,
  ShippingCondition,
  Species,
  StockState,
  Tag,
  TagPosition,
}

export interface SeedCategory {
  /** Real, stable id: the spec's root ids are 2, 3, 4, 5, 6 and 679. */
  id: number
  parentId: number | null
  name: Localized
  sort: number
  /** Optional route or external URL the navigation uses instead of the default mapping. */
  link?: string
  /** Opens in a new tab (external links such as the recruitment site). */
  external?: boolean
}

export interface SeedSize {
  /** Pack size as printed, e.g. "10 µg", "100 µg", "1 mg", "500 U", "96 T". */
  size: string
  /** Price in fen (CNY cents, integer); null means "inquiry". */
  priceFen: number | null
  stock: StockState
  /** Days until shipment when not in stock. */
  leadTimeDays: number | null
}

/** The demo catalogue's product families: each has its own datasheet rules (src/seed/data/datasheet.ts). */
export type ProductFamily =
  | 'interleukin'
  | 'growth-factor'
  | 'checkpoint'
  | 'cd-antigen'
  | 'viral'
  | 'enzyme'
  | 'antibody'
  | 'kit'

export interface SeedKitComponent {
  name: Localized
  quantity: string
  storage: string
}

/**
 * A demo product with its datasheet. Every value is generated from rules (datasheet.ts), never copied from a
 * supplier; lab values are numbers shared by both languages with a note per language.
 */
export interface SeedProduct {
  catalogNumber: string
  categoryId: number
  name: Localized
  /** Synonyms and alternative spellings in any language (gene symbol, aliases, Chinese names). */
  synonyms: string[]
  productType: ProductType
  family: ProductFamily
  species: Species
  tag: Tag
  tagPosition: TagPosition
  expressionSystem: ExpressionSystem
  /** UniProt-style accession number, e.g. P05231 (or '' for kits). */
  accession: string
  /** e.g. "Ala21-Ser212"; '' where it does not apply (antibodies, kits). */
  aminoAcidRange: string
  predictedMwKda: number | null
  /** Apparent molecular weight on reducing SDS-PAGE, e.g. "17" or "28-35" (glycosylated). */
  apparentMwKda: string
  mwNote: Localized | null
  /** Shown "> N%". */
  purityPercent: number | null
  purityNote: Localized | null
  /** Shown "< N EU/µg". */
  endotoxinEuPerUg: number | null
  endotoxinNote: Localized | null
  bioactivity: Localized | null
  ed50Value: number | null
  ed50Unit: Ed50Unit | null
  /** Enzymes only. */
  unitDefinition: Localized | null
  applications: Application[]
  formulation: Localized
  reconstitution: Localized | null
  storage: Localized
  stability: Localized
  shipping: ShippingCondition
  /** Kits only. */
  kitComponents: SeedKitComponent[]
  protocolSummary: Localized | null
  description: Localized
  sizes: SeedSize[]
  isNew: boolean
  isHot: boolean
  /** Shown in the home page "popular products" block. */
  isPopular: boolean
  /** Catalog numbers of related products. */
  related?: string[]
}

/** A demo lot of a product (src/seed/data/lots.ts): dates relative to the day of seeding. */
export interface SeedLot {
  catalogNumber: string
  /** "DEMO" + yyMM of manufacture + two letters, e.g. DEMO2509KT: plausible, unique per product, clearly demo. */
  lotNumber: string
  /** ISO dates (yyyy-mm-dd). */
  manufacturedAt: string
  expiresAt: string
  concentrationMgPerMl: number
  purityPercent: number
  endotoxinEuPerUg: number | null
  ed50Value: number | null
  ed50Unit: Ed50Unit | null
  /** current: the newest, not expired; older: not expired; expired. */
  kind: 'current' | 'older' | 'expired'
}

export interface SeedCitation {
  title: string
  authors: string
  year: number
  journalName: string
  impactFactor: number
  /** A DOI under the reserved example prefix 10.5555 so nothing resolves to a real paper. */
  doi: string
  catalogNumbers: string[]
  applications: Application[]
  species: Species[]
}

export interface SeedArticle {
  /** Category this article belongs to (a child of 3 service, 4 resources, 5 information, 6 about-us or 679 investors). */
  categoryId: number
  slug: string
  title: Localized
  summary: Localized
  /** Paragraphs of body text per language. */
  body: { cn: string[]; en: string[] }
  /** ISO date. */
  publishedAt: string
  /** For activities and meetings: where and when. */
  event?: { location: Localized; startsAt: string; endsAt: string }
}

export interface SeedDownload {
  /** A child of category 4 (resources). */
  categoryId: number
  title: Localized
  description: Localized
  /** File name of the generated PDF, e.g. "t7-rna-polymerase-manual.pdf". */
  fileName: string
  /** Catalog number the document belongs to, if any. */
  catalogNumber?: string
  kind: DocumentKind
  /** Products the document is linked to (the product page's Documents block). */
  productCatalogNumbers: string[]
}

export interface SeedArea {
  /** GB/T 2260 province code prefix, e.g. "11" Beijing; "00" for outside mainland China. */
  code: string
  name: Localized
}

export interface SeedIndustry {
  code: 'academic' | 'industrial' | 'hospital' | 'government' | 'other'
  name: Localized
}

export interface SeedDistributor {
  name: Localized
  /** Area codes (provinces) covered. */
  areaCodes: string[]
  address: Localized
  phone: string
  /** Example addresses only: use the reserved example.com / example.cn style domains. */
  email: string
  website: string
}

export interface SeedJob {
  title: Localized
  department: Localized
  location: Localized
  headcount: number
  salary: Localized
  content: Localized
  requirements: Localized
  isHot: boolean
}

export interface SeedBanner {
  title: Localized
  subtitle: Localized
  /** Internal route, e.g. "/product-detail?catalogNumber=CD002". */
  link: string
  /** Two hex colours for the generated gradient artwork. */
  colors: [string, string]
}
