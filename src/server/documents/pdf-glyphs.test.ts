import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_COMPANY as company, DEMO_LOT as lot, quoteOf } from '../../../tests/setup/document-fixtures'
import { SHANGHAI_ADDRESS, SPECIAL_VAT_INVOICE } from '../../../tests/setup/order-fixtures'
import { blankGlyphs, drawnGlyphs } from '../../../tests/setup/pdf-glyphs'
import type { DocumentSpec } from '../../domain/documents/layout'
import type { Order, Product } from '../../payload-types'
import { coaSpec, datasheetSpec } from './document-specs'
import { packingListSpec, proformaSpec } from './order-specs'
import { renderPdf, warmPdfFonts } from './pdf-engine'

/**
 * Every character a generated PDF draws has its outline in the font program the PDF embeds (issue 30: the
 * subsets drew blanks for most glyphs while the text layer was complete). The check reads the produced bytes as
 * a viewer does: content stream → CID → the embedded FontFile2's glyph path; no OCR, so it runs in `npm test`.
 */

const protein = {
  id: 1,
  catalogNumber: 'IL6-H4107',
  name: '重组人白细胞介素-6蛋白（His标签）',
  productType: 'protein',
  species: 'human',
  expressionSystem: 'hek293',
  accession: 'P05231',
  tag: 'his',
  tagPosition: 'c-terminal',
  aminoAcidRange: 'Val30-Met212',
  predictedMwKda: 21.8,
  purityPercent: 95,
  purityNote: 'SDS-PAGE',
  endotoxinEuPerUg: 1,
  bioactivity: '刺激 TF-1 细胞增殖，ED50 为 0.2-1 ng/mL。Stimulates TF-1 cell proliferation.',
  formulation: '0.22 µm 过滤的 PBS（pH 7.4）冻干，含 5% 海藻糖。',
  storage: '-20°C 至 -80°C 保存，避免反复冻融。',
  shipping: 'dry-ice',
  applications: ['elisa', 'cell-culture'],
  sizes: [{ size: '10 µg' }, { size: '1 mg' }],
  description: '本品为 HEK293 细胞表达的重组人 IL-6 蛋白，C 端带 His 标签。',
  status: 'published',
  updatedAt: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
} as unknown as Product

const kit = {
  ...protein,
  catalogNumber: 'KIT-E0042',
  name: '人 IL-6 ELISA 试剂盒 Human IL-6 ELISA Kit',
  productType: 'kit',
  kitComponents: [
    { name: '包被板 Coated plate', quantity: '96 孔', storage: '2-8°C' },
    { name: '洗涤液 Wash buffer', quantity: '50 mL', storage: '室温' },
  ],
  protocolSummary: '加样 100 µL，37°C 孵育 90 分钟，洗板 3 次后显色。Add 100 µL, incubate, wash, develop.',
} as unknown as Product

const order = {
  id: 9,
  orderNumber: 'SO2026112700001',
  member: 1,
  status: 'shipped',
  createdAt: '2026-11-26T17:30:00.000Z',
  updatedAt: '2026-11-27T01:00:00.000Z',
  lines: [
    {
      catalogNumber: 'IL6-H4107',
      productName: '重组人白细胞介素-6蛋白（His标签）',
      size: '10 µg',
      count: 2,
      unitPriceFen: 98000,
      subtotalFen: 196000,
      lotNumber: 'L2026-0042',
    },
    {
      catalogNumber: 'TNF-H5228',
      productName: 'Recombinant Human TNF-alpha',
      size: '1 mg',
      count: 1,
      unitPriceFen: 1200050,
      subtotalFen: 1200050,
    },
  ],
  totalFen: 1396050,
  inquiry: false,
  shippingAddress: SHANGHAI_ADDRESS,
  invoice: SPECIAL_VAT_INVOICE,
  poNumber: 'PO-77',
  remarks: '请周一送达',
  shipment: { carrier: '顺丰', trackingNumber: 'SF1001', coldChainNote: 'dry ice' },
} as unknown as Order

const quote = quoteOf(order)

const TODAY = '2026-11-27'
const KINDS: Array<[string, (locale: 'cn' | 'en') => DocumentSpec]> = [
  ['datasheet', (l) => datasheetSpec(l, protein, lot, TODAY)],
  ['kit manual', (l) => datasheetSpec(l, kit, lot, TODAY)],
  ['COA', (l) => coaSpec(l, protein, lot, TODAY)],
  ['pro-forma invoice', (l) => proformaSpec(l, order, company, TODAY)],
  ['quotation', (l) => proformaSpec(l, quote, company, TODAY)],
  ['packing list', (l) => packingListSpec(l, order, company, TODAY)],
]

/** Every non-space character a spec asks to draw. */
function specChars(spec: DocumentSpec): Set<string> {
  const texts = [spec.title, spec.subtitle, spec.brand, spec.footer]
  for (const b of spec.blocks) {
    if (b.kind === 'rows') texts.push(...b.rows.flat())
    else if (b.kind === 'table') texts.push(...b.columns, ...b.rows.flat())
    else texts.push(b.text)
  }
  return new Set(Array.from(texts.join('')).filter((ch) => ch.trim() !== ''))
}

describe('every glyph a generated PDF draws is in its embedded font', () => {
  // Reading and parsing the two 10 MB fonts takes a few seconds on a busy machine: once, before the tests.
  beforeAll(() => warmPdfFonts(), 60_000)
  for (const [kind, make] of KINDS)
    for (const locale of ['cn', 'en'] as const)
      it(`${kind} (${locale})`, async () => {
        // Two documents in a row: the fonts are shared by the process, the subsets must not be.
        await renderPdf(make(locale === 'cn' ? 'en' : 'cn'))
        const spec = make(locale)
        const drawn = await drawnGlyphs(await renderPdf(spec))
        const blank = blankGlyphs(drawn)
        expect(
          [...new Set(blank.map((g) => g.text))].join(''),
          `${blank.length} of ${drawn.length} drawn glyphs have no outline`,
        ).toBe('')
        // And what is drawn is what the document says: every character of the spec is shown, none lost.
        const shown = new Set(drawn.map((g) => g.text))
        expect([...specChars(spec)].filter((ch) => !shown.has(ch)).join('')).toBe('')
      }, 30_000)
})
