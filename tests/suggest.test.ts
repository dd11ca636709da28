import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { distinctIp, getJson, startServer } from './setup/server'

/** Issue 4: POST /api/v1/suggest stores a new product or service suggestion for staff. */
let server: Awaited<ReturnType<typeof startServer>>
let valid: Record<string, unknown>
beforeAll(async () => {
  server = await startServer({ trustedProxyHops: 1 }) // simulates many clients through X-Forwarded-For
  const area = (
    await server.payload.find({ collection: 'areas', where: { code: { equals: '31' } }, overrideAccess: true })
  ).docs[0]
  const industry = (
    await server.payload.find({
      collection: 'industries',
      where: { code: { equals: 'academic' } },
      overrideAccess: true,
    })
  ).docs[0]
  valid = {
    productName: 'IL-38',
    species: 'human',
    tagPosition: 'c-terminal',
    tag: 'his',
    expressionSystem: 'mammalian',
    expressionRange: 'Met1-Trp152',
    accession: 'Q8WWZ1',
    quantity: '1 mg',
    longTerm: true,
    purpose: 'Receptor binding assays',
    quality: 'Purity > 95%, endotoxin < 1 EU/µg',
    deliveryTime: '4 weeks',
    otherRequirements: 'Carrier free',
    name: '李四',
    company: '示例研究所',
    department: '免疫室',
    region: area?.id,
    email: 'li_si@example.com',
    phone: '13912345678',
    industry: industry?.id,
  }
})
afterAll(async () => {
  await server?.close()
})

const post = (body: unknown, headers: Record<string, string> = {}, prefix = '') =>
  getJson(server.baseUrl, `${prefix}/api/v1/suggest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': distinctIp(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('POST /api/v1/suggest', () => {
  it('stores a valid suggestion with every field', async () => {
    const r = await post(valid)
    expect(r.status).toBe(200)
    expect(r.body.code).toBe('E0001')
    const id = (r.body.data as { id: number }).id
    const doc = await server.payload.findByID({ collection: 'suggestions', id, overrideAccess: true, depth: 0 })
    expect(doc).toMatchObject({ ...valid, inboxStatus: 'new', locale: 'cn' })
  })

  it('answers each spec message in the request language', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ productName: '' }, 'Please enter the product name', '请输入产品名称'],
      [{ productName: 'X' }, 'It should be 2 to 10 words long', '长度应为2到10个字'],
      [{ region: '' }, 'Please select your region', '请选择您所在的地区'],
      [{ email: '' }, 'Please enter your email addres', '请输入您的邮箱地址'],
      [{ email: 'a@b.c' }, 'Please enter the correct email address', '请输入正确的邮箱地址'],
      [{ phone: '123' }, 'Please enter the correct mobile phone number', '请输入正确的手机号码'],
      [{ purpose: '' }, 'Please enter the experiment purpose', '请输入实验目的'],
    ]
    const before = await server.payload.count({ collection: 'suggestions', overrideAccess: true })
    for (const [change, en, cn] of cases) {
      const english = await post({ ...valid, ...change }, {}, '/en')
      expect(english).toMatchObject({ status: 400, body: { code: 'E0400', msg: en, data: null } })
      const chinese = await post({ ...valid, ...change })
      expect(chinese.body.msg).toBe(cn)
    }
    expect((await server.payload.count({ collection: 'suggestions', overrideAccess: true })).totalDocs).toBe(
      before.totalDocs,
    )
  })

  it('refuses malformed, oversized, cross-site and unknown input without storing it', async () => {
    expect((await post('{not json')).status).toBe(400)
    expect((await post([valid])).status).toBe(400)
    expect((await post({ ...valid, isAdmin: true })).status).toBe(400)
    expect((await post({ ...valid, region: 999999 })).status).toBe(400)
    expect((await post({ ...valid, otherRequirements: 'x'.repeat(20_000) })).status).toBe(413)
    expect((await post(valid, { 'content-type': 'text/plain' })).status).toBe(415)
    expect((await post(valid, { origin: 'https://evil.example' })).status).toBe(403)
  })
})
