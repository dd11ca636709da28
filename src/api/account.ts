import { completionSchema, phoneBindSchema, registrationSchema, resetSchema } from '../domain/accounts/rules'
import { textsOf } from '../lib/data/doc-views'
import type { Member } from '../payload-types'
import { bindMemberPhone } from '../server/accounts/bind-member-phone'
import { completeMemberProfile } from '../server/accounts/complete-member-profile'
import { registerMember } from '../server/accounts/register-member'
import { resetMemberPassword } from '../server/accounts/reset-member-password'
import { HOUR } from '../services/rate-limit/rate-limit'
import { atLeast, readAccountBody } from './account-common'
import { requireMember } from './auth-guard'
import type { ApiContext, Route } from './handler-types'
import { enforcePerIp } from './rate-limit-guard'

/**
 * Member accounts (issue 6, spec sections 3, 5, 7):
 *   POST /user                  registration (with the SMS code sent for 'register')
 *   GET  /users/info            the logged-in member (E0401 otherwise)
 *   POST /user/reset/password   new password with the e-mail code sent for 'reset'; ends every session
 *   POST /user/phone/message    first-login phone bind (SMS code sent for 'bind')
 *   POST /user/completion       first-login info completion
 * Registration answers the same for new and already registered e-mail addresses (the owner of an existing
 * address is told by mail instead), and does not log in: the page logs in with the credentials just typed.
 */
const REGISTER_IP = { name: 'register-ip-hour', limit: 10, windowMs: HOUR }
const RESET_IP = { name: 'reset-ip-hour', limit: 10, windowMs: HOUR }
const ACCOUNT_WRITE_IP = { name: 'account-write-ip-hour', limit: 30, windowMs: HOUR }

/** Registration's answer takes at least this long, whatever happened (no timing difference to measure). */
const REGISTER_FLOOR_MS = 400

async function register(ctx: ApiContext) {
  await enforcePerIp(ctx, REGISTER_IP)
  const body = await readAccountBody(ctx, registrationSchema)
  return atLeast(REGISTER_FLOOR_MS, () => registerMember(body, ctx))
}

/** What the shell and the account screens show of a member; `needs*` drive the first-login dialogs. */
export function memberInfo(member: Member, areaName: string | null) {
  const ref = (value: unknown) =>
    typeof value === 'number' ? value : value && typeof value === 'object' ? (value as { id: number }).id : null
  return {
    id: member.id,
    account: member.email,
    email: member.email,
    ...textsOf(member, ['name', 'phone', 'company', 'department']),
    areaName: areaName ?? '',
    /** The profile's area and industry ids: the lead forms pre-fill them for a member (issue 16). */
    areaId: ref(member.area),
    industryId: ref(member.industry),
    needsPhone: !member.phone,
    needsCompletion: !member.company || !member.area || !member.industry || !member.agreedAt || !member.passwordHash,
  }
}

async function info(ctx: ApiContext) {
  const member = await requireMember(ctx)
  const full = await ctx.payload.findByID({
    collection: 'members',
    id: member.id,
    depth: 1,
    locale: ctx.locale,
    overrideAccess: true,
    // The member's orders and submissions (join fields) are for the back office's member page only.
    joins: false,
    showHiddenFields: true,
  })
  const area = typeof full.area === 'object' && full.area ? full.area.name : null
  return memberInfo(full, area ?? null)
}

async function resetPassword(ctx: ApiContext) {
  await enforcePerIp(ctx, RESET_IP)
  return resetMemberPassword(await readAccountBody(ctx, resetSchema), ctx)
}

async function bindPhone(ctx: ApiContext) {
  await enforcePerIp(ctx, ACCOUNT_WRITE_IP)
  const member = await requireMember(ctx)
  const body = await readAccountBody(ctx, phoneBindSchema)
  return bindMemberPhone({ memberId: member.id, currentPhone: member.phone, ...body }, ctx)
}

async function complete(ctx: ApiContext) {
  await enforcePerIp(ctx, ACCOUNT_WRITE_IP)
  const member = await requireMember(ctx)
  const body = await readAccountBody(ctx, completionSchema)
  return completeMemberProfile({ memberId: member.id, ...body }, ctx)
}

export const accountRoutes: Route[] = [
  { method: 'POST', path: '/user', handler: register },
  { method: 'GET', path: '/users/info', handler: info },
  { method: 'POST', path: '/user/reset/password', handler: resetPassword },
  { method: 'POST', path: '/user/phone/message', handler: bindPhone },
  { method: 'POST', path: '/user/completion', handler: complete },
]
