import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makePdf } from '../src/seed/pdf'
import { getJson, startServer } from './setup/server'

/** Spec section 7 `/resource` (public files by id) and `/dict` (the forms' option lists), issue 16 point 16. */
let server: Awaited<ReturnType<typeof startServer>>
let draftId: number

beforeAll(async () => {
  server = await startServer()
  const pdf = makePdf('Draft manual', ['not published'])
  const draft = await server.payload.create({
    collection: 'downloads',
    data: { title: '未发布的说明书', category: 205, status: 'draft', sort: 99 },
    file: { data: pdf, mimetype: 'application/pdf', name: 'draft-manual.pdf', size: pdf.length },
    locale: 'cn',
  })
  draftId = draft.id
})
afterAll(async () => {
  await server?.close()
})

type Resource = { id: number; title: string; url: string; filename: string; mimeType: string; categoryId: number }
const hasChinese = (s: string) => /[\u4e00-\u9fff]/.test(s)

describe('GET /api/v1/resource', () => {
  it('lists the published resource files of a category, in the request language', async () => {
    const cn = await getJson(server.baseUrl, '/api/v1/resource?categoryId=205')
    expect(cn.status).toBe(200)
    expect(cn.body.code).toBe('E0001')
    const list = (cn.body.data as { list: Resource[]; total: number }).list
    expect(list.length).toBeGreaterThanOrEqual(3)
    for (const r of list) {
      expect(r.categoryId).toBe(205)
      expect(r.mimeType).toBe('application/pdf')
      expect(r.url).toMatch(/^\/api\/cms\/downloads\/file\//)
      expect(hasChinese(r.title)).toBe(true)
    }
    expect(list.map((r) => r.id)).not.toContain(draftId)
    const en = await getJson(server.baseUrl, '/en/api/v1/resource?categoryId=205')
    for (const r of (en.body.data as { list: Resource[] }).list) expect(hasChinese(r.title)).toBe(false)
  })

  it('gives one published file by id, and its PDF downloads', async () => {
    const first = ((await getJson(server.baseUrl, '/api/v1/resource?size=1')).body.data as { list: Resource[] }).list[0]
    expect(first).toBeDefined()
    const one = await getJson(server.baseUrl, `/en/api/v1/resource/${first?.id}`)
    expect(one.status).toBe(200)
    const r = one.body.data as Resource
    expect(r.id).toBe(first?.id)
    expect(r.filename).toMatch(/\.pdf$/)
    expect(hasChinese(r.title)).toBe(false)
    const file = await fetch(server.baseUrl + r.url)
    expect(file.status).toBe(200)
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(100)
  })

  it('answers 404 for a draft or missing file and 400 for a bad id or parameter, in the envelope', async () => {
    const draft = await getJson(server.baseUrl, `/api/v1/resource/${draftId}`)
    expect(draft.status).toBe(404)
    expect(draft.body).toMatchObject({ code: 'E0404', data: null })
    expect((await getJson(server.baseUrl, '/api/v1/resource/999999')).status).toBe(404)
    for (const path of ['/resource/abc', '/resource/1?x=1', '/resource?size=1000', '/resource?categoryId=-1']) {
      const res = await getJson(server.baseUrl, `/en/api/v1${path}`)
      expect(res.status, path).toBe(400)
      expect(res.body.code, path).toBe('E0400')
      expect(res.body.msg, path).toMatch(/^Invalid parameter/)
    }
  })
})

describe('GET /api/v1/dict', () => {
  type Entry = { id?: number; code: string; name: string }
  type Dict = Record<string, Entry[]>

  it('gives every option list the forms use, labelled in the request language', async () => {
    const cn = await getJson(server.baseUrl, '/api/v1/dict')
    expect(cn.status).toBe(200)
    const d = cn.body.data as Dict
    expect(Object.keys(d).sort()).toEqual(
      ['areas', 'expressionSystems', 'industries', 'species', 'tagPositions', 'tags', 'titles'].sort(),
    )
    expect(d.species?.map((e) => e.code)).toEqual(['human', 'mouse', 'rat', 'other'])
    expect(d.species?.find((e) => e.code === 'mouse')?.name).toBe('小鼠')
    expect(d.tags?.map((e) => e.code)).toContain('his-avi')
    expect(d.expressionSystems?.find((e) => e.code === 'e-coli')?.name).toBe('大肠杆菌')
    expect(d.titles?.find((e) => e.code === 'professor')?.name).toBe('教授/研究员')
    expect(d.areas?.length).toBeGreaterThan(30)
    expect(d.industries?.length).toBeGreaterThanOrEqual(2)
    for (const e of [...(d.areas ?? []), ...(d.industries ?? [])]) {
      expect(typeof e.id).toBe('number')
      expect(hasChinese(e.name)).toBe(true)
    }
    const en = (await getJson(server.baseUrl, '/en/api/v1/dict')).body.data as Dict
    expect(en.species?.find((e) => e.code === 'mouse')?.name).toBe('Mouse')
    expect(en.titles?.find((e) => e.code === 'professor')?.name).toBe('Professor')
    for (const list of Object.values(en)) for (const e of list) expect(hasChinese(e.name), e.code).toBe(false)
  })

  it('the ids it gives are the ones /distributor/area and /global_cfg/industry/values give', async () => {
    const d = (await getJson(server.baseUrl, '/api/v1/dict?typeList=areas,industries')).body.data as Dict
    expect(Object.keys(d)).toEqual(['areas', 'industries'])
    const areas = (await getJson(server.baseUrl, '/api/v1/distributor/area')).body.data
    const industries = (await getJson(server.baseUrl, '/api/v1/global_cfg/industry/values')).body.data
    expect(d.areas).toEqual(areas)
    expect(d.industries).toEqual(industries)
  })

  it('refuses an unknown list or parameter with a localized 400', async () => {
    for (const path of ['/dict?typeList=species,secrets', '/dict?typeList=__proto__', '/dict?other=1']) {
      const res = await getJson(server.baseUrl, `/api/v1${path}`)
      expect(res.status, path).toBe(400)
      expect(res.body).toMatchObject({ code: 'E0400', data: null })
      expect(hasChinese(res.body.msg)).toBe(true)
    }
  })
})
