/**
 * Test-only helper for e2e/toolbox.e2e.ts: creates a member and a session in the e2e server's database
 * (DATA_DIR / DATABASE_URL of the environment) and prints `TOKEN=<token>` (the value of the
 * `member_session` cookie). Accounts and login screens are a later issue; this stands in for a login.
 *   node --conditions=production --import tsx e2e/toolbox-member.ts
 */
import { getPayload } from 'payload'
import { createMemberSession } from '../src/auth/member-sessions'
import config from '../src/payload.config'

const payload = await getPayload({ config })
const member = await payload.create({
  collection: 'members',
  data: { email: `e2e-toolbox-${Date.now()}-${process.pid}@example.com`, name: 'E2E toolbox member' },
  overrideAccess: true,
})
const token = await createMemberSession(payload, member.id)
process.stdout.write(`\nTOKEN=${token}\n`)
await payload.destroy()
process.exit(0)
