import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ACCOUNT_FAILURES_BEFORE_BACKOFF } from '../../src/auth/login-throttle'
import { hashPassword } from '../../src/auth/passwords'
import { manualClock, setClock } from '../../src/services/clock'
import { MemoryStore, setKeyValueStore } from '../../src/services/kv/kv'
import { call, freshEmail, freshIp, freshPhone, sessionCookieOf, smsCode } from '../setup/accounts'
import { startServer } from '../setup/server'

/**
 * Issue 31, point 3: the member login lock was keyed on the account alone, so five wrong passwords from any
 * address locked the owner out everywhere (429 for up to 32 minutes), by e-mail and by phone code. It is now keyed
 * on (address, account), as the staff login's, with a slower per-account backoff that only ever refuses addresses
 * which have themselves failed on the account.
 */
let server: Awaited<ReturnType<typeof startServer>>
const clock = manualClock()
const PASSWORD = 'Pipette-42x'

beforeAll(async () => {
  server = await startServer({ trustedProxyHops: 1 }) // many clients through X-Forwarded-For
})
afterAll(async () => {
  await server?.close()
})
beforeEach(() => {
  setKeyValueStore(new MemoryStore())
  clock.set(Date.now())
  setClock(clock)
})
afterEach(() => setClock(null))

async function member() {
  const email = freshEmail('lockout')
  const phone = freshPhone()
  await server.payload.create({
    collection: 'members',
    data: { email, phone, name: 'Lockout', passwordHash: await hashPassword(PASSWORD) },
    overrideAccess: true,
  })
  return { email, phone }
}

const login = (body: Record<string, unknown>, ip: string) => call(server.baseUrl, '/auth/login', body, { ip })

describe('a stranger cannot lock a member out', () => {
  it('by e-mail: five wrong passwords from address A; the right password from B logs in, A stays locked', async () => {
    const { email } = await member()
    const a = freshIp()
    const b = freshIp()
    const wrong = []
    for (let i = 0; i < 5; i++) wrong.push((await login({ username: email, password: 'Wrong-pass-1' }, a)).status)
    expect(wrong).toEqual([400, 400, 400, 400, 429])
    const owner = await login({ username: email, password: PASSWORD }, b)
    expect(owner.status).toBe(200)
    expect(sessionCookieOf(owner)).not.toBeNull()
    const attacker = await login({ username: email, password: PASSWORD }, a)
    expect(attacker.status).toBe(429)
    expect(Number(attacker.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('by phone code: five wrong codes from A; the owner at B logs in with a new code, A stays locked', async () => {
    const { phone } = await member()
    const a = freshIp()
    const b = freshIp()
    const wrong = []
    for (let i = 0; i < 5; i++) wrong.push((await login({ phone, code: '000001' }, a)).status)
    expect(wrong).toEqual([400, 400, 400, 400, 429])
    // Within A's first lock (1 minute) the owner asks for a code.
    const code = await smsCode(server.baseUrl, phone, 'login', { ip: b })
    // A, locked, is refused even with the right code, and its refusal does not use the code up.
    expect((await login({ phone, code }, a)).status).toBe(429)
    const owner = await login({ phone, code }, b)
    expect(owner.status).toBe(200)
    expect(sessionCookieOf(owner)).not.toBeNull()
  })

  it('IPv6: the five failures of one /64 lock every address of that /64, not its neighbour', async () => {
    const { email } = await member()
    for (let i = 0; i < 5; i++) await login({ username: email, password: 'Wrong-pass-1' }, `2001:db8:7:1::${i + 1}`)
    expect((await login({ username: email, password: PASSWORD }, '2001:db8:7:1:ffff::9')).status).toBe(429)
    expect((await login({ username: email, password: PASSWORD }, '2001:db8:7:2::1')).status).toBe(200)
  })

  it('a guesser spread over many addresses is slowed to one try per new address; the owner is never refused', async () => {
    const { email } = await member()
    const used: string[] = []
    // Two wrong passwords from each of 10 addresses: the account's 20th failure starts its backoff.
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_BACKOFF / 2; i++) {
      const ip = freshIp()
      used.push(ip)
      for (let j = 0; j < 2; j++) {
        expect((await login({ username: email, password: 'Wrong-pass-1' }, ip)).status).toBe(400)
      }
    }
    // An address that has failed waits for the backoff, even with the right password.
    const again = await login({ username: email, password: PASSWORD }, used[0] as string)
    expect(again.status).toBe(429)
    // A new address gets one try: a wrong one fails, then that address waits too.
    const fresh = freshIp()
    expect((await login({ username: email, password: 'Wrong-pass-1' }, fresh)).status).toBe(400)
    expect((await login({ username: email, password: 'Wrong-pass-1' }, fresh)).status).toBe(429)
    // The owner, at an address that has not failed, logs in.
    expect((await login({ username: email, password: PASSWORD }, freshIp())).status).toBe(200)
    // After the backoff (1 minute), the addresses that failed may try again.
    clock.advance(61_000)
    expect((await login({ username: email, password: PASSWORD }, used[0] as string)).status).toBe(200)
  }, 180_000)
})
