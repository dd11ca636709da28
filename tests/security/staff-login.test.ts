import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settleStaffResets } from '../../src/auth/staff-forgot-password'
import { localMail, setMailer } from '../../src/services/mail/mail'
import { readOutbox } from '../../src/services/outbox'
import { startServer } from '../setup/server'
import { translate } from '../setup/translate'

/**
 * Issue 15, point 6: the staff login (/api/cms/users/login, also behind the admin's login form). Five wrong
 * passwords used to lock any staff account for 15 minutes (anyone could keep the admin out), there was no per-IP
 * limit, known and unknown e-mails differed by ~100 ms, and forgot-password answered 500 ("database is locked").
 * The server trusts one proxy hop here, so X-Forwarded-For plays different client addresses.
 */
let server: Awaited<ReturnType<typeof startServer>>
const PASSWORD = 'Staff-Right-Password-1'

beforeAll(async () => {
  server = await startServer({ trustedProxyHops: 1 })
})
afterAll(async () => {
  await server?.close()
})

let users = 0
async function staffUser(roles: string[] = ['admin']) {
  users += 1
  const email = `staff-sec-${process.pid}-${users}@example.com`
  await server.payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, roles: roles as ['admin'] },
    overrideAccess: true,
  })
  return email
}

let addresses = 0
const freshAddress = () => {
  addresses += 1
  return `198.18.${addresses >> 8}.${addresses & 255}`
}

async function login(email: string, password: string, ip: string) {
  const started = performance.now()
  // The server runs in this process: its CPU time over the request (every thread, libuv's hashing ones too).
  const cpuBefore = process.cpuUsage()
  const res = await fetch(`${server.baseUrl}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  })
  const body = (await res.json()) as { token?: string; errors?: Array<{ message: string }> }
  const cookie = (res.headers.getSetCookie().find((c) => c.startsWith('payload-token=')) ?? '').split(';')[0] ?? ''
  const cpu = process.cpuUsage(cpuBefore)
  return {
    status: res.status,
    body,
    cookie,
    retryAfter: res.headers.get('retry-after'),
    ms: performance.now() - started,
    cpuMs: (cpu.user + cpu.system) / 1000,
  }
}

function post(path: string, body: unknown, ip = freshAddress()) {
  return fetch(`${server.baseUrl}/api/cms/users${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  })
}

describe('staff login limits', () => {
  it("an outsider's wrong passwords lock only the outsider's address, never the admin's account", async () => {
    const admin = await staffUser()
    const attacker = freshAddress()
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) statuses.push((await login(admin, `wrong-${i}`, attacker)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
    // From the failing address even the right password waits (429, Retry-After, a localized message) …
    const locked = await login(admin, PASSWORD, attacker)
    expect(locked.status).toBe(429)
    expect(Number(locked.retryAfter)).toBeGreaterThan(0)
    expect(locked.body.errors?.[0]?.message).toBe(translate('cn', 'api.staffLoginLocked', { minutes: 1 }))
    // … while the real admin, from their own address, logs in at once.
    const real = await login(admin, PASSWORD, freshAddress())
    expect(real.status).toBe(200)
    expect(real.cookie).toMatch(/^payload-token=./)
  })

  it('limits the attempts of one address over all accounts (credential stuffing)', async () => {
    const ip = freshAddress()
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await login(`nobody-${i}@example.com`, 'guess-1', ip)).status)
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true)
    expect(statuses[30]).toBe(429)
    // Other addresses are not affected.
    expect((await login('nobody-x@example.com', 'guess-1', freshAddress())).status).toBe(401)
  })

  it('a right password clears the failures of its address', async () => {
    const email = await staffUser(['editor'])
    const ip = freshAddress()
    for (let i = 0; i < 4; i++) expect((await login(email, 'wrong', ip)).status).toBe(401)
    expect((await login(email, PASSWORD, ip)).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await login(email, 'wrong', ip)).status).toBe(401)
  })

  it('answers known and unknown e-mails with the same work (fastest of 15 within 30 %, in CPU time)', async () => {
    const known = await staffUser(['editor'])
    const unknown = (i: number) => `unknown-${process.pid}-${i}@example.com`
    // Warm-up: the first hashes of a process run slower (JIT, the thread pool starting).
    for (let i = 0; i < 2; i++) {
      await login(known, 'not-the-password', freshAddress())
      await login(unknown(100 + i), 'not-the-password', freshAddress())
    }
    // Fifteen of each in a shuffled order: a hash runs on one of libuv's four threads in turn, and on this kind of
    // machine one of them can run ~50 % slower for a while; a fixed order would hand it to one kind of request.
    const kinds = ['known', 'unknown'] as const
    const order = Array.from({ length: 30 }, (_, i) => ({
      kind: kinds[i % 2] as (typeof kinds)[number],
      key: Math.random(),
    }))
      .sort((a, b) => a.key - b.key)
      .map(({ kind }) => kind)
    const cpu: { known: number[]; unknown: number[] } = { known: [], unknown: [] }
    const wall: { known: number[]; unknown: number[] } = { known: [], unknown: [] }
    const bodies: unknown[] = []
    for (const [i, kind] of order.entries()) {
      const res = await login(kind === 'known' ? known : unknown(i), 'not-the-password', freshAddress())
      expect(res.status).toBe(401)
      bodies.push(res.body)
      cpu[kind].push(res.cpuMs)
      wall[kind].push(res.ms)
    }
    // The same answer, too.
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1)
    // What sets the time is the work: one PBKDF2 hash of Payload's parameters either way. CPU time measures it
    // whatever else the machine runs; wall time on CI's two cores, shared by two suites and a build, does not (the
    // fastest of 15 wall times came out 160 against 208 ms there). The fastest of each kind: the least disturbed by
    // background work in this process. Without the throwaway hash an unknown e-mail costs a few ms against ~130.
    const fastest = (xs: number[]) => Math.min(...xs)
    const [k, u] = [fastest(cpu.known), fastest(cpu.unknown)]
    console.log(
      `staff login, wrong password: known e-mail fastest ${k.toFixed(1)} ms of CPU (${fastest(wall.known).toFixed(1)} ms wall), unknown ${u.toFixed(1)} ms (${fastest(wall.unknown).toFixed(1)} ms)`,
    )
    expect(Math.abs(k - u) / Math.max(k, u)).toBeLessThan(0.3)
  })
})

describe('the staff session’s JWT (issue 31, point 11)', () => {
  it('stays in its HttpOnly cookie: login, me and refresh-token carry it in their body only when asked', async () => {
    const email = await staffUser(['sales'])
    const plain = await login(email, PASSWORD, freshAddress())
    expect(plain.status).toBe(200)
    expect(plain.body.token).toBeUndefined()
    expect((plain.body as { exp?: number }).exp).toBeGreaterThan(Date.now() / 1000)
    expect(plain.cookie).toMatch(/^payload-token=./)
    const session = { cookie: plain.cookie }
    const me = (await (await fetch(`${server.baseUrl}/api/cms/users/me`, { headers: session })).json()) as Record<
      string,
      unknown
    >
    expect((me.user as { email?: string }).email).toBe(email)
    expect(me.token).toBeUndefined()
    const refreshed = await fetch(`${server.baseUrl}/api/cms/users/refresh-token`, { method: 'POST', headers: session })
    expect(refreshed.status).toBe(200)
    expect(((await refreshed.json()) as { refreshedToken?: string }).refreshedToken).toBeUndefined()
    // A staff API client asks for it.
    const asked = await fetch(`${server.baseUrl}/api/cms/users/login?token=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
      body: JSON.stringify({ email, password: PASSWORD }),
    })
    const token = ((await asked.json()) as { token?: string }).token
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    const withJwt = await fetch(`${server.baseUrl}/api/cms/users/me`, { headers: { authorization: `JWT ${token}` } })
    expect(((await withJwt.json()) as { user?: { email?: string } }).user?.email).toBe(email)
  })
})

describe('staff password recovery', () => {
  it('mails a working reset link through the mail interface (local outbox)', async () => {
    const email = await staffUser(['sales'])
    const res = await post('/forgot-password', { email })
    expect(res.status).toBe(200)
    await settleStaffResets()
    const mail = (await readOutbox('mail')).filter((l) => l.to === email).at(-1)
    expect(mail).toBeTruthy()
    const token = mail?.text.match(/\/admin\/reset\/([A-Za-z0-9]+)/)?.[1]
    expect(token).toBeTruthy()
    const reset = await post('/reset-password', { token, password: 'Brand-New-Password-2' })
    expect(reset.status).toBe(200)
    expect((await login(email, 'Brand-New-Password-2', freshAddress())).status).toBe(200)
    expect((await login(email, PASSWORD, freshAddress())).status).toBe(401)
    // The link works once.
    expect((await post('/reset-password', { token, password: 'Third-Password-3' })).status).toBeGreaterThanOrEqual(400)
  })

  it('answers an unknown e-mail the same way, without a mail', async () => {
    const email = `nobody-reset-${process.pid}@example.com`
    const known = await post('/forgot-password', { email: await staffUser(['editor']) })
    const unknown = await post('/forgot-password', { email })
    expect(unknown.status).toBe(200)
    expect(await unknown.json()).toEqual(await known.json())
    await settleStaffResets()
    expect((await readOutbox('mail')).some((l) => l.to === email)).toBe(false)
  })

  it('answers a known e-mail before its mail is sent, and as fast as an unknown one (point 9)', async () => {
    const email = await staffUser(['sales'])
    const timedAccounts: string[] = []
    for (let i = 0; i < 21; i++) timedAccounts.push(await staffUser(['sales']))
    // The mail server takes as long as the test says: the answer must not wait for it.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    setMailer({ name: 'held', send: async (message) => held.then(() => localMail.send(message)) })
    try {
      const known = await post('/forgot-password', { email })
      expect(known.status).toBe(200)
      // Answered while the mail is still held: nothing of the reset has been sent yet.
      expect((await readOutbox('mail')).some((l) => l.to === email)).toBe(false)
      const unknown = await post('/forgot-password', { email: `nobody-held-${process.pid}@example.com` })
      expect(await unknown.json()).toEqual(await known.json())
      release()
      await settleStaffResets()
      expect((await readOutbox('mail')).some((l) => l.to === email)).toBe(true)
    } finally {
      release()
      await settleStaffResets()
      setMailer(undefined)
    }
    // The same work in the foreground for both: the lower quartiles of 21 of each, alternating. The probe measured
    // medians of 21 ms against 10 ms before (a difference of 11 ms, twice the time). The test runs beside two other
    // suites on a 2-core machine, where a median moved by 5 ms between two runs: a load spike adds time, so the
    // lower quartile is compared, and the margin (8 ms or 40 %) is still under the oracle's difference.
    const quartile = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 4)] ?? 0
    const timed = async (target: string) => {
      const started = performance.now()
      await post('/forgot-password', { email: target })
      const ms = performance.now() - started
      await settleStaffResets()
      return ms
    }
    const knownMs: number[] = []
    const unknownMs: number[] = []
    for (const [i, account] of timedAccounts.entries()) {
      knownMs.push(await timed(account))
      unknownMs.push(await timed(`nobody-timed-${process.pid}-${i}@example.com`))
    }
    const [k, u] = [quartile(knownMs), quartile(unknownMs)]
    console.info(`staff forgot-password: known p25 ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`)
    expect(Math.abs(k - u)).toBeLessThan(Math.max(8, 0.4 * Math.max(k, u)))
  })

  it('limits requests per e-mail (429), so nobody floods an inbox', async () => {
    const email = await staffUser(['editor'])
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await post('/forgot-password', { email })).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})
