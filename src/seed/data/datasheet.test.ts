import { describe, expect, it } from 'vitest'
import { lotImages } from '../qc-plan'
import { categories } from './categories'
import { citations } from './citations'
import { apparentCenter } from './datasheet'
import { downloads } from './downloads'
import { faqs } from './faqs'
import { lotsOf } from './lots'
import { products } from './products'
import {
  APPLICATIONS,
  ED50_UNITS,
  PRODUCT_TYPES,
  SHIPPING_CONDITIONS,
  SPECIES,
  STOCK_STATES,
  TAG_POSITIONS,
} from './types'

const RANGE = /^([A-Z][a-z]{2})(\d+)-([A-Z][a-z]{2})(\d+)$/
const byNumber = new Map(products.map((p) => [p.catalogNumber, p]))

describe('the demo datasheets', () => {
  it('gives every product a type, and the mRNA enzymes, antibodies and kits their own', () => {
    for (const p of products) expect(PRODUCT_TYPES).toContain(p.productType)
    expect(byNumber.get('T7P-E001')?.productType).toBe('enzyme')
    expect(byNumber.get('VCE-E001')?.productType).toBe('enzyme')
    expect(byNumber.get('ABH-001')?.productType).toBe('antibody')
    expect(byNumber.get('CD002')?.productType).toBe('kit')
    expect(byNumber.get('IL6-H4107')?.productType).toBe('protein')
  })

  it('gives proteins, enzymes and antibodies the fields their datasheet shows', () => {
    for (const p of products.filter((x) => x.productType !== 'kit')) {
      const at = p.catalogNumber
      expect(p.predictedMwKda, at).toBeGreaterThan(0)
      expect(apparentCenter(p.apparentMwKda), at).toBeGreaterThan(0)
      expect(p.purityPercent, at).toBeGreaterThanOrEqual(90)
      expect(p.endotoxinEuPerUg, at).toBeGreaterThan(0)
      expect(p.reconstitution?.cn && p.reconstitution.en, at).toBeTruthy()
      expect(p.stability.cn && p.stability.en, at).toBeTruthy()
      expect(SHIPPING_CONDITIONS).toContain(p.shipping)
      expect(p.applications.length, at).toBeGreaterThan(0)
      for (const a of p.applications) expect(APPLICATIONS).toContain(a)
      expect(TAG_POSITIONS).toContain(p.tagPosition)
      expect(p.tag === 'tag-free', at).toBe(p.tagPosition === 'none')
      expect(p.kitComponents, at).toEqual([])
      if (p.productType !== 'antibody') {
        const m = p.aminoAcidRange.match(RANGE)
        expect(m, `${at} ${p.aminoAcidRange}`).toBeTruthy()
        expect(Number(m?.[4])).toBeGreaterThan(Number(m?.[2]))
      }
    }
  })

  it('makes glycosylated mammalian-expressed proteins run larger than predicted', () => {
    const mammalian = products.filter(
      (p) => p.productType === 'protein' && (p.expressionSystem === 'hek293' || p.expressionSystem === 'cho'),
    )
    expect(mammalian.length).toBeGreaterThan(100)
    for (const p of mammalian)
      expect(apparentCenter(p.apparentMwKda), p.catalogNumber).toBeGreaterThan(p.predictedMwKda as number)
  })

  it('gives cytokines and growth factors a bioactivity with its ED50, and enzymes a unit definition', () => {
    for (const p of products.filter((x) => x.family === 'interleukin' || x.family === 'growth-factor')) {
      expect(p.ed50Value, p.catalogNumber).toBeGreaterThan(0)
      expect(ED50_UNITS).toContain(p.ed50Unit)
      expect(p.bioactivity?.en).toContain(`${p.ed50Value} ${p.ed50Unit}`)
      expect(p.bioactivity?.cn).toContain(`${p.ed50Value} ${p.ed50Unit}`)
      expect(p.bioactivity?.en).toContain('demo')
    }
    for (const p of products.filter((x) => x.productType === 'enzyme'))
      expect(p.unitDefinition?.cn && p.unitDefinition.en, p.catalogNumber).toBeTruthy()
    for (const p of products.filter((x) => x.productType !== 'enzyme')) expect(p.unitDefinition).toBeNull()
  })

  it('gives kits components and a protocol, and no protein fields', () => {
    const kits = products.filter((p) => p.productType === 'kit')
    expect(kits.length).toBeGreaterThan(5)
    for (const k of kits) {
      expect(k.kitComponents.length, k.catalogNumber).toBeGreaterThanOrEqual(3)
      for (const c of k.kitComponents) expect(c.name.cn && c.name.en && c.quantity).toBeTruthy()
      expect(k.protocolSummary?.cn && k.protocolSummary.en).toBeTruthy()
      expect([k.predictedMwKda, k.endotoxinEuPerUg, k.bioactivity, k.ed50Value, k.reconstitution]).toEqual([
        null,
        null,
        null,
        null,
        null,
      ])
      expect(k.aminoAcidRange).toBe('')
    }
  })

  it('keeps most sizes in stock, with a lead time for the others', () => {
    const sizes = products.flatMap((p) => p.sizes)
    for (const s of sizes) {
      expect(STOCK_STATES).toContain(s.stock)
      if (s.stock === 'in-stock') expect(s.leadTimeDays).toBeNull()
      else expect(s.leadTimeDays).toBeGreaterThan(0)
    }
    const inStock = sizes.filter((s) => s.stock === 'in-stock').length / sizes.length
    expect(inStock).toBeGreaterThan(0.7)
    expect(sizes.some((s) => s.stock === 'ships-in-days')).toBe(true)
    expect(sizes.some((s) => s.stock === 'made-to-order')).toBe(true)
  })
})

describe('the demo lots', () => {
  const today = new Date('2026-11-24T08:00:00Z')
  const day = '2026-11-24'

  it('gives every protein, enzyme and antibody 1-3 lots, a current one not expired and newest', () => {
    for (const p of products) {
      const lots = lotsOf(p, today)
      if (p.productType === 'kit') {
        expect(lots).toEqual([])
        continue
      }
      expect(lots.length).toBeGreaterThanOrEqual(1)
      expect(lots.length).toBeLessThanOrEqual(3)
      const current = lots.find((l) => l.kind === 'current')
      expect(current, p.catalogNumber).toBeTruthy()
      expect((current?.expiresAt ?? '') > day && (current?.manufacturedAt ?? '') <= day).toBe(true)
      for (const l of lots) {
        expect(l.manufacturedAt < l.expiresAt).toBe(true)
        if (l !== current) expect(l.manufacturedAt < (current?.manufacturedAt ?? '')).toBe(true)
        if (l.kind === 'expired') expect(l.expiresAt < day).toBe(true)
        else expect(l.expiresAt >= day).toBe(true)
        expect(l.lotNumber).toMatch(/^DEMO\d{4}[A-Z]{2}$/)
        expect(l.lotNumber.slice(4, 8)).toBe(l.manufacturedAt.slice(2, 4) + l.manufacturedAt.slice(5, 7))
        // Releases meet the specification.
        expect(l.purityPercent).toBeGreaterThan(p.purityPercent as number)
        expect(l.purityPercent).toBeLessThanOrEqual(100)
        expect(l.endotoxinEuPerUg).toBeLessThan(p.endotoxinEuPerUg as number)
        expect(l.concentrationMgPerMl).toBeGreaterThan(0)
        if (p.ed50Value) {
          expect(l.ed50Unit).toBe(p.ed50Unit)
          expect(l.ed50Value).toBeGreaterThan(p.ed50Value * 0.5)
          expect(l.ed50Value).toBeLessThan(p.ed50Value * 2)
        }
      }
      expect(new Set(lots.map((l) => l.lotNumber)).size).toBe(lots.length)
    }
    expect(products.some((p) => lotsOf(p, today).some((l) => l.kind === 'expired'))).toBe(true)
  })

  it('draws a bounded number of QC images, every popular or hot lot with a gel and an SEC trace', () => {
    const keys = new Set<string>()
    for (const p of products)
      for (const lot of lotsOf(p, today)) {
        const { specs, refs } = lotImages(p, lot)
        for (const s of specs) keys.add(s.key)
        if ((p.isPopular || p.isHot) && lot.kind === 'current') {
          expect(
            refs.map((r) => r.type),
            p.catalogNumber,
          ).toContain('sds-page-reducing')
          expect(refs.map((r) => r.type)).toContain('sec-hplc')
          if (lot.ed50Value) expect(refs.map((r) => r.type)).toContain('bioactivity')
          for (const r of refs) expect(r.caption.en).toContain(lot.lotNumber)
        }
      }
    expect(keys.size).toBeGreaterThan(20)
    expect(keys.size).toBeLessThan(90)
  })
})

describe('the demo FAQs, downloads and citations', () => {
  it('has FAQs in both languages for every top product category and some products, marked demo', () => {
    for (const id of [20, 30, 40, 50, 60, 70, 80])
      expect(faqs.filter((f) => f.categoryIds.includes(id)).length, String(id)).toBeGreaterThanOrEqual(3)
    expect(faqs.filter((f) => f.catalogNumbers.length).length).toBeGreaterThanOrEqual(5)
    const ids = new Set(categories.map((c) => c.id))
    for (const f of faqs) {
      expect(f.question.cn).toMatch(/[\u4e00-\u9fff]/)
      expect(f.question.en).toMatch(/[a-z]/)
      expect(f.answer.cn).toContain('演示')
      expect(f.answer.en).toContain('demo')
      for (const c of f.categoryIds) expect(ids.has(c)).toBe(true)
      for (const n of f.catalogNumbers) expect(byNumber.has(n), n).toBe(true)
    }
    expect(new Set(faqs.map((f) => f.question.cn)).size).toBe(faqs.length)
  })

  it('links the downloads to existing products, the CD002 manual to CD002', () => {
    const manual = downloads.find((d) => d.fileName === 'cd002-capping-rate-kit-manual.pdf')
    expect(manual?.kind).toBe('manual')
    expect(manual?.productCatalogNumbers).toEqual(['CD002'])
    for (const d of downloads) for (const n of d.productCatalogNumbers) expect(byNumber.has(n), n).toBe(true)
  })

  it('gives every citation applications and species from the vocabularies', () => {
    for (const c of citations) {
      expect(c.applications.length).toBeGreaterThan(0)
      expect(c.species.length).toBeGreaterThan(0)
      for (const a of c.applications) expect(APPLICATIONS).toContain(a)
      for (const s of c.species) expect(SPECIES).toContain(s)
    }
  })
})
