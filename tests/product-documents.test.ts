import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfText } from './setup/pdf-text'
import { distinctIp, getJson, SEED_ADMIN, staffAuth, startServer } from './setup/server'
import { pdf as uploadPdf } from './setup/upload-fixtures'

/**
 * Issue 19, generated documents: the datasheet PDF of a product in both languages is drawn from the record and
 * its current lot (and follows a staff edit), the COA-by-lot endpoint answers a PDF for a lot on file (the
 * uploaded certificate first) and a localized 404 envelope otherwise.
 */
let server: Awaited<ReturnType<typeof startServer>>
let admin: string
let productId: number
let lotId: number
const CATALOG = 'DOCT-0019'
const KIT = 'DOCT-KIT19'

const headers = () => ({ 'x-forwarded-for': distinctIp() })

async function pdf(path: string) {
  const res = await fetch(server.baseUrl + path, { headers: headers() })
  const bytes = new Uint8Array(await res.arrayBuffer())
  return {
    res,
    bytes,
    text: res.headers.get('content-type') === 'application/pdf' ? await pdfText(bytes).catch(() => '') : '',
  }
}

beforeAll(async () => {
  server = await startServer({ trustedProxyHops: 1 })
  admin = await staffAuth(server.baseUrl, SEED_ADMIN.email, SEED_ADMIN.password)
  const { payload } = server
  const category = (await payload.find({ collection: 'categories', limit: 1, depth: 0 })).docs[0]?.id as number
  const product = await payload.create({
    collection: 'products',
    locale: 'cn',
    data: {
      catalogNumber: CATALOG,
      name: '重组人文档测试蛋白',
      category,
      productType: 'protein',
      species: 'human',
      expressionSystem: 'hek293',
      tag: 'his',
      tagPosition: 'c-terminal',
      aminoAcidRange: 'Met1-Thr208',
      predictedMwKda: 23.4,
      purityPercent: 95,
      endotoxinEuPerUg: 1,
      storage: '-20°C 保存',
      status: 'published',
    },
  })
  productId = product.id
  await payload.update({
    collection: 'products',
    id: productId,
    locale: 'en',
    data: { name: 'Recombinant Human Document Test Protein', storage: 'Store at -20°C' },
  })
  const lot = await payload.create({
    collection: 'lots',
    data: {
      product: productId,
      lotNumber: 'DT240901',
      manufacturedAt: '2026-09-01',
      expiresAt: '2099-09-01',
      concentrationMgPerMl: 0.45,
      purityPercent: 97.3,
      endotoxinEuPerUg: 0.08,
      status: 'published',
    },
  })
  lotId = lot.id
  await payload.create({
    collection: 'products',
    locale: 'cn',
    data: {
      catalogNumber: KIT,
      name: '文档测试试剂盒',
      category,
      productType: 'kit',
      kitComponents: [{ name: '反应缓冲液', quantity: '1 mL', storage: '-20°C' }],
      protocolSummary: '加入样品，37°C 孵育 30 分钟。',
      status: 'published',
    },
  })
})
afterAll(async () => {
  await server?.close()
})

describe('datasheet PDF generated from the record and the current lot', () => {
  it('in Chinese and English, with the catalog number, the name, the lab values and the lot values as text', async () => {
    const cn = await pdf(`/api/v1/product/datasheet?catalogNumber=${CATALOG}&lang=cn`)
    expect(cn.res.status).toBe(200)
    expect(cn.res.headers.get('content-disposition')).toBe(`inline; filename="${CATALOG}-Datasheet-CN.pdf"`)
    expect(cn.res.headers.get('etag')).toBeTruthy()
    expect(cn.res.headers.get('last-modified')).toBeTruthy()
    for (const text of [
      CATALOG,
      '重组人文档测试蛋白',
      '产品说明书',
      '> 95%',
      '< 1 EU/µg',
      'DT240901',
      '97.3%',
      '0.45 mg/mL',
    ])
      expect(cn.text).toContain(text)

    const en = await pdf(`/api/v1/product/datasheet?catalogNumber=${CATALOG}&lang=en`)
    expect(en.res.status).toBe(200)
    for (const text of [
      CATALOG,
      'Recombinant Human Document Test Protein',
      'Datasheet',
      'Store at -20°C',
      'DT240901',
      '97.3%',
    ])
      expect(en.text).toContain(text)
    expect(en.text).not.toContain('重组人文档测试蛋白')
  })

  it('a conditional request gets 304 while nothing changed', async () => {
    const first = await pdf(`/api/v1/product/datasheet?catalogNumber=${CATALOG}&lang=en`)
    const again = await fetch(`${server.baseUrl}/api/v1/product/datasheet?catalogNumber=${CATALOG}&lang=en`, {
      headers: { ...headers(), 'if-none-match': first.res.headers.get('etag') ?? '' },
    })
    expect(again.status).toBe(304)
  })

  it('a staff edit of the purity shows in the regenerated datasheet', async () => {
    const res = await fetch(`${server.baseUrl}/api/cms/products/${productId}`, {
      method: 'PATCH',
      headers: { authorization: admin, 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify({ purityPercent: 98 }),
    })
    expect(res.status, await res.clone().text()).toBe(200)
    for (const lang of ['cn', 'en']) {
      const { text } = await pdf(`/api/v1/product/datasheet?catalogNumber=${CATALOG}&lang=${lang}`)
      expect(text).toContain('> 98%')
      expect(text).not.toContain('> 95%')
    }
  })

  it('a kit gets its manual: components and protocol, no protein-only fields', async () => {
    const { res, text } = await pdf(`/api/v1/product/datasheet?catalogNumber=${KIT}&lang=cn`)
    expect(res.headers.get('content-disposition')).toContain(`${KIT}-Manual-CN.pdf`)
    for (const t of ['试剂盒说明书', '反应缓冲液', '1 mL', '37°C 孵育 30 分钟']) expect(text).toContain(t)
    expect(text).not.toContain('内毒素')
  })

  it('an unknown product is a 404 envelope in the asked language; bad input a 400', async () => {
    const missing = await getJson(server.baseUrl, '/api/v1/product/datasheet?catalogNumber=NOPE-1&lang=en', {
      headers: headers(),
    })
    expect(missing.status).toBe(404)
    expect(missing.body.code).toBe('E0404')
    const bad = await getJson(server.baseUrl, `/api/v1/product/datasheet?catalogNumber=${'X'.repeat(80)}`, {
      headers: headers(),
    })
    expect(bad.status).toBe(400)
  })
})

describe('COA by lot number', () => {
  it('a published lot on file answers its certificate generated from the lot record, in both languages', async () => {
    const cn = await pdf(`/api/v1/coa/lot?catalogNumber=${CATALOG}&lotNumber=dt240901&lang=cn`)
    expect(cn.res.status).toBe(200)
    expect(cn.res.headers.get('content-type')).toBe('application/pdf')
    for (const t of ['分析证书', CATALOG, 'DT240901', '2026-09-01', '97.3%', '合格', '根据批次记录 DT240901'])
      expect(cn.text).toContain(t)
    const en = await pdf(`/api/v1/coa/lot?catalogNumber=${CATALOG}&lotNumber=DT240901&lang=en`)
    for (const t of ['Certificate of analysis', 'DT240901', '97.3%', 'Pass', 'Generated from the lot record'])
      expect(en.text).toContain(t)
  })

  it('a lot not on file is a localized 404 envelope', async () => {
    const cn = await getJson(server.baseUrl, `/api/v1/coa/lot?catalogNumber=${CATALOG}&lotNumber=NOLOT1&lang=cn`, {
      headers: headers(),
    })
    expect(cn.status).toBe(404)
    expect(cn.body).toMatchObject({ code: 'E0404', msg: '暂无该批号的分析证书存档。' })
    const en = await getJson(server.baseUrl, `/api/v1/coa/lot?catalogNumber=${CATALOG}&lotNumber=NOLOT1&lang=en`, {
      headers: headers(),
    })
    expect(en.body.msg).toBe('No certificate is on file for this lot.')
  })

  it('the certificate staff uploaded for the lot wins over the generated one', async () => {
    // A well-formed PDF: staff uploads pass the same inspection as customers' (issue 31).
    const uploaded = uploadPdf()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(uploaded)], { type: 'application/pdf' }), 'coa.pdf')
    form.append('_payload', JSON.stringify({ catalogNumber: CATALOG, lotNumber: 'DT240901' }))
    const res = await fetch(`${server.baseUrl}/api/cms/coa-certificates`, {
      method: 'POST',
      headers: { authorization: admin, origin: server.baseUrl },
      body: form,
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const { doc } = (await res.json()) as { doc: { id: number } }
    await server.payload.update({ collection: 'lots', id: lotId, data: { coaFile: doc.id } })
    const answer = await pdf(`/api/v1/coa/lot?catalogNumber=${CATALOG}&lotNumber=DT240901&lang=en`)
    expect(answer.res.status).toBe(200)
    expect(Buffer.from(answer.bytes).equals(uploaded)).toBe(true)
    expect(answer.res.headers.get('content-disposition')).toContain(`COA-${CATALOG}-DT240901.pdf`)
  })
})
