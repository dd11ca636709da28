import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hashPassword } from '../src/auth/passwords'
import { manualClock, setClock } from '../src/services/clock'
import { readOutbox } from '../src/services/outbox'
import {
  call,
  captchaFields,
  freshEmail,
  freshIp,
  freshPhone,
  lastMail,
  sendCode,
  sessionCookieOf,
  smsCode,
  waitFor,
} from './setup/accounts'
import { trackDeliveries } from './setup/deliveries'
import { startServer } from './setup/server'

/**
 * Issue 6's abuse suite (accounts part; the cart's cases are in cart-abuse.test.ts): password guessing and
 * lockout timing on an injected clock, credential stuffing, SMS bombing, code replay, reuse across purposes,
 * expiry and burning, captcha replay, enumeration on every account flow, cross-site requests, session fixation,
 * sessions after logout and reset.
 */
let server: Awaited<ReturnType<typeof startServer>>
const clock = manualClock()
const PASSWORD = 'Pipette-42x'
const deliveries = trackDeliveries()

beforeAll(async () => {
  server = await startServer({ trustedProxyHops: 1 }) // simulates many clients through X-Forwarded-For
})
afterAll(async () => {
  await server?.close()
})
beforeEach(() => {
  clock.set(Date.now())
  setClock(clock)
})
afterEach(() => setClock(null))

async function member(overrides: Record<string, unknown> = {}) {
  const email = freshEmail('abuse')
  const phone = freshPhone()
  await server.payload.create({
    collection: 'members',
    data: { email, phone, name: 'Abuse test', passwordHash: await hashPassword(PASSWORD), ...overrides },
    overrideAccess: true,
  })
  return { email, phone }
}

function login(body: Record<string, unknown>, ip = freshIp(), extra: Record<string, string> = {}) {
  return call(server.baseUrl, '/auth/login', body, { ip, headers: extra })
}

const shape = (a: { status: number; body: { code: string; msg: string; data: unknown } }) =>
  JSON.stringify([a.status, a.body.code, a.body.msg, a.body.data])

/**
 * The SMS to `phone` in the local outbox once `count` of them arrived: a code is sent after the answer (the
 * request does not wait for the SMS provider), so a test reading at once can be ahead of it on a loaded machine.
 */
async function smsTo(phone: string, count: number) {
  return waitFor(async () => {
    const lines = (await readOutbox('sms')).filter((l) => l.to === phone)
    return lines.length >= count ? lines : null
  }, 500)
}

describe('password guessing and lockout', () => {
  it('locks an address out of an account after five failures within 15 minutes, even for the right password (429, Retry-After)', async () => {
    const { email } = await member()
    const ip = freshIp()
    for (let i = 0; i < 4; i++) {
      expect((await login({ username: email, password: 'Wrong-pass-1' }, ip)).status).toBe(400)
    }
    const fifth = await login({ username: email, password: 'Wrong-pass-1' }, ip)
    expect(fifth.status).toBe(429)
    expect(fifth.headers.get('retry-after')).toBe('60')
    const right = await login({ username: email, password: PASSWORD }, ip)
    expect(right.status).toBe(429)
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(sessionCookieOf(right)).toBeNull()
  })

  it('makes every further failure wait twice as long, and lets the right password in once the wait is over', async () => {
    const { email } = await member()
    const ip = freshIp()
    for (let i = 0; i < 5; i++) await login({ username: email, password: 'Wrong-pass-1' }, ip)
    clock.advance(61_000)
    const sixth = await login({ username: email, password: 'Wrong-pass-1' }, ip)
    expect(sixth.status).toBe(429)
    expect(sixth.headers.get('retry-after')).toBe('120')
    clock.advance(121_000)
    const seventh = await login({ username: email, password: 'Wrong-pass-1' }, ip)
    expect(seventh.headers.get('retry-after')).toBe('240')
    clock.advance(241_000)
    expect((await login({ username: email, password: PASSWORD }, ip)).status).toBe(200)
    // Success clears the count: one new failure is an ordinary failure again.
    expect((await login({ username: email, password: 'Wrong-pass-1' }, ip)).status).toBe(400)
  })

  it('forgets failures older than 15 minutes', async () => {
    const { email } = await member()
    const ip = freshIp()
    for (let i = 0; i < 4; i++) await login({ username: email, password: 'Wrong-pass-1' }, ip)
    clock.advance(15 * 60_000 + 1000)
    expect((await login({ username: email, password: 'Wrong-pass-1' }, ip)).status).toBe(400)
    expect((await login({ username: email, password: PASSWORD }, ip)).status).toBe(200)
  })

  it('locks phone-and-code logins after five wrong codes from one address as well', async () => {
    const { phone } = await member()
    const ip = freshIp()
    for (let i = 0; i < 4; i++) expect((await login({ phone, code: '000001' }, ip)).status).toBe(400)
    expect((await login({ phone, code: '000001' }, ip)).status).toBe(429)
  })

  it('treats an unknown e-mail exactly like a known one: same failure answer and the same lockout', async () => {
    const { email } = await member()
    const unknown = freshEmail('ghost')
    const ip = freshIp()
    const known = await login({ username: email, password: 'Wrong-pass-1' }, ip)
    const ghost = await login({ username: unknown, password: 'Wrong-pass-1' }, ip)
    expect(shape(ghost)).toBe(shape(known))
    for (let i = 0; i < 3; i++) await login({ username: unknown, password: 'Wrong-pass-1' }, ip)
    const locked = await login({ username: unknown, password: 'Wrong-pass-1' }, ip)
    expect(locked.status).toBe(429)
    expect(locked.headers.get('retry-after')).toBe('60')
  })

  it('takes about as long for an unknown e-mail as for a wrong password (one argon2 verification each)', async () => {
    const { email } = await member()
    const unknown = freshEmail('ghost')
    const time = async (username: string) => {
      const started = performance.now()
      await login({ username, password: 'Wrong-pass-1' })
      return performance.now() - started
    }
    const known: number[] = []
    const ghost: number[] = []
    for (let i = 0; i < 4; i++) {
      known.push(await time(email))
      ghost.push(await time(unknown))
      clock.advance(16 * 60_000) // stay below the lockout
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number
    // Without the dummy verification an unknown account would answer in a fraction of the time.
    expect(median(ghost)).toBeGreaterThan(median(known) * 0.5)
  })

  it('stops credential stuffing from one IP: 20 logins a minute, whatever the accounts', async () => {
    const ip = freshIp()
    for (let i = 0; i < 20; i++) {
      expect((await login({ username: freshEmail('stuff'), password: 'Wrong-pass-1' }, ip)).status).toBe(400)
    }
    const refused = await login({ username: freshEmail('stuff'), password: 'Wrong-pass-1' }, ip)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await login({ username: freshEmail('stuff'), password: 'Wrong-pass-1' }, freshIp())).status).toBe(400)
  })
})

describe('SMS bombing and code rules', () => {
  it('sends at most one code a minute to a phone', async () => {
    const phone = freshPhone()
    expect((await sendCode(server.baseUrl, { purpose: 'register', phone }, { ip: freshIp() })).status).toBe(200)
    const again = await sendCode(server.baseUrl, { purpose: 'register', phone }, { ip: freshIp() })
    expect(again.status).toBe(429)
    expect(again.body.code).toBe('E0429')
    clock.advance(60_000)
    expect((await sendCode(server.baseUrl, { purpose: 'register', phone }, { ip: freshIp() })).status).toBe(200)
  })

  it('sends at most 5 codes an hour and 10 a day to a phone, from any number of IPs', async () => {
    const phone = freshPhone()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      statuses.push((await sendCode(server.baseUrl, { purpose: 'register', phone }, { ip: freshIp() })).status)
      clock.advance(61_000)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    clock.advance(60 * 60_000)
    for (let i = 0; i < 5; i++) {
      statuses.push((await sendCode(server.baseUrl, { purpose: 'register', phone }, { ip: freshIp() })).status)
      clock.advance(61_000)
    }
    clock.advance(60 * 60_000)
    const eleventh = await sendCode(server.baseUrl, { purpose: 'register', phone }, { ip: freshIp() })
    expect(statuses.slice(6)).toEqual([200, 200, 200, 200, 200])
    expect(eleventh.status).toBe(429)
    expect(await smsTo(phone, 10)).toHaveLength(10)
  })

  it('caps the codes one IP can have sent in a day, over many phones', async () => {
    const ip = freshIp()
    for (let i = 0; i < 20; i++) {
      expect((await sendCode(server.baseUrl, { purpose: 'register', phone: freshPhone() }, { ip })).status).toBe(200)
    }
    expect((await sendCode(server.baseUrl, { purpose: 'register', phone: freshPhone() }, { ip })).status).toBe(429)
  })

  it('sends nothing without a solved captcha, and a captcha cannot be replayed', async () => {
    const phone = freshPhone()
    const none = await call(server.baseUrl, '/code/send', { purpose: 'register', phone }, { ip: freshIp() })
    expect(none.status).toBe(400)
    const captcha = await captchaFields(server.baseUrl)
    const first = await call(
      server.baseUrl,
      '/code/send',
      { purpose: 'register', phone, ...captcha },
      { ip: freshIp() },
    )
    expect(first.status).toBe(200)
    clock.advance(61_000)
    const replay = await call(
      server.baseUrl,
      '/code/send',
      { purpose: 'register', phone, ...captcha },
      { ip: freshIp() },
    )
    expect(replay.status).toBe(400)
    expect(shape(replay)).toBe(shape(none))
    expect(await smsTo(phone, 1)).toHaveLength(1)
  })

  it('refuses a code a second time (replay)', async () => {
    const { phone } = await member()
    const code = await smsCode(server.baseUrl, phone, 'login', { ip: freshIp() })
    expect((await login({ phone, code })).status).toBe(200)
    expect((await login({ phone, code })).status).toBe(400)
  })

  it('refuses a code for another purpose or another phone', async () => {
    const a = await member()
    const b = await member()
    const code = await smsCode(server.baseUrl, a.phone, 'login', { ip: freshIp() })
    const wrongPhone = await login({ phone: b.phone, code })
    expect(wrongPhone.status).toBe(400)
    const check = await call(
      server.baseUrl,
      '/code/check',
      { purpose: 'register', phone: a.phone, code },
      { ip: freshIp() },
    )
    expect(check.status).toBe(400)
    expect((await login({ phone: a.phone, code })).status).toBe(200)
  })

  it('refuses an expired code (5 minutes)', async () => {
    const { phone } = await member()
    const code = await smsCode(server.baseUrl, phone, 'login', { ip: freshIp() })
    clock.advance(5 * 60_000 + 1)
    expect((await login({ phone, code })).status).toBe(400)
  })

  it('burns a code after five wrong tries', async () => {
    const phone = freshPhone()
    const code = await smsCode(server.baseUrl, phone, 'register', { ip: freshIp() })
    const wrong = code === '000000' ? '000001' : '000000'
    for (let i = 0; i < 5; i++) {
      const tried = await call(
        server.baseUrl,
        '/code/check',
        { purpose: 'register', phone, code: wrong },
        { ip: freshIp() },
      )
      expect(tried.status).toBe(400)
    }
    const right = await call(server.baseUrl, '/code/check', { purpose: 'register', phone, code }, { ip: freshIp() })
    expect(right.status).toBe(400)
  })

  it('keeps codes as keyed hashes only', async () => {
    const phone = freshPhone()
    const code = await smsCode(server.baseUrl, phone, 'register', { ip: freshIp() })
    const stored = await server.payload.find({
      collection: 'verification-codes',
      where: { target: { equals: phone } },
      overrideAccess: true,
    })
    const record = stored.docs[0] as { codeHash: string }
    expect(record.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(stored.docs)).not.toContain(code)
  })
})

describe('enumeration', () => {
  it('answers a login code request the same for known and unknown phones, and texts only the known one', async () => {
    const { phone } = await member()
    const unknownPhone = freshPhone()
    const known = await sendCode(server.baseUrl, { purpose: 'login', phone }, { ip: freshIp() })
    const unknown = await sendCode(server.baseUrl, { purpose: 'login', phone: unknownPhone }, { ip: freshIp() })
    expect(shape(unknown)).toBe(shape(known))
    expect(await smsTo(phone, 1)).toHaveLength(1)
    await deliveries.settled()
    expect((await readOutbox('sms')).filter((l) => l.to === unknownPhone)).toHaveLength(0)
  })

  it('answers a registration code request for a registered phone the same way, sending a notice instead of a code', async () => {
    const { phone } = await member()
    const fresh = freshPhone()
    const taken = await sendCode(server.baseUrl, { purpose: 'register', phone }, { ip: freshIp() })
    const free = await sendCode(server.baseUrl, { purpose: 'register', phone: fresh }, { ip: freshIp() })
    expect(shape(taken)).toBe(shape(free))
    const notice = (await smsTo(phone, 1)).at(-1)
    expect(notice?.code).toBeUndefined()
  })

  it('answers registration with an existing e-mail like a new one, creates nothing and warns the owner', async () => {
    const existing = await member()
    const area = (await server.payload.find({ collection: 'areas', limit: 1 })).docs[0]?.id
    const industry = (await server.payload.find({ collection: 'industries', limit: 1 })).docs[0]?.id
    const attempt = async (username: string) => {
      const phone = freshPhone()
      const ip = freshIp()
      const code = await smsCode(server.baseUrl, phone, 'register', { ip })
      return call(
        server.baseUrl,
        '/user',
        {
          username,
          name: 'X',
          company: 'Y',
          department: 'Z',
          phone,
          code,
          areaId: area,
          industryId: industry,
          password: 'Sequencer-88q',
          confirmPassword: 'Sequencer-88q',
          agreePrivacy: true,
          agreeMarketing: true,
        },
        { ip },
      )
    }
    const taken = await attempt(existing.email)
    const fresh = await attempt(freshEmail('new'))
    expect(shape(taken)).toBe(shape(fresh))
    const accounts = await server.payload.count({
      collection: 'members',
      where: { email: { equals: existing.email } },
      overrideAccess: true,
    })
    expect(accounts.totalDocs).toBe(1)
    await deliveries.settled()
    expect((await lastMail(existing.email))?.text).toMatch(/already has an account|已有账号/)
    // The attacker cannot log in with the password they chose.
    expect((await login({ username: existing.email, password: 'Sequencer-88q' })).status).toBe(400)
  })

  it('answers reset code requests and resets the same for known and unknown e-mails', async () => {
    const { email } = await member()
    const ghost = freshEmail('ghost')
    const known = await sendCode(server.baseUrl, { purpose: 'reset', username: email }, { ip: freshIp() })
    const unknown = await sendCode(server.baseUrl, { purpose: 'reset', username: ghost }, { ip: freshIp() })
    expect(shape(unknown)).toBe(shape(known))
    await deliveries.settled()
    expect(await lastMail(ghost)).toBeNull()
    const body = (username: string) => ({
      username,
      code: '123456',
      password: 'Pipette-99x',
      confirmPassword: 'Pipette-99x',
    })
    const a = await call(server.baseUrl, '/user/reset/password', body(email), { ip: freshIp() })
    const b = await call(server.baseUrl, '/user/reset/password', body(ghost), { ip: freshIp() })
    expect(a.status).toBe(400)
    expect(shape(b)).toBe(shape(a))
  })
})

describe('cross-site requests', () => {
  it.each([
    ['/auth/login', { username: 'a_b@example.com', password: 'x' }, 'POST'],
    ['/user', {}, 'POST'],
    ['/code/send', { purpose: 'login', phone: '13800138000' }, 'POST'],
    ['/user/reset/password', {}, 'POST'],
    ['/auth', undefined, 'DELETE'],
  ])('refuses %s from another origin with 403', async (path, body, method) => {
    const answer = await call(server.baseUrl, path, body, {
      method,
      ip: freshIp(),
      headers: { origin: 'https://evil.example' },
    })
    expect(answer.status).toBe(403)
  })
})

describe('sessions', () => {
  it('never adopts a session id the client brings (fixation): login issues a new one', async () => {
    const { email } = await member()
    const planted = 'member_session=AttackerChosenSessionValue1234567890'
    const answer = await call(
      server.baseUrl,
      '/auth/login',
      { username: email, password: PASSWORD },
      { ip: freshIp(), cookie: planted },
    )
    const issued = sessionCookieOf(answer)
    expect(issued).not.toBeNull()
    expect(issued).not.toBe(planted)
    expect((await call(server.baseUrl, '/users/info', undefined, { cookie: planted })).status).toBe(401)
  })

  it('keeps an attacker’s own session theirs when a victim logs in with it planted', async () => {
    const attacker = await member()
    const victim = await member()
    const attackerLogin = await call(
      server.baseUrl,
      '/auth/login',
      { username: attacker.email, password: PASSWORD },
      { ip: freshIp() },
    )
    const attackerCookie = sessionCookieOf(attackerLogin) as string
    await call(
      server.baseUrl,
      '/auth/login',
      { username: victim.email, password: PASSWORD },
      { ip: freshIp(), cookie: attackerCookie },
    )
    const info = await call(server.baseUrl, '/users/info', undefined, { cookie: attackerCookie })
    expect((info.body.data as { account: string }).account).toBe(attacker.email)
  })

  it('refuses a session after logout, even as a bearer token', async () => {
    const { email } = await member()
    const answer = await call(
      server.baseUrl,
      '/auth/login',
      { username: email, password: PASSWORD, client: 'api' },
      { ip: freshIp() },
    )
    const token = (answer.body.data as { token: string }).token
    expect((await call(server.baseUrl, '/auth', undefined, { method: 'DELETE', bearer: token })).status).toBe(200)
    expect((await call(server.baseUrl, '/users/info', undefined, { bearer: token })).status).toBe(401)
  })

  it('ends sessions after 7 idle days and after 30 days in any case', async () => {
    const { email } = await member()
    const cookieOf = async () =>
      sessionCookieOf(
        await call(server.baseUrl, '/auth/login', { username: email, password: PASSWORD }, { ip: freshIp() }),
      ) as string
    const idle = await cookieOf()
    clock.advance(7 * 24 * 3600_000 + 1000)
    expect((await call(server.baseUrl, '/users/info', undefined, { cookie: idle })).status).toBe(401)
    const busy = await cookieOf()
    for (let day = 0; day < 30; day += 2) {
      clock.advance(2 * 24 * 3600_000)
      const status = (await call(server.baseUrl, '/users/info', undefined, { cookie: busy })).status
      if (day + 2 < 30) expect(status).toBe(200)
      else expect(status).toBe(401)
    }
  })

  it('refuses a hand-over code after 60 seconds', async () => {
    const { email } = await member()
    const cookie = sessionCookieOf(
      await call(server.baseUrl, '/auth/login', { username: email, password: PASSWORD }, { ip: freshIp() }),
    ) as string
    const { code } = (await call(server.baseUrl, '/auth/handover', {}, { cookie })).body.data as { code: string }
    clock.advance(61_000)
    expect((await call(server.baseUrl, '/auth/exchange', { code }, { ip: freshIp() })).status).toBe(400)
  })

  it('answers garbage and over-long tokens with 401, never 500', async () => {
    for (const bearer of ['x', 'A'.repeat(5000), '../../etc/passwd', "' OR 1=1 --"]) {
      expect((await call(server.baseUrl, '/users/info', undefined, { bearer })).status).toBe(401)
    }
  })
})

describe('malformed account requests', () => {
  it('refuses wrong content types, oversized bodies and non-object JSON with 4xx', async () => {
    const url = `${server.baseUrl}/api/v1/auth/login`
    const form = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'a=b' })
    expect(form.status).toBe(415)
    const big = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'a_b@example.com', password: 'x'.repeat(20_000) }),
    })
    expect(big.status).toBe(413)
    for (const body of ['[]', 'null', '"x"', '{']) {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      expect(res.status).toBe(400)
    }
  })
})
