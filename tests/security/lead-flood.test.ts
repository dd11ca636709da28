import { solveChallenge } from 'altcha-lib/v1'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LEAD_FORM_LIMITS, PROOF_FROM, PROOF_MAX_NUMBER } from '../../src/api/lead-form'
import { createApiClient } from '../../src/lib/api-client'
import { submitLeaveWord } from '../../src/server/leads/submit-leave-word'
import { MemoryStore, setKeyValueStore } from '../../src/services/kv/kv'
import { PROOF_HEADER, type ProofChallenge } from '../../src/services/proof-of-work/proof-of-work'
import { hitAll } from '../../src/services/rate-limit/rate-limit'
import { lookupIds } from '../setup/leads'
import { distinctIp, getJson, startServer } from '../setup/server'

/**
 * Issue 31, point 4: a flood of valid lead submissions from many addresses. The site-wide hourly ceiling degrades
 * (a proof-of-work step from PROOF_FROM of it on, growing past it) instead of refusing every visitor; one network
 * (/24, /48) has its own sub-ceiling; the confirmation to a typed address goes out once per address per day,
 * decided in the submission's own transaction (a rolled-back submission leaves no mark), on both databases.
 */
let server: Awaited<ReturnType<typeof startServer>>
let areaId: number
const stamp = Date.now().toString(36)

beforeAll(async () => {
  server = await startServer({ trustedProxyHops: 1 })
  ;({ areaId } = await lookupIds(server.payload))
})
afterAll(async () => {
  await server?.close()
})
beforeEach(() => setKeyValueStore(new MemoryStore()))
afterEach(() => setKeyValueStore(undefined))

const message = (email: string) => ({
  name: '张三',
  company: '示例大学',
  department: '生命科学学院',
  address: areaId,
  phone: '13800138000',
  email,
  content: '请问 CD002 的货期？',
})

function post(body: unknown, from = distinctIp(), headers: Record<string, string> = {}) {
  return getJson(server.baseUrl, '/api/v1/leave_word', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...headers },
    body: JSON.stringify(body),
  })
}

const leadId = (answer: { body: { data: unknown } }) => String((answer.body.data as { id: number }).id)

/** The mail rows the leave-words with these ids queued, by audience. */
async function mailRows(ids: string[]) {
  const { docs } = await server.payload.find({
    collection: 'mail-deliveries',
    where: { submissionCollection: { equals: 'leave-words' }, submissionId: { in: ids } },
    limit: 1000,
    depth: 0,
    overrideAccess: true,
  })
  return {
    sales: docs.filter((d) => d.audience === 'sales').length,
    customer: docs.filter((d) => d.audience === 'customer'),
  }
}

/** Counts `n` accepted submissions of the leave-word form site-wide, as a flood from elsewhere would have. */
async function load(n: number) {
  const rule = LEAD_FORM_LIMITS['leave-word'].form
  for (let i = 0; i < n; i++) await hitAll([[rule, 'all']])
}

/** The header value a browser sends back for the challenge (what src/lib/api-client.ts does). */
async function solved(proof: ProofChallenge): Promise<string> {
  const solution = await solveChallenge(proof.challenge, proof.salt, proof.algorithm, proof.maxnumber).promise
  expect(solution).not.toBeNull()
  const { algorithm, challenge, salt, signature } = proof
  return btoa(JSON.stringify({ algorithm, challenge, number: solution?.number, salt, signature }))
}

describe('the confirmation to the typed address', () => {
  it('goes out once per address per day, whatever its spelling; sales hear of every submission', async () => {
    const address = `flood.${stamp}@example.edu.cn`
    const answers = []
    for (const spelling of [address, address.toUpperCase(), ` ${address} `.replace('flood', 'Flood')]) {
      answers.push(await post(message(spelling.trim())))
    }
    expect(answers.map((a) => a.body.code)).toEqual(['E0001', 'E0001', 'E0001'])
    const rows = await mailRows(answers.map(leadId))
    expect(rows.sales).toBe(3)
    expect(rows.customer.map((r) => r.to)).toEqual([address])
  })

  it('goes out once when 20 submissions naming one address arrive at the same moment', async () => {
    const address = `burst.${stamp}@example.edu.cn`
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(message(address))))
    expect(answers.map((a) => a.body.code)).toEqual(Array(20).fill('E0001'))
    const rows = await mailRows(answers.map(leadId))
    expect(rows.sales).toBe(20)
    expect(rows.customer).toHaveLength(1)
  })

  it('is not used up by a submission that was rolled back: its retry is confirmed', async () => {
    const address = `retry.${stamp}@example.edu.cn`
    const afterWrite = (write: string) => {
      if (write === 'mails-queued') throw new Error('injected: the commit never happens')
    }
    await expect(
      submitLeaveWord({ payload: server.payload, locale: 'cn', afterWrite }, message(address)),
    ).rejects.toThrow('injected')
    const retry = await post(message(address))
    expect(retry.body.code).toBe('E0001')
    const rows = await mailRows([leadId(retry)])
    expect(rows.customer.map((r) => r.to)).toEqual([address])
  })
})

describe('one network’s flood', () => {
  it('meets its own sub-ceiling (IPv4 /24); a visitor from another network still gets through', async () => {
    const { limit } = LEAD_FORM_LIMITS['leave-word'].network
    const answers = []
    // Each address of the /24 stays under its own per-address budget.
    for (let host = 1; host <= limit; host++)
      answers.push(await post(message(`n${host}.${stamp}@example.com`), `10.201.7.${host}`))
    expect(answers.filter((a) => a.body.code === 'E0001')).toHaveLength(limit)
    const over = await post(message(`over.${stamp}@example.com`), '10.201.7.250')
    expect(over.status).toBe(429)
    expect(over.body.code).toBe('E0429')
    const elsewhere = await post(message(`else.${stamp}@example.com`), '10.202.7.1')
    expect(elsewhere.body.code).toBe('E0001')
  })
})

describe('the site-wide ceiling degrades instead of refusing everyone', () => {
  const { ceiling } = LEAD_FORM_LIMITS['leave-word']

  it('below its threshold a submission needs nothing more', async () => {
    await load(Math.ceil(ceiling * PROOF_FROM) - 1)
    expect((await post(message(`calm.${stamp}@example.com`))).body.code).toBe('E0001')
  })

  it('near it asks for a proof of work, accepts the solved challenge once, refuses it replayed', async () => {
    await load(Math.ceil(ceiling * PROOF_FROM))
    const asked = await post(message(`near.${stamp}@example.com`))
    expect(asked.status).toBe(429)
    expect(asked.body.code).toBe('E0429')
    expect(asked.body.msg).toContain('JavaScript')
    const proof = (asked.body.data as { proof: ProofChallenge }).proof
    expect(proof.maxnumber).toBe(PROOF_MAX_NUMBER)
    const header = await solved(proof)
    const accepted = await post(message(`near.${stamp}@example.com`), distinctIp(), { [PROOF_HEADER]: header })
    expect(accepted.body.code).toBe('E0001')
    const replayed = await post(message(`replay.${stamp}@example.com`), distinctIp(), { [PROOF_HEADER]: header })
    expect(replayed.status).toBe(429)
    expect((replayed.body.data as { proof?: unknown }).proof).toBeDefined()
    // A made-up answer is no proof either.
    const forged = btoa(JSON.stringify({ ...JSON.parse(atob(header)), number: 1 }))
    const refused = await post(message(`forged.${stamp}@example.com`), distinctIp(), { [PROOF_HEADER]: forged })
    expect(refused.status).toBe(429)
  })

  it('past it still lets a visitor through, with more work, from any network', async () => {
    await load(ceiling + 200)
    const asked = await post(message(`past.${stamp}@example.com`), '10.203.1.1')
    const more = (asked.body.data as { proof: ProofChallenge }).proof
    expect(more.maxnumber).toBeGreaterThan(PROOF_MAX_NUMBER)
    const accepted = await post(message(`past.${stamp}@example.com`), '10.203.1.1', {
      [PROOF_HEADER]: await solved(more),
    })
    expect(accepted.body.code).toBe('E0001')
  })

  it('costs the site’s own client nothing but time: it solves the step and the submission is stored', async () => {
    await load(ceiling)
    const from = distinctIp()
    const api = createApiClient({
      base: `${server.baseUrl}/api/v1`,
      headers: { 'x-forwarded-for': from },
      fetch: (input, init) => fetch(input, init),
    })
    const result = await api.post<{ id: number }>('/leave_word', message(`client.${stamp}@example.com`))
    expect(result.ok).toBe(true)
    if (result.ok) {
      const doc = await server.payload.findByID({ collection: 'leave-words', id: result.data.id, overrideAccess: true })
      expect(doc.email).toBe(`client.${stamp}@example.com`)
    }
  })
})
