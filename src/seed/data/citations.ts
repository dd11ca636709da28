import { products } from './products'
import type { Application, SeedCitation, SeedProduct, Species } from './types'

/**
 * Fictional demo citations (nothing here is a real paper or person): titles from templates about the
 * products' uses, invented author lists, real journal names with plausible impact factors, and DOIs under
 * the reserved test prefix 10.5555. Deterministic. One paper has IF 54.94 (the spec's highest) and the
 * mean impact factor is about 6.03 (the spec's average).
 */

const journals: [string, number][] = [
  ['Frontiers in Immunology', 5.7],
  ['Journal of Immunology', 3.6],
  ['Cell Reports', 7.5],
  ['Nature Communications', 14.7],
  ['Nucleic Acids Research', 14.9],
  ['Molecular Therapy', 12.1],
  ['npj Vaccines', 6.9],
  ['Scientific Reports', 3.8],
  ['PLOS ONE', 2.9],
  ['International Journal of Molecular Sciences', 4.9],
  ['Journal of Biological Chemistry', 4.0],
  ['RNA', 4.2],
  ['Analytical Chemistry', 6.7],
  ['Biotechnology and Bioengineering', 3.5],
  ['Journal for ImmunoTherapy of Cancer', 10.3],
  ['Cancer Research', 11.2],
  ['Stem Cell Reports', 5.9],
  ['Molecular Therapy - Nucleic Acids', 6.5],
  ['Biochemical and Biophysical Research Communications', 2.5],
  ['FEBS Open Bio', 2.6],
  ['Journal of Virological Methods', 2.2],
  ['Protein Expression and Purification', 1.4],
  ['Molecules', 4.6],
  ['Vaccines', 5.2],
  ['Analytical Biochemistry', 2.6],
  ['Journal of Inflammation Research', 4.5],
]

const surnames = [
  'Chen',
  'Wang',
  'Li',
  'Zhang',
  'Liu',
  'Yang',
  'Huang',
  'Zhao',
  'Wu',
  'Zhou',
  'Xu',
  'Sun',
  'Ma',
  'Zhu',
  'Hu',
  'Guo',
  'He',
  'Lin',
  'Luo',
  'Gao',
]
const initials = ['Y', 'L', 'X', 'J', 'H', 'M', 'Q', 'W', 'S', 'T', 'F', 'Z']

const templates: ((target: string) => string)[] = [
  (t) => `${t} signaling shapes the response of tissue-resident lymphocytes in a murine model of chronic inflammation`,
  (t) => `A high-throughput binding assay using recombinant ${t} identifies candidate therapeutic antibodies`,
  (t) => `Structural insights into ${t} recognition by engineered binders`,
  (t) => `${t} enhances ex vivo expansion of functional immune effector cells`,
  (t) => `Quantitative profiling of ${t} in patient-derived organoids reveals heterogeneous pathway activity`,
  (t) => `Optimized in vitro transcription and capping with ${t} improves mRNA translation in primary cells`,
  (t) => `Serological responses against ${t} after vaccination in a longitudinal cohort`,
  (t) => `Single-cell analysis of ${t}-dependent differentiation in a co-culture system`,
  (t) => `Site-specific RNase H cleavage with ${t} enables LC-MS measurement of 5′ cap structures`,
  (t) => `Targeting ${t} in combination with checkpoint blockade restrains tumor growth in syngeneic models`,
]

/** What each title template's study did with the product (same order as `templates`). */
const templateApplications: Application[][] = [
  ['functional-assay', 'flow-cytometry'],
  ['elisa', 'spr-bli'],
  ['spr-bli'],
  ['cell-culture', 'flow-cytometry'],
  ['functional-assay', 'cell-culture'],
  ['mrna-synthesis'],
  ['elisa'],
  ['cell-culture', 'flow-cytometry'],
  ['mrna-synthesis', 'enzyme-activity'],
  ['functional-assay'],
]
const MODEL_SPECIES: Species[] = ['human', 'mouse', 'rat', 'cynomolgus']

/** The study's species: a murine model is mouse, a cohort human, else the product's own (human by default). */
function speciesOf(templateIndex: number, product: SeedProduct): Species[] {
  if (templateIndex === 0 || templateIndex === 9) return ['mouse']
  if (templateIndex === 6) return ['human']
  return MODEL_SPECIES.includes(product.species) ? [product.species] : ['human']
}

function applicationsOf(templateIndex: number, product: SeedProduct): Application[] {
  const first = product.applications[0]
  return [...new Set([...(templateApplications[templateIndex] ?? []), ...(first ? [first] : [])])].slice(0, 3)
}

/** A short name of what the paper used, taken from the product's English name. */
function targetOf(name: string): string {
  return name
    .replace(/^Recombinant (Human|Mouse|Rat|Cynomolgus) /, '')
    .replace(/ Protein.*$/, '')
    .replace(/,.*$/, '')
}

function authors(i: number): string {
  const pick = (k: number) =>
    `${surnames[(i * 7 + k * 3) % surnames.length]} ${initials[(i * 5 + k) % initials.length]}`
  const n = 2 + (i % 4)
  const list = Array.from({ length: n }, (_, k) => pick(k))
  return i % 3 === 0 ? `${list.join(', ')}, et al.` : list.join(', ')
}

function build(): SeedCitation[] {
  const cited = products.filter((_, i) => i % 2 === 0 || products[i]?.isPopular)
  const out: SeedCitation[] = []
  for (let i = 0; i < 230; i++) {
    const product = cited[(i * 13) % cited.length]
    const second = cited[(i * 29 + 7) % cited.length]
    if (!product || !second) continue
    const [journal, impactFactor] = journals[(i * 11) % journals.length] as [string, number]
    const template = templates[i % templates.length] as (t: string) => string
    out.push({
      title: template(targetOf(product.name.en)),
      authors: authors(i),
      year: 2016 + (i % 10),
      journalName: journal,
      impactFactor,
      doi: `10.5555/demo.${2016 + (i % 10)}.${String(1000 + i)}`,
      catalogNumbers: i % 3 === 0 ? [product.catalogNumber, second.catalogNumber] : [product.catalogNumber],
      applications: applicationsOf(i % templates.length, product),
      species: speciesOf(i % templates.length, product),
    })
  }
  // The programme's highest-impact citation (spec: highest impact factor 54.94).
  const top = out[0]
  if (top) {
    top.journalName = 'Nature Reviews Drug Discovery'
    top.impactFactor = 54.94
  }
  return out
}

export const citations: SeedCitation[] = build()
