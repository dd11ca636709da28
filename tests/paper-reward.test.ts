import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMemberSession } from '../src/auth/member-sessions'
import { idCheckChar } from '../src/domain/leads/mainland-id'
import { PAPER_AWARD_MESSAGES } from '../src/domain/leads/paper-award'
import { purgeOrphanUploads, purgeSensitiveData } from '../src/server/uploads/purge-uploads'
import { manualClock, setClock } from '../src/services/clock'
import { captchaFor, freshIp, lookupIds, postJson, staffTokens } from './setup/leads'
import { getJson, startServer } from './setup/server'
import { translate } from './setup/translate'
import { uploadedId } from './setup/upload-fixtures'

/**
 * Spec sections 2, 3, 5, 7 and 9: the paper award application, POST /api/v1/paper_reward, five steps
 * (applicant, lab, paper, product, remittance) sent in order as `{ steps: [...] }`; the award is computed from
 * the impact factor; ID data is for sales only and deleted after the case is closed.
 */
let server: Awaited<ReturnType<typeof startServer>>
let ids: Awaited<ReturnType<typeof lookupIds>>
const auth: Record<'admin' | 'sales' | 'editor', string> = { admin: '', sales: '', editor: '' }

beforeAll(async () => {
  server = await startServer({ trustedProxyHops: 1 }) // simulates many clients through X-Forwarded-For
  ids = await lookupIds(server.payload)
  Object.assign(auth, await staffTokens(server, 'reward'))
})
afterAll(async () => {
  await server?.close()
})
afterEach(() => setClock(null))

/** A valid mainland ID number for a birth date (region 110105, Beijing Chaoyang). */
function idNumber(birth = '19900307', sequence = '123'): string {
  const first17 = `110105${birth}${sequence}`
  return first17 + idCheckChar(first17)
}

type Step = Record<string, unknown>
type FiveSteps = [Step, Step, Step, Step, Step]

let doiCounter = 0
async function steps(
  overrides: Partial<Record<'applicant' | 'lab' | 'paper' | 'product' | 'remittance', Record<string, unknown>>> = {},
) {
  const [imageId1, imageId2, paperFile] = await Promise.all([
    uploadedId(server.baseUrl, 'id-image'),
    uploadedId(server.baseUrl, 'id-image'),
    uploadedId(server.baseUrl, 'paper'),
  ])
  doiCounter++
  return [
    {
      step: 'applicant',
      name: '韩梅梅',
      company: '示例大学',
      department: '生命科学学院',
      areaId: ids.areaId,
      phone: '13800138000',
      idNumber: idNumber(),
      email: 'han_meimei@example.edu.cn',
      title: '博士研究生',
      imageId1,
      imageId2,
      ...overrides.applicant,
    },
    {
      step: 'lab',
      mentor: '王教授',
      labPhone: '021-12345678',
      labAddress: '上海市徐汇区示例路 100 号',
      ...overrides.lab,
    },
    {
      step: 'paper',
      paperTitle: 'Capping efficiency of mRNA vaccines',
      magazinePublished: 'Nucleic Acids Research',
      influenceFactor: 14.9,
      issueTime: '2023-05-20',
      doi: `10.1093/nar/gkad${1000 + doiCounter}`,
      firstAuthor: '韩梅梅',
      correspondingAuthor: '王教授',
      paperFiles: [paperFile],
      authorDeclaration: true,
      ...overrides.paper,
    },
    {
      step: 'product',
      sku: 'CD002',
      productName: 'mRNA 加帽率检测试剂盒',
      buyPackaging: '10 T',
      distr: '官网',
      ...overrides.product,
    },
    {
      step: 'remittance',
      remittancesAccount: '6222 0212 3456 7890 123',
      username: '韩梅梅',
      openingBank: '中国工商银行上海徐汇支行',
      captchaId: 'x'.repeat(24),
      captchaCode: 'abcd',
      ...overrides.remittance,
    },
  ]
}

async function submitWithCaptcha(list: Array<Record<string, unknown>>, prefix: '' | '/en' = '') {
  const captcha = await captchaFor(server.baseUrl)
  const last = list.length - 1
  const body = { steps: list.map((s, i) => (i === last ? { ...s, ...captcha } : s)) }
  return postJson(server.baseUrl, '/paper_reward', body, { prefix })
}
const check = (list: unknown[], prefix: '' | '/en' = '') =>
  postJson(server.baseUrl, '/paper_reward/check', { steps: list }, { prefix })

describe('a valid application', () => {
  it('is stored with every field, the files attached and claimed, and the award computed by the server', async () => {
    const list = await steps({ remittance: { bonusAmount: 999_999 } })
    const r = await submitWithCaptcha(list)
    expect(r.body.msg).toBe('成功')
    expect(r.body.data).toMatchObject({ bonusAmount: 3000, taxWithheld: 600, netAmount: 2400 })
    const id = (r.body.data as { id: number }).id
    const doc = await server.payload.findByID({ collection: 'paper-rewards', id, depth: 0, overrideAccess: true })
    const [a, lab, paper, product, remit] = list as unknown as FiveSteps
    expect(doc).toMatchObject({
      name: a.name,
      company: a.company,
      department: a.department,
      area: ids.areaId,
      phone: a.phone,
      idNumber: a.idNumber,
      email: a.email,
      title: a.title,
      mentor: lab.mentor,
      labPhone: lab.labPhone,
      labAddress: lab.labAddress,
      paperTitle: paper.paperTitle,
      magazinePublished: paper.magazinePublished,
      influenceFactor: 14.9,
      doi: paper.doi,
      firstAuthor: paper.firstAuthor,
      correspondingAuthor: paper.correspondingAuthor,
      authorDeclaration: true,
      sku: product.sku,
      productName: product.productName,
      buyPackaging: product.buyPackaging,
      distr: product.distr,
      remittancesAccount: '6222021234567890123',
      accountName: remit.username,
      openingBank: remit.openingBank,
      bonusAmountFen: 300_000,
      taxFen: 60_000,
      netFen: 240_000,
      inboxStatus: 'new',
      locale: 'cn',
    })
    expect(String(doc.issueTime)).toMatch(/^2023-05-20/)
    const files = await server.payload.find({
      collection: 'private-files',
      where: { id: { in: [doc.idFront, doc.idBack, ...(doc.paperFiles as number[])] } },
      overrideAccess: true,
    })
    expect(files.docs.map((f) => f.fileId).sort()).toEqual(
      [a.imageId1, a.imageId2, ...(paper.paperFiles as string[])].sort(),
    )
    expect(files.docs.every((f) => f.claimedBy === `paper-rewards:${id}` && f.claimedAt)).toBe(true)
  })

  it('is accepted in English and stored with locale en', async () => {
    const r = await submitWithCaptcha(await steps({ applicant: { name: 'Mei Han' } }), '/en')
    expect(r.body).toMatchObject({ code: 'E0001', msg: 'Success' })
    const doc = await server.payload.findByID({
      collection: 'paper-rewards',
      id: (r.body.data as { id: number }).id,
      overrideAccess: true,
    })
    expect(doc).toMatchObject({ name: 'Mei Han', locale: 'en' })
  })
})

describe('the award follows the impact factor tiers at every boundary', () => {
  it.each([
    [0.001, 500],
    [1.999, 500],
    [2, 1000],
    [4.999, 1000],
    [5, 2000],
    [9.999, 2000],
    [10, 3000],
    ['54.94', 3000],
  ])('IF %s pays %i CNY before tax (20%% withheld)', async (influenceFactor, cny) => {
    const r = await submitWithCaptcha(await steps({ paper: { influenceFactor } }))
    expect(r.body.code, r.body.msg).toBe('E0001')
    expect(r.body.data).toMatchObject({ bonusAmount: cny, taxWithheld: cny * 0.2, netAmount: cny * 0.8 })
    const doc = await server.payload.findByID({
      collection: 'paper-rewards',
      id: (r.body.data as { id: number }).id,
      overrideAccess: true,
    })
    expect(doc.bonusAmountFen).toBe(cny * 100)
  })

  it.each([0, -1, '1.2345', 'abc', 1001])('IF %s is refused', async (influenceFactor) => {
    const list = await steps({ paper: { influenceFactor } })
    const r = await check(list.slice(0, 3))
    expect(r.body.data).toEqual({ step: 'paper', field: 'influenceFactor' })
    expect(r.body.msg).toBe(translate('cn', PAPER_AWARD_MESSAGES.impactFactorInvalid))
  })
})

describe('the steps', () => {
  it('"next" checks the steps so far and says whether the form is complete', async () => {
    const list = await steps()
    expect((await check(list.slice(0, 1))).body.data).toEqual({ step: 'applicant', complete: false })
    expect((await check(list.slice(0, 4))).body.data).toEqual({ step: 'product', complete: false })
    expect((await check(list)).body.data).toEqual({ step: 'remittance', complete: true })
  })

  it('refuses steps out of order, skipped or missing, naming the step due, in both languages', async () => {
    const [a, lab, paper, product, remit] = await steps()
    const swapped = await check([a, paper, lab])
    expect(swapped.body.data).toEqual({ step: 'lab', field: null })
    expect(swapped.body.msg).toBe('请按顺序填写：下一步是“实验室信息”')
    const skipped = await postJson(
      server.baseUrl,
      '/paper_reward',
      { steps: [a, lab, product, remit] },
      { prefix: '/en' },
    )
    expect(skipped.status).toBe(400)
    expect(skipped.body.msg).toBe('Please fill in the steps in order: "Paper" comes next')
    const short = await postJson(server.baseUrl, '/paper_reward', { steps: [a, lab, paper] }, { prefix: '/en' })
    expect(short.body).toMatchObject({
      data: { step: 'product', field: null },
      msg: 'Please complete the step "Product" first',
    })
  })
})

const english: Record<string, string> = {
  paperTitle: 'Paper Title cannot be blank.',
  idNumber: 'ID Number cannot be blank.',
  imageId1: 'Please upload the file',
  imageId2: 'Please upload the file',
  paperFiles: 'Please upload the file',
  phone: 'Phone Number cannot be blank.',
  email: 'Email Required',
}

const required: Array<[string, string, string]> = [
  ['applicant', 'name', PAPER_AWARD_MESSAGES.nameRequired],
  ['applicant', 'company', PAPER_AWARD_MESSAGES.companyRequired],
  ['applicant', 'department', PAPER_AWARD_MESSAGES.departmentRequired],
  ['applicant', 'areaId', PAPER_AWARD_MESSAGES.areaRequired],
  ['applicant', 'phone', PAPER_AWARD_MESSAGES.phoneRequired],
  ['applicant', 'idNumber', PAPER_AWARD_MESSAGES.idNumberRequired],
  ['applicant', 'email', PAPER_AWARD_MESSAGES.emailRequired],
  ['applicant', 'title', PAPER_AWARD_MESSAGES.titleRequired],
  ['applicant', 'imageId1', PAPER_AWARD_MESSAGES.fileRequired],
  ['applicant', 'imageId2', PAPER_AWARD_MESSAGES.fileRequired],
  ['lab', 'mentor', PAPER_AWARD_MESSAGES.mentorRequired],
  ['lab', 'labPhone', PAPER_AWARD_MESSAGES.labPhoneRequired],
  ['lab', 'labAddress', PAPER_AWARD_MESSAGES.labAddressRequired],
  ['paper', 'paperTitle', PAPER_AWARD_MESSAGES.paperTitleRequired],
  ['paper', 'magazinePublished', PAPER_AWARD_MESSAGES.magazineRequired],
  ['paper', 'influenceFactor', PAPER_AWARD_MESSAGES.impactFactorRequired],
  ['paper', 'issueTime', PAPER_AWARD_MESSAGES.issueTimeRequired],
  ['paper', 'doi', PAPER_AWARD_MESSAGES.doiRequired],
  ['paper', 'firstAuthor', PAPER_AWARD_MESSAGES.firstAuthorRequired],
  ['paper', 'correspondingAuthor', PAPER_AWARD_MESSAGES.correspondingAuthorRequired],
  ['paper', 'paperFiles', PAPER_AWARD_MESSAGES.fileRequired],
  ['paper', 'authorDeclaration', PAPER_AWARD_MESSAGES.authorRequired],
  ['product', 'sku', PAPER_AWARD_MESSAGES.skuRequired],
  ['product', 'productName', PAPER_AWARD_MESSAGES.productNameRequired],
  ['product', 'buyPackaging', PAPER_AWARD_MESSAGES.packagingRequired],
  ['product', 'distr', PAPER_AWARD_MESSAGES.distrRequired],
  ['remittance', 'remittancesAccount', PAPER_AWARD_MESSAGES.accountRequired],
  ['remittance', 'username', PAPER_AWARD_MESSAGES.accountNameRequired],
  ['remittance', 'openingBank', PAPER_AWARD_MESSAGES.bankRequired],
  ['remittance', 'captchaCode', PAPER_AWARD_MESSAGES.codeRequired],
]

const fullKey = (key: string) => (key.startsWith('leads.') ? key : `forms.${key}`)

describe.each([
  ['cn', ''],
  ['en', '/en'],
] as const)('messages (%s)', (locale, prefix) => {
  let base: Array<Record<string, unknown>>
  beforeAll(async () => {
    base = await steps()
  })

  it.each(required)('%s.%s blank gives its message', async (step, field, key) => {
    const blank = field === 'authorDeclaration' ? false : field === 'paperFiles' ? [] : ''
    const index = base.findIndex((s) => s.step === step)
    const list = base.slice(0, index + 1).map((s, i) => (i === index ? { ...s, [field]: blank } : s))
    const r = await check(list, prefix)
    expect(r.status).toBe(400)
    expect(r.body.data).toEqual({ step, field })
    expect(r.body.msg).toBe(translate(locale, fullKey(key)))
    if (locale === 'en' && english[field]) expect(r.body.msg).toBe(english[field])
  })

  it.each([
    [
      'an ID number with a wrong check digit',
      { idNumber: `${idNumber().slice(0, 17)}${idNumber().endsWith('0') ? '1' : '0'}` },
      'idNumber',
      PAPER_AWARD_MESSAGES.idNumberInvalid,
    ],
    [
      'an ID number with 30 February',
      { idNumber: idNumber('19900230') },
      'idNumber',
      PAPER_AWARD_MESSAGES.idNumberInvalid,
    ],
    [
      'an ID number with 17 digits',
      { idNumber: idNumber().slice(0, 17) },
      'idNumber',
      PAPER_AWARD_MESSAGES.idNumberInvalid,
    ],
    ['a phone that is not a mainland mobile', { phone: '12800138000' }, 'phone', PAPER_AWARD_MESSAGES.phoneInvalid],
    ['a malformed e-mail', { email: 'han@' }, 'email', PAPER_AWARD_MESSAGES.emailInvalid],
    [
      'an ID image id that is not a file id',
      { imageId1: '../../etc/passwd' },
      'imageId1',
      PAPER_AWARD_MESSAGES.fileRequired,
    ],
  ])('%s is refused', async (_name, change, field, key) => {
    const r = await check([{ ...base[0], ...change }], prefix)
    expect(r.body.data).toEqual({ step: 'applicant', field })
    expect(r.body.msg).toBe(translate(locale, fullKey(key)))
  })

  it.each([
    ['a DOI without 10. prefix', { doi: 'nar/gkad123' }, 'doi', PAPER_AWARD_MESSAGES.doiInvalid],
    [
      'an issue date that does not exist',
      { issueTime: '2023-02-30' },
      'issueTime',
      PAPER_AWARD_MESSAGES.issueTimeInvalid,
    ],
    ['an issue date in the future', { issueTime: '2999-01-01' }, 'issueTime', PAPER_AWARD_MESSAGES.issueTimeInvalid],
  ])('%s is refused', async (_name, change, field, key) => {
    const r = await check([base[0], base[1], { ...base[2], ...change }], prefix)
    expect(r.body.data).toEqual({ step: 'paper', field })
    expect(r.body.msg).toBe(translate(locale, fullKey(key)))
  })
})

it('accepts an ID number ending in X (lower case too)', async () => {
  let seq = 100
  let id = idNumber('19851111', String(seq))
  while (!id.endsWith('X')) id = idNumber('19851111', String(++seq))
  const list = await steps()
  const r = await check([{ ...list[0], idNumber: id.toLowerCase() }])
  expect(r.body.code).toBe('E0001')
})

describe('uploaded files', () => {
  it('must exist, be of the right kind, be two different ID images and not belong to another application', async () => {
    const list = await steps()
    const [a, lab, paper, product, remit] = list as unknown as FiveSteps
    const paperAsId = await submitWithCaptcha([
      { ...a, imageId1: (paper.paperFiles as string[])[0] },
      lab,
      paper,
      product,
      remit,
    ] as never)
    expect(paperAsId.body).toMatchObject({ data: { step: 'applicant', field: 'imageId1' }, msg: '请上传文件' })
    const same = await submitWithCaptcha([{ ...a, imageId2: a.imageId1 }, lab, paper, product, remit] as never)
    expect(same.body.data).toEqual({ step: 'applicant', field: 'imageId2' })
    const unknown = await submitWithCaptcha([
      a,
      lab,
      { ...paper, paperFiles: ['A'.repeat(32)] },
      product,
      remit,
    ] as never)
    expect(unknown.body.data).toEqual({ step: 'paper', field: 'paperFiles' })
    expect((await submitWithCaptcha(list)).body.code).toBe('E0001')
    const again = await submitWithCaptcha([a, lab, { ...paper, doi: '10.1000/other-paper' }, product, remit] as never)
    expect(again.body.data).toEqual({ step: 'applicant', field: 'imageId1' })
  })
})

describe('spec section 9 rules', () => {
  it('one applicant per paper: a second application for the same DOI (any spelling) is a 409', async () => {
    const first = await steps({ paper: { doi: '10.1038/S41586-020-2012-7' } })
    expect((await submitWithCaptcha(first)).body.code).toBe('E0001')
    const second = await steps({ paper: { doi: 'https://doi.org/10.1038/s41586-020-2012-7' } })
    const r = await submitWithCaptcha(second, '/en')
    expect(r.status).toBe(409)
    expect(r.body).toMatchObject({ code: 'E0409', data: { step: 'paper', field: 'doi' } })
    expect(r.body.msg).toBe('An application has already been submitted for this paper (one applicant per paper)')
  })

  it('several papers of one applicant on the same product are flagged for sales (highest IF is paid)', async () => {
    const person = { idNumber: idNumber('19800101', '555') }
    await submitWithCaptcha(
      await steps({ applicant: person, product: { sku: 'GMP-001' }, paper: { influenceFactor: 3 } }),
    )
    const r = await submitWithCaptcha(
      await steps({ applicant: person, product: { sku: 'GMP-001' }, paper: { influenceFactor: 12 } }),
    )
    const doc = await server.payload.findByID({
      collection: 'paper-rewards',
      id: (r.body.data as { id: number }).id,
      overrideAccess: true,
    })
    expect(doc.internalNotes).toMatch(/only the highest impact factor is paid/)
  })
})

describe('member pre-fill', () => {
  it('gives a logged-in member’s basic data and refuses visitors', async () => {
    const member = await server.payload.create({
      collection: 'members',
      data: {
        email: `reward-${Date.now()}@example.com`,
        name: '李华',
        phone: '13700137000',
        company: '示例研究所',
        department: '结构生物学组',
        area: ids.areaId,
      },
      overrideAccess: true,
    })
    const token = await createMemberSession(server.payload, member.id)
    const r = await getJson(server.baseUrl, '/api/v1/paper_reward/member', {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(r.body.data).toEqual({
      name: '李华',
      company: '示例研究所',
      department: '结构生物学组',
      phone: '13700137000',
      email: member.email,
      areaId: ids.areaId,
    })
    const anonymous = await getJson(server.baseUrl, '/api/v1/paper_reward/member')
    expect(anonymous.status).toBe(401)
  })
})

describe('sensitive data', () => {
  let id = 0
  beforeAll(async () => {
    const r = await submitWithCaptcha(await steps())
    id = (r.body.data as { id: number }).id
  })
  const cms = (path: string, authorization?: string) =>
    fetch(`${server.baseUrl}/api/cms${path}`, { headers: authorization ? { authorization } : {} })

  it('ID number and ID images are read by sales and admins only; visitors and editors see no application', async () => {
    for (const who of ['sales', 'admin'] as const) {
      const doc = (await (await cms(`/paper-rewards/${id}?depth=0`, auth[who])).json()) as Record<string, unknown>
      expect(doc.idNumber).toBe(idNumber())
      expect(doc.idFront).toBeTypeOf('number')
    }
    expect((await cms(`/paper-rewards/${id}`, auth.editor)).status).toBe(403)
    expect((await cms(`/paper-rewards/${id}`)).status).toBe(403)
  })

  it('are deleted SENSITIVE_RETENTION_DAYS after the case is closed, not before', async () => {
    const clock = manualClock(Date.parse('2030-01-01T00:00:00Z'))
    setClock(clock)
    process.env.SENSITIVE_RETENTION_DAYS = '30'
    try {
      const before = await server.payload.findByID({ collection: 'paper-rewards', id, depth: 1, overrideAccess: true })
      const front = before.idFront as { fileId: string }
      await server.payload.update({
        collection: 'paper-rewards',
        id,
        data: { inboxStatus: 'closed' },
        overrideAccess: true,
      })
      const closed = await server.payload.findByID({ collection: 'paper-rewards', id, overrideAccess: true })
      expect(closed.closedAt).toBe('2030-01-01T00:00:00.000Z')
      clock.advance(29 * 86_400_000)
      expect(await purgeSensitiveData(server.payload)).toBe(0)
      clock.advance(86_400_000)
      expect(await purgeSensitiveData(server.payload)).toBeGreaterThanOrEqual(1)
      const after = await server.payload.findByID({ collection: 'paper-rewards', id, overrideAccess: true })
      expect(after.idNumber ?? null).toBeNull()
      expect(after.idFront ?? null).toBeNull()
      expect(after.idBack ?? null).toBeNull()
      expect(after.sensitivePurgedAt).toBe('2030-01-31T00:00:00.000Z')
      expect(after.paperTitle).toBe(closed.paperTitle)
      const file = await fetch(`${server.baseUrl}/api/v1/private-files/${front.fileId}`, {
        headers: { authorization: auth.admin },
      })
      expect(file.status).toBe(404)
    } finally {
      delete process.env.SENSITIVE_RETENTION_DAYS
    }
  })

  it('uploads no application claims are purged after UPLOAD_ORPHAN_HOURS; claimed ones stay', async () => {
    const clock = manualClock(Date.parse('2031-06-01T00:00:00Z'))
    setClock(clock)
    const orphan = await uploadedId(server.baseUrl, 'id-image')
    clock.advance(23 * 3_600_000)
    await purgeOrphanUploads(server.payload)
    const exists = async (fileId: string) =>
      (
        await server.payload.count({
          collection: 'private-files',
          where: { fileId: { equals: fileId } },
          overrideAccess: true,
        })
      ).totalDocs
    expect(await exists(orphan)).toBe(1)
    clock.advance(2 * 3_600_000)
    await purgeOrphanUploads(server.payload)
    expect(await exists(orphan)).toBe(0)
    const claimed = await server.payload.count({
      collection: 'private-files',
      where: { claimedAt: { exists: true } },
      overrideAccess: true,
    })
    expect(claimed.totalDocs).toBeGreaterThan(10)
  })
})

it('limits applications per address (429)', async () => {
  const ip = freshIp()
  let last = 0
  for (let i = 0; i < 6; i++) last = (await postJson(server.baseUrl, '/paper_reward', { steps: [] }, { ip })).status
  expect(last).toBe(429)
})
