import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshEmail } from '../setup/accounts'
import { SEED_ADMIN, staffAuth, startServer } from '../setup/server'

/**
 * Issue 31, point 11: a sales user could change a member's e-mail (the username, and where the password reset
 * goes), then reset the password and own the account. Only admins change it now; sales still create members.
 */
let server: Awaited<ReturnType<typeof startServer>>
const PASSWORD = 'Sales-Right-Password-1'

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.close()
})

async function patchMember(id: number, auth: string, data: Record<string, unknown>) {
  const res = await fetch(`${server.baseUrl}/api/cms/members/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: auth, origin: server.baseUrl },
    body: JSON.stringify(data),
  })
  return res.status
}

describe('a member’s e-mail', () => {
  it('cannot be changed by sales (their other edits still apply); an admin can change it', async () => {
    const salesEmail = `sales-email-${process.pid}@example.com`
    await server.payload.create({
      collection: 'users',
      data: { email: salesEmail, password: PASSWORD, roles: ['sales'] },
      overrideAccess: true,
    })
    const original = freshEmail('owner')
    const member = await server.payload.create({
      collection: 'members',
      data: { email: original, name: 'Owner' },
      overrideAccess: true,
    })
    const sales = await staffAuth(server.baseUrl, salesEmail, PASSWORD)
    await patchMember(member.id as number, sales, { email: freshEmail('thief'), company: 'Renamed Co' })
    const afterSales = await server.payload.findByID({ collection: 'members', id: member.id, overrideAccess: true })
    expect(afterSales.email).toBe(original)
    expect(afterSales.company).toBe('Renamed Co')

    const admin = await staffAuth(server.baseUrl, SEED_ADMIN.email, SEED_ADMIN.password)
    const moved = freshEmail('moved')
    expect(await patchMember(member.id as number, admin, { email: moved })).toBe(200)
    const afterAdmin = await server.payload.findByID({ collection: 'members', id: member.id, overrideAccess: true })
    expect(afterAdmin.email).toBe(moved)
  })
})
