import { z } from 'zod'
import { requireMember } from '../auth-guard'
import { ApiError } from '../envelope'
import type { Route } from '../handler-types'
import { idParam, parseQuery } from '../query'

/**
 * GET /user/absol[?id=]: the second API's user info by user id (spec section 7), which the browser reads for the
 * channel session's `userName`. Only the logged-in member's own record: another id is 403 (E0403), no session 401.
 * Answers the member's id, account (the login e-mail, the spec's username) and name; nothing else.
 */
export const userAbsolRoutes: Route[] = [
  {
    method: 'GET',
    path: '/user/absol',
    handler: async (ctx) => {
      const { id } = parseQuery(ctx.url, z.object({ id: idParam.optional() }).strict())
      const member = await requireMember(ctx)
      if (id !== undefined && id !== Number(member.id)) throw new ApiError('E0403')
      return { id: member.id, account: member.email ?? '', name: member.name ?? '' }
    },
  },
]
