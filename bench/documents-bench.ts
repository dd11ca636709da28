/**
 * The generated documents' bench (issues 19 and 30), run by bench/documents.mjs: every document kind (datasheet,
 * kit manual, COA, pro-forma invoice, quotation, packing list) of a demo protein, kit, lot and order drawn 50
 * times each per language, straight through the engine (no database, no server, no cache): the first (cold: the
 * font read and parsed) apart, then median and p95, and the PDF's size. Targets: p95 <= 300 ms per PDF, a
 * one-page Chinese datasheet <= 150 KB.
 */
import { PDFDocument } from '@cantoo/pdf-lib'
import type { Order, Product } from '../src/payload-types'
import { coaSpec, datasheetSpec } from '../src/server/documents/document-specs'
import { packingListSpec, proformaSpec } from '../src/server/documents/order-specs'
import { renderPdf } from '../src/server/documents/pdf-engine'
import { DEMO_COMPANY as company, DEMO_LOT as lot, quoteOf } from '../tests/setup/document-fixtures'
import { SHANGHAI_ADDRESS, SPECIAL_VAT_INVOICE } from '../tests/setup/order-fixtures'

const RUNS = Number(process.env.BENCH_PDF_RUNS || 50)

const product = {
  id: 1,
  catalogNumber: 'BENCH-IL6',
  name: '重组人白细胞介素-6 (IL-6) 蛋白，His 标签',
  productType: 'protein',
  species: 'human',
  expressionSystem: 'hek293',
  accession: 'P05231',
  tag: 'his',
  tagPosition: 'c-terminal',
  aminoAcidRange: 'Val30-Met212',
  predictedMwKda: 21.8,
  apparentMwKda: '22-28',
  purityPercent: 95,
  purityNote: 'SDS-PAGE',
  endotoxinEuPerUg: 1,
  endotoxinNote: 'LAL',
  bioactivity: '刺激 TF-1 细胞增殖，ED50 为 0.2-1 ng/mL（示例数据）。Stimulates TF-1 cell proliferation (demo).',
  ed50Value: 0.5,
  ed50Unit: 'ng/mL',
  formulation: '0.22 µm 过滤的 PBS（pH 7.4）冻干，含 5% 海藻糖。',
  reconstitution: '建议用无菌水复溶至 0.1-0.5 mg/mL。',
  storage: '-20°C 至 -80°C 保存，避免反复冻融。',
  stability: '复溶后 2-8°C 可保存 1 周。',
  shipping: 'ice-packs',
  applications: ['elisa', 'cell-culture', 'spr-bli'],
  sizes: [{ size: '10 µg' }, { size: '50 µg' }, { size: '1 mg' }],
  description: '示例数据，仅用于基准测试。'.repeat(8),
  status: 'published',
  updatedAt: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
} as unknown as Product

const kit = {
  ...product,
  catalogNumber: 'BENCH-KIT',
  name: '人 IL-6 ELISA 试剂盒',
  productType: 'kit',
  kitComponents: [
    { name: '包被板', quantity: '96 孔', storage: '2-8°C' },
    { name: '洗涤液（20×）', quantity: '50 mL', storage: '室温' },
    { name: '检测抗体', quantity: '12 mL', storage: '2-8°C' },
  ],
  protocolSummary: '加样 100 µL，37°C 孵育 90 分钟，洗板 3 次后加检测抗体，显色 15 分钟后读取 450 nm 吸光度。',
} as unknown as Product

const order = {
  id: 1,
  orderNumber: 'SO2026112700001',
  member: 1,
  status: 'shipped',
  createdAt: '2026-11-26T17:30:00.000Z',
  updatedAt: '2026-11-27T01:00:00.000Z',
  lines: [1, 2, 3, 4].map((n) => ({
    catalogNumber: `BENCH-${n}`,
    productName: '重组人白细胞介素-6 (IL-6) 蛋白，His 标签',
    size: '10 µg',
    count: n,
    unitPriceFen: 98000,
    subtotalFen: 98000 * n,
    lotNumber: `L26110${n}`,
  })),
  totalFen: 980000,
  inquiry: false,
  shippingAddress: SHANGHAI_ADDRESS,
  invoice: SPECIAL_VAT_INVOICE,
  poNumber: 'PO-77',
  shipment: { carrier: '顺丰', trackingNumber: 'SF1001', coldChainNote: '干冰' },
} as unknown as Order
const quote = quoteOf(order)

const ms = (start: number) => performance.now() - start
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

const rows: Array<Record<string, string | number>> = []
for (const [name, make] of [
  ['datasheet', (locale: 'cn' | 'en') => datasheetSpec(locale, product, lot, '2026-11-24')],
  ['kit manual', (locale: 'cn' | 'en') => datasheetSpec(locale, kit, lot, '2026-11-24')],
  ['coa', (locale: 'cn' | 'en') => coaSpec(locale, product, lot, '2026-11-24')],
  ['pro-forma', (locale: 'cn' | 'en') => proformaSpec(locale, order, company, '2026-11-27')],
  ['quotation', (locale: 'cn' | 'en') => proformaSpec(locale, quote, company, '2026-11-27')],
  ['packing list', (locale: 'cn' | 'en') => packingListSpec(locale, order, company, '2026-11-27')],
] as const) {
  for (const locale of ['cn', 'en'] as const) {
    let start = performance.now()
    const first = await renderPdf(make(locale))
    const cold = ms(start)
    const times: number[] = []
    const cpu: number[] = []
    for (let i = 0; i < RUNS; i++) {
      start = performance.now()
      const used = process.cpuUsage()
      await renderPdf(make(locale))
      times.push(ms(start))
      const d = process.cpuUsage(used)
      cpu.push((d.user + d.system) / 1000)
    }
    times.sort((a, b) => a - b)
    cpu.sort((a, b) => a - b)
    rows.push({
      pdf: `${name} (${locale})`,
      'first ms': Math.round(cold),
      'median ms': Number(pct(times, 50).toFixed(1)),
      'p95 ms': Number(pct(times, 95).toFixed(1)),
      // CPU time of the process per PDF: what the PDF costs when the machine is shared (wall time waits for it).
      'cpu p95 ms': Number(pct(cpu, 95).toFixed(1)),
      'size KB': Number((first.byteLength / 1024).toFixed(1)),
      pages: (await PDFDocument.load(first, { updateMetadata: false })).getPageCount(),
    })
  }
}
console.log(JSON.stringify(rows))
