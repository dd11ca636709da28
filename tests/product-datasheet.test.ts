import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productFaqs } from '../src/lib/data/faqs'
import { getJson, SEED_ADMIN, staffAuth, startServer } from './setup/server'

/**
 * Issue 19: GET /api/v1/product/detail carries the datasheet (shared lab values with notes per language, gallery,
 * kit template), stock per size and the current lot, in both languages; a staff edit of the purity shows in both
 * languages at once. The fixtures are made here (the seed's demo values are not relied upon).
 */
let server: Awaited<ReturnType<typeof startServer>>
let auth: string
const created: { collection: 'products' | 'lots' | 'media' | 'faqs'; id: number }[] = []
let proteinId = 0
let categoryId = 0
const PROTEIN = 'T19-PAGE-P'
const KIT = 'T19-PAGE-K'

type Detail = {
  productType: string
  species: string | null
  tag: string | null
  purity: string
  purityPercent: number | null
  endotoxin: string
  molecularWeight: string
  predictedMwKda: number | null
  apparentMwKda: string
  aminoAcidRange: string
  bioactivity: string
  ed50Value: number | null
  ed50Unit: string | null
  reconstitution: string
  shipping: string | null
  applications: string[]
  gallery: { image: { url: string }; type: string; caption: string }[]
  kitComponents: { name: string; quantity: string; storage: string }[]
  protocolSummary: string
  sizes: { size: string; stock: string; leadTimeDays: number | null }[]
  currentLot: { lotNumber: string; concentrationMgPerMl: number | null; purityPercent: number | null } | null
}

const detail = async (locale: 'cn' | 'en', catalogNumber: string) => {
  const prefix = locale === 'en' ? '/en' : ''
  const res = await getJson(server.baseUrl, `${prefix}/api/v1/product/detail?catalogNumber=${catalogNumber}`)
  expect(res.status).toBe(200)
  return res.body.data as Detail
}

beforeAll(async () => {
  server = await startServer()
  auth = await staffAuth(server.baseUrl, SEED_ADMIN.email, SEED_ADMIN.password)
  const { payload } = server
  const cd002 = await payload.find({ collection: 'products', where: { catalogNumber: { equals: 'CD002' } }, depth: 0 })
  categoryId = cd002.docs[0]?.category as number
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#eee' } })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'gel' },
    file: { data: bytes, mimetype: 'image/png', name: 't19-page-gel.png', size: bytes.byteLength },
  })
  created.push({ collection: 'media', id: media.id })
  const protein = await payload.create({
    collection: 'products',
    locale: 'cn',
    data: {
      catalogNumber: PROTEIN,
      name: '测试蛋白 T19',
      category: categoryId,
      productType: 'protein',
      species: 'human',
      tag: 'his',
      tagPosition: 'c-terminal',
      expressionSystem: 'hek293',
      aminoAcidRange: 'Met1-Thr208',
      predictedMwKda: 24.5,
      apparentMwKda: '28-35',
      mwNote: '糖基化',
      purityPercent: 95,
      purityNote: 'SDS-PAGE 测定',
      endotoxinEuPerUg: 0.1,
      endotoxinNote: 'LAL 法',
      bioactivity: '刺激 TF-1 细胞增殖。',
      ed50Value: 0.5,
      ed50Unit: 'ng/mL',
      reconstitution: '用无菌水复溶至 0.5 mg/mL。',
      shipping: 'ice-packs',
      applications: ['elisa', 'cell-culture'],
      gallery: [{ image: media.id, type: 'sds-page-reducing', caption: '还原 SDS-PAGE' }],
      sizes: [
        { size: '10 µg', priceFen: 98000, stock: 'in-stock' },
        { size: '1 mg', priceFen: 1200000, stock: 'made-to-order', leadTimeDays: 21 },
      ],
      status: 'published',
    },
    overrideAccess: true,
  })
  proteinId = protein.id
  created.push({ collection: 'products', id: protein.id })
  await payload.update({
    collection: 'products',
    id: protein.id,
    locale: 'en',
    data: {
      name: 'Test protein T19',
      mwNote: 'glycosylated',
      purityNote: 'by SDS-PAGE',
      endotoxinNote: 'LAL method',
      bioactivity: 'Stimulates TF-1 cell proliferation.',
      reconstitution: 'Reconstitute in sterile water to 0.5 mg/mL.',
      gallery: [
        { id: protein.gallery?.[0]?.id, image: media.id, type: 'sds-page-reducing', caption: 'Reducing SDS-PAGE' },
      ],
    },
    overrideAccess: true,
  })
  const lot = await payload.create({
    collection: 'lots',
    data: {
      product: protein.id,
      lotNumber: 'T19LOT01',
      manufacturedAt: '2026-01-10',
      expiresAt: '2099-01-10',
      concentrationMgPerMl: 0.52,
      purityPercent: 97,
      status: 'published',
    },
    overrideAccess: true,
  })
  created.push({ collection: 'lots', id: lot.id })
  const kit = await payload.create({
    collection: 'products',
    locale: 'cn',
    data: {
      catalogNumber: KIT,
      name: '测试试剂盒 T19',
      category: categoryId,
      productType: 'kit',
      species: 'other',
      tag: 'tag-free',
      endotoxinEuPerUg: 1,
      predictedMwKda: 10,
      kitComponents: [{ name: '反应缓冲液', quantity: '1 mL', storage: '-20 °C' }],
      protocolSummary: '混合后 37 °C 孵育 1 小时。',
      sizes: [{ size: '50 rxn', stock: 'ships-in-days', leadTimeDays: 5 }],
      status: 'published',
    },
    overrideAccess: true,
  })
  created.push({ collection: 'products', id: kit.id })
  await payload.update({
    collection: 'products',
    id: kit.id,
    locale: 'en',
    data: {
      name: 'Test kit T19',
      kitComponents: [{ id: kit.kitComponents?.[0]?.id, name: 'Reaction buffer', quantity: '1 mL', storage: '-20 °C' }],
      protocolSummary: 'Mix and incubate 1 h at 37 °C.',
    },
    overrideAccess: true,
  })
})

afterAll(async () => {
  for (const c of created.reverse())
    await server?.payload.delete({ collection: c.collection, id: c.id, overrideAccess: true }).catch(() => {})
  await server?.close()
})

describe('product detail datasheet (issue 19)', () => {
  it('gives a protein its lab values with the notes of each language, gallery, stock and current lot', async () => {
    const cn = await detail('cn', PROTEIN)
    const en = await detail('en', PROTEIN)
    expect(cn.purity).toBe('> 95% (SDS-PAGE 测定)')
    expect(en.purity).toBe('> 95% (by SDS-PAGE)')
    expect(en.endotoxin).toBe('< 0.1 EU/µg (LAL method)')
    expect(en.molecularWeight).toBe('24.5 kDa (glycosylated)')
    expect([cn.predictedMwKda, en.apparentMwKda, en.aminoAcidRange]).toEqual([24.5, '28-35', 'Met1-Thr208'])
    expect([en.ed50Value, en.ed50Unit]).toEqual([0.5, 'ng/mL'])
    expect(cn.bioactivity).toBe('刺激 TF-1 细胞增殖。')
    expect(en.reconstitution).toBe('Reconstitute in sterile water to 0.5 mg/mL.')
    expect(en.applications).toEqual(['elisa', 'cell-culture'])
    expect(en.shipping).toBe('ice-packs')
    expect(cn.gallery.map((g) => [g.type, g.caption])).toEqual([['sds-page-reducing', '还原 SDS-PAGE']])
    expect(en.gallery[0]?.caption).toBe('Reducing SDS-PAGE')
    expect(en.gallery[0]?.image.url).toMatch(/^\/api\/cms\/media\/file\//)
    expect(en.sizes.map((s) => [s.size, s.stock, s.leadTimeDays])).toEqual([
      ['10 µg', 'in-stock', null],
      ['1 mg', 'made-to-order', 21],
    ])
    expect(en.currentLot).toMatchObject({ lotNumber: 'T19LOT01', concentrationMgPerMl: 0.52, purityPercent: 97 })
    expect(en.kitComponents).toEqual([])
  })

  it('gives a kit its template and none of the protein-only values', async () => {
    for (const locale of ['cn', 'en'] as const) {
      const kit = await detail(locale, KIT)
      expect(kit.productType).toBe('kit')
      expect([kit.species, kit.tag, kit.endotoxin, kit.molecularWeight, kit.predictedMwKda]).toEqual([
        null,
        null,
        '',
        '',
        null,
      ])
      expect(kit.kitComponents).toEqual([
        { name: locale === 'cn' ? '反应缓冲液' : 'Reaction buffer', quantity: '1 mL', storage: '-20 °C' },
      ])
      expect(kit.protocolSummary).toBe(
        locale === 'cn' ? '混合后 37 °C 孵育 1 小时。' : 'Mix and incubate 1 h at 37 °C.',
      )
      expect(kit.sizes[0]).toMatchObject({ stock: 'ships-in-days', leadTimeDays: 5 })
    }
  })

  it('shows a staff edit of the purity in both languages at once', async () => {
    expect((await detail('en', PROTEIN)).purityPercent).toBe(95)
    const res = await fetch(`${server.baseUrl}/api/cms/products/${proteinId}?locale=cn`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: auth },
      body: JSON.stringify({ purityPercent: 98 }),
    })
    expect(res.status).toBe(200)
    expect((await detail('cn', PROTEIN)).purity).toBe('> 98% (SDS-PAGE 测定)')
    expect((await detail('en', PROTEIN)).purity).toBe('> 98% (by SDS-PAGE)')
  })

  it("lists the product's FAQs first, then its category's, published ones only", async () => {
    const { payload } = server
    const make = async (question: string, data: Record<string, unknown>) => {
      const f = await payload.create({
        collection: 'faqs',
        locale: 'cn',
        data: { question, answer: `${question} 解答`, status: 'published', ...data },
        overrideAccess: true,
      })
      created.push({ collection: 'faqs', id: f.id })
    }
    await make('T19 分类问题', { categories: [categoryId], sort: 1 })
    await make('T19 产品问题', { products: [proteinId], sort: 5 })
    await make('T19 草稿', { products: [proteinId], status: 'draft' })
    const faqs = await productFaqs.read(payload, 'cn', proteinId, [categoryId])
    const ours = faqs.filter((f) => f.question.startsWith('T19'))
    expect(ours.map((f) => [f.question, f.scope])).toEqual([
      ['T19 产品问题', 'product'],
      ['T19 分类问题', 'category'],
    ])
  })
})
