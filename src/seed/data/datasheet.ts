import type {
  Application,
  Ed50Unit,
  ExpressionSystem,
  Localized,
  ProductFamily,
  SeedKitComponent,
  SeedProduct,
  SeedSize,
  ShippingCondition,
  Species,
  StockState,
  Tag,
  TagPosition,
} from './types'

/**
 * The demo datasheet rules (issue 19): every value below is derived from the product's family, tag, expression
 * host and a hash of its catalog number, never copied from a supplier. Texts that state a measured value say
 * they are demo values.
 */

const L = (cn: string, en: string): Localized => ({ cn, en })

/** A stable number from a string (FNV-1a), for deterministic demo values. */
export function hash(s: string): number {
  let h = 2166136261
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0
  return h
}

/** What the family tables in products.ts give; datasheet() adds the rest. */
export interface ProductDraft {
  catalogNumber: string
  categoryId: number
  name: Localized
  synonyms: string[]
  family: ProductFamily
  species: Species
  tag: Tag
  expressionSystem: ExpressionSystem
  accession: string
  /** Short display name, e.g. "IL-6", "PD-1", "T7 RNA Polymerase". */
  symbol: string
  /** Predicted MW of the untagged protein ("17.4 kDa"), or '' to derive one from the family. */
  molecularWeight: string
  formulation: Localized
  storage: Localized
  description: Localized
  sizes: { size: string; priceFen: number | null }[]
  gmp?: boolean
  isNew: boolean
  isHot: boolean
  isPopular: boolean
  related?: string[]
}

const round1 = (n: number) => Math.round(n * 10) / 10
/** Two significant digits: ED50s and endotoxin limits read like measured values. */
export const sig2 = (n: number) => {
  if (n === 0) return 0
  const p = 10 ** (Math.floor(Math.log10(Math.abs(n))) - 1)
  return Math.round(n / p) * p
}

/** Mass a tag adds to the construct (kDa); an Fc is one chain of the dimer. */
const TAG_KDA: Record<Tag, number> = {
  'tag-free': 0,
  his: 1.1,
  hfc: 26.1,
  mfc: 26.6,
  flag: 1.0,
  'his-avi': 3.0,
  'fc-avi': 28.0,
  gst: 26.0,
  strep: 1.1,
  'llama-fc': 25.5,
  other: 1.0,
}

export function tagPositionOf(tag: Tag, catalogNumber: string): TagPosition {
  if (tag === 'tag-free' || tag === 'other') return 'none'
  if (tag === 'his' && hash(catalogNumber) % 7 === 0) return 'n-terminal'
  return 'c-terminal'
}

/** Enzyme subunit masses (kDa) by catalog prefix, rounded from the polypeptides' lengths. */
const ENZYME_KDA: [string, number, Localized?][] = [
  ['T7P', 98.9],
  ['SP6', 98.6],
  ['VCE', 95.3, L('D1亚基约95 kDa，D12亚基约33 kDa', 'D1 subunit about 95 kDa, D12 subunit about 33 kDa')],
  ['MTF', 39.1],
  ['PAP', 55.3],
  ['RNI', 49.9],
  ['PPA', 32.3],
  ['DNI', 29.1],
  ['RNH-T', 21.6],
  ['RNH', 17.6],
  ['T4R-E002', 28.0],
  ['T4R', 43.5],
  ['TAQ', 94.0],
  ['HFP', 90.5],
  ['MML', 75.3],
  ['TRT', 78.1],
  ['T4L', 55.3],
  ['PNK', 33.2],
  ['PRK', 28.9],
  ['NUC', 26.5],
  ['UDG', 25.7],
  ['TEV', 27.0],
  ['SMO', 25.2],
  ['BST', 67.2],
  ['CAS-E009', 158.4],
  ['CAS-E012', 143.5],
]

const RESIDUES = ['Ala', 'Ser', 'Gly', 'Val', 'Leu', 'Pro', 'Gln', 'Glu', 'Thr', 'Lys', 'Asp', 'Arg', 'Asn', 'Ile']

/** The untagged polypeptide's predicted mass (kDa). */
function coreKda(d: ProductDraft): number {
  const given = Number.parseFloat(d.molecularWeight)
  if (Number.isFinite(given) && given > 0) return given
  const h = hash(d.catalogNumber.replace(/-[A-Z]\d+$/, '') + d.symbol)
  if (d.family === 'enzyme') return ENZYME_KDA.find(([p]) => d.catalogNumber.startsWith(p))?.[1] ?? 40 + (h % 60)
  if (d.family === 'viral') return 25 + (h % 50)
  // Extracellular domains of receptors and ligands: 12-40 kDa.
  return round1(12 + (hash(d.symbol) % 280) / 10)
}

/** "Ala21-Ser212": the construct's first and last residue, from a signal peptide and the mass (110 Da/residue). */
export function aminoAcidRangeOf(d: ProductDraft, core: number): string {
  if (d.family === 'antibody' || d.family === 'kit') return ''
  const h = hash(d.symbol + d.species)
  const residues = Math.round((core * 1000) / 110)
  const start = d.family === 'enzyme' ? 1 : 18 + (h % 14)
  const first = d.family === 'enzyme' ? 'Met' : RESIDUES[h % RESIDUES.length]
  const last = RESIDUES[(h >>> 5) % RESIDUES.length]
  return `${first}${start}-${last}${start + residues - 1}`
}

/** Glycosylated proteins from mammalian or insect cells run larger than predicted on SDS-PAGE. */
function glycosylated(d: ProductDraft): boolean {
  return d.expressionSystem === 'hek293' || d.expressionSystem === 'cho' || d.expressionSystem === 'insect'
}

export function apparentMwOf(d: ProductDraft, predicted: number): string {
  if (d.family === 'antibody') return '150'
  if (!glycosylated(d)) return String(Math.round(predicted))
  const h = hash(d.catalogNumber)
  const lo = Math.round(predicted * (1.08 + (h % 8) / 100))
  const hi = Math.round(predicted * (1.22 + (h % 15) / 100))
  return hi > lo ? `${lo}-${hi}` : String(lo)
}

/** The middle of an apparent MW ("28-35" → 31.5): where the gel's band sits. */
export function apparentCenter(apparent: string): number | null {
  const nums = apparent.match(/\d+(\.\d+)?/g)?.map(Number) ?? []
  if (!nums.length) return null
  return nums.reduce((a, b) => a + b, 0) / nums.length
}

const CELL_ASSAYS: Record<string, Localized> = {
  'IL-2': L('刺激CTLL-2细胞增殖', 'stimulate the proliferation of CTLL-2 cells'),
  'IL-15': L('刺激CTLL-2细胞增殖', 'stimulate the proliferation of CTLL-2 cells'),
  'IL-6': L('刺激7TD1细胞增殖', 'stimulate the proliferation of 7TD1 cells'),
  'IL-3': L('刺激TF-1细胞增殖', 'stimulate the proliferation of TF-1 cells'),
  'GM-CSF': L('刺激TF-1细胞增殖', 'stimulate the proliferation of TF-1 cells'),
  EGF: L('刺激Balb/3T3细胞增殖', 'stimulate the proliferation of Balb/3T3 cells'),
  'FGF-2': L('刺激Balb/3T3细胞增殖', 'stimulate the proliferation of Balb/3T3 cells'),
  'TNF-α': L(
    '在放线菌素D存在下诱导L-929细胞毒性',
    'induce cytotoxicity in L-929 cells in the presence of actinomycin D',
  ),
  'IFN-γ': L('诱导HT-29细胞产生抗增殖效应', 'inhibit the proliferation of HT-29 cells'),
}

function cellAssay(d: ProductDraft): Localized {
  if (CELL_ASSAYS[d.symbol]) return CELL_ASSAYS[d.symbol] as Localized
  if (d.categoryId === 24) return L('诱导对应受体表达细胞趋化', 'induce chemotaxis of receptor-expressing cells')
  return L('刺激因子依赖型细胞系增殖', 'stimulate the proliferation of a factor-dependent cell line')
}

const DEMO_VALUE = L('（演示数值）', ' (demo value)')

export function ed50Of(d: ProductDraft): { value: number; unit: Ed50Unit } | null {
  const h = hash(d.catalogNumber)
  if (d.family === 'interleukin' || d.family === 'growth-factor') {
    const chemokine = d.categoryId === 24
    const base = chemokine ? 5 + (h % 45) : 0.05 + (h % 300) / 100
    return { value: sig2(base), unit: 'ng/mL' }
  }
  if (d.family === 'checkpoint' || d.family === 'cd-antigen') {
    if (d.tag === 'his-avi' || d.tag === 'fc-avi') return { value: sig2(2 + (h % 40)), unit: 'ng/mL' }
    return { value: sig2(0.02 + (h % 48) / 100), unit: 'µg/mL' }
  }
  return null
}

function bioactivityOf(d: ProductDraft, ed50: { value: number; unit: Ed50Unit } | null): Localized | null {
  if (!ed50) {
    if (d.family === 'viral')
      return L(
        `经ELISA验证可与抗${d.symbol}抗体特异性结合（演示数据）。`,
        `Binds anti-${d.symbol} antibodies in ELISA (demo data).`,
      )
    if (d.family === 'antibody')
      return L(
        '间接ELISA检测，工作浓度0.1-1 µg/mL（演示数据）。',
        'Indirect ELISA working concentration 0.1-1 µg/mL (demo data).',
      )
    return null
  }
  const v = `${ed50.value} ${ed50.unit}`
  if (d.family === 'interleukin' || d.family === 'growth-factor') {
    const a = cellAssay(d)
    return L(
      `以${a.cn}的能力测定，ED50为${v}${DEMO_VALUE.cn}。`,
      `Measured by its ability to ${a.en}. The ED50 for this effect is ${v}${DEMO_VALUE.en}.`,
    )
  }
  if (d.tag === 'his-avi' || d.tag === 'fc-avi')
    return L(
      `以链霉亲和素包被板捕获生物素化${d.symbol}（2 µg/mL），结合其配体的ED50为${v}${DEMO_VALUE.cn}。`,
      `Biotinylated ${d.symbol} captured on a streptavidin plate at 2 µg/mL binds its partner with an ED50 of ${v}${DEMO_VALUE.en}.`,
    )
  return L(
    `固相包被${d.symbol}（2 µg/mL），与其配体结合的ED50为${v}${DEMO_VALUE.cn}（ELISA）。`,
    `Immobilized ${d.symbol} at 2 µg/mL binds its partner with an ED50 of ${v}${DEMO_VALUE.en} (ELISA).`,
  )
}

const UNIT_DEFINITIONS: [RegExp, Localized][] = [
  [
    /^(T7P|SP6)/,
    L(
      '1个单位（U）指在37 °C、1小时内将1 nmol ATP掺入酸不溶性产物所需的酶量。',
      'One unit incorporates 1 nmol of ATP into acid-insoluble material in 1 hour at 37 °C.',
    ),
  ],
  [
    /^VCE/,
    L(
      '1个单位（U）指在37 °C、1小时内将10 pmol GTP转移至80 nt RNA 5′端所需的酶量。',
      'One unit transfers 10 pmol of GTP to the 5′ end of an 80 nt RNA in 1 hour at 37 °C.',
    ),
  ],
  [
    /^MTF/,
    L(
      '1个单位（U）指在37 °C、1小时内将10 pmol甲基从SAM转移至加帽RNA所需的酶量。',
      'One unit transfers 10 pmol of methyl groups from SAM to capped RNA in 1 hour at 37 °C.',
    ),
  ],
  [
    /^PAP/,
    L(
      '1个单位（U）指在37 °C、10分钟内将1 nmol AMP掺入RNA所需的酶量。',
      'One unit incorporates 1 nmol of AMP into RNA in 10 minutes at 37 °C.',
    ),
  ],
  [
    /^RNI/,
    L(
      '1个单位（U）指抑制5 ng RNase A活性50%所需的抑制剂量。',
      'One unit inhibits the activity of 5 ng of RNase A by 50%.',
    ),
  ],
  [
    /^(PRK|TEV|SMO)/,
    L(
      '1个单位（U）指在30 °C、1小时内切割3 µg标准底物蛋白达85%以上所需的酶量。',
      'One unit cleaves over 85% of 3 µg of a standard substrate protein in 1 hour at 30 °C.',
    ),
  ],
  [
    /^CAS/,
    L(
      '以50 nM酶在37 °C、1小时内完全切割线性化靶DNA的活性验证，按质量计量。',
      'Sold by mass; 50 nM enzyme fully cleaves a linearized target DNA in 1 hour at 37 °C.',
    ),
  ],
]
const DEFAULT_UNIT = L(
  '1个单位（U）指在标准反应条件下37 °C、30分钟内转化1 nmol底物所需的酶量。',
  'One unit converts 1 nmol of substrate in 30 minutes at 37 °C under the standard reaction conditions.',
)

function applicationsOf(d: ProductDraft): Application[] {
  switch (d.family) {
    case 'interleukin':
    case 'growth-factor':
      return ['cell-culture', 'functional-assay', 'elisa']
    case 'checkpoint':
    case 'cd-antigen':
      return d.tag === 'his-avi' || d.tag === 'fc-avi'
        ? ['spr-bli', 'flow-cytometry', 'elisa']
        : ['elisa', 'spr-bli', 'immunogen']
    case 'viral':
      return ['elisa', 'immunogen', 'spr-bli']
    case 'enzyme':
      return d.categoryId === 50 ? ['mrna-synthesis', 'enzyme-activity'] : ['enzyme-activity']
    case 'antibody':
      return ['elisa', 'western-blot']
    case 'kit':
      return /ELISA|LAL/.test(d.name.en) ? ['elisa'] : ['mrna-synthesis']
  }
}

const LYOPHILIZED_RECONSTITUTION = L(
  '开盖前请短暂离心。用无菌去离子水复溶至0.1-0.5 mg/mL，轻柔混匀，勿剧烈振荡；室温静置15-30分钟至完全溶解。',
  'Centrifuge the vial briefly before opening. Reconstitute in sterile deionized water to 0.1-0.5 mg/mL, mix gently without vortexing and let stand 15-30 minutes at room temperature until fully dissolved.',
)
const LIQUID_RECONSTITUTION = L(
  '液体制剂，无需复溶。使用前轻弹混匀并短暂离心，全程置于冰上。',
  'Supplied as a liquid; no reconstitution needed. Flick to mix, spin down briefly and keep on ice while in use.',
)

function stabilityOf(d: ProductDraft): Localized {
  if (d.family === 'kit')
    return L(
      '按说明储存，自生产之日起12个月内稳定（演示数据）。',
      'Stable for 12 months from manufacture when stored as directed (demo data).',
    )
  if (d.family === 'enzyme' || d.family === 'antibody')
    return L(
      '-20 °C保存24个月活性无明显下降；37 °C放置1周活性保留 > 90%（演示数据）。',
      'No loss of activity after 24 months at -20 °C; > 90% of the activity remains after 1 week at 37 °C (demo data).',
    )
  return L(
    '冻干品37 °C放置48小时无明显降解或聚集；复溶后4 °C保存1周活性保留 > 90%（演示数据）。',
    'Lyophilized protein shows no degradation or aggregation after 48 hours at 37 °C; reconstituted, > 90% of the activity remains after 1 week at 4 °C (demo data).',
  )
}

function shippingOf(d: ProductDraft): ShippingCondition {
  if (d.family === 'kit') return /ELISA|LAL/.test(d.name.en) ? 'ice-packs' : 'dry-ice'
  if (d.family === 'enzyme' || d.family === 'antibody') return 'ice-packs'
  return hash(d.catalogNumber) % 3 === 0 ? 'ice-packs' : 'ambient'
}

/** Stock per size: mostly on the shelf, some ship in a few days, the inquiry sizes are made to order. */
export function stockOf(catalogNumber: string, size: { size: string; priceFen: number | null }): SeedSize {
  const h = hash(`${catalogNumber}/${size.size}`)
  let stock: StockState = 'in-stock'
  let leadTimeDays: number | null = null
  if (size.priceFen === null) {
    stock = 'made-to-order'
    leadTimeDays = 21 + (h % 15)
  } else if (h % 8 === 0) {
    stock = 'ships-in-days'
    leadTimeDays = 3 + ((h >>> 4) % 8)
  }
  return { ...size, stock, leadTimeDays }
}

const KIT_PARTS: Record<string, { components: [string, string, string, string, string][]; protocol: Localized }> = {
  CD002: {
    components: [
      ['RNase H（5 U/µL）', 'RNase H (5 U/µL)', '50 µL', '-20 °C', ''],
      ['探针缓冲液（10×）', 'Probe buffer (10×)', '200 µL', '-20 °C', ''],
      ['定位探针（10 µM）', 'Targeting probe (10 µM)', '100 µL', '-20 °C', ''],
      ['沉淀试剂', 'Precipitation reagent', '1.5 mL', '2-8 °C', ''],
      ['无核酸酶水', 'Nuclease-free water', '1 mL', 'RT', ''],
    ],
    protocol: L(
      '1. 将5 µg mRNA与定位探针退火；2. 加入RNase H于37 °C酶切30分钟；3. 加沉淀试剂去除长片段，离心取上清；4. 上清经LC-MS分析，按加帽与未加帽片段峰面积计算加帽率。全程约1.5小时。',
      '1. Anneal 5 µg of mRNA with the targeting probe; 2. add RNase H and cleave for 30 minutes at 37 °C; 3. add the precipitation reagent to remove the long remainder and keep the supernatant; 4. analyse it by LC-MS and compute the capping rate from the capped and uncapped fragment peaks. About 1.5 hours in all.',
    ),
  },
  'IVT-K001': {
    components: [
      ['T7 RNA聚合酶混合液', 'T7 RNA polymerase mix', '100 µL', '-20 °C', ''],
      ['转录缓冲液（10×）', 'Transcription buffer (10×)', '100 µL', '-20 °C', ''],
      ['NTP混合液（各25 mM）', 'NTP mix (25 mM each)', '400 µL', '-20 °C', ''],
      ['对照模板（0.5 µg/µL）', 'Control template (0.5 µg/µL)', '10 µL', '-20 °C', ''],
      ['DNase I（RNase-free）', 'DNase I (RNase-free)', '50 µL', '-20 °C', ''],
      ['无核酸酶水', 'Nuclease-free water', '1 mL', 'RT', ''],
    ],
    protocol: L(
      '1. 室温配制20 µL反应（1 µg线性化模板）；2. 37 °C孵育2小时；3. 加DNase I于37 °C消化15分钟；4. 纯化RNA并定量。',
      '1. Assemble a 20 µL reaction at room temperature with 1 µg of linearized template; 2. incubate 2 hours at 37 °C; 3. add DNase I for 15 minutes at 37 °C; 4. purify and quantify the RNA.',
    ),
  },
  'CAP-K001': {
    components: [
      ['牛痘加帽酶（10 U/µL）', 'Vaccinia capping enzyme (10 U/µL)', '100 µL', '-20 °C', ''],
      ["mRNA 2'-O-甲基转移酶（50 U/µL）", "mRNA 2'-O-methyltransferase (50 U/µL)", '100 µL', '-20 °C', ''],
      ['加帽缓冲液（10×）', 'Capping buffer (10×)', '200 µL', '-20 °C', ''],
      ['GTP（10 mM）', 'GTP (10 mM)', '200 µL', '-20 °C', ''],
      ['SAM（32 mM）', 'SAM (32 mM)', '50 µL', '-80 °C', ''],
    ],
    protocol: L(
      '1. RNA于65 °C变性5分钟后冰浴；2. 加入缓冲液、GTP、SAM与两种酶；3. 37 °C孵育1小时；4. 纯化得Cap 1结构mRNA。',
      '1. Denature the RNA for 5 minutes at 65 °C and chill on ice; 2. add buffer, GTP, SAM and both enzymes; 3. incubate 1 hour at 37 °C; 4. purify the Cap 1 mRNA.',
    ),
  },
  'PAT-K001': {
    components: [
      ['大肠杆菌Poly(A)聚合酶（5 U/µL）', 'E. coli poly(A) polymerase (5 U/µL)', '50 µL', '-20 °C', ''],
      ['反应缓冲液（10×）', 'Reaction buffer (10×)', '200 µL', '-20 °C', ''],
      ['ATP（10 mM）', 'ATP (10 mM)', '200 µL', '-20 °C', ''],
    ],
    protocol: L(
      '1. 将RNA与缓冲液、ATP混合；2. 加酶于37 °C孵育30分钟（按时间控制尾长）；3. 加EDTA终止并纯化。',
      '1. Mix the RNA with buffer and ATP; 2. add the enzyme and incubate 30 minutes at 37 °C (time sets the tail length); 3. stop with EDTA and purify.',
    ),
  },
  'MRP-K001': {
    components: [
      ['纯化磁珠', 'Purification beads', '5 mL', '2-8 °C', ''],
      ['结合缓冲液', 'Binding buffer', '10 mL', 'RT', ''],
      ['洗涤缓冲液（浓缩）', 'Wash buffer (concentrate)', '12 mL', 'RT', ''],
      ['洗脱液', 'Elution buffer', '5 mL', 'RT', ''],
    ],
    protocol: L(
      '1. 样品与结合缓冲液、磁珠混匀5分钟；2. 磁分离弃上清，洗涤两次；3. 晾干后以洗脱液洗脱RNA。',
      '1. Mix the sample with binding buffer and beads for 5 minutes; 2. separate on a magnet, discard the supernatant and wash twice; 3. air-dry and elute the RNA.',
    ),
  },
  'ETX-K001': {
    components: [
      ['鲎试剂（冻干）', 'LAL reagent (lyophilized)', '4 vials', '2-8 °C', ''],
      ['显色底物', 'Chromogenic substrate', '4 vials', '2-8 °C', ''],
      ['内毒素标准品', 'Endotoxin standard', '2 vials', '2-8 °C', ''],
      ['细菌内毒素检查用水', 'LAL reagent water', '50 mL', 'RT', ''],
      ['终止液', 'Stop solution', '10 mL', 'RT', ''],
    ],
    protocol: L(
      '1. 配制0.005-5 EU/mL标准曲线；2. 样品与鲎试剂于37 °C孵育10分钟；3. 加显色底物孵育6分钟；4. 加终止液，405 nm读数并按标准曲线计算。',
      '1. Prepare a 0.005-5 EU/mL standard curve; 2. incubate samples with the LAL reagent for 10 minutes at 37 °C; 3. add the substrate for 6 minutes; 4. stop, read at 405 nm and compute from the curve.',
    ),
  },
}

function elisaKit(analyteCn: string, analyteEn: string): (typeof KIT_PARTS)[string] {
  return {
    components: [
      ['预包被96孔板', 'Pre-coated 96-well plate', '1 plate', '2-8 °C', ''],
      [`${analyteCn}标准品`, `${analyteEn} standard`, '2 vials', '-20 °C', ''],
      ['HRP标记检测抗体', 'HRP-conjugated detection antibody', '12 mL', '2-8 °C', ''],
      ['样品稀释液', 'Sample diluent', '30 mL', '2-8 °C', ''],
      ['洗涤液（20×）', 'Wash buffer (20×)', '30 mL', '2-8 °C', ''],
      ['TMB底物', 'TMB substrate', '12 mL', '2-8 °C', ''],
      ['终止液', 'Stop solution', '6 mL', '2-8 °C', ''],
    ],
    protocol: L(
      `1. 每孔加100 µL标准品或样品，37 °C孵育1小时；2. 洗板3次，加检测抗体孵育1小时；3. 洗板5次，加TMB显色15分钟；4. 加终止液，450 nm读数，按四参数曲线计算${analyteCn}含量。`,
      `1. Add 100 µL of standard or sample per well and incubate 1 hour at 37 °C; 2. wash 3 times, add the detection antibody for 1 hour; 3. wash 5 times, develop with TMB for 15 minutes; 4. stop, read at 450 nm and compute ${analyteEn} from a four-parameter curve.`,
    ),
  }
}
KIT_PARTS['DSR-K001'] = elisaKit('双链RNA', 'dsRNA')
KIT_PARTS['T7R-K001'] = elisaKit('T7 RNA聚合酶', 'T7 RNA polymerase')
KIT_PARTS['VCR-K001'] = elisaKit('加帽酶', 'capping enzyme')
KIT_PARTS['HCP-K001'] = elisaKit('宿主细胞蛋白', 'host cell protein')

export function kitPartsOf(catalogNumber: string): { components: SeedKitComponent[]; protocol: Localized } {
  const parts = KIT_PARTS[catalogNumber] ?? elisaKit('目标物', 'analyte')
  return {
    components: parts.components.map(([cn, en, quantity, storage]) => ({ name: L(cn, en), quantity, storage })),
    protocol: parts.protocol,
  }
}

function productTypeOf(family: ProductFamily): SeedProduct['productType'] {
  if (family === 'enzyme' || family === 'antibody' || family === 'kit') return family
  return 'protein'
}

/** The whole demo datasheet of a product from its draft. */
export function datasheet(d: ProductDraft): SeedProduct {
  const { molecularWeight: _mw, symbol: _symbol, gmp, sizes, ...rest } = d
  const sized = sizes.map((s) => stockOf(d.catalogNumber, s))
  const base = {
    ...rest,
    productType: productTypeOf(d.family),
    sizes: sized,
    applications: applicationsOf(d),
    stability: stabilityOf(d),
    shipping: shippingOf(d),
    kitComponents: [] as SeedKitComponent[],
    protocolSummary: null as Localized | null,
  }
  if (d.family === 'kit') {
    const kit = kitPartsOf(d.catalogNumber)
    return {
      ...base,
      tag: 'tag-free',
      tagPosition: 'none',
      aminoAcidRange: '',
      predictedMwKda: null,
      apparentMwKda: '',
      mwNote: null,
      purityPercent: null,
      purityNote: null,
      endotoxinEuPerUg: null,
      endotoxinNote: null,
      bioactivity: null,
      ed50Value: null,
      ed50Unit: null,
      unitDefinition: null,
      reconstitution: null,
      kitComponents: kit.components,
      protocolSummary: kit.protocol,
    }
  }
  const core = coreKda(d)
  const predicted = d.family === 'antibody' ? 150 : round1(core + TAG_KDA[d.tag])
  const fc = d.tag === 'hfc' || d.tag === 'mfc' || d.tag === 'fc-avi'
  const ed50 = ed50Of(d)
  const h = hash(d.catalogNumber)
  const purityPercent =
    d.family === 'enzyme' ? (gmp ? 98 : 95) : d.expressionSystem === 'e-coli' && d.tag === 'tag-free' ? 97 : 95
  const endotoxinEuPerUg =
    d.family === 'enzyme' ? (gmp ? 0.001 : 0.01) : d.expressionSystem === 'e-coli' && h % 2 === 0 ? 0.1 : 1
  const liquid = d.family === 'enzyme' || d.family === 'antibody'
  const enzymeNote = ENZYME_KDA.find(([p]) => d.catalogNumber.startsWith(p))?.[2]
  return {
    ...base,
    tagPosition: tagPositionOf(d.tag, d.catalogNumber),
    aminoAcidRange: aminoAcidRangeOf(d, core),
    predictedMwKda: predicted,
    apparentMwKda: apparentMwOf(d, predicted),
    mwNote:
      d.family === 'antibody'
        ? L(
            '还原条件下重链约50 kDa、轻链约25 kDa',
            'Heavy chain about 50 kDa and light chain about 25 kDa under reducing conditions',
          )
        : fc
          ? L(
              'Fc融合蛋白形成二硫键连接的二聚体，非还原SDS-PAGE约为2倍',
              'Fc fusions are disulfide-linked dimers: about twice the size on non-reducing SDS-PAGE',
            )
          : (enzymeNote ??
            (glycosylated(d)
              ? L(
                  '因糖基化，SDS-PAGE表观分子量大于预测值',
                  'Glycosylation makes it run larger than predicted on SDS-PAGE',
                )
              : null)),
    purityPercent,
    purityNote: fc
      ? L('SDS-PAGE；SEC-HPLC > 90%', 'SDS-PAGE; > 90% by SEC-HPLC')
      : d.family === 'enzyme'
        ? L('SDS-PAGE，无可检出核酸酶', 'SDS-PAGE, free of detectable nucleases')
        : d.family === 'antibody'
          ? L('SDS-PAGE，Protein A/G亲和纯化', 'SDS-PAGE, Protein A/G affinity purified')
          : L('SDS-PAGE', 'SDS-PAGE'),
    endotoxinEuPerUg,
    endotoxinNote: L('LAL法', 'LAL method'),
    bioactivity: bioactivityOf(d, ed50),
    ed50Value: ed50?.value ?? null,
    ed50Unit: ed50?.unit ?? null,
    unitDefinition:
      d.family === 'enzyme' ? (UNIT_DEFINITIONS.find(([re]) => re.test(d.catalogNumber))?.[1] ?? DEFAULT_UNIT) : null,
    reconstitution: liquid ? LIQUID_RECONSTITUTION : LYOPHILIZED_RECONSTITUTION,
  }
}
