import { readMemberToken, resolveMemberSession } from '../auth/member-sessions'
import { ApiError } from './envelope'
import type { ApiContext } from './handler-types'

export type Member = NonNullable<Awaited<ReturnType<typeof resolveMemberSession>>>

/**
 * The member behind the request's session (`Authorization: Bearer <token>` or the `member_session` cookie),
 * or an E0401 (HTTP 401) when there is none: no token, unknown, revoked, expired or idle. `text` is the
 * message to answer with (the caller's wording, e.g. the toolbox's 'Please login first'); by default the
 * API's own E0401 text in the request's language.
 */
export async function requireMember(ctx: ApiContext, options: { text?: string } = {}): Promise<Member> {
  const token = readMemberToken(ctx.request.headers)
  const member = token ? await resolveMemberSession(ctx.payload, token) : null
  if (!member) throw new ApiError('E0401', { text: options.text ?? ctx.t('E0401') })
  return member
}
