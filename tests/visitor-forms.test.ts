import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settleMailDeliveries } from '../src/server/notifications/mail-queue'
import {
  call,
  freshEmail,
  freshIp,
  freshPhone,
  lastSms,
  sendCode,
  sessionCookieOf,
  smsCode,
  waitFor,
} from './setup/accounts'
import { captchaFor, postJson } from './setup/leads'
import { startServer } from './setup/server'
import { translate } from './setup/translate'

/**
 * Issue 16 ("Real visitors, both languages"), points 1, 2, 11 and 14 through the API:
 * 1. addresses with a dot or '+' before the @ are accepted by registration, login and every lead form;
 * 2. international mobile numbers (E.164) are accepted where the area is outside mainland China or on the English
 *    site, refused with the spec's message for a mainland area on the Chinese site; SMS codes reach them;
 * 11. /users/info hands the member's area and industry ids to the forms' pre-fill;
 * 14. the trial and suggestion forms take only the spec's two industries.
 */
let server: Awaited<ReturnType<typeof startServer>>
let shanghai: number
let overseas: number
let academic: number
let hospital: number
let treeId: number

beforeAll(async () => {
  // The test client stands for several visitors (X-Forwarded-For per request): a trusted proxy here.
  server = await startServer({ trustedProxyHops: 1 })
  const area = async (code: string) =>
    (await server.payload.find({ collection: 'areas', where: { code: { equals: code } }, limit: 1 })).docs[0]
      ?.id as number
  const industry = async (code: string) =>
    (await server.payload.find({ collection: 'industries', where: { code: { equals: code } }, limit: 1 })).docs[0]
      ?.id as number
  shanghai = await area('31')
  overseas = await area('00')
  academic = await industry('academic')
  hospital = await industry('hospital')
  treeId =
    ((await server.payload.find({ collection: 'categories', where: { parent: { equals: 2 } }, limit: 1 })).docs[0]
      ?.id as number) ?? 2
})
afterAll(async () => {
  await settleMailDeliveries()
  await server?.close()
})

const PASSWORD = 'Pipette-42x'

/** A registration body (POST /user): an Oxford biochemist outside mainland China unless overridden. */
function registration(overrides: Record<string, unknown>) {
  return {
    username: freshEmail('intl'),
    name: 'Jane Doe',
    company: 'University of Oxford',
    department: 'Biochemistry',
    phone: '+447911123456',
    code: '123456',
    areaId: overseas,
    industryId: academic,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    agreePrivacy: true,
    agreeMarketing: true,
    ...overrides,
  }
}

const INSTITUTIONAL = ['zhang.san@sjtu.edu.cn', 'anna.schmidt@embl.de', 'a+b@x.com', 'j.smith+coa@ox.ac.uk']
const cnPhoneMessage = translate('cn', 'forms.validation.phoneInvalid')
const enPhoneMessage = translate('en', 'forms.validation.phoneInvalid')

const leaveWord = (extra: Record<string, unknown> = {}) => ({
  name: 'Anna Schmidt',
  company: 'EMBL',
  department: 'Structural Biology',
  address: shanghai,
  phone: '13912345678',
  email: 'anna.schmidt@embl.de',
  content: 'Please send a quote.',
  ...extra,
})
const enquiry = (extra: Record<string, unknown> = {}) => ({
  catalogNumber: 'CD002',
  name: '张三',
  company: '上海交通大学',
  department: '生命科学学院',
  industry: academic,
  phone: '13912345678',
  email: 'zhang.san@sjtu.edu.cn',
  area: shanghai,
  content: '请报价',
  ...extra,
})
const coa = (extra: Record<string, unknown> = {}) => ({
  name: '张三',
  catalogNumbers: 'CD002',
  lotNumber: 'L001',
  dept: '生命科学学院',
  email: 'zhang.san@sjtu.edu.cn',
  phone: '',
  areaId: shanghai,
  industryId: academic,
  ...extra,
})
const suggestion = (extra: Record<string, unknown> = {}) => ({
  productName: 'IL-38',
  expressionRange: 'Met1-Trp152',
  quantity: '1 mg',
  purpose: 'Binding assays',
  quality: 'Purity > 95%',
  deliveryTime: '4 weeks',
  otherRequirements: 'Carrier free',
  name: 'Anna Schmidt',
  company: 'EMBL',
  department: 'Structural Biology',
  region: shanghai,
  email: 'anna.schmidt@embl.de',
  phone: '13912345678',
  industry: academic,
  ...extra,
})
async function trial(extra: Record<string, unknown>, prefix: '' | '/en' = '') {
  const captcha = await captchaFor(server.baseUrl)
  return postJson(
    server.baseUrl,
    '/try_out',
    {
      steps: [
        { step: 'product', sku: 'CD002', productName: 'Kit', productApplication: 'Capping assay', treeId },
        {
          step: 'applicant',
          name: 'Zhang San',
          company: 'SJTU',
          department: 'Life Sciences',
          phone: '13912345678',
          email: 'zhang.san@sjtu.edu.cn',
          address: 'Dongchuan Rd 800',
          industryId: academic,
          areaId: shanghai,
          agree: true,
          ...captcha,
          ...extra,
        },
      ],
    },
    { prefix },
  )
}

describe('issue 16 point 1: e-mail addresses with a dot or + before the @', () => {
  it.each(INSTITUTIONAL)('leave_word, enquiry, coa, suggest and try_out accept %s', async (email) => {
    expect((await postJson(server.baseUrl, '/leave_word', leaveWord({ email }))).body.code).toBe('E0001')
    expect((await postJson(server.baseUrl, '/enquiry', enquiry({ email }))).body.code).toBe('E0001')
    expect((await postJson(server.baseUrl, '/coa', coa({ email }))).body.code).toBe('E0001')
    expect((await postJson(server.baseUrl, '/suggest', suggestion({ email }))).body.code).toBe('E0001')
    const r = await trial({ email })
    expect(r.body.msg).toBe('成功')
    const stored = await server.payload.find({
      collection: 'enquiries',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(1)
  })

  it('still refuses a malformed address with the spec messages, in both languages', async () => {
    const bad = 'zhang,san@sjtu.edu.cn'
    const en = await postJson(server.baseUrl, '/enquiry', enquiry({ email: bad }), { prefix: '/en' })
    expect(en.body).toMatchObject({ code: 'E0400', msg: 'Please Enter The Correct Email Address' })
    const s = await postJson(server.baseUrl, '/suggest', suggestion({ email: 'a.b@x.technology' }), { prefix: '/en' })
    expect(s.body).toMatchObject({ code: 'E0400', msg: 'Please enter the correct email address' })
  })

  it('registration and e-mail login accept first.last+tag@ addresses', async () => {
    const ip = freshIp()
    const username = `li.lei+${process.pid}.${Date.now()}@pku.edu.cn`
    const phone = freshPhone()
    const code = await smsCode(server.baseUrl, phone, 'register', { ip })
    const form = registration({ username, name: '李雷', company: '北京大学', phone, code, areaId: shanghai })
    const registered = await call(server.baseUrl, '/user', form, { ip })
    expect(registered.status, registered.body.msg).toBe(200)
    const login = await call(server.baseUrl, '/auth/login', { username, password: PASSWORD }, { ip })
    expect(login.status, login.body.msg).toBe(200)
    expect(sessionCookieOf(login)).toBeTruthy()
  })
})

describe('issue 16 point 2: international phones', () => {
  it('lead forms take an international number on the English site and store it in E.164', async () => {
    const phone = '+49 151 23456789'
    const en = { prefix: '/en' as const }
    expect((await postJson(server.baseUrl, '/enquiry', enquiry({ phone }), en)).body.code).toBe('E0001')
    expect((await postJson(server.baseUrl, '/suggest', suggestion({ phone }), en)).body.code).toBe('E0001')
    expect((await postJson(server.baseUrl, '/coa', coa({ phone }), en)).body.code).toBe('E0001')
    expect((await trial({ phone }, '/en')).body.code).toBe('E0001')
    const stored = await server.payload.find({
      collection: 'suggestions',
      where: { phone: { equals: '+4915123456789' } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(1)
  })

  it('the Chinese site takes one for the area outside mainland China', async () => {
    const phone = '+852 9123 4567'
    expect((await postJson(server.baseUrl, '/enquiry', enquiry({ phone, area: overseas }))).body.code).toBe('E0001')
    expect((await postJson(server.baseUrl, '/suggest', suggestion({ phone, region: overseas }))).body.code).toBe(
      'E0001',
    )
    expect((await postJson(server.baseUrl, '/coa', coa({ phone, areaId: overseas }))).body.code).toBe('E0001')
    expect((await postJson(server.baseUrl, '/leave_word', leaveWord({ phone, address: overseas }))).body.code).toBe(
      'E0001',
    )
    expect((await trial({ phone, areaId: overseas })).body.code).toBe('E0001')
  })

  it('the Chinese site refuses one for a mainland area with the spec message', async () => {
    const phone = '+852 9123 4567'
    for (const [path, body] of [
      ['/enquiry', enquiry({ phone })],
      ['/suggest', suggestion({ phone })],
      ['/leave_word', leaveWord({ phone })],
    ] as const) {
      const r = await postJson(server.baseUrl, path, body)
      expect(r.status, path).toBe(400)
      expect(r.body.msg, path).toBe(cnPhoneMessage)
    }
    const c = await postJson(server.baseUrl, '/coa', coa({ phone }))
    expect(c.body.msg).toBe(translate('cn', 'leads.coa.messages.phoneInvalid'))
    const t = await trial({ phone })
    expect(t.body).toMatchObject({ code: 'E0400', data: { step: 'applicant', field: 'phone' }, msg: cnPhoneMessage })
  })

  it('refuses landlines and malformed numbers everywhere with the spec messages', async () => {
    for (const phone of ['+49 30 1234567', '+44 123', '12345678901', '7911 123456']) {
      const r = await postJson(server.baseUrl, '/enquiry', enquiry({ phone, area: overseas }), { prefix: '/en' })
      expect(r.body, phone).toMatchObject({ code: 'E0400', msg: enPhoneMessage })
    }
    expect(enPhoneMessage).toBe('Please enter the correct mobile phone number')
  })

  it('registers with an international number (area outside mainland China), codes through the SMS interface, phone login', async () => {
    const ip = freshIp()
    const typed = `+44 7911 123${String(100 + (process.pid % 800))}`
    const e164 = typed.replace(/\s/g, '')
    const sent1 = await sendCode(server.baseUrl, { purpose: 'register', phone: typed }, { ip })
    expect(sent1.status, sent1.body.msg).toBe(200)
    // The local outbox records the E.164 number.
    const code = (await waitFor(() => lastSms(e164))).code as string
    expect(code).toMatch(/^\d{6}$/)
    const form = registration({ phone: typed, code })
    const registered = await call(server.baseUrl, '/user', form, { ip })
    expect(registered.status, registered.body.msg).toBe(200)
    const member = await server.payload.find({
      collection: 'members',
      where: { email: { equals: form.username } },
      overrideAccess: true,
    })
    expect(member.docs[0]?.phone).toBe(e164)

    // Phone login on the English site, the number typed another way (00 prefix): the E.164 number gets the code
    // (a second number: a number gets one code a minute).
    const other = `+49151234${String(10000 + (process.pid % 80000)).padStart(5, '0')}`
    await server.payload.update({
      collection: 'members',
      id: member.docs[0]?.id as number,
      data: { phone: other },
      overrideAccess: true,
    })
    const sent = await call(
      server.baseUrl,
      '/code/send',
      { purpose: 'login', phone: `00${other.slice(1)}`, ...(await captchaFor(server.baseUrl)) },
      { ip, prefix: '/en' },
    )
    expect(sent.status, sent.body.msg).toBe(200)
    const line = await waitFor(() => lastSms(other))
    const login = await call(server.baseUrl, '/auth/login', { phone: other, code: line.code }, { ip, prefix: '/en' })
    expect(login.status, login.body.msg).toBe(200)
    expect(sessionCookieOf(login)).toBeTruthy()
  })

  it('code requests for one number typed two ways share one rate limit (keyed on the normalized number)', async () => {
    const ip = freshIp()
    const first = await call(
      server.baseUrl,
      '/code/send',
      { purpose: 'register', phone: '+61 412 345 678', ...(await captchaFor(server.baseUrl)) },
      { ip },
    )
    expect(first.status).toBe(200)
    const again = await call(
      server.baseUrl,
      '/code/send',
      { purpose: 'register', phone: '0061412345678', ...(await captchaFor(server.baseUrl)) },
      { ip },
    )
    expect(again.status).toBe(429)
  })

  it('registration on the Chinese site refuses an international number for a mainland area', async () => {
    const r = await call(server.baseUrl, '/user', registration({ areaId: shanghai }))
    expect(r.status).toBe(400)
    expect(r.body.msg).toBe(translate('cn', 'account.validation.phoneInvalid'))
  })
})

describe('issue 16 point 14: the trial and suggestion forms take the spec’s two industries', () => {
  it('refuses another industry with the not-in-list message', async () => {
    const s = await postJson(server.baseUrl, '/suggest', suggestion({ industry: hospital }))
    expect(s.body).toMatchObject({ code: 'E0400', msg: translate('cn', 'forms.validation.notInList') })
    const t = await trial({ industryId: hospital })
    expect(t.body).toMatchObject({ code: 'E0400', data: { step: 'applicant', field: 'industryId' } })
    // The enquiry keeps the full list.
    expect((await postJson(server.baseUrl, '/enquiry', enquiry({ industry: hospital }))).body.code).toBe('E0001')
  })
})
