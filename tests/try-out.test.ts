import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRIAL_MESSAGES } from '../src/domain/leads/trial-request'
import { captchaFor, lookupIds, postJson } from './setup/leads'
import { startServer } from './setup/server'
import { translate } from './setup/translate'

/**
 * Spec sections 3, 5, 7 and 9: the free trial sample application, POST /api/v1/try_out, two steps (product,
 * applicant) sent as `{ steps: [...] }` in order; POST /api/v1/try_out/check checks the steps so far ("next").
 */
let server: Awaited<ReturnType<typeof startServer>>
let ids: Awaited<ReturnType<typeof lookupIds>>

beforeAll(async () => {
  server = await startServer({ trustedProxyHops: 1 }) // simulates many clients through X-Forwarded-For
  ids = await lookupIds(server.payload)
})
afterAll(async () => {
  await server?.close()
})

const product = () => ({
  step: 'product',
  sku: 'CD002',
  productName: 'mRNA 加帽率检测试剂盒',
  productApplication: '检测 mRNA 疫苗样品的加帽率',
  treeId: ids.treeId,
})
const applicant = (extra: Record<string, unknown> = {}) => ({
  step: 'applicant',
  name: '李雷',
  company: '示例生物科技有限公司',
  department: '研发部',
  phone: '13912345678',
  email: 'li_lei@example.com',
  address: '上海市浦东新区张江路 1 号',
  industryId: ids.industryId,
  areaId: ids.areaId,
  agree: true,
  captchaId: 'x'.repeat(24),
  captchaCode: 'abcd',
  ...extra,
})

const submit = (body: unknown, prefix: '' | '/en' = '') => postJson(server.baseUrl, '/try_out', body, { prefix })
const check = (body: unknown, prefix: '' | '/en' = '') => postJson(server.baseUrl, '/try_out/check', body, { prefix })

describe('a valid application', () => {
  it('is stored in the trial-requests inbox with every field, status new, the language and the accepted terms', async () => {
    const captcha = await captchaFor(server.baseUrl)
    const r = await submit({ steps: [product(), applicant(captcha)] })
    expect(r.status).toBe(200)
    expect(r.body.code).toBe('E0001')
    const id = (r.body.data as { id: number }).id
    const doc = await server.payload.findByID({ collection: 'trial-requests', id, depth: 0, overrideAccess: true })
    const { step: _p, treeId, ...p } = product()
    const { step: _a, industryId, areaId, agree: _agree, captchaId: _i, captchaCode: _c, ...a } = applicant()
    expect(doc).toMatchObject({ ...p, ...a, category: treeId, industry: industryId, area: areaId })
    expect(doc).toMatchObject({ termsAccepted: true, inboxStatus: 'new', locale: 'cn' })
  })

  it('is accepted in English with a non-mainland phone and stored with locale en', async () => {
    const captcha = await captchaFor(server.baseUrl)
    const r = await submit(
      { steps: [product(), applicant({ ...captcha, phone: '+44 7911 123456', name: 'Jane' })] },
      '/en',
    )
    expect(r.body).toMatchObject({ code: 'E0001', msg: 'Success' })
    const doc = await server.payload.findByID({
      collection: 'trial-requests',
      id: (r.body.data as { id: number }).id,
      overrideAccess: true,
    })
    // Issue 16: an international mobile number, stored in E.164.
    expect(doc).toMatchObject({ name: 'Jane', phone: '+447911123456', locale: 'en' })
  })
})

describe('the steps', () => {
  it('"next" on the product step checks only that step', async () => {
    const r = await check({ steps: [product()] })
    expect(r.body).toMatchObject({ code: 'E0001', data: { step: 'product', complete: false } })
  })

  it('refuses the applicant step sent first (out of order) and names the step due', async () => {
    for (const [prefix, locale] of [
      ['', 'cn'],
      ['/en', 'en'],
    ] as const) {
      const r = await submit({ steps: [applicant(), product()] }, prefix)
      expect(r.status).toBe(400)
      expect(r.body.data).toEqual({ step: 'product', field: null })
      const step = translate(locale, 'leads.trialRequest.steps.product')
      expect(r.body.msg).toBe(translate(locale, 'leads.steps.outOfOrder', { step }))
    }
  })

  it('refuses a submission that skips the applicant step, a repeated step and an unknown step', async () => {
    const skipped = await submit({ steps: [product()] })
    expect(skipped.status).toBe(400)
    expect(skipped.body.data).toEqual({ step: 'applicant', field: null })
    expect(skipped.body.msg).toBe('请先完成“申请人信息”')
    const repeated = await submit({ steps: [product(), product()] })
    expect(repeated.body.data).toEqual({ step: 'applicant', field: null })
    const unknown = await submit({ steps: [{ ...product(), step: 'remittance' }, applicant()] })
    expect(unknown.body.data).toEqual({ step: 'product', field: null })
    const flat = await submit({ ...product(), ...applicant() })
    expect(flat.status).toBe(400)
    expect(
      await server.payload.count({ collection: 'trial-requests', where: { sku: { equals: 'never' } } }),
    ).toMatchObject({
      totalDocs: 0,
    })
  })

  it('refuses fields the step does not have', async () => {
    const r = await check({ steps: [{ ...product(), isAdmin: true }] })
    expect(r.status).toBe(400)
    expect(r.body.msg).toContain('isAdmin')
  })
})

/** Every required field: blank gives its message, in both languages, on the step that carries it. */
const required: Array<['product' | 'applicant', string, string]> = [
  ['product', 'sku', TRIAL_MESSAGES.skuRequired],
  ['product', 'productName', TRIAL_MESSAGES.productNameRequired],
  ['product', 'productApplication', TRIAL_MESSAGES.applicationRequired],
  ['product', 'treeId', TRIAL_MESSAGES.categoryRequired],
  ['applicant', 'name', TRIAL_MESSAGES.nameRequired],
  ['applicant', 'company', TRIAL_MESSAGES.companyRequired],
  ['applicant', 'department', TRIAL_MESSAGES.departmentRequired],
  ['applicant', 'phone', TRIAL_MESSAGES.phoneRequired],
  ['applicant', 'email', TRIAL_MESSAGES.emailRequired],
  ['applicant', 'address', TRIAL_MESSAGES.addressRequired],
  ['applicant', 'industryId', TRIAL_MESSAGES.industryRequired],
  ['applicant', 'areaId', TRIAL_MESSAGES.provinceRequired],
  ['applicant', 'captchaCode', TRIAL_MESSAGES.codeRequired],
  ['applicant', 'agree', TRIAL_MESSAGES.termsRequired],
]

const english: Record<string, string> = {
  sku: 'Catalog Number cannot be blank.',
  phone: 'Phone Number cannot be blank.',
  email: 'Email Required',
  captchaCode: 'Verification Code cannot be blank.',
  agree: 'Please confirm the free sample terms',
}

describe.each([
  ['cn', ''],
  ['en', '/en'],
] as const)('messages (%s)', (locale, prefix) => {
  it.each(required)('%s.%s blank or missing gives its message', async (step, field, key) => {
    const blank = field === 'agree' ? false : ''
    const steps = step === 'product' ? [{ ...product(), [field]: blank }] : [product(), applicant({ [field]: blank })]
    const r = await check({ steps }, prefix)
    expect(r.status).toBe(400)
    expect(r.body.data).toEqual({ step, field })
    const fullKey = key.startsWith('leads.') ? key : `forms.${key}`
    expect(r.body.msg).toBe(translate(locale, fullKey))
    if (locale === 'en' && english[field]) expect(r.body.msg).toBe(english[field])
    const { [field]: _gone, ...without } = (step === 'product' ? product() : applicant()) as Record<string, unknown>
    const missing = await check({ steps: step === 'product' ? [without] : [product(), without] }, prefix)
    expect(missing.body.msg).toBe(r.body.msg)
  })

  it('a malformed e-mail gives the e-mail message', async () => {
    const r = await check({ steps: [product(), applicant({ email: 'li.lei@example' })] }, prefix)
    expect(r.body.msg).toBe(translate(locale, 'forms.validation.emailInvalid'))
  })

  it('an over-long field is refused with its limit', async () => {
    const r = await check({ steps: [{ ...product(), sku: 'A'.repeat(51) }] }, prefix)
    expect(r.body.msg).toBe(translate(locale, 'forms.validation.tooLong', { max: 50 }))
  })
})

it('the Chinese form requires a mainland mobile number', async () => {
  const r = await check({ steps: [product(), applicant({ phone: '12345678901' })] })
  expect(r.body.msg).toBe('请输入正确的手机号码')
})

describe('the verification code', () => {
  it('gives one answer for every failure (wrong, unknown, reused) and stores nothing', async () => {
    const before = (await server.payload.count({ collection: 'trial-requests', overrideAccess: true })).totalDocs
    const good = await captchaFor(server.baseUrl)
    const wrong = await submit({ steps: [product(), applicant({ ...good, captchaCode: 'zzzz' })] })
    const reused = await submit({ steps: [product(), applicant(good)] })
    const unknown = await submit({ steps: [product(), applicant({ captchaId: 'A'.repeat(24), captchaCode: 'abcd' })] })
    for (const r of [wrong, reused, unknown]) {
      expect(r.status).toBe(400)
      expect(r.body).toEqual(wrong.body)
    }
    expect(wrong.body.msg).toBe(translate('cn', 'api.captchaInvalid'))
    expect((await server.payload.count({ collection: 'trial-requests', overrideAccess: true })).totalDocs).toBe(before)
  })
})

describe('abuse', () => {
  it('limits submissions per address (429 with Retry-After)', async () => {
    const ip = '10.99.0.1'
    const answers = []
    for (let i = 0; i < 6; i++) answers.push(await postJson(server.baseUrl, '/try_out', { steps: [product()] }, { ip }))
    expect(answers.slice(0, 5).every((r) => r.status === 400)).toBe(true)
    expect(answers[5]?.status).toBe(429)
    expect(Number(answers[5]?.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('refuses a body over 16 KiB with 413 and a cross-site post with 403', async () => {
    const big = await postJson(server.baseUrl, '/try_out', {
      steps: [{ ...product(), productApplication: 'x'.repeat(17_000) }],
    })
    expect(big.status).toBe(413)
    const cross = await postJson(
      server.baseUrl,
      '/try_out',
      { steps: [product()] },
      { headers: { origin: 'https://evil.example' } },
    )
    expect(cross.status).toBe(403)
  })

  it('refuses a category, industry or province that is not in the lists', async () => {
    const captcha = await captchaFor(server.baseUrl)
    const r = await submit({ steps: [{ ...product(), treeId: 999_999 }, applicant(captcha)] })
    expect(r.status).toBe(400)
    expect(r.body.data).toEqual({ step: 'product', field: 'treeId' })
    expect(r.body.msg).toBe(translate('cn', 'forms.validation.notInList'))
  })
})
