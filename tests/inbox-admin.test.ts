import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemberSession } from '../src/auth/member-sessions'
import { settleMailDeliveries } from '../src/server/notifications/mail-queue'
import { readOutbox } from '../src/services/outbox'
import { getJson, SEED_ADMIN, staffAuth, startServer } from './setup/server'

/**
 * The one inbox (issue 22): sales read their sales colleagues' names (nothing else, nobody else), the assignee
 * field accepts sales staff only, a reply from the admin reaches the customer once, answers the submission and
 * is kept on it, and what the customer submitted cannot be edited by staff.
 */
let server: Awaited<ReturnType<typeof startServer>>
const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
const ids: Record<string, number> = {}
const tokens = { salesA: '', salesB: '', editor: '', admin: '', member: '' }

beforeAll(async () => {
  server = await startServer()
  for (const [key, roles] of [
    ['salesA', ['sales']],
    ['salesB', ['sales']],
    ['editor', ['editor']],
  ] as const) {
    const email = `inbox-${key}-${stamp}@example.com`
    const user = await server.payload.create({
      collection: 'users',
      data: { email, name: `Name ${key} ${stamp}`, password: 'Staff-Test-Password-1', roles: [...roles] },
      overrideAccess: true,
    })
    ids[key] = user.id as number
    tokens[key] = await staffAuth(server.baseUrl, email, 'Staff-Test-Password-1')
  }
  tokens.admin = await staffAuth(server.baseUrl, SEED_ADMIN.email, SEED_ADMIN.password)
  const member = await server.payload.create({
    collection: 'members',
    data: { email: `inbox-member-${stamp}@example.com`, name: 'Member' },
    overrideAccess: true,
  })
  tokens.member = `Bearer ${await createMemberSession(server.payload, member.id)}`
})
afterAll(async () => {
  await settleMailDeliveries()
  await server?.close()
})

async function lead(email: string, locale: 'cn' | 'en' = 'cn') {
  const doc = await server.payload.create({
    collection: 'leave-words',
    data: {
      name: `Customer ${stamp}`,
      company: 'Example Lab',
      department: 'Biology',
      phone: '13812345678',
      email,
      content: 'Please call me',
      locale,
    },
    overrideAccess: true,
  } as Parameters<typeof server.payload.create>[0])
  return doc.id as number
}

const cms = (path: string, token?: string, init: RequestInit = {}) =>
  fetch(`${server.baseUrl}/api/cms${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}), ...init.headers },
  })

describe('staff names for assignment', () => {
  it('sales read the names of sales staff, not their e-mail or roles, and no editor', async () => {
    const res = await cms(`/users?limit=100&where[name][contains]=${stamp}`, tokens.salesA)
    expect(res.status, await res.clone().text()).toBe(200)
    const docs = ((await res.json()) as { docs: Array<Record<string, unknown>> }).docs
    const colleague = docs.find((d) => d.id === ids.salesB)
    expect(colleague).toEqual({ id: ids.salesB, name: `Name salesB ${stamp}` })
    expect(docs.some((d) => d.id === ids.editor)).toBe(false)
    // Listing by name works as well (the answer carries no e-mail).
    const byName = await cms(`/users?where[name][equals]=${encodeURIComponent(`Name salesB ${stamp}`)}`, tokens.salesA)
    expect(((await byName.json()) as { totalDocs: number }).totalDocs).toBe(1)
  })

  it('an editor reads only itself; members and anonymous visitors read nothing', async () => {
    const res = await cms(`/users?limit=100&where[name][contains]=${stamp}`, tokens.editor)
    const docs = ((await res.json()) as { docs: Array<{ id: number }> }).docs
    expect(docs.map((d) => d.id)).toEqual([ids.editor])
    for (const token of [undefined, tokens.member]) {
      const res = await cms(`/users?where[name][contains]=${stamp}`, token)
      expect(res.status).toBe(403)
      expect((await cms(`/users/${ids.salesB}`, token)).status).toBe(403)
    }
  })

  it('sales assign a submission to a sales colleague, never to an editor', async () => {
    const id = await lead(`assign-${stamp}@example.com`)
    const ok = await cms(`/leave-words/${id}`, tokens.salesA, {
      method: 'PATCH',
      body: JSON.stringify({ assignee: ids.salesB }),
    })
    expect(ok.status, await ok.clone().text()).toBe(200)
    const refused = await cms(`/leave-words/${id}`, tokens.admin, {
      method: 'PATCH',
      body: JSON.stringify({ assignee: ids.editor }),
    })
    expect(refused.status).toBe(400)
    const stored = await server.payload.findByID({ collection: 'leave-words', id, depth: 0 })
    expect(stored.assignee).toBe(ids.salesB)
  })
})

describe('customer-submitted fields', () => {
  it('staff cannot change what the customer submitted; the workflow fields they can', async () => {
    const id = await lead(`readonly-${stamp}@example.com`)
    const res = await cms(`/leave-words/${id}`, tokens.admin, {
      method: 'PATCH',
      body: JSON.stringify({ email: 'changed@example.com', content: 'changed', internalNotes: 'called back' }),
    })
    expect(res.status).toBe(200)
    const stored = await server.payload.findByID({ collection: 'leave-words', id, depth: 0 })
    expect(stored.email).toBe(`readonly-${stamp}@example.com`)
    expect(stored.content).toBe('Please call me')
    expect(stored.internalNotes).toBe('called back')
  })
})

describe('reply from the admin', () => {
  const reply = (token: string, body: Record<string, unknown>) =>
    getJson(server.baseUrl, '/api/v1/inbox/reply', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify(body),
    })

  it('reaches the customer once, answers the submission and is kept on it', async () => {
    const email = `reply-${stamp}@example.com`
    const id = await lead(email, 'en')
    const body = { kind: 'leave-words', id, text: `Dear customer, here is our answer ${stamp}`, key: `k-${stamp}-1` }
    const first = await reply(tokens.salesA, body)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const again = await reply(tokens.salesA, body) // a double click: same key
    expect(again.status).toBe(200)
    expect((again.body.data as { repeated: boolean }).repeated).toBe(true)
    await settleMailDeliveries()
    const mails = (await readOutbox('mail')).filter((l) => l.to === email && l.text.includes(`answer ${stamp}`))
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toMatch(/^Re: your Online message/)
    const stored = (await server.payload.findByID({ collection: 'leave-words', id, depth: 0 })) as unknown as {
      inboxStatus: string
      answeredAt: string | null
      replies: Array<{ text: string; by: number; at: string }>
    }
    expect(stored.inboxStatus).toBe('answered')
    expect(stored.answeredAt).toBeTruthy()
    expect(stored.replies).toHaveLength(1)
    expect(stored.replies[0]).toMatchObject({ text: body.text, by: ids.salesA })
    // The stored reply cannot be edited by staff afterwards.
    await cms(`/leave-words/${id}`, tokens.admin, {
      method: 'PATCH',
      body: JSON.stringify({ replies: [{ text: 'rewritten', at: new Date().toISOString() }] }),
    })
    const after = (await server.payload.findByID({ collection: 'leave-words', id, depth: 0 })) as unknown as {
      replies: Array<{ text: string }>
    }
    expect(after.replies.map((r) => r.text)).toEqual([body.text])
  })

  it('is refused to editors and anonymous callers, and an empty reply is a 400 in the staff language', async () => {
    const id = await lead(`refused-${stamp}@example.com`)
    const base = { kind: 'leave-words', id, text: 'hello', key: `k-${stamp}-2` }
    expect((await reply(tokens.editor, base)).status).toBe(403)
    const anonymous = await getJson(server.baseUrl, '/api/v1/inbox/reply', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(base),
    })
    expect(anonymous.status).toBe(401)
    const empty = await reply(tokens.salesA, { ...base, text: '  ' })
    expect(empty.status).toBe(400)
    expect(empty.body.msg).toContain('回复内容')
    expect((await reply(tokens.salesA, { ...base, kind: 'orders' })).status).toBe(400)
    expect((await reply(tokens.salesA, { ...base, id: 999_999_999 })).status).toBe(404)
  })
})
