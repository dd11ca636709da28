import type { AuthStrategy } from 'payload'
import { isSameSite } from '../lib/same-site'
import { readMemberToken, resolveMemberSession } from './member-sessions'

/**
 * A session cookie sent by a page of another site (Origin not the site's, or Sec-Fetch-Site: cross-site) does
 * not authenticate: the browser attaches cookies to cross-site requests, so they prove nothing of the member's
 * intent (issue 15 point 8). `Authorization: Bearer` tokens are never attached by a browser on its own.
 */
function isCrossSiteCookie(headers: Headers): boolean {
  if (headers.get('authorization')?.startsWith('Bearer ')) return false
  if (!isSameSite({ headers })) return true
  return headers.get('origin') === null && headers.get('sec-fetch-site') === 'cross-site'
}

/** Lets Payload know the member behind a session token, so collection access rules see `req.user`. */
export const memberSessionStrategy: AuthStrategy = {
  name: 'member-session',
  authenticate: async ({ headers, payload }) => {
    const token = readMemberToken(headers)
    if (!token || isCrossSiteCookie(headers)) return { user: null }
    const member = await resolveMemberSession(payload, token)
    if (!member) return { user: null }
    return { user: { ...member, collection: 'members', _strategy: 'member-session' } }
  },
}
