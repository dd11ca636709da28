import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getJson, startServer } from './setup/server'

/** Spec section 7 read endpoints: the `{ code, data, msg }` envelope and their content, in both languages. */
let server: Awaited<ReturnType<typeof startServer>>
const hasChinese = (s: string) => /[\u4e00-\u9fff]/.test(s)

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.close()
})

const locales = [
  { name: 'cn', prefix: '', check: (s: string) => expect(hasChinese(s)).toBe(true) },
  { name: 'en', prefix: '/en', check: (s: string) => expect(hasChinese(s)).toBe(false) },
] as const

type List<T> = { list: T[]; total: number; page: number; size: number }

describe.each(locales)('read API in $name', ({ prefix, check, name }) => {
  const get = <T>(path: string) =>
    getJson(server.baseUrl, `${prefix}/api/v1${path}`).then((r) => {
      expect(r.status, path).toBe(200)
      expect(r.body.code, path).toBe('E0001')
      expect(r.body.msg).toBe(name === 'cn' ? '成功' : 'Success')
      return r.body.data as T
    })

  it('GET /banner/show lists the published banners with their images', async () => {
    const banners = await get<{ title: string; link: string; image: { url: string } }[]>('/banner/show')
    expect(banners.length).toBeGreaterThanOrEqual(4)
    for (const b of banners) {
      check(b.title)
      expect(b.image.url).toMatch(/^\/api\/cms\/media\/file\//)
      expect(b.link.startsWith('/')).toBe(true)
    }
  })

  it('GET /popular_product lists popular products with sizes and prices', async () => {
    const products =
      await get<{ catalogNumber: string; name: string; sizes: { size: string; price: string }[] }[]>('/popular_product')
    expect(products.map((p) => p.catalogNumber)).toContain('CD002')
    const cd002 = products.find((p) => p.catalogNumber === 'CD002')
    check(cd002?.name ?? '')
    expect(cd002?.sizes.length).toBeGreaterThan(0)
  })

  it('GET /tree_structure?pid= gives the footer lists of resources (4), news (5) and about (6)', async () => {
    const resources = await get<{ id: number; name: string }[]>('/tree_structure?pid=4')
    expect(resources.map((n) => n.id)).toEqual([201, 202, 203, 204, 205])
    for (const n of resources) check(n.name)
    const news = await get<{ id: number }[]>('/tree_structure?pid=5')
    expect(news.map((n) => n.id)).toEqual([301, 302, 303])
    const about = await get<{ id: number; link: string | null; external: boolean }[]>('/tree_structure?pid=6')
    expect(about.find((n) => n.id === 404)?.link).toBe('/contact?type=authorized')
    expect(about.find((n) => n.id === 406)?.external).toBe(true)
  })

  it('GET /tree_structure/child?status=0 gives the whole tree, home entry first', async () => {
    const tree = await get<{ id: number; name: string; children: { id: number; children: unknown[] }[] }[]>(
      '/tree_structure/child?status=0',
    )
    expect(tree.map((n) => n.id)).toEqual([1, 2, 3, 4, 5, 6, 679])
    for (const n of tree) check(n.name)
    const products = tree[1]
    expect(products?.children.map((c) => c.id)).toEqual([20, 30, 40, 50, 60, 70, 80])
    expect(products?.children[0]?.children.length).toBe(4)
  })

  it('GET /article lists services by menuId and gives one article with its body', async () => {
    const services = await get<List<{ title: string; categoryId: number }>>('/article?menuId=3')
    expect(services.total).toBeGreaterThanOrEqual(4)
    for (const a of services.list) {
      check(a.title)
      expect([101, 102, 103, 104]).toContain(a.categoryId)
    }
    const privacy = await get<{ title: string; body: { root: { children: unknown[] } } }>(
      '/article?slug=privacy-policy',
    )
    check(privacy.title)
    expect(privacy.body.root.children.length).toBeGreaterThanOrEqual(3)
  })

  it('GET /product?pid= lists a category with its sub-categories, paged', async () => {
    const all = await get<List<{ categoryId: number }>>('/product?pid=2&size=100')
    expect(all.total).toBeGreaterThanOrEqual(300)
    expect(all.list.length).toBe(100)
    const interleukins = await get<List<{ name: string; categoryId: number }>>('/product?pid=21&size=50')
    expect(interleukins.total).toBeGreaterThan(10)
    for (const p of interleukins.list) {
      expect(p.categoryId).toBe(21)
      check(p.name)
    }
    const page2 = await get<List<{ catalogNumber: string }>>('/product?pid=2&size=10&page=2')
    const page1 = await get<List<{ catalogNumber: string }>>('/product?pid=2&size=10&page=1')
    expect(page2.list[0]?.catalogNumber).not.toBe(page1.list[0]?.catalogNumber)
  })

  it('GET /product/detail gives the datasheet of one product', async () => {
    const p = await get<{
      catalogNumber: string
      name: string
      description: string
      storage: string
      sizes: unknown[]
    }>('/product/detail?catalogNumber=CD002')
    expect(p.catalogNumber).toBe('CD002')
    check(p.name)
    check(p.description)
    expect(p.sizes.length).toBeGreaterThan(0)
  })

  it('GET /distributor and /distributor/area list distributors and the provinces', async () => {
    const distributors = await get<{ name: string; areas: { id: number }[] }[]>('/distributor')
    expect(distributors.length).toBeGreaterThanOrEqual(16)
    for (const d of distributors) check(d.name)
    const areas = await get<{ id: number; code: string; name: string }[]>('/distributor/area')
    expect(areas.length).toBe(35)
    check(areas.find((a) => a.code === '11')?.name ?? '')
    const firstArea = distributors[0]?.areas[0]?.id
    const inArea = await get<{ areas: { id: number }[] }[]>(`/distributor?areaId=${firstArea}`)
    expect(inArea.length).toBeGreaterThan(0)
    for (const d of inArea) expect(d.areas.map((a) => a.id)).toContain(firstArea)
  })

  it('GET /reference pages the citations with title, author, year and journalName', async () => {
    const refs =
      await get<List<{ title: string; author: string; year: number; journalName: string }>>('/reference?size=5')
    expect(refs.total).toBeGreaterThanOrEqual(200)
    expect(refs.list).toHaveLength(5)
    for (const r of refs.list) {
      expect(r.title && r.author && r.journalName).toBeTruthy()
      expect(r.year).toBeGreaterThanOrEqual(2016)
    }
    const y2020 = await get<List<{ year: number }>>('/reference?year=2020&size=100')
    for (const r of y2020.list) expect(r.year).toBe(2020)
  })

  it('GET /global_cfg?keyList= gives the spec keys as key/value items', async () => {
    const items = await get<{ key: string; value: string }[]>(
      '/global_cfg?keyList=mail,phone,brand,privacy_policy,terms_conditions',
    )
    expect(items.map((i) => i.key)).toEqual(['mail', 'phone', 'brand', 'privacy_policy', 'terms_conditions'])
    const value = (k: string) => items.find((i) => i.key === k)?.value ?? ''
    expect(value('phone')).toBe('400-600-0940')
    expect(value('mail')).toContain('@')
    check(value('brand'))
    expect(value('privacy_policy')).toMatch(/^\d+$/)
  })

  it('GET /global_cfg/industry/values lists the industries', async () => {
    const industries = await get<{ code: string; name: string }[]>('/global_cfg/industry/values')
    expect(industries.map((i) => i.code)).toEqual(['academic', 'industrial', 'hospital', 'government', 'other'])
    for (const i of industries) check(i.name)
  })

  it('GET /recruitment_needs/config and /recruitment_needs give the jobs page', async () => {
    const config = await get<{ salary: string; welfare: string }>('/recruitment_needs/config')
    check(config.salary)
    check(config.welfare)
    const jobs = await get<{ title: string; isHot: boolean }[]>('/recruitment_needs')
    expect(jobs.length).toBeGreaterThanOrEqual(8)
    for (const j of jobs) check(j.title)
  })

  it('GET /health says the process and the database are up', async () => {
    const health = await get<{ status: string; database: string }>('/health')
    expect(health.status).toBe('ok')
    expect(['sqlite', 'postgres']).toContain(health.database)
  })
})

describe('request language', () => {
  const brand = async (headers: Record<string, string>) =>
    (await getJson(server.baseUrl, '/api/v1/global_cfg?keyList=brand', { headers })).body.data as { value: string }[]

  it('is Chinese by default', async () => {
    expect(hasChinese((await brand({}))[0]?.value ?? '')).toBe(true)
  })
  it('follows the i18n_redirected cookie', async () => {
    expect((await brand({ cookie: 'i18n_redirected=en' }))[0]?.value).toBe('Example Bio')
  })
  it('follows Accept-Language when there is no cookie', async () => {
    expect((await brand({ 'accept-language': 'en-GB,en;q=0.9' }))[0]?.value).toBe('Example Bio')
    expect(hasChinese((await brand({ 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5' }))[0]?.value ?? '')).toBe(true)
  })
  it('prefers the /en path prefix over the cookie', async () => {
    const r = await getJson(server.baseUrl, '/en/api/v1/global_cfg?keyList=brand', {
      headers: { cookie: 'i18n_redirected=cn' },
    })
    expect((r.body.data as { value: string }[])[0]?.value).toBe('Example Bio')
  })
})

describe('prices follow the visitor country', () => {
  it('shows prices in China and the inquiry word elsewhere', async () => {
    process.env.GEO_COUNTRY_HEADER = 'x-test-country'
    try {
      const cn = await getJson(server.baseUrl, '/api/v1/product/detail?catalogNumber=CD002', {
        headers: { 'x-test-country': 'CN' },
      })
      const sizesCn = (cn.body.data as { sizes: { priceFen: number | null; price: string }[] }).sizes
      expect(sizesCn.some((s) => typeof s.priceFen === 'number' && s.price.startsWith('¥'))).toBe(true)
      const us = await getJson(server.baseUrl, '/en/api/v1/product/detail?catalogNumber=CD002', {
        headers: { 'x-test-country': 'US' },
      })
      for (const s of (us.body.data as { sizes: { priceFen: number | null; price: string }[] }).sizes) {
        expect(s.priceFen).toBeNull()
        expect(s.price).toBe('Inquiry')
      }
    } finally {
      delete process.env.GEO_COUNTRY_HEADER
    }
  })
})
