import type { AuthStrategy } from 'payload'
import { readMemberToken, resolveMemberSession } from './member-sessions'

/** Lets Payload know the member behind a session token, so collection access rules see `req.user`. */
export const memberSessionStrategy: AuthStrategy = {
  name: 'member-session',
  authenticate: async ({ headers, payload }) => {
    const token = readMemberToken(headers)
    if (!token) return { user: null }
    const member = await resolveMemberSession(payload, token)
    if (!member) return { user: null }
    return { user: { ...member, collection: 'members', _strategy: 'member-session' } }
  },
}
