import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getJson, startServer } from './setup/server'

/**
 * Issue 17, "the page and API answers for the same resource come from the same read model": for product detail,
 * distributors, citations and jobs, in both languages,
 * - the API's answer over real HTTP is exactly the API view of the read model's result (src/lib/data/*),
 * - the page's data loader (run here with Next's data cache passed through: tests/setup/shared-state.ts) gives exactly the page view of that
 *   same result, and agrees with the API on every field both show (so they cannot drift, as the English
 *   synonyms once did),
 * - the page module imports that loader from the read model (no page reads Payload on its own).
 * Rendering is left to the browser tests; what this pins is where each side's data comes from.
 */
let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.close()
})

/** JSON as it crosses the wire (undefined fields dropped, dates as strings). */
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T
const CJK = /[\u3400-\u9fff]/

async function pageImports(file: string, name: string, from: string): Promise<void> {
  const source = await readFile(path.resolve(import.meta.dirname, '..', file), 'utf8')
  const imports = [...source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/g)]
  const found = imports.some(([, names = '', spec]) => spec === from && names.split(',').some((n) => n.trim() === name))
  expect(found, `${file} imports ${name} from ${from}`).toBe(true)
}

describe.each(['cn', 'en'] as const)('one read model per resource (%s)', (locale) => {
  const prefix = locale === 'en' ? '/en' : ''
  const api = async <T>(p: string): Promise<T> => {
    const r = await getJson(server.baseUrl, `${prefix}/api/v1${p}`)
    expect(r.status, p).toBe(200)
    expect(r.body.code, p).toBe('E0001')
    return r.body.data as T
  }

  it('product detail: GET /product/detail and /product-detail both show the catalog read model', async () => {
    const { productDetail, productDetailModel, productDetailPage } = await import('../src/lib/data/catalog')
    const { productDetailView } = await import('../src/api/views')
    const { translate } = await import('./setup/translate')
    for (const catalogNumber of ['CD002', 'IL6-H4107']) {
      const model = await productDetailModel.read(server.payload, locale, { catalogNumber })
      expect(model, catalogNumber).not.toBeNull()
      if (!model) return
      const answer = await api<ReturnType<typeof productDetailView>>(`/product/detail?catalogNumber=${catalogNumber}`)
      // Prices depend on the visitor's country (the request's, not the model's): take what the API decided.
      const showPrices = answer.sizes.some((s) => s.priceFen !== null)
      // The current lot is its own read model (issue 19), joined by the API as by the page.
      const { currentLot, todayInChina } = await import('../src/lib/data/lots')
      const lot = await currentLot.read(server.payload, locale, model.id, todayInChina())
      expect(answer).toEqual(wire(productDetailView(model, showPrices, translate(locale, 'api.inquiry'), lot)))
      const byId = await api<ReturnType<typeof productDetailView>>(`/product/detail?id=${model.id}`)
      expect(byId).toEqual(answer)

      const page = await productDetail(locale, catalogNumber)
      expect(page).toEqual(productDetailPage(model))
      if (!page) return
      // What both show agrees field by field; the page carries no price.
      expect(page.name).toBe(answer.name)
      expect(page.synonyms).toEqual(answer.synonyms)
      expect(page.description).toBe(answer.description)
      expect(page.sizes).toEqual(answer.sizes.map((s) => s.size))
      expect(page.related.map((r) => r.catalogNumber)).toEqual(answer.related.map((r) => r.catalogNumber))
      expect(JSON.stringify(page)).not.toContain('priceFen')
      // The English synonyms filter holds on both sides (it once existed on the page only).
      if (locale === 'en') for (const s of answer.synonyms) expect(CJK.test(s), s).toBe(false)
    }
    await pageImports('src/components/catalog/ProductDetailPage.tsx', 'productDetail', '@/lib/data/catalog')
  })

  it('distributors: GET /distributor and /contact both show the distributors read model', async () => {
    const { distributors, distributorsList } = await import('../src/lib/data/distributors')
    const all = await distributors.read(server.payload, locale, null)
    expect(all.length).toBeGreaterThan(0)
    expect(await api('/distributor')).toEqual(wire(all))
    expect(await distributorsList(locale, null)).toEqual(all)
    const areaId = all[0]?.areas[0]?.id as number
    const inArea = await distributors.read(server.payload, locale, areaId)
    expect(await api(`/distributor?areaId=${areaId}`)).toEqual(wire(inArea))
    expect(await distributorsList(locale, areaId)).toEqual(inArea)
    await pageImports('src/app/(site)/[locale]/contact/page.tsx', 'distributorsList', '@/lib/data/distributors')
  })

  it('citations: GET /reference and /literature both show the citations read model', async () => {
    const { citations, citationsPage } = await import('../src/lib/data/citations')
    for (const [query, filter] of [
      ['page=2&size=7', {}],
      ['year=2020&size=100', { year: 2020 }],
      ['keyword=Nature&size=10', { keyword: 'Nature' }],
    ] as const) {
      const q = new URLSearchParams(query)
      const page = Number(q.get('page') ?? 1)
      const size = Number(q.get('size'))
      const model = await citations.read(server.payload, filter, page, size)
      expect(model.list.length, query).toBeGreaterThan(0)
      expect(await api(`/reference?${query}`)).toEqual(wire(model))
      expect(await citationsPage(filter, page, size)).toEqual(model)
    }
    await pageImports('src/app/(site)/[locale]/literature/page.tsx', 'citationsPage', '@/lib/data/citations')
  })

  it('jobs: GET /recruitment_needs(/config) and /recruitment both show the jobs read model', async () => {
    const { jobs, recruitmentConfig, recruitmentView } = await import('../src/lib/data/jobs')
    const list = await jobs.read(server.payload, locale, false)
    const config = await recruitmentConfig.read(server.payload, locale)
    expect(list.length).toBeGreaterThan(0)
    expect(await api('/recruitment_needs')).toEqual(wire(list))
    expect(await api('/recruitment_needs?hot=true')).toEqual(wire(await jobs.read(server.payload, locale, true)))
    expect(await api('/recruitment_needs/config')).toEqual(wire(config))
    expect(await recruitmentView(locale)).toEqual({ ...config, jobs: list })
    for (const job of list) expect(CJK.test(job.title)).toBe(locale === 'cn')
    await pageImports('src/app/(site)/[locale]/recruitment/page.tsx', 'recruitmentView', '@/lib/data/jobs')
  })
})
