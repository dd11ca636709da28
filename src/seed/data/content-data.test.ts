import { describe, expect, it } from 'vitest'
import { areas } from './areas'
import { articles } from './articles'
import { banners } from './banners'
import { categories } from './categories'
import { distributors } from './distributors'
import { downloads } from './downloads'
import { industries } from './industries'
import { jobs } from './jobs'
import { recruitmentConfig } from './recruitment'
import type { Localized } from './types'

const CJK = /[\u4e00-\u9fff]/
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Every { cn, en } object reachable from a value, with a path for readable failures. */
function collectLocalized(value: unknown, path: string, out: [string, Localized][] = []): [string, Localized][] {
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      collectLocalized(v, `${path}[${i}]`, out)
    })
  } else if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>
    const keys = Object.keys(obj)
    if (keys.length === 2 && typeof obj.cn === 'string' && typeof obj.en === 'string') {
      out.push([path, obj as unknown as Localized])
    } else {
      for (const k of keys) collectLocalized(obj[k], `${path}.${k}`, out)
    }
  }
  return out
}

const categoryById = new Map(categories.map((c) => [c.id, c]))

/** True if the category is 2 (products) or any descendant of it. */
function isProductCategory(id: number): boolean {
  let current = categoryById.get(id)
  while (current) {
    if (current.id === 2) return true
    current = current.parentId === null ? undefined : categoryById.get(current.parentId)
  }
  return false
}

const provinceCodes = new Set(areas.filter((a) => a.code !== '00').map((a) => a.code))

describe('areas', () => {
  it('has the 34 provincial-level divisions plus "outside mainland China", with unique codes', () => {
    expect(areas).toHaveLength(35)
    expect(new Set(areas.map((a) => a.code)).size).toBe(35)
    expect(provinceCodes.size).toBe(34)
    for (const a of areas) expect(a.code).toMatch(/^\d{2}$/)
    expect(areas.find((a) => a.code === '00')?.name.en).toBe('Outside mainland China')
  })

  it('uses the GB/T 2260 codes for a few well-known provinces', () => {
    const byCode = new Map(areas.map((a) => [a.code, a.name.en]))
    expect(byCode.get('11')).toBe('Beijing')
    expect(byCode.get('31')).toBe('Shanghai')
    expect(byCode.get('44')).toBe('Guangdong')
    expect(byCode.get('71')).toBe('Taiwan')
    expect(byCode.get('81')).toBe('Hong Kong')
    expect(byCode.get('82')).toBe('Macao')
  })
})

describe('industries', () => {
  it('has the five industries with unique codes', () => {
    expect(industries.map((i) => i.code).sort()).toEqual(['academic', 'government', 'hospital', 'industrial', 'other'])
  })
})

describe('articles', () => {
  it('use existing, non-product categories', () => {
    for (const a of articles) {
      expect(categoryById.has(a.categoryId), `${a.slug}: category ${a.categoryId}`).toBe(true)
      expect(isProductCategory(a.categoryId), `${a.slug}: product category`).toBe(false)
    }
  })

  it('have unique kebab-case slugs including the three legal pages', () => {
    const slugs = articles.map((a) => a.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const s of slugs) expect(s).toMatch(KEBAB)
    for (const legal of ['privacy-policy', 'terms-conditions', 'trademark']) {
      expect(articles.find((a) => a.slug === legal)?.categoryId, legal).toBe(6)
    }
  })

  it('have 3 to 8 distinct, non-empty paragraphs per language', () => {
    for (const a of articles) {
      for (const lang of ['cn', 'en'] as const) {
        const body = a.body[lang]
        expect(body.length, `${a.slug} ${lang}`).toBeGreaterThanOrEqual(3)
        expect(body.length, `${a.slug} ${lang}`).toBeLessThanOrEqual(8)
        expect(new Set(body).size, `${a.slug} ${lang} repeats a paragraph`).toBe(body.length)
        for (const p of body)
          expect(p.trim().length, `${a.slug} ${lang}`).toBeGreaterThanOrEqual(lang === 'cn' ? 10 : 30)
      }
      for (const p of a.body.cn) expect(p, a.slug).toMatch(CJK)
      expect(a.body.en.join(' '), a.slug).not.toMatch(/lorem ipsum/i)
    }
  })

  it('are published between 2022 and 2026', () => {
    for (const a of articles) {
      const t = Date.parse(a.publishedAt)
      expect(Number.isNaN(t), a.slug).toBe(false)
      const year = new Date(t).getUTCFullYear()
      expect(year, a.slug).toBeGreaterThanOrEqual(2022)
      expect(year, a.slug).toBeLessThanOrEqual(2026)
    }
  })

  it('cover every content category with the requested counts', () => {
    const count = (id: number) => articles.filter((a) => a.categoryId === id).length
    for (const id of [101, 102, 103, 104]) {
      expect(count(id), `category ${id}`).toBeGreaterThanOrEqual(1)
      expect(count(id), `category ${id}`).toBeLessThanOrEqual(2)
    }
    expect(count(201)).toBeGreaterThanOrEqual(4)
    expect(count(202)).toBeGreaterThanOrEqual(4)
    expect(count(203)).toBeGreaterThanOrEqual(3)
    expect(count(301)).toBeGreaterThanOrEqual(6)
    expect(count(302)).toBeGreaterThanOrEqual(5)
    expect(count(303)).toBeGreaterThanOrEqual(4)
    for (const id of [401, 402, 403]) expect(count(id), `category ${id}`).toBeGreaterThanOrEqual(1)
    expect(count(501)).toBeGreaterThanOrEqual(3)
    expect(count(502)).toBeGreaterThanOrEqual(2)
    expect(count(503)).toBeGreaterThanOrEqual(2)
  })

  it('give every event a location and a valid time range', () => {
    const events = articles.filter((a) => a.categoryId === 302)
    for (const a of events) {
      expect(a.event, a.slug).toBeDefined()
      const start = Date.parse(a.event?.startsAt ?? '')
      const end = Date.parse(a.event?.endsAt ?? '')
      expect(Number.isNaN(start) || Number.isNaN(end), a.slug).toBe(false)
      expect(end, a.slug).toBeGreaterThan(start)
    }
  })
})

describe('localized texts', () => {
  const sources = { articles, banners, distributors, downloads, areas, industries, jobs, recruitmentConfig }
  const all = collectLocalized(sources, 'data')

  it('are found in every data file', () => {
    for (const [name, value] of Object.entries(sources)) {
      expect(collectLocalized(value, name).length, name).toBeGreaterThan(0)
    }
  })

  it('have non-empty cn and en, and cn contains Chinese characters', () => {
    for (const [path, l] of all) {
      expect(l.cn.trim(), path).not.toBe('')
      expect(l.en.trim(), path).not.toBe('')
      expect(l.cn, path).toMatch(CJK)
    }
  })

  it('recruitment texts have 2 to 4 sentences each', () => {
    for (const [key, l] of Object.entries(recruitmentConfig)) {
      const sentences = l.cn.split('。').filter((s) => s.trim() !== '')
      expect(sentences.length, key).toBeGreaterThanOrEqual(2)
      expect(sentences.length, key).toBeLessThanOrEqual(4)
    }
  })
})

describe('distributors', () => {
  it('are at least 16 distinct companies', () => {
    expect(distributors.length).toBeGreaterThanOrEqual(16)
    expect(new Set(distributors.map((d) => d.name.cn)).size).toBe(distributors.length)
    expect(new Set(distributors.map((d) => d.name.en)).size).toBe(distributors.length)
    expect(new Set(distributors.map((d) => d.email)).size).toBe(distributors.length)
  })

  it('use existing area codes, 1 to 4 each, covering at least 25 provinces', () => {
    const codes = new Set(areas.map((a) => a.code))
    const covered = new Set<string>()
    for (const d of distributors) {
      expect(d.areaCodes.length, d.name.en).toBeGreaterThanOrEqual(1)
      expect(d.areaCodes.length, d.name.en).toBeLessThanOrEqual(4)
      for (const c of d.areaCodes) {
        expect(codes.has(c), `${d.name.en}: ${c}`).toBe(true)
        if (provinceCodes.has(c)) covered.add(c)
      }
    }
    expect(covered.size).toBeGreaterThanOrEqual(25)
  })

  it('use demo contact data only', () => {
    for (const d of distributors) {
      expect(d.phone, d.name.en).toMatch(/^\d{3,4}-5555\d{4}$/)
      expect(d.email, d.name.en).toMatch(/^[a-z0-9.-]+@[a-z0-9-]+\.example\.cn$/)
      expect(d.website, d.name.en).toMatch(/^https:\/\/[a-z0-9-]+\.example\.cn$/)
    }
  })
})

describe('downloads', () => {
  it('are at least 12 documents in category 205 with unique kebab-case .pdf names', () => {
    expect(downloads.length).toBeGreaterThanOrEqual(12)
    for (const d of downloads) {
      expect(d.categoryId, d.fileName).toBe(205)
      expect(d.fileName).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*\.pdf$/)
    }
    expect(new Set(downloads.map((d) => d.fileName)).size).toBe(downloads.length)
  })

  it('include the CD002 kit manual', () => {
    const manual = downloads.find((d) => d.catalogNumber === 'CD002' && /manual/i.test(d.title.en))
    expect(manual).toBeDefined()
  })
})

describe('banners', () => {
  it('are 4 with internal links and two hex colours', () => {
    expect(banners).toHaveLength(4)
    for (const b of banners) {
      expect(b.link.startsWith('/'), b.link).toBe(true)
      expect(b.link.startsWith('//'), b.link).toBe(false)
      for (const c of b.colors) expect(c).toMatch(/^#[0-9a-fA-F]{6}$/)
    }
    expect(banners.map((b) => b.link)).toContain('/product-detail?catalogNumber=CD002')
  })
})

describe('jobs', () => {
  it('are at least 8 with exactly 3 hot ones and multi-line content and requirements', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(8)
    expect(jobs.filter((j) => j.isHot)).toHaveLength(3)
    for (const j of jobs) {
      expect(j.headcount, j.title.en).toBeGreaterThan(0)
      for (const field of [j.content, j.requirements]) {
        for (const lang of ['cn', 'en'] as const) {
          const lines = field[lang].split('\n').filter((l) => l.trim() !== '')
          expect(lines.length, `${j.title.en} ${lang}`).toBeGreaterThanOrEqual(3)
          expect(lines.length, `${j.title.en} ${lang}`).toBeLessThanOrEqual(6)
        }
      }
    }
  })
})
