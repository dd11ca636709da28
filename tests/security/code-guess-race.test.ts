import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createMemberSession } from '../../src/auth/member-sessions'
import { hashPassword, verifyPassword } from '../../src/auth/passwords'
import { CODE_MAX_ATTEMPTS, issueCode } from '../../src/auth/verification-codes'
import { freshEmail, freshPhone } from '../setup/accounts'
import { type Child, killChildren, startChild } from '../setup/child-process'
import { startServer } from '../setup/server'

/**
 * Issue 31, point 1: `verifyCode` read the tries, then wrote tries + 1, so concurrent guesses all read the same
 * count. 200 concurrent password resets from 200 addresses, the real code last, took over the account (PostgreSQL,
 * 2 processes: 8 of 8 bursts). Now every guess takes a try in one conditional UPDATE before it is compared.
 *
 * Here two server processes (tests/fault/api-server.ts) share the run's database (SQLite or PostgreSQL); each
 * burst is 199 wrong guesses and the real code last, all in flight at once, each from its own loopback address
 * (the socket's source address: all of 127.0.0.0/8 is local), alternating between the processes. The right code
 * must never be accepted: at most 5 guesses are ever compared, and it is the last of 200. Same for /code/check,
 * registration and the first-login phone bind, which use the same counter.
 */
const GUESSES = 200
const BURSTS = Number(process.env.CODE_RACE_BURSTS || 3)
const PASSWORD = 'Pipette-42x'
const ATTACKER_PASSWORD = 'Attacker-Chosen-77'

let server: Awaited<ReturnType<typeof startServer>>
let outboxDir: string
const processes: Child[] = []
const ports: number[] = []
let areaId: number
let industryId: number

beforeAll(async () => {
  server = await startServer()
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-race-outbox-'))
  // Two processes of one site on one database; state of the per-address limits stays in each process.
  const started = await Promise.all([0, 1].map(() => startChild('tests/fault/api-server.ts', { outboxDir })))
  for (const child of started) {
    processes.push(child)
    ports.push(Number(/READY (\d+)/.exec(child.line)?.[1]))
  }
  const [area, industry] = await Promise.all([
    server.payload.find({ collection: 'areas', limit: 1, sort: 'id', overrideAccess: true }),
    server.payload.find({ collection: 'industries', limit: 1, sort: 'id', overrideAccess: true }),
  ])
  areaId = area.docs[0]?.id as number
  industryId = industry.docs[0]?.id as number
}, 600_000)

afterAll(async () => {
  for (const child of processes) child.process.kill('SIGTERM')
  await Promise.all(processes.map((child) => child.exited))
  killChildren()
  await server?.close()
  fs.rmSync(outboxDir, { recursive: true, force: true })
})

let addressCounter = 0
/** A loopback address not used before in this file (127.<a>.<b>.<c>, never 127.0.0.1). */
function nextAddress(): string {
  addressCounter += 1
  const n = addressCounter + 256
  return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`
}

interface Sent {
  status: number
  code: string
}

/** One JSON POST from `localAddress` (the socket's source address) to one of the two processes. */
function post(port: number, localAddress: string, pathName: string, body: unknown, cookie?: string): Promise<Sent> {
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: `/api/v1${pathName}`,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          origin: `http://127.0.0.1:${port}`,
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString()
          let code = ''
          try {
            code = (JSON.parse(text) as { code: string }).code
          } catch {
            code = text.slice(0, 80)
          }
          resolve({ status: res.statusCode ?? 0, code })
        })
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

/** A wrong code for a known one (any other 6 digits). */
function wrongCodes(code: string, count: number): string[] {
  const out: string[] = []
  for (let n = 0; out.length < count; n++) {
    const candidate = String((Number(code) + 1 + n * 7919) % 1_000_000).padStart(6, '0')
    if (candidate !== code) out.push(candidate)
  }
  return out
}

/**
 * 199 wrong guesses then the right one, all in flight together, each from a fresh address, alternating between
 * the processes; `body(code)` is the request body for a guess. Returns the answers in the order sent.
 */
async function burst(pathName: string, code: string, body: (guess: string) => unknown, cookie?: string) {
  const guesses = [...wrongCodes(code, GUESSES - 1), code]
  const answers = await Promise.all(
    guesses.map((guess, i) => post(ports[i % 2] as number, nextAddress(), pathName, body(guess), cookie)),
  )
  return { wrong: answers.slice(0, -1), right: answers.at(-1) as Sent }
}

async function codeRecord(target: string, purpose: string) {
  const found = await server.payload.find({
    collection: 'verification-codes',
    where: { and: [{ target: { equals: target } }, { purpose: { equals: purpose } }] },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
  })
  return found.docs[0] as { attempts: number; consumedAt?: string | null }
}

/** The code was tried exactly 5 times and then burnt, whatever the number of concurrent guesses. */
async function expectBurnt(target: string, purpose: string) {
  const record = await codeRecord(target, purpose)
  expect(Number(record.attempts)).toBe(CODE_MAX_ATTEMPTS)
  expect(record.consumedAt).toBeTruthy()
}

const database = () => (inject('databaseUrl').startsWith('postgres') ? 'PostgreSQL' : 'SQLite')

describe(`200 concurrent code guesses from 200 loopback addresses against 2 processes (${BURSTS} bursts each)`, () => {
  it('password reset: the right code sent last is refused, and the attacker’s password never logs in', async () => {
    for (let run = 0; run < BURSTS; run++) {
      const email = freshEmail('race')
      const member = await server.payload.create({
        collection: 'members',
        data: { email, name: 'Race', passwordHash: await hashPassword(PASSWORD) },
        overrideAccess: true,
      })
      const code = await issueCode(server.payload, email, 'reset')
      const { wrong, right } = await burst('/user/reset/password', code, (guess) => ({
        username: email,
        code: guess,
        password: ATTACKER_PASSWORD,
        confirmPassword: ATTACKER_PASSWORD,
      }))
      expect(wrong.every((a) => a.status === 400 && a.code === 'E0400')).toBe(true)
      expect(right).toEqual({ status: 400, code: 'E0400' })
      await expectBurnt(email, 'reset')
      const stored = await server.payload.findByID({
        collection: 'members',
        id: member.id,
        overrideAccess: true,
        showHiddenFields: true,
      })
      expect(await verifyPassword(stored.passwordHash, ATTACKER_PASSWORD)).toBe(false)
      expect(await verifyPassword(stored.passwordHash, PASSWORD)).toBe(true)
      const login = await post(ports[run % 2] as number, nextAddress(), '/auth/login', {
        username: email,
        password: ATTACKER_PASSWORD,
      })
      expect(login.status).toBe(400)
    }
    console.log(`[code-race] ${database()}: ${BURSTS} reset bursts of ${GUESSES}, right code accepted 0 times`)
  }, 240_000)

  it('/code/check: the right code sent last is not confirmed', async () => {
    for (let run = 0; run < BURSTS; run++) {
      const phone = freshPhone()
      const code = await issueCode(server.payload, phone, 'register')
      const { wrong, right } = await burst('/code/check', code, (guess) => ({
        purpose: 'register',
        phone,
        code: guess,
      }))
      expect(wrong.every((a) => a.status === 400)).toBe(true)
      expect(right.status).toBe(400)
      await expectBurnt(phone, 'register')
    }
  }, 240_000)

  it('registration: the right code sent last registers nobody', async () => {
    const phone = freshPhone()
    const code = await issueCode(server.payload, phone, 'register')
    const emails: string[] = []
    const { wrong, right } = await burst('/user', code, (guess) => {
      const username = freshEmail('racereg')
      emails.push(username)
      return {
        username,
        name: 'Race',
        company: 'Example',
        department: 'Lab',
        phone,
        code: guess,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        areaId,
        industryId,
        agreePrivacy: true,
        agreeMarketing: true,
      }
    })
    expect(
      wrong.every((a) => a.status === 400),
      JSON.stringify(wrong.slice(0, 3)),
    ).toBe(true)
    expect(right.status).toBe(400)
    await expectBurnt(phone, 'register')
    const registered = await server.payload.count({
      collection: 'members',
      where: { phone: { equals: phone } },
      overrideAccess: true,
    })
    expect(registered.totalDocs).toBe(0)
  }, 240_000)

  it('first-login phone bind: the right code sent last binds no number', async () => {
    const member = await server.payload.create({
      collection: 'members',
      data: { email: freshEmail('racebind'), name: 'Race', passwordHash: await hashPassword(PASSWORD) },
      overrideAccess: true,
    })
    const token = await createMemberSession(server.payload, member.id as number)
    const phone = freshPhone()
    const code = await issueCode(server.payload, phone, 'bind')
    const { wrong, right } = await burst(
      '/user/phone/message',
      code,
      (guess) => ({ phone, code: guess }),
      `member_session=${token}`,
    )
    expect(wrong.every((a) => a.status === 400)).toBe(true)
    expect(right.status).toBe(400)
    await expectBurnt(phone, 'bind')
    const after = await server.payload.findByID({ collection: 'members', id: member.id, overrideAccess: true })
    expect(after.phone ?? null).toBeNull()
  }, 240_000)

  it('the right code with no wrong guess before it still works (one try, then used)', async () => {
    const phone = freshPhone()
    const code = await issueCode(server.payload, phone, 'register')
    const port = ports[0] as number
    // Checked on blur (the try is given back), then checked again: still valid.
    expect((await post(port, nextAddress(), '/code/check', { purpose: 'register', phone, code })).status).toBe(200)
    expect((await post(port, nextAddress(), '/code/check', { purpose: 'register', phone, code })).status).toBe(200)
    for (const guess of wrongCodes(code, 4)) {
      expect((await post(port, nextAddress(), '/code/check', { purpose: 'register', phone, code: guess })).status).toBe(
        400,
      )
    }
    // Four wrong tries: the fifth try is the right code, and it is accepted.
    expect((await post(port, nextAddress(), '/code/check', { purpose: 'register', phone, code })).status).toBe(200)
    expect(Number((await codeRecord(phone, 'register')).attempts)).toBe(4)
  })
})
