import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock, setClock } from '../src/services/clock'
import {
  call,
  freshEmail,
  freshIp,
  freshPhone,
  lastMail,
  sendCode,
  sessionCookieOf,
  smsCode,
  waitFor,
} from './setup/accounts'
import { startServer } from './setup/server'
import { translate } from './setup/translate'

/**
 * Issue 6, accounts: registration with the SMS code, e-mail and phone login, user info, logout, password reset
 * by e-mail code, first-login phone bind and info completion, the hand-over code and API-client tokens; and each
 * spec message of the account forms in both languages.
 */
let server: Awaited<ReturnType<typeof startServer>>
let areaId: number
let industryId: number

beforeAll(async () => {
  server = await startServer({ trustedProxyHops: 1 }) // simulates many clients through X-Forwarded-For
  areaId = (await server.payload.find({ collection: 'areas', limit: 1, sort: 'id' })).docs[0]?.id as number
  industryId = (await server.payload.find({ collection: 'industries', limit: 1, sort: 'id' })).docs[0]?.id as number
})
afterAll(async () => {
  await server?.close()
})

const PASSWORD = 'Pipette-42x'

function registration(overrides: Record<string, unknown> = {}) {
  return {
    username: freshEmail('reg'),
    name: '李雷',
    company: '示例大学',
    department: '生物系',
    phone: freshPhone(),
    code: '000000',
    areaId,
    industryId,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    agreePrivacy: true,
    agreeMarketing: true,
    ...overrides,
  }
}

/** Registers through the real flow (captcha, SMS code from the outbox) and returns the account. */
async function registered(ip = freshIp()) {
  const form = registration()
  const code = await smsCode(server.baseUrl, form.phone, 'register', { ip })
  const answer = await call(server.baseUrl, '/user', { ...form, code }, { ip })
  expect(answer.status, answer.body.msg).toBe(200)
  return form
}

async function loginCookie(username: string, password: string, ip = freshIp()) {
  const answer = await call(server.baseUrl, '/auth/login', { username, password }, { ip })
  expect(answer.status, answer.body.msg).toBe(200)
  return sessionCookieOf(answer) as string
}

describe('registration and login', () => {
  it('registers with the SMS code, then logs in with e-mail and reads the user info', async () => {
    const form = await registered()
    const login = await call(server.baseUrl, '/auth/login', {
      username: form.username.toUpperCase(),
      password: PASSWORD,
    })
    expect(login.status).toBe(200)
    const setCookie = login.headers.getSetCookie().join('\n')
    expect(setCookie).toMatch(/member_session=[A-Za-z0-9_-]{40,}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000/)
    const info = await call(server.baseUrl, '/users/info', undefined, { cookie: sessionCookieOf(login) as string })
    expect(info.status).toBe(200)
    expect(info.body.data).toMatchObject({
      account: form.username,
      name: '李雷',
      phone: form.phone,
      company: '示例大学',
      needsPhone: false,
      needsCompletion: false,
    })
    expect((info.body.data as { areaName: string }).areaName).not.toBe('')
  })

  it('stores the password as argon2id (19 MiB, 2 passes), never in clear', async () => {
    const form = await registered()
    const found = await server.payload.find({
      collection: 'members',
      where: { email: { equals: form.username } },
      showHiddenFields: true,
      overrideAccess: true,
    })
    const hash = found.docs[0]?.passwordHash as string
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/)
    expect(hash).not.toContain(PASSWORD)
  })

  it('logs in with phone and SMS code', async () => {
    const form = await registered()
    const ip = freshIp()
    // One code per phone a minute: the registration code was the last one.
    const clock = manualClock()
    setClock(clock)
    clock.advance(61_000)
    const code = await smsCode(server.baseUrl, form.phone, 'login', { ip }).finally(() => setClock(null))
    const login = await call(server.baseUrl, '/auth/login', { phone: form.phone, code }, { ip })
    expect(login.status).toBe(200)
    expect(login.body.data).toMatchObject({ account: form.username })
    const info = await call(server.baseUrl, '/users/info', undefined, { cookie: sessionCookieOf(login) as string })
    expect(info.status).toBe(200)
  })

  it('a wrong SMS code at the phone login says the code is wrong, not "account or password" (issue 34)', async () => {
    const form = await registered()
    const ip = freshIp()
    const cases = [
      { prefix: '' as const, msg: '验证码错误或已失效' },
      { prefix: '/en' as const, msg: translate('en', 'account.codeInvalid') },
    ]
    for (const { prefix, msg } of cases) {
      const login = await call(server.baseUrl, '/auth/login', { phone: form.phone, code: '000001' }, { ip, prefix })
      expect(login.status).toBe(400)
      expect(login.body.msg).toBe(msg)
    }
    // The same answer for a phone that has no account (no enumeration).
    const unknown = await call(server.baseUrl, '/auth/login', { phone: '13912345670', code: '000001' }, { ip })
    expect(unknown.body.msg).toBe('验证码错误或已失效')
  })

  it('gives API clients a bearer token instead of a cookie when they ask for it', async () => {
    const form = await registered()
    const login = await call(server.baseUrl, '/auth/login', {
      username: form.username,
      password: PASSWORD,
      client: 'api',
    })
    expect(login.status).toBe(200)
    expect(login.headers.getSetCookie()).toEqual([])
    const token = (login.body.data as { token: string }).token
    const info = await call(server.baseUrl, '/users/info', undefined, { bearer: token })
    expect(info.status).toBe(200)
    expect((await call(server.baseUrl, '/auth/status', undefined, { bearer: token })).body.data).toEqual({
      loggedIn: true,
    })
  })

  it('logs out: the session ends on the server and the cookie is cleared', async () => {
    const form = await registered()
    const cookie = await loginCookie(form.username, PASSWORD)
    const out = await call(server.baseUrl, '/auth', undefined, { method: 'DELETE', cookie })
    expect(out.status).toBe(200)
    expect(out.headers.getSetCookie()[0]).toMatch(/^member_session=; .*Max-Age=0/)
    const info = await call(server.baseUrl, '/users/info', undefined, { cookie })
    expect(info.status).toBe(401)
    expect((await call(server.baseUrl, '/auth/status', undefined, { cookie })).body.data).toEqual({ loggedIn: false })
  })

  it('answers anonymous user info with E0401', async () => {
    const info = await call(server.baseUrl, '/users/info')
    expect(info.status).toBe(401)
    expect(info.body.code).toBe('E0401')
  })
})

describe('password reset', () => {
  it('resets with the e-mail code, ends every session, and only the new password works', async () => {
    const form = await registered()
    const cookie = await loginCookie(form.username, PASSWORD)
    const ip = freshIp()
    const sent = await sendCode(server.baseUrl, { purpose: 'reset', username: form.username }, { ip })
    expect(sent.status).toBe(200)
    const mail = await waitFor(() => lastMail(form.username))
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] as string
    const newPassword = 'Centrifuge-77k'
    const reset = await call(
      server.baseUrl,
      '/user/reset/password',
      { username: form.username, code, password: newPassword, confirmPassword: newPassword },
      { ip },
    )
    expect(reset.status, reset.body.msg).toBe(200)
    expect((await call(server.baseUrl, '/users/info', undefined, { cookie })).status).toBe(401)
    const old = await call(server.baseUrl, '/auth/login', { username: form.username, password: PASSWORD }, { ip })
    expect(old.status).toBe(400)
    await loginCookie(form.username, newPassword)
  })
})

describe('first login: phone bind and info completion', () => {
  it('asks a member created by staff without a phone to bind one, then to complete the profile', async () => {
    const email = freshEmail('staff')
    const { hashPassword } = await import('../src/auth/passwords')
    await server.payload.create({
      collection: 'members',
      data: { email, name: '王芳', passwordHash: await hashPassword(PASSWORD) },
      overrideAccess: true,
    })
    const cookie = await loginCookie(email, PASSWORD)
    const before = await call(server.baseUrl, '/users/info', undefined, { cookie })
    expect(before.body.data).toMatchObject({ needsPhone: true, needsCompletion: true })

    const phone = freshPhone()
    const ip = freshIp()
    const code = await smsCode(server.baseUrl, phone, 'bind', { ip, cookie })
    const bind = await call(server.baseUrl, '/user/phone/message', { phone, code }, { ip, cookie })
    expect(bind.status, bind.body.msg).toBe(200)

    const completion = await call(
      server.baseUrl,
      '/user/completion',
      {
        name: '王芳',
        company: '示例研究所',
        areaId,
        industryId,
        password: 'Microscope-9z',
        confirmPassword: 'Microscope-9z',
        agreePrivacy: true,
        agreeMarketing: true,
      },
      { ip, cookie },
    )
    expect(completion.status, completion.body.msg).toBe(200)
    const after = await call(server.baseUrl, '/users/info', undefined, { cookie })
    expect(after.body.data).toMatchObject({ phone, company: '示例研究所', needsPhone: false, needsCompletion: false })
  })
})

describe('hand-over code (the spec’s token in the page query)', () => {
  it('trades a one-time code for a new session cookie, once', async () => {
    const form = await registered()
    const cookie = await loginCookie(form.username, PASSWORD)
    const handover = await call(server.baseUrl, '/auth/handover', {}, { cookie })
    expect(handover.status).toBe(200)
    const { code } = handover.body.data as { code: string }
    const exchanged = await call(server.baseUrl, '/auth/exchange', { code })
    expect(exchanged.status).toBe(200)
    const fresh = sessionCookieOf(exchanged) as string
    expect(fresh).not.toBe(cookie)
    expect((await call(server.baseUrl, '/users/info', undefined, { cookie: fresh })).status).toBe(200)
    const again = await call(server.baseUrl, '/auth/exchange', { code })
    expect(again.status).toBe(400)
    expect(again.body.msg).toBe('登录链接已失效，请重新登录')
  })
})

describe('the account forms’ messages, in both languages', () => {
  const en = (key: string) => translate('en', `account.${key}`)
  const cn = (key: string) => translate('cn', `account.${key}`)

  const registrationCases: Array<[string, Record<string, unknown>, string]> = [
    // Issue 16: a dot before @ is valid now (first.last@…); a comma is not.
    ['an e-mail with a comma before @', { username: 'li,lei@example.com' }, 'Please enter the correct email address'],
    ['a missing e-mail', { username: '' }, 'Please enter the correct email address'],
    ['a wrong phone', { phone: '12345678901' }, 'Please enter the correct phone number'],
    ['a missing code', { code: '' }, 'Please enter your verification code'],
    ['a five-digit code', { code: '12345' }, 'Please enter your verification code'],
    ['a six-character password', { password: 'abc123', confirmPassword: 'abc123' }, en('validation.passwordRule')],
    ['a password without digits', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }, en('validation.passwordRule')],
    [
      'a password without letters',
      { password: '12345678', confirmPassword: '12345678' },
      en('validation.passwordRule'),
    ],
    ['a common password', { password: 'password1', confirmPassword: 'password1' }, en('validation.passwordCommon')],
    ['a different confirmation', { confirmPassword: 'Pipette-43x' }, 'The entered passwords are inconsistent'],
    ['no privacy tick', { agreePrivacy: false }, 'Please check the agreemen'],
    ['no marketing tick', { agreeMarketing: undefined }, 'Please check the agreemen'],
    ['a blank name', { name: '  ' }, en('validation.nameRequired')],
    ['a blank company', { company: '' }, en('validation.companyRequired')],
    ['a blank department', { department: '' }, en('validation.departmentRequired')],
    ['no area', { areaId: '' }, en('validation.areaRequired')],
    ['no industry', { industryId: null }, en('validation.industryRequired')],
  ]

  it.each(registrationCases)('registration refuses %s with its message', async (_label, overrides, message) => {
    const answer = await call(server.baseUrl, '/user', registration(overrides), { prefix: '/en', ip: freshIp() })
    expect(answer.status).toBe(400)
    expect(answer.body.msg).toBe(message)
    const chinese = await call(server.baseUrl, '/user', registration(overrides), { ip: freshIp() })
    expect(chinese.status).toBe(400)
    expect(chinese.body.msg).not.toBe(message)
    expect(chinese.body.msg).toMatch(/[\u4e00-\u9fff]/)
  })

  it('login refuses a malformed e-mail, an empty password, a wrong phone and a missing code with the spec texts', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: 'nobody', password: 'x' }, 'Please enter the correct email address'],
      [{ username: 'a@example.com', password: '' }, 'Please enter the correct password'],
      [{ phone: '1380013800', code: '123456' }, 'Please enter the correct phone number'],
      [{ phone: '13800138000', code: '' }, 'Please enter your verification code'],
    ]
    for (const [body, message] of cases) {
      const answer = await call(server.baseUrl, '/auth/login', body, { prefix: '/en', ip: freshIp() })
      expect(answer.status).toBe(400)
      expect(answer.body.msg).toBe(message)
    }
    const chinese = await call(server.baseUrl, '/auth/login', { username: 'nobody', password: 'x' }, { ip: freshIp() })
    expect(chinese.body.msg).toBe(cn('validation.emailInvalid'))
  })

  it('reset refuses a different confirmation with the spec text', async () => {
    const answer = await call(
      server.baseUrl,
      '/user/reset/password',
      { username: 'a_b@example.com', code: '123456', password: 'Pipette-42x', confirmPassword: 'Pipette-42' },
      { prefix: '/en', ip: freshIp() },
    )
    expect(answer.body.msg).toBe('The entered passwords are inconsistent')
  })
})
