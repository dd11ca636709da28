/** Controlled vocabularies of the catalogue (spec section 3: species, tags, expression systems). */
export const SPECIES = [
  'human',
  'mouse',
  'rat',
  'cynomolgus',
  'sars-cov-2',
  'influenza',
  'bacteriophage',
  'e-coli',
  'other',
] as const
export type Species = (typeof SPECIES)[number]

export const TAGS = [
  'tag-free',
  'his',
  'hfc',
  'mfc',
  'flag',
  'his-avi',
  'fc-avi',
  'gst',
  'strep',
  'llama-fc',
  'other',
] as const
export type Tag = (typeof TAGS)[number]

export const EXPRESSION_SYSTEMS = ['e-coli', 'yeast', 'insect', 'mammalian', 'hek293', 'cho', 'none'] as const
export type ExpressionSystem = (typeof EXPRESSION_SYSTEMS)[number]

/** What a product is: kits get the kit template (components, protocol), never the protein-only fields. */
export const PRODUCT_TYPES = ['protein', 'enzyme', 'antibody', 'kit'] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

/** Where the tag sits on the construct. */
export const TAG_POSITIONS = ['n-terminal', 'c-terminal', 'n-and-c', 'none'] as const
export type TagPosition = (typeof TAG_POSITIONS)[number]

export const APPLICATIONS = [
  'elisa',
  'cell-culture',
  'spr-bli',
  'western-blot',
  'flow-cytometry',
  'functional-assay',
  'immunogen',
  'enzyme-activity',
  'mrna-synthesis',
] as const
export type Application = (typeof APPLICATIONS)[number]

export const SHIPPING_CONDITIONS = ['ambient', 'ice-packs', 'dry-ice'] as const
export type ShippingCondition = (typeof SHIPPING_CONDITIONS)[number]

/** Kinds of QC image in a product's gallery or a lot's record. */
export const QC_IMAGE_TYPES = [
  'sds-page-reducing',
  'sds-page-non-reducing',
  'sec-hplc',
  'sec-mals',
  'bioactivity',
  'other',
] as const
export type QcImageType = (typeof QC_IMAGE_TYPES)[number]

export const ED50_UNITS = ['ng/mL', 'µg/mL', 'pM', 'nM'] as const
export type Ed50Unit = (typeof ED50_UNITS)[number]

/** Stock of one size: on the shelf, ships in N days, or made to order. */
export const STOCK_STATES = ['in-stock', 'ships-in-days', 'made-to-order'] as const
export type StockState = (typeof STOCK_STATES)[number]

/** Kinds of document attached to a product (downloads). */
export const DOCUMENT_KINDS = ['manual', 'sds', 'datasheet', 'brochure', 'other'] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]
