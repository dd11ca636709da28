import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMemberSession } from '../../src/auth/member-sessions'
import { hashPassword } from '../../src/auth/passwords'
import { MemoryStore, setKeyValueStore } from '../../src/services/kv/kv'
import { freshEmail, freshPhone } from '../setup/accounts'
import { getJson, startServer } from '../setup/server'
import { translate } from '../setup/translate'
import { pdf, upload, uploadPassCookie } from '../setup/upload-fixtures'

/**
 * Issue 15, point 4: /api/v1/upload needed no session or captcha, so with forged addresses about 9 GiB an hour
 * could be written, and the global hourly cap then blocked real applicants. Now an upload needs a member session
 * or an upload pass (a solved captcha), and stored bytes count against the visitor's and the address's daily
 * budgets first, then the site's: 429 with Retry-After and a message saying which budget ran out.
 * The server runs with the default settings (no trusted proxy): the forged X-Forwarded-For below is ignored.
 */
let server: Awaited<ReturnType<typeof startServer>>
const KiB = 1024
const paper = pdf()
const settings = ['UPLOAD_VISITOR_DAILY_MIB', 'UPLOAD_IP_DAILY_MIB', 'UPLOAD_DAILY_MIB'] as const

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.close()
})
afterEach(() => {
  for (const name of settings) delete process.env[name]
  setKeyValueStore(undefined)
})

/** Budgets in multiples of this test's PDF (a little more, so exactly `n` fit). */
function budgetOf(n: number): string {
  return String(((n + 0.5) * paper.byteLength) / (KiB * KiB))
}

let forged = 0
function sendPaper(cookie: string | null) {
  forged += 1
  return upload(server.baseUrl, 'paper', paper, {
    name: 'paper.pdf',
    type: 'application/pdf',
    pass: false,
    headers: { 'x-forwarded-for': `10.66.${forged >> 8}.${forged & 255}`, ...(cookie ? { cookie } : {}) },
  })
}

/** A fresh visitor: a solved captcha traded for an upload pass (the helper caches by address: vary the key). */
let visitors = 0
async function newVisitor(): Promise<string> {
  visitors += 1
  // The server ignores X-Forwarded-For here; the address only keys the helper's cache, so this is a new pass.
  return uploadPassCookie(server.baseUrl, `192.0.2.${visitors}`)
}

describe('uploads need a reason to exist', () => {
  it('refuses an anonymous upload without a captcha or a member session (401, nothing stored)', async () => {
    setKeyValueStore(new MemoryStore())
    const before = (await server.payload.count({ collection: 'private-files', overrideAccess: true })).totalDocs
    const r = await sendPaper(null)
    expect(r.status).toBe(401)
    expect(r.body.msg).toBe(translate('cn', 'api.uploadNeedsCaptcha'))
    const forgedPass = await sendPaper('upload_pass=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
    expect(forgedPass.status).toBe(401)
    expect((await server.payload.count({ collection: 'private-files', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('trades only a valid captcha ticket for an upload pass', async () => {
    setKeyValueStore(new MemoryStore())
    const r = await getJson(server.baseUrl, '/api/v1/upload/pass', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket: 'not-a-real-ticket-0123456789' }),
    })
    expect(r.status).toBe(400)
    expect(r.body.msg).toBe(translate('cn', 'api.captchaInvalid'))
    expect(r.headers.getSetCookie()).toEqual([])
  })

  it('accepts a logged-in member without a captcha', async () => {
    setKeyValueStore(new MemoryStore())
    const member = await server.payload.create({
      collection: 'members',
      data: {
        email: freshEmail('upl'),
        phone: freshPhone(),
        name: 'Uploader',
        passwordHash: await hashPassword('Pipette-42x'),
      },
      overrideAccess: true,
    })
    const token = await createMemberSession(server.payload, member.id)
    expect((await sendPaper(`member_session=${token}`)).status).toBe(200)
  })
})

describe('daily byte budgets', () => {
  it("stops one visitor at its own budget, whatever address it claims, and leaves the site's budget to others", async () => {
    setKeyValueStore(new MemoryStore())
    process.env.UPLOAD_VISITOR_DAILY_MIB = budgetOf(3)
    process.env.UPLOAD_IP_DAILY_MIB = budgetOf(100)
    process.env.UPLOAD_DAILY_MIB = budgetOf(5)
    const attacker = await newVisitor()
    const statuses: number[] = []
    let refusal: Awaited<ReturnType<typeof sendPaper>> | undefined
    for (let i = 0; i < 6; i++) {
      const r = await sendPaper(attacker)
      statuses.push(r.status)
      if (r.status === 429) refusal = r
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429])
    expect(refusal?.body.msg).toBe(translate('cn', 'api.uploadBudgetVisitor'))
    // The refused attempts spent nothing of the site's budget: an applicant still has room for two files.
    const applicant = await newVisitor()
    expect((await sendPaper(applicant)).status).toBe(200)
    expect((await sendPaper(applicant)).status).toBe(200)
    // Now the site's daily budget is used up: a clear 429 naming it, with Retry-After (at most a day).
    const third = await sendPaper(await newVisitor())
    expect(third.status).toBe(429)
    expect(third.body.msg).toBe(translate('cn', 'api.uploadBudgetSite'))
    const res = await fetch(`${server.baseUrl}/en/api/v1/upload?purpose=paper`, {
      method: 'POST',
      headers: { cookie: await newVisitor() },
      body: (() => {
        const form = new FormData()
        form.append('file', new Blob([new Uint8Array(paper)], { type: 'application/pdf' }), 'paper.pdf')
        return form
      })(),
    })
    expect(res.status).toBe(429)
    const retryAfter = Number(res.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600)
    expect(((await res.json()) as { msg: string }).msg).toBe(translate('en', 'api.uploadBudgetSite'))
  })

  it('caps one address across several passes (solving more captchas does not buy more)', async () => {
    setKeyValueStore(new MemoryStore())
    process.env.UPLOAD_VISITOR_DAILY_MIB = budgetOf(2)
    process.env.UPLOAD_IP_DAILY_MIB = budgetOf(3)
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      const visitor = await newVisitor()
      statuses.push((await sendPaper(visitor)).status, (await sendPaper(visitor)).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429])
  })
})
