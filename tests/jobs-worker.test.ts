import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { jobRunnerActive, startJobs, startJobsSoon, stopJobRunner } from '../src/server/jobs/runner'
import { mailMessageId } from '../src/server/notifications/mail-queue'
import { type Child, killChildren, startChild } from './setup/child-process'
import { mailOutboxKeys } from './setup/outbox-keys'
import { startServer } from './setup/server'

/**
 * Issue 18, "Jobs": the lead mails run as Payload Jobs on a worker process (`npm run worker`, scripts/worker.ts)
 * while the web process (tests/fault/api-server.ts with JOBS_WORKER=external) only stores leads and queues jobs.
 * - With JOBS_WORKER=external the web side starts no runner and no timer, and sends nothing itself.
 * - kill -9 of the worker in the middle of a burst, then a new worker: every mail of the burst is in the local
 *   outbox exactly once (by its Message-ID, the idempotency key) and every row is `sent`.
 * - SIGTERM drains the worker: it exits 0 within JOBS_DRAIN_SECONDS, leaving no mail `sending` and no job
 *   `processing`; the next worker sends the rest, each once.
 */
const BURST = Number(process.env.JOBS_BURST || 120)
const CONCURRENCY = 8

let server: Awaited<ReturnType<typeof startServer>>
let outboxDir: string
let areaId: number

beforeAll(async () => {
  server = await startServer()
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-outbox-'))
  const area = await server.payload.find({ collection: 'areas', limit: 1, overrideAccess: true })
  areaId = area.docs[0]?.id as number
})
afterAll(async () => {
  killChildren()
  await server?.close()
  fs.rmSync(outboxDir, { recursive: true, force: true })
})

const startWeb = () => startChild('tests/fault/api-server.ts', { outboxDir })
const startWorker = (env: Record<string, string> = {}) => startChild('scripts/worker.ts', { outboxDir, env })

let ipCounter = 0
async function submit(baseUrl: string, email: string, n: number): Promise<number> {
  ipCounter++
  const res = await fetch(`${baseUrl}/api/v1/leave_word`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.88.${ipCounter & 255}.${1 + ((ipCounter >> 8) & 253)}`,
    },
    body: JSON.stringify({
      name: `Jobs ${n}`,
      company: 'Example',
      department: 'Lab',
      address: areaId,
      phone: '13800138000',
      email,
      content: `message ${n}`,
    }),
  })
  const body = (await res.json()) as { code: string; data: { id: number } }
  if (res.status !== 200 || body.code !== 'E0001') throw new Error(`leave_word: ${res.status} ${JSON.stringify(body)}`)
  return body.data.id
}

/** Submits `count` leave-word messages, CONCURRENCY at a time; `onAnswer` sees how many were answered so far. */
async function burst(baseUrl: string, tag: string, count: number, onAnswer: (answered: number) => void = () => {}) {
  const ids: number[] = []
  let next = 0
  const worker = async () => {
    while (next < count) {
      const n = next++
      ids.push(await submit(baseUrl, `jobs-${tag}-${n}@example.com`, n))
      onAnswer(ids.length)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return ids
}

async function mailRowsOf(ids: number[]) {
  const found = await server.payload.find({
    collection: 'mail-deliveries',
    where: { and: [{ submissionCollection: { equals: 'leave-words' } }, { submissionId: { in: ids.map(String) } }] },
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs
}

/** How many mails the outbox holds. */
function outboxLines(): number {
  try {
    return fs.readFileSync(path.join(outboxDir, 'mail.jsonl'), 'utf8').split('\n').filter(Boolean).length
  } catch {
    return 0
  }
}

/** The outbox's Message-IDs and how often each was written. */
const outboxKeys = () => mailOutboxKeys(outboxDir)

async function waitUntilAllSent(ids: number[], ms = 90_000) {
  const deadline = Date.now() + ms
  let rows = await mailRowsOf(ids)
  while (Date.now() < deadline && !(rows.length === ids.length * 2 && rows.every((r) => r.status === 'sent'))) {
    await new Promise((resolve) => setTimeout(resolve, 300))
    rows = await mailRowsOf(ids)
  }
  return rows
}

/** Every acknowledged lead is stored and has its two rows, all sent, each Message-ID in the outbox exactly once. */
async function expectEachMailOnce(ids: number[], rows: Awaited<ReturnType<typeof mailRowsOf>>) {
  const stored = await server.payload.find({
    collection: 'leave-words',
    where: { id: { in: ids } },
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  expect(ids.filter((id) => !stored.docs.some((doc) => doc.id === id))).toEqual([])
  const perLead = new Map<string, number>()
  for (const row of rows) perLead.set(row.submissionId, (perLead.get(row.submissionId) ?? 0) + 1)
  expect(ids.filter((id) => perLead.get(String(id)) !== 2)).toEqual([])
  expect(rows).toHaveLength(ids.length * 2)
  expect(rows.filter((r) => r.status !== 'sent').map((r) => `${r.id} ${r.status}`)).toEqual([])
  const keys = outboxKeys()
  expect(rows.filter((r) => keys.get(mailMessageId(r)) !== 1).map((r) => mailMessageId(r))).toEqual([])
  expect([...keys].filter(([, count]) => count !== 1)).toEqual([])
}

const figures: string[] = []

describe('start-up with JOBS_WORKER=external (issue 18: no web process runs timers when a worker exists)', () => {
  it('the web start-up functions start no runner and schedule nothing; inline starts one', async () => {
    expect(jobRunnerActive()).toBe(false)
    expect(startJobs(server.payload, { JOBS_WORKER: 'external' })).toBe('external')
    let asked = false
    const getPayload = async () => {
      asked = true
      return server.payload
    }
    // A clock of the test's: whatever the call scheduled for "soon" (inline: a start after 1 s) runs at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'setImmediate'] })
    try {
      expect(startJobsSoon(getPayload, { JOBS_WORKER: 'external' })).toBe('external')
      expect(vi.getTimerCount()).toBe(0)
      vi.runAllTimers()
    } finally {
      vi.useRealTimers()
    }
    expect(asked).toBe(false)
    expect(jobRunnerActive()).toBe(false)
    // The contrast: the inline setting (a process on its own) runs the jobs itself.
    expect(startJobs(server.payload, { JOBS_WORKER: 'inline', JOBS_POLL_SECONDS: '0.2' })).toBe('inline')
    expect(jobRunnerActive()).toBe(true)
    await stopJobRunner()
    expect(jobRunnerActive()).toBe(false)
    expect(() => startJobs(server.payload, { JOBS_WORKER: 'sometimes' })).toThrow(/JOBS_WORKER/)
  })

  it('a web process with JOBS_WORKER=external stores leads and queues their mails, and sends none itself', async () => {
    const web = await startWeb()
    try {
      expect(web.line).toMatch(/jobs=external$/)
      const baseUrl = `http://127.0.0.1:${/READY (\d+)/.exec(web.line)?.[1]}`
      const ids = await burst(baseUrl, `ext${Date.now().toString(36)}`, 6)
      // No fixed wait: the web process is stopped (SIGTERM: it finishes its requests and shutdown hooks, then
      // exits), so nothing can come from it later. A send it had begun claims its row first (`sending`), so a row
      // still `pending` below was never taken by it, finished or not.
      web.process.kill('SIGTERM')
      await web.exited
      const rows = await mailRowsOf(ids)
      expect(rows).toHaveLength(12)
      expect(rows.every((r) => r.status === 'pending')).toBe(true)
      const keys = outboxKeys()
      expect(rows.filter((r) => keys.has(mailMessageId(r)))).toEqual([])
      const jobs = await server.payload.count({
        collection: 'payload-jobs',
        where: { and: [{ taskSlug: { equals: 'send-mail' } }, { completedAt: { exists: false } }] },
        overrideAccess: true,
      })
      expect(jobs.totalDocs).toBeGreaterThanOrEqual(6)
      // The worker sends them.
      const worker = await startWorker()
      await expectEachMailOnce(ids, await waitUntilAllSent(ids))
      worker.process.kill('SIGTERM')
      expect((await worker.exited).code).toBe(0)
    } finally {
      web.process.kill('SIGTERM')
      await web.exited
    }
  }, 180_000)
})

describe('the worker killed or stopped mid-burst (issue 18: each message sent at most once across crashes)', () => {
  let web: Child
  let baseUrl: string
  beforeAll(async () => {
    web = await startWeb()
    baseUrl = `http://127.0.0.1:${/READY (\d+)/.exec(web.line)?.[1]}`
  }, 120_000)
  afterEach(() => {
    // A failed test's workers must not go on sending during the next one.
    killChildren(web?.process)
  })
  afterAll(async () => {
    web?.process.kill('SIGTERM')
    await web?.exited
    console.log(`[jobs-worker]\n${figures.join('\n')}`)
  })

  it(`kill -9 of the worker while it sends a burst of ${BURST} leads, then a new worker: each mail sent exactly once`, async () => {
    const started = Date.now()
    const tag = `k${started.toString(36)}`
    const worker = await startWorker()
    // Killed once it has written 10-70 mails of the burst to the outbox: in the middle of its sends.
    const killAt = outboxLines() + 10 + Math.floor(Math.random() * 60)
    let killed = false
    const watcher = setInterval(() => {
      if (!killed && outboxLines() >= killAt) {
        killed = true
        worker.process.kill('SIGKILL')
      }
    }, 10)
    const ids = await burst(baseUrl, tag, BURST).catch((error) => {
      worker.process.kill('SIGKILL')
      throw new Error(`${error}\nweb: ${web.errors()}\nworker: ${worker.errors()}`)
    })
    const exit = await Promise.race([
      worker.exited,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the worker sent too few mails')), 60_000)),
    ]).finally(() => clearInterval(watcher))
    expect(exit.signal).toBe('SIGKILL')
    const atCrash = await mailRowsOf(ids)
    const sentAtCrash = atCrash.filter((r) => r.status === 'sent').length
    const midSend = atCrash.filter((r) => r.status === 'sending').length
    const restartedAt = Date.now()
    const next = await startWorker()
    const rows = await waitUntilAllSent(ids)
    figures.push(
      `${inject('databaseUrl').startsWith('postgres') ? 'postgres' : 'sqlite'} SIGKILL: ${ids.length} leads, ${rows.length} mails ` +
        `(${sentAtCrash} sent before the kill, ${midSend} mid-send); all out ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after the restart`,
    )
    await expectEachMailOnce(ids, rows)
    next.process.kill('SIGTERM')
    expect((await next.exited).code).toBe(0)
  }, 240_000)

  it('SIGTERM drains the worker: exit 0 within JOBS_DRAIN_SECONDS, no mail left sending, no job left processing', async () => {
    const tag = `t${Date.now().toString(36)}`
    // Without a worker the burst's mails wait as jobs; then the worker starts and is stopped while sending them.
    const ids = await burst(baseUrl, tag, BURST)
    const worker = await startWorker({ JOBS_DRAIN_SECONDS: '15' })
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline && (await mailRowsOf(ids)).filter((r) => r.status === 'sent').length < 10) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const signalledAt = Date.now()
    worker.process.kill('SIGTERM')
    const exit = await worker.exited
    expect(exit.code).toBe(0)
    expect(exit.at - signalledAt).toBeLessThan(15_000)
    const rows = await mailRowsOf(ids)
    expect(rows.filter((r) => r.status === 'sending').map((r) => r.id)).toEqual([])
    const processing = await server.payload.count({
      collection: 'payload-jobs',
      where: { processing: { equals: true } },
      overrideAccess: true,
    })
    expect(processing.totalDocs).toBe(0)
    const sentAtStop = rows.filter((r) => r.status === 'sent').length
    const next = await startWorker()
    const all = await waitUntilAllSent(ids)
    figures.push(
      `SIGTERM: exit 0 after ${exit.at - signalledAt} ms, ${sentAtStop} of ${all.length} mails sent before it; the rest by the next worker`,
    )
    await expectEachMailOnce(ids, all)
    next.process.kill('SIGTERM')
    expect((await next.exited).code).toBe(0)
  }, 240_000)
})
