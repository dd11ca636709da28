import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemberSession } from '../src/auth/member-sessions'
import { hashPassword } from '../src/auth/passwords'
import { type CallOptions, call, freshEmail, freshIp, freshPhone, sessionCookieOf, smsCode } from './setup/accounts'
import { lookupIds } from './setup/leads'
import { startServer } from './setup/server'
import { translate } from './setup/translate'

/**
 * Issue 21, the user centre's account pages through /api/v1: profile, change password, change phone (codes to
 * the old and the new number), address book and invoice titles (the records the checkout review offers), and the
 * history of the member's submissions. Owner only; bad input is a localized 400 with the field's message.
 */
let server: Awaited<ReturnType<typeof startServer>>
let ids: Awaited<ReturnType<typeof lookupIds>>

beforeAll(async () => {
  server = await startServer({ trustedProxyHops: 1 })
  ids = await lookupIds(server.payload)
})
afterAll(async () => {
  await server?.close()
})

const PASSWORD = 'Pipette-42x'

interface TestMember {
  id: number
  email: string
  phone: string
  token: string
  ip: string
}

async function newMember(): Promise<TestMember> {
  const email = freshEmail('uc')
  const phone = freshPhone()
  const member = await server.payload.create({
    collection: 'members',
    data: {
      email,
      phone,
      name: '韩梅梅',
      company: '示例大学',
      department: '化学系',
      area: ids.areaId,
      industry: ids.industryId,
      agreedAt: new Date().toISOString(),
      passwordHash: await hashPassword(PASSWORD),
    },
    overrideAccess: true,
  })
  return { id: member.id, email, phone, token: await createMemberSession(server.payload, member.id), ip: freshIp() }
}

function as(m: TestMember, extra: CallOptions = {}): CallOptions {
  return { bearer: m.token, ip: m.ip, ...extra }
}

const put = (m: TestMember, path: string, body: unknown, extra: CallOptions = {}) =>
  call(server.baseUrl, path, body, as(m, { method: 'PUT', ...extra }))
const post = (m: TestMember, path: string, body: unknown, extra: CallOptions = {}) =>
  call(server.baseUrl, path, body, as(m, { method: 'POST', ...extra }))
const get = (m: TestMember | null, path: string, extra: CallOptions = {}) =>
  call(server.baseUrl, path, undefined, m ? as(m, extra) : extra)
const del = (m: TestMember, path: string) => call(server.baseUrl, path, undefined, as(m, { method: 'DELETE' }))

type Errors = { errors: Record<string, string> }
type BookList<T = Record<string, unknown>> = { list: Array<T & { id: number; isDefault: boolean }> }

const ADDRESS = {
  recipient: '张三',
  phone: '13912345678',
  province: '上海市',
  city: '上海市',
  district: '浦东新区',
  street: '张江路 100 号',
  postcode: '201203',
}

const SPECIAL = {
  type: 'special',
  title: '示例生物科技有限公司',
  taxId: '91310000MA1K000000',
  bank: '招商银行上海分行',
  account: '6225 8800 1234 5678',
  registeredAddress: '上海市浦东新区张江路 100 号',
  registeredPhone: '021-55550000',
  email: 'invoice@example.com',
}

describe('members only', () => {
  it('answers 401 to a visitor without a session on every user-centre endpoint', async () => {
    for (const [method, path] of [
      ['GET', '/user/profile'],
      ['PUT', '/user/profile'],
      ['PUT', '/user/password'],
      ['PUT', '/user/phone'],
      ['GET', '/user/addresses'],
      ['POST', '/user/addresses'],
      ['PUT', '/user/addresses/1'],
      ['DELETE', '/user/addresses/1'],
      ['PUT', '/user/addresses/1/default'],
      ['GET', '/user/invoice-titles'],
      ['POST', '/user/invoice-titles'],
      ['GET', '/user/history'],
    ] as const) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {}
      const answer = await call(server.baseUrl, path, body, { method, ip: freshIp() })
      expect(answer.status, `${method} ${path}`).toBe(401)
      expect(answer.body.code).toBe('E0401')
    }
  })

  it('refuses a write from another site (Origin) with 403', async () => {
    const m = await newMember()
    const answer = await post(m, '/user/addresses', ADDRESS, { headers: { origin: 'https://evil.example' } })
    expect(answer.status).toBe(403)
    expect((await get(m, '/user/addresses')).body.data).toEqual({ list: [] })
  })
})

describe('profile', () => {
  it('reads and edits the own profile', async () => {
    const m = await newMember()
    const before = await get(m, '/user/profile')
    expect(before.status).toBe(200)
    expect(before.body.data).toMatchObject({ email: m.email, phone: m.phone, name: '韩梅梅', areaId: ids.areaId })
    const industries = await server.payload.find({ collection: 'industries', limit: 2, sort: '-id' })
    const industryId = industries.docs[0]?.id as number
    const saved = await put(m, '/user/profile', {
      name: '韩梅',
      company: '示例研究院',
      department: '蛋白组',
      areaId: ids.areaId,
      industryId,
    })
    expect(saved.status, saved.body.msg).toBe(200)
    expect(saved.body.msg).toBe('已保存')
    const after = await get(m, '/user/profile')
    expect(after.body.data).toMatchObject({ name: '韩梅', company: '示例研究院', department: '蛋白组', industryId })
  })

  it('refuses bad input with a localized 400 naming each field, and changes nothing', async () => {
    const m = await newMember()
    for (const prefix of ['', '/en'] as const) {
      const locale = prefix ? 'en' : 'cn'
      const answer = await put(
        m,
        '/user/profile',
        { name: '  ', company: 'x'.repeat(101), department: '组', areaId: 999999, industryId: 'abc' },
        { prefix },
      )
      expect(answer.status).toBe(400)
      expect(answer.body.code).toBe('E0400')
      const { errors } = answer.body.data as Errors
      expect(errors.name).toBe(translate(locale, 'account.validation.nameRequired'))
      expect(errors.company).toBe(translate(locale, 'account.validation.tooLong'))
      expect(errors.industryId).toBe(translate(locale, 'account.validation.notInList'))
      expect(answer.body.msg).toBe(errors.name)
    }
    const unknownArea = await put(m, '/user/profile', {
      name: 'A',
      company: 'B',
      department: 'C',
      areaId: 999999,
      industryId: ids.industryId,
    })
    expect(unknownArea.status).toBe(400)
    expect((unknownArea.body.data as Errors).errors.areaId).toBe(translate('cn', 'account.validation.areaRequired'))
    const extra = await put(m, '/user/profile', {
      name: 'A',
      company: 'B',
      department: 'C',
      areaId: ids.areaId,
      industryId: ids.industryId,
      email: 'other@example.com',
    })
    expect(extra.status).toBe(400)
    expect((await get(m, '/user/profile')).body.data).toMatchObject({ name: '韩梅梅', email: m.email })
  })
})

describe('change password', () => {
  it('refuses a wrong current password and a weak new one', async () => {
    const m = await newMember()
    const wrong = await put(m, '/user/password', {
      currentPassword: 'Not-the-one-1',
      password: 'Centrifuge-77',
      confirmPassword: 'Centrifuge-77',
    })
    expect(wrong.status).toBe(400)
    expect((wrong.body.data as Errors).errors.currentPassword).toBe('当前密码不正确')
    const weak = await put(
      m,
      '/user/password',
      { currentPassword: PASSWORD, password: 'short1', confirmPassword: 'short1' },
      { prefix: '/en' },
    )
    expect(weak.status).toBe(400)
    expect((weak.body.data as Errors).errors.password).toBe(translate('en', 'account.validation.passwordRule'))
    const mismatch = await put(m, '/user/password', {
      currentPassword: PASSWORD,
      password: 'Centrifuge-77',
      confirmPassword: 'Centrifuge-78',
    })
    expect((mismatch.body.data as Errors).errors.confirmPassword).toBe(
      translate('cn', 'account.validation.passwordMismatch'),
    )
    const login = await call(server.baseUrl, '/auth/login', { username: m.email, password: PASSWORD })
    expect(login.status, 'the old password still works').toBe(200)
  })

  it('changes it, keeps this session, ends the others, and the new password logs in', async () => {
    const m = await newMember()
    const other = await createMemberSession(server.payload, m.id)
    const changed = await put(m, '/user/password', {
      currentPassword: PASSWORD,
      password: 'Centrifuge-77',
      confirmPassword: 'Centrifuge-77',
    })
    expect(changed.status, changed.body.msg).toBe(200)
    expect((await get(m, '/user/profile')).status).toBe(200)
    expect((await call(server.baseUrl, '/user/profile', undefined, { bearer: other })).status).toBe(401)
    const old = await call(server.baseUrl, '/auth/login', { username: m.email, password: PASSWORD }, { ip: freshIp() })
    expect(old.status).toBe(400)
    const fresh = await call(
      server.baseUrl,
      '/auth/login',
      { username: m.email, password: 'Centrifuge-77' },
      { ip: freshIp() },
    )
    expect(fresh.status).toBe(200)
    expect(sessionCookieOf(fresh)).toBeTruthy()
  })
})

describe('change phone', () => {
  it('needs the right code of the old number and of the new one', async () => {
    const m = await newMember()
    const newPhone = freshPhone()
    const oldCode = await smsCode(server.baseUrl, m.phone, 'bind', as(m))
    const newCode = await smsCode(server.baseUrl, newPhone, 'bind', as(m))
    const wrongOld = await put(m, '/user/phone', {
      oldCode: oldCode === '000000' ? '111111' : '000000',
      phone: newPhone,
      code: newCode,
    })
    expect(wrongOld.status).toBe(400)
    expect(Object.keys((wrongOld.body.data as Errors).errors)).toEqual(['oldCode'])
    const wrongNew = await put(m, '/user/phone', {
      oldCode,
      phone: newPhone,
      code: newCode === '000000' ? '111111' : '000000',
    })
    expect(wrongNew.status).toBe(400)
    expect((wrongNew.body.data as Errors).errors.code).toBe('新手机号验证码不正确或已过期')
    const swapped = await put(m, '/user/phone', { oldCode: newCode, phone: newPhone, code: oldCode })
    expect(swapped.status, 'each code belongs to its own number').toBe(400)
    expect((await get(m, '/user/profile')).body.data).toMatchObject({ phone: m.phone })

    const ok = await put(m, '/user/phone', { oldCode, phone: newPhone, code: newCode })
    expect(ok.status, ok.body.msg).toBe(200)
    expect((await get(m, '/user/profile')).body.data).toMatchObject({ phone: newPhone })
    const again = await put(m, '/user/phone', { oldCode, phone: freshPhone(), code: newCode })
    expect(again.status, 'the codes were used').toBe(400)
  })

  it("refuses another member's number, and needs both codes in the body", async () => {
    const m = await newMember()
    const other = await newMember()
    const taken = await put(
      m,
      '/user/phone',
      { oldCode: '123456', phone: other.phone, code: '123456' },
      {
        prefix: '/en',
      },
    )
    expect(taken.status).toBe(400)
    expect((taken.body.data as Errors).errors.phone).toBe('This number belongs to another account')
    const missing = await put(m, '/user/phone', { phone: freshPhone(), code: '123456' })
    expect(missing.status).toBe(400)
    expect((missing.body.data as Errors).errors.oldCode).toBe(translate('cn', 'account.validation.codeRequired'))
    expect((await get(other, '/user/profile')).body.data).toMatchObject({ phone: other.phone })
  })

  it('no longer lets the first-login bind replace a number the member already has', async () => {
    const m = await newMember()
    const newPhone = freshPhone()
    const code = await smsCode(server.baseUrl, newPhone, 'bind', as(m))
    const bind = await post(m, '/user/phone/message', { phone: newPhone, code })
    expect(bind.status).toBe(409)
    expect((await get(m, '/user/profile')).body.data).toMatchObject({ phone: m.phone })
  })
})

describe('address book', () => {
  it('adds, lists (default first, as the checkout review offers them), edits, sets default and deletes', async () => {
    const m = await newMember()
    const first = await post(m, '/user/addresses', ADDRESS)
    expect(first.status, first.body.msg).toBe(200)
    const firstId = (first.body.data as { id: number }).id
    const second = await post(m, '/user/addresses', { ...ADDRESS, recipient: '李四', postcode: '' })
    const secondId = (second.body.data as { id: number }).id
    let list = (await get(m, '/user/addresses')).body.data as BookList<typeof ADDRESS>
    expect(list.list.map((a) => [a.id, a.isDefault])).toEqual([
      [firstId, true],
      [secondId, false],
    ])
    expect(list.list[1]?.postcode).toBeNull()

    const made = await put(m, `/user/addresses/${secondId}/default`, undefined)
    expect(made.status).toBe(200)
    const book = await get(m, '/order/address-book')
    expect((book.body.data as { addresses: Array<{ id: number }> }).addresses.map((a) => a.id)).toEqual([
      secondId,
      firstId,
    ])

    const edited = await put(m, `/user/addresses/${firstId}`, { ...ADDRESS, street: '科苑路 1 号' })
    expect(edited.status, edited.body.msg).toBe(200)
    list = (await get(m, '/user/addresses')).body.data as BookList<typeof ADDRESS>
    expect(
      list.list.map((a) => a.id),
      'editing another keeps the default first',
    ).toEqual([secondId, firstId])
    expect(list.list[1]?.street).toBe('科苑路 1 号')

    const removed = await del(m, `/user/addresses/${secondId}`)
    expect(removed.status).toBe(200)
    list = (await get(m, '/user/addresses')).body.data as BookList<typeof ADDRESS>
    expect(list.list.map((a) => [a.id, a.isDefault])).toEqual([[firstId, true]])
  })

  it("keeps another member's addresses out of reach", async () => {
    const owner = await newMember()
    const intruder = await newMember()
    const { id } = (await post(owner, '/user/addresses', ADDRESS)).body.data as { id: number }
    expect(((await get(intruder, '/user/addresses')).body.data as BookList).list).toEqual([])
    const edit = await put(intruder, `/user/addresses/${id}`, { ...ADDRESS, recipient: '王五' })
    expect(edit.status).toBe(404)
    expect((await put(intruder, `/user/addresses/${id}/default`, undefined)).status).toBe(404)
    expect((await del(intruder, `/user/addresses/${id}`)).status).toBe(404)
    const list = (await get(owner, '/user/addresses')).body.data as BookList<typeof ADDRESS>
    expect(list.list.map((a) => [a.id, a.recipient])).toEqual([[id, '张三']])
  })

  it('refuses bad input with the checkout review’s localized field messages', async () => {
    const m = await newMember()
    for (const prefix of ['', '/en'] as const) {
      const locale = prefix ? 'en' : 'cn'
      const answer = await post(m, '/user/addresses', { ...ADDRESS, recipient: '', postcode: '12' }, { prefix })
      expect(answer.status).toBe(400)
      const { errors } = answer.body.data as Errors
      expect(errors.recipient).toBe(translate(locale, 'orders.checkout.errors.required'))
      expect(errors.postcode).toBe(translate(locale, 'orders.checkout.errors.postcode'))
    }
    expect((await put(m, '/user/addresses/abc', ADDRESS)).status).toBe(404)
    expect((await post(m, '/user/addresses', { ...ADDRESS, member: 1 })).status).toBe(400)
    expect(((await get(m, '/user/addresses')).body.data as BookList).list).toEqual([])
  })
})

describe('invoice titles', () => {
  it('keeps ordinary and special VAT titles with their own fields, default first', async () => {
    const m = await newMember()
    const special = await post(m, '/user/invoice-titles', SPECIAL)
    expect(special.status, special.body.msg).toBe(200)
    const specialId = (special.body.data as { id: number }).id
    const ordinary = await post(m, '/user/invoice-titles?default=true', {
      type: 'ordinary',
      title: '示例大学',
      email: '',
    })
    expect(ordinary.status, ordinary.body.msg).toBe(200)
    const ordinaryId = (ordinary.body.data as { id: number }).id
    const list = ((await get(m, '/user/invoice-titles')).body.data as BookList<typeof SPECIAL>).list
    expect(list.map((t) => [t.id, t.isDefault])).toEqual([
      [ordinaryId, true],
      [specialId, false],
    ])
    expect(list[1]).toMatchObject({ bank: SPECIAL.bank, registeredPhone: SPECIAL.registeredPhone })
    const book = await get(m, '/order/address-book')
    expect((book.body.data as { invoiceTitles: Array<{ id: number }> }).invoiceTitles[0]?.id).toBe(ordinaryId)

    // A special title made ordinary keeps no bank details.
    const { bank: _b, account: _a, registeredAddress: _r, registeredPhone: _p, ...plain } = SPECIAL
    const changed = await put(m, `/user/invoice-titles/${specialId}`, { ...plain, type: 'ordinary' })
    expect(changed.status, changed.body.msg).toBe(200)
    const after = ((await get(m, '/user/invoice-titles')).body.data as BookList<typeof SPECIAL>).list
    expect(after.find((t) => t.id === specialId)).toMatchObject({ type: 'ordinary', bank: null, account: null })
    expect(after[0]?.id, 'the default stays first').toBe(ordinaryId)
  })

  it('refuses a special title without bank details, "no invoice", and other members', async () => {
    const m = await newMember()
    const { bank: _bank, ...noBank } = SPECIAL
    const answer = await post(m, '/user/invoice-titles', { ...noBank, taxId: 'x' }, { prefix: '/en' })
    expect(answer.status).toBe(400)
    const { errors } = answer.body.data as Errors
    expect(errors.bank).toBe(translate('en', 'orders.checkout.errors.required'))
    expect(errors.taxId).toBe(translate('en', 'orders.checkout.errors.taxId'))
    expect((await post(m, '/user/invoice-titles', { type: 'none' })).status).toBe(400)

    const { id } = (await post(m, '/user/invoice-titles', SPECIAL)).body.data as { id: number }
    const intruder = await newMember()
    expect((await put(intruder, `/user/invoice-titles/${id}`, SPECIAL)).status).toBe(404)
    expect((await del(intruder, `/user/invoice-titles/${id}`)).status).toBe(404)
    expect(((await get(intruder, '/user/invoice-titles')).body.data as BookList).list).toEqual([])
    expect((await del(m, `/user/invoice-titles/${id}`)).status).toBe(200)
  })
})

describe('history', () => {
  async function submissions(m: TestMember) {
    const person = {
      name: '韩梅梅',
      company: '示例大学',
      department: '化学系',
      email: m.email,
      phone: m.phone,
      area: ids.areaId,
      industry: ids.industryId,
      member: m.id,
      inboxStatus: 'new' as const,
    }
    const enquiry = await server.payload.create({
      collection: 'enquiries',
      data: { ...person, catalogNumber: 'CD001', productName: 'IL-2', content: '询价 10 支' },
      overrideAccess: true,
    })
    await new Promise((resolve) => setTimeout(resolve, 5))
    const coa = await server.payload.create({
      collection: 'coa-requests',
      data: {
        name: person.name,
        dept: person.company,
        catalogNumbers: 'CD002',
        lotNumber: 'L2301',
        member: m.id,
        inboxStatus: 'new',
      },
      overrideAccess: true,
    })
    await new Promise((resolve) => setTimeout(resolve, 5))
    const trial = await server.payload.create({
      collection: 'trial-requests',
      data: {
        ...person,
        sku: 'CD003',
        productName: 'TNF-α',
        productApplication: 'ELISA',
        address: '上海市',
        inboxStatus: 'in_progress' as const,
      },
      overrideAccess: true,
    })
    return { enquiry, coa, trial }
  }

  it("lists the member's submissions newest first with localized status and kind, paginated", async () => {
    const m = await newMember()
    const other = await newMember()
    const { enquiry, coa, trial } = await submissions(m)
    const all = await get(m, '/user/history')
    expect(all.status).toBe(200)
    const data = all.body.data as {
      list: Array<{ kind: string; id: number; title: string; status: string; statusText: string; kindText: string }>
      total: number
    }
    expect(data.total).toBe(3)
    expect(data.list.map((e) => [e.kind, e.id])).toEqual([
      ['trial-requests', trial.id],
      ['coa-requests', coa.id],
      ['enquiries', enquiry.id],
    ])
    expect(data.list[0]).toMatchObject({ status: 'in_progress', statusText: '处理中', kindText: '试用申请' })
    expect(data.list[2]).toMatchObject({ title: 'CD001 · IL-2', statusText: '已提交' })

    const en = await get(m, '/user/history?size=1&page=2', { prefix: '/en' })
    const page = en.body.data as typeof data & { page: number; size: number }
    expect(page).toMatchObject({ total: 3, page: 2, size: 1 })
    expect(page.list.map((e) => [e.id, e.kindText, e.statusText])).toEqual([[coa.id, 'COA request', 'Submitted']])

    const onlyEnquiries = (await get(m, '/user/history?kind=enquiries')).body.data as typeof data
    expect(onlyEnquiries.list.map((e) => e.id)).toEqual([enquiry.id])

    expect((await get(other, '/user/history')).body.data).toMatchObject({ list: [], total: 0 })
  })

  it("lists a trial request submitted with the member's session (the use case links it to the member)", async () => {
    const m = await newMember()
    const { submitTrialRequest } = await import('../src/server/leads/submit-trial-request')
    const industry = await server.payload.find({
      collection: 'industries',
      where: { code: { in: ['academic', 'industrial'] } },
      limit: 1,
      overrideAccess: true,
    })
    const { id } = await submitTrialRequest(
      { payload: server.payload, locale: 'en', admit: async () => ({ memberId: m.id }) },
      {
        product: { sku: 'CD009', productName: 'IL-6', productApplication: 'ELISA', treeId: ids.treeId },
        applicant: {
          name: 'Li Lei',
          company: 'Example University',
          department: 'Biology',
          phone: m.phone,
          email: m.email,
          address: 'Shanghai',
          industryId: industry.docs[0]?.id as number,
          areaId: ids.areaId,
          agree: true,
          captchaId: 'x',
          captchaCode: 'x',
        },
      },
    )
    const list = (await get(m, '/user/history?kind=trial-requests', { prefix: '/en' })).body.data as {
      list: Array<{ id: number; title: string; kindText: string }>
    }
    expect(list.list).toEqual([expect.objectContaining({ id, title: 'CD009 · IL-6', kindText: 'Trial application' })])
  })

  it('bounds the page size and refuses unknown parameters with a localized 400', async () => {
    const m = await newMember()
    for (const query of ['size=500', 'page=0', 'kind=orders', 'sort=id']) {
      const answer = await get(m, `/user/history?${query}`, { prefix: '/en' })
      expect(answer.status, query).toBe(400)
      expect(answer.body.msg).toBe('Invalid query parameters')
    }
  })
})
