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
