import { describe, expect, it } from 'vitest'
import { categories } from './categories'
import { citations } from './citations'
import { products } from './products'
import { EXPRESSION_SYSTEMS, SPECIES, TAGS } from './types'

const norm = (s: string) => s.toLowerCase().replace(/[\s.-]/g, '')
const leafProductCategories = new Set(
  categories
    .filter((c) => !categories.some((d) => d.parentId === c.id))
    .filter((c) => {
      let p: number | null = c.parentId
      while (p !== null && p !== 2) p = categories.find((x) => x.id === p)?.parentId ?? null
      return p === 2
    })
    .map((c) => c.id),
)

describe('demo catalogue', () => {
  it('has at least 300 products with unique catalog numbers, also without case and separators', () => {
    expect(products.length).toBeGreaterThanOrEqual(300)
    expect(new Set(products.map((p) => norm(p.catalogNumber))).size).toBe(products.length)
  })
  it('puts every product in a leaf product category, with vocabulary values only', () => {
    for (const p of products) {
      expect(leafProductCategories.has(p.categoryId), p.catalogNumber).toBe(true)
      expect(SPECIES).toContain(p.species)
      expect(TAGS).toContain(p.tag)
      expect(EXPRESSION_SYSTEMS).toContain(p.expressionSystem)
    }
  })
  it('has both languages, Chinese in the Chinese name, and integer or inquiry prices', () => {
    for (const p of products) {
      expect(p.name.cn && p.name.en && p.description.cn && p.description.en, p.catalogNumber).toBeTruthy()
      expect(p.name.cn).toMatch(/[\u4e00-\u9fff]/)
      expect(p.sizes.length).toBeGreaterThan(0)
      for (const s of p.sizes)
        expect(s.priceFen === null || (Number.isInteger(s.priceFen) && s.priceFen >= 0)).toBe(true)
    }
    expect(products.flatMap((p) => p.sizes).some((s) => s.priceFen === null)).toBe(true)
  })
  it('links related products and citations to products that exist', () => {
    const known = new Set(products.map((p) => p.catalogNumber))
    for (const p of products)
      for (const r of p.related ?? []) expect(known.has(r), `${p.catalogNumber} → ${r}`).toBe(true)
    for (const c of citations) for (const n of c.catalogNumbers) expect(known.has(n), n).toBe(true)
  })
  it('has the CD002 kit and the IL-6 synonyms researchers type', () => {
    expect(products.find((p) => p.catalogNumber === 'CD002')?.categoryId).toBe(80)
    const il6 = products.find((p) => p.catalogNumber === 'IL6-H4107')
    for (const s of ['IL6', 'IL-6', 'IL 6', 'Interleukin-6', '白细胞介素-6', '白介素6'])
      expect(il6?.synonyms).toContain(s)
  })
  it('has at least 200 fictional citations with the spec’s impact-factor facts', () => {
    expect(citations.length).toBeGreaterThanOrEqual(200)
    const factors = citations.map((c) => c.impactFactor)
    expect(Math.max(...factors)).toBe(54.94)
    const mean = factors.reduce((a, b) => a + b, 0) / factors.length
    expect(Math.abs(mean - 6.03)).toBeLessThan(0.2)
    expect(new Set(citations.map((c) => c.doi)).size).toBe(citations.length)
    for (const c of citations) expect(c.doi.startsWith('10.5555/')).toBe(true)
  })
})
