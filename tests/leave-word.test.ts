import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LeaveWord } from '../src/payload-types'
import { distinctIp, getJson, startServer } from './setup/server'
import { translate } from './setup/translate'

/**
 * Spec sections 3, 5, 7 and 8: POST /api/v1/leave_word, the footer's online message. Stored in the sales inbox
 * when valid; each refusal answers the spec's message in the request's language and stores nothing.
 */
let server: Awaited<ReturnType<typeof startServer>>
let areaId: number

beforeAll(async () => {
  server = await startServer({ trustedProxyHops: 1 }) // simulates many clients through X-Forwarded-For
  const areas = await server.payload.find({ collection: 'areas', where: { code: { equals: '11' } }, limit: 1 })
  areaId = areas.docs[0]?.id as number
  expect(areaId).toBeTypeOf('number')
})
afterAll(async () => {
  await server?.close()
})

const valid = () => ({
  name: '张三',
  company: '示例大学',
  department: '生命科学学院',
  address: areaId,
  phone: '13800138000',
  email: 'zhang_san@example.edu.cn',
  content: '请问 CD002 的货期和最小包装？',
})

type Answer = { status: number; body: { code: string; data: unknown; msg: string } }

function post(
  body: unknown,
  options: { prefix?: '' | '/en'; headers?: Record<string, string>; raw?: BodyInit } = {},
): Promise<Answer> {
  const { prefix = '', headers = {}, raw } = options
  return getJson(server.baseUrl, `${prefix}/api/v1/leave_word`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': distinctIp(), ...headers },
    body: raw ?? JSON.stringify(body),
  })
}

const stored = async () => (await server.payload.count({ collection: 'leave-words', overrideAccess: true })).totalDocs

async function readBack(id: unknown): Promise<LeaveWord> {
  return server.payload.findByID({ collection: 'leave-words', id: id as number, depth: 0, overrideAccess: true })
}

describe('a valid message', () => {
  it('is stored in the leave-words inbox with every field, status new and the language', async () => {
    const before = await stored()
    const r = await post(valid())
    expect(r.status).toBe(200)
    expect(r.body.code).toBe('E0001')
    expect(r.body.msg).toBe('成功')
    const id = (r.body.data as { id: number }).id
    expect(id).toBeTypeOf('number')
    expect(await stored()).toBe(before + 1)
    const doc = await readBack(id)
    const { address, ...texts } = valid()
    expect(doc).toMatchObject({ ...texts, inboxStatus: 'new', locale: 'cn' })
    expect(doc.address).toBe(address)
  })

  it('is accepted in English under /en, with the province id as a string, and stored with locale en', async () => {
    const r = await post({ ...valid(), name: 'Jane Doe', address: String(areaId) }, { prefix: '/en' })
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ code: 'E0001', msg: 'Success' })
    const doc = await readBack((r.body.data as { id: number }).id)
    expect(doc).toMatchObject({ name: 'Jane Doe', locale: 'en', address: areaId })
  })

  it('follows the i18n_redirected cookie for the language when there is no /en prefix', async () => {
    const r = await post({ ...valid(), phone: '12345' }, { headers: { cookie: 'i18n_redirected=en' } })
    expect(r.body.code).toBe('E0001')
    expect((await readBack((r.body.data as { id: number }).id)).locale).toBe('en')
  })

  it('passes with the site’s own Origin (same host as the request)', async () => {
    const r = await post(valid(), { headers: { origin: server.baseUrl } })
    expect(r.body.code).toBe('E0001')
  })

  it('passes with the configured public origin (SITE_URL) behind a proxy', async () => {
    process.env.SITE_URL = 'https://www.example.com'
    try {
      const r = await post(valid(), { headers: { origin: 'https://www.example.com' } })
      expect(r.body.code).toBe('E0001')
    } finally {
      delete process.env.SITE_URL
    }
  })

  it('stores HTML as inert plain text', async () => {
    const r = await post({
      ...valid(),
      name: '<b>Li</b> Lei',
      content: '<script>alert(1)</script><p>Hello <img src=x onerror=alert(1)>world</p> & 1 < 2',
    })
    expect(r.body.code).toBe('E0001')
    const doc = await readBack((r.body.data as { id: number }).id)
    expect(doc.name).toBe('Li Lei')
    expect(doc.content).toBe('Hello world & 1 < 2')
    expect(doc.content).not.toMatch(/<[a-z/!]/i)
  })
})

/** Spec section 5, English verbatim; the Chinese texts are those of cn.json. */
const requiredMessages = [
  ['name', 'Full Name cannot be blank.', 'leaveWord.nameRequired'],
  ['company', 'Company cannot be blank.', 'leaveWord.companyRequired'],
  ['department', 'Department cannot be blank.', 'leaveWord.departmentRequired'],
  ['address', 'Address cannot be blank.', 'leaveWord.addressRequired'],
  ['phone', 'Phone Number cannot be blank.', 'validation.phoneRequired'],
  ['email', 'Your E-mail address cannot be blank.', 'leaveWord.emailRequired'],
  ['content', 'Message cannot be blank.', 'leaveWord.contentRequired'],
] as const

describe('refusals (nothing is stored)', () => {
  let before: number
  beforeAll(async () => {
    before = await stored()
  })
  afterAll(async () => {
    expect(await stored()).toBe(before)
  })

  const expect400 = (r: Answer, msg: string) => {
    expect(r.status).toBe(400)
    expect(r.body).toEqual({ code: 'E0400', data: null, msg })
  }

  describe.each(requiredMessages)('%s is required', (field, english, key) => {
    it(`English: '${english}' when blank or missing`, async () => {
      expect400(await post({ ...valid(), [field]: '' }, { prefix: '/en' }), english)
      expect400(await post({ ...valid(), [field]: '   ' }, { prefix: '/en' }), english)
      const { [field]: _dropped, ...rest } = valid()
      expect400(await post(rest, { prefix: '/en' }), english)
    })
    it('Chinese: the cn.json text when blank', async () => {
      const chinese = translate('cn', `forms.${key}`)
      expect(chinese).toMatch(/[\u4e00-\u9fff]/)
      expect400(await post({ ...valid(), [field]: '' }), chinese)
    })
  })

  it('a message that is only markup is blank', async () => {
    expect400(await post({ ...valid(), content: '<p></p>' }, { prefix: '/en' }), 'Message cannot be blank.')
  })

  it("refuses a malformed e-mail with 'Please Enter The Correct Email Address' (and the Chinese text)", async () => {
    // Issue 16: a dotted address (zhang.san@…) is valid now; a comma is not.
    for (const email of ['zhang,san@example.com', 'nobody@localhost', 'x@']) {
      expect400(await post({ ...valid(), email }, { prefix: '/en' }), 'Please Enter The Correct Email Address')
    }
    expect400(await post({ ...valid(), email: 'x@' }), translate('cn', 'forms.validation.emailInvalid'))
  })

  it('checks the mobile phone pattern on the Chinese site only', async () => {
    expect400(await post({ ...valid(), phone: '12345' }), translate('cn', 'forms.validation.phoneInvalid'))
    expect400(await post({ ...valid(), phone: '19412345678' }), '请输入正确的手机号码')
  })

  it('caps the length of every field', async () => {
    expect400(await post({ ...valid(), content: 'x'.repeat(2001) }, { prefix: '/en' }), 'At most 2000 characters')
    expect400(await post({ ...valid(), name: '名'.repeat(101) }), '最多 100 个字符')
  })

  it('refuses a province that does not exist', async () => {
    expect400(await post({ ...valid(), address: 999999 }, { prefix: '/en' }), 'Please choose one of the listed options')
    expect400(
      await post({ ...valid(), address: 'Beijing' }, { prefix: '/en' }),
      'Please choose one of the listed options',
    )
  })

  it('refuses unknown keys (E0400 naming the key), the consent tick included', async () => {
    expect400(await post({ ...valid(), privacy: true }, { prefix: '/en' }), 'Invalid parameter: privacy')
    expect400(await post({ ...valid(), inboxStatus: 'closed' }), '参数 inboxStatus 无效')
    const proto = `{${JSON.stringify(valid()).slice(1, -1)},"__proto__":{"x":1}}`
    expect((await post(null, { raw: proto })).status).toBe(400)
  })

  it('refuses malformed JSON and bodies that are not an object', async () => {
    for (const raw of ['{"name":', 'not json', '', '[]', 'null', '"text"', '42']) {
      const r = await post(null, { raw, prefix: '/en' })
      expect(r.status, raw).toBe(400)
      expect(r.body.code, raw).toBe('E0400')
    }
  })

  it('refuses invalid UTF-8', async () => {
    const r = await post(null, { raw: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) })
    expect(r.status).toBe(400)
  })

  it('answers 415 (E0415) to any content type but JSON', async () => {
    const form = new URLSearchParams(Object.entries(valid()).map(([k, v]) => [k, String(v)])).toString()
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const r = await post(null, { raw: form, headers: { 'content-type': type }, prefix: '/en' })
      expect(r.status, type).toBe(415)
      expect(r.body).toEqual({ code: 'E0415', data: null, msg: 'Unsupported content type' })
    }
    const missing = await getJson(server.baseUrl, '/api/v1/leave_word', {
      method: 'POST',
      body: new Blob([JSON.stringify(valid())]),
    })
    expect(missing.status).toBe(415)
  })

  it('accepts the JSON type with a charset parameter (checked by a valid body elsewhere) but not a look-alike', async () => {
    const r = await post(valid(), { headers: { 'content-type': 'application/jsonp' } })
    expect(r.status).toBe(415)
  })

  it('answers 413 (E0413) to a body over 16 KiB, by Content-Length and by actual size', async () => {
    const big = JSON.stringify({ ...valid(), content: 'x'.repeat(17 * 1024) })
    const r = await post(null, { raw: big, prefix: '/en' })
    expect(r.status).toBe(413)
    expect(r.body).toEqual({ code: 'E0413', data: null, msg: 'The request is too large' })
    // Streamed without Content-Length: counted while reading.
    const bytes = new TextEncoder().encode(big)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096))
        controller.close()
      },
    })
    const streamed = await getJson(server.baseUrl, '/api/v1/leave_word', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    expect(streamed.body.code).toBe('E0413')
  })

  it('answers 403 (E0403) to a foreign Origin', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example', 'file://']) {
      const r = await post(valid(), { headers: { origin }, prefix: '/en' })
      expect(r.status, origin).toBe(403)
      expect(r.body.code).toBe('E0403')
    }
    process.env.SITE_URL = 'https://www.example.com'
    try {
      expect((await post(valid(), { headers: { origin: 'https://shop.example.com' } })).status).toBe(403)
    } finally {
      delete process.env.SITE_URL
    }
  })

  it('answers 405 to other methods', async () => {
    const r = await getJson(server.baseUrl, '/api/v1/leave_word')
    expect(r.status).toBe(405)
    expect(r.body.code).toBe('E0405')
  })
})

describe('the English site drops the phone pattern', () => {
  it("accepts '12345' in English while the Chinese request refuses it", async () => {
    const en = await post({ ...valid(), phone: '12345' }, { prefix: '/en' })
    expect(en.body.code).toBe('E0001')
    expect((await readBack((en.body.data as { id: number }).id)).phone).toBe('12345')
    const cn = await post({ ...valid(), phone: '12345' })
    expect(cn.status).toBe(400)
    expect(cn.body.msg).toBe('请输入正确的手机号码')
  })
})

describe('the inbox is staff-only', () => {
  it('is not readable through the public CMS API', async () => {
    const res = await fetch(`${server.baseUrl}/api/cms/leave-words`)
    const body = (await res.json()) as { docs?: unknown[] }
    expect(res.status === 403 || (Array.isArray(body.docs) && body.docs.length === 0)).toBe(true)
  })
})
