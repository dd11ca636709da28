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

import type { ExpressionSystem, Species, Tag } from '../../domain/catalog/catalog'

export { EXPRESSION_SYSTEMS, SPECIES, TAGS } from '../../domain/catalog/catalog'
export type { ExpressionSystem, Species, Tag }

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
}

export interface SeedProduct {
  catalogNumber: string
  categoryId: number
  name: Localized
  /** Synonyms and alternative spellings in any language (gene symbol, aliases, Chinese names). */
  synonyms: string[]
  species: Species
  tag: Tag
  expressionSystem: ExpressionSystem
  /** UniProt-style accession number, e.g. P05231 (or '' for kits). */
  accession: string
  /** e.g. "> 95% (SDS-PAGE)" */
  purity: Localized
  /** e.g. "< 1.0 EU/µg (LAL)" */
  endotoxin: Localized
  formulation: Localized
  storage: Localized
  description: Localized
  /** Predicted molecular weight text, e.g. "20.9 kDa". */
  molecularWeight: string
  sizes: SeedSize[]
  isNew: boolean
  isHot: boolean
  /** Shown in the home page "popular products" block. */
  isPopular: boolean
  /** Catalog numbers of related products. */
  related?: string[]
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
