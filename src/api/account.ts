import type { Payload } from 'payload'
import { commonPasswordProblem } from '../auth/common-passwords'
import { findMemberBy } from '../auth/member-lookup'
import { revokeAllMemberSessions } from '../auth/member-sessions'
import { hashPassword } from '../auth/passwords'
import { verifyCode } from '../auth/verification-codes'
import { completionSchema, phoneBindSchema, registrationSchema, resetSchema } from '../domain/accounts/rules'
import { translate } from '../i18n/messages'
import { textsOf } from '../lib/data/doc-views'
import type { Member } from '../payload-types'
import { phoneFitsArea } from '../server/leads/lead-checks'
import { mailer } from '../services/mail/mail'
import { HOUR } from '../services/rate-limit/rate-limit'
import { accountError, atLeast, readAccountBody } from './account-common'
import { requireMember } from './auth-guard'
import { ApiError } from './envelope'
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

async function listExists(payload: Payload, collection: 'areas' | 'industries', id: number): Promise<boolean> {
  return (await payload.count({ collection, where: { id: { equals: id } } })).totalDocs > 0
}

function refuseCommon(ctx: ApiContext, password: string) {
  const problem = commonPasswordProblem(password)
  if (problem) throw accountError(ctx, problem)
}

async function checkLists(ctx: ApiContext, areaId: number, industryId: number, phone = '') {
  if (!(await listExists(ctx.payload, 'areas', areaId))) throw accountError(ctx, 'validation.areaRequired')
  if (!(await listExists(ctx.payload, 'industries', industryId))) throw accountError(ctx, 'validation.industryRequired')
  if (!(await phoneFitsArea(ctx, phone, areaId))) throw accountError(ctx, 'validation.phoneInvalid')
}

async function register(ctx: ApiContext) {
  await enforcePerIp(ctx, REGISTER_IP)
  const body = await readAccountBody(ctx, registrationSchema)
  refuseCommon(ctx, body.password)
  await checkLists(ctx, body.areaId, body.industryId, body.phone)
  return atLeast(REGISTER_FLOOR_MS, async () => {
    if (!(await verifyCode(ctx.payload, body.phone, 'register', body.code, { consume: true }))) {
      throw accountError(ctx, 'codeInvalid')
    }
    const passwordHash = await hashPassword(body.password)
    const existing = await ctx.payload.find({
      collection: 'members',
      where: { or: [{ email: { equals: body.username } }, { phone: { equals: body.phone } }] },
      limit: 2,
      depth: 0,
      overrideAccess: true,
      // The member's orders and submissions (join fields) are for the back office's member page only.
      joins: false,
    })
    if (existing.docs.length === 0) {
      await ctx.payload.create({
        collection: 'members',
        data: {
          email: body.username,
          name: body.name,
          company: body.company,
          department: body.department,
          phone: body.phone,
          area: body.areaId,
          industry: body.industryId,
          marketingOptIn: body.agreeMarketing,
          agreedAt: new Date().toISOString(),
          passwordHash,
        },
        overrideAccess: true,
      })
    } else if (existing.docs.some((m) => m.email === body.username)) {
      const locale = ctx.locale
      void mailer()
        .send({
          to: body.username,
          subject: translate(locale, 'account.mail.existsSubject'),
          text: translate(locale, 'account.mail.existsText'),
        })
        .catch((error) => console.error('[user] notice mail failed:', (error as Error).message))
    }
    return { registered: true }
  })
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
  const body = await readAccountBody(ctx, resetSchema)
  refuseCommon(ctx, body.password)
  if (!(await verifyCode(ctx.payload, body.username, 'reset', body.code, { consume: true }))) {
    throw accountError(ctx, 'codeInvalid')
  }
  const passwordHash = await hashPassword(body.password)
  const member = await findMemberBy(ctx.payload, 'email', body.username)
  if (member) {
    await ctx.payload.update({ collection: 'members', id: member.id, data: { passwordHash }, overrideAccess: true })
    await revokeAllMemberSessions(ctx.payload, member.id)
  }
  return { reset: true }
}

async function bindPhone(ctx: ApiContext) {
  await enforcePerIp(ctx, ACCOUNT_WRITE_IP)
  const member = await requireMember(ctx)
  // The first-login bind sets a missing number; replacing one needs the old number's code too (PUT /user/phone).
  if (member.phone) throw new ApiError('E0409', { text: translate(ctx.locale, 'userCentre.api.phoneBound') })
  const body = await readAccountBody(ctx, phoneBindSchema)
  if (!(await verifyCode(ctx.payload, body.phone, 'bind', body.code, { consume: true }))) {
    throw accountError(ctx, 'codeInvalid')
  }
  const taken = await ctx.payload.count({
    collection: 'members',
    where: { and: [{ phone: { equals: body.phone } }, { id: { not_equals: member.id } }] },
    overrideAccess: true,
  })
  // Codes for 'bind' are delivered only to numbers of no other account, so this is a race at most.
  if (taken.totalDocs > 0) throw accountError(ctx, 'codeInvalid')
  await ctx.payload.update({ collection: 'members', id: member.id, data: { phone: body.phone }, overrideAccess: true })
  return { phone: body.phone }
}

async function complete(ctx: ApiContext) {
  await enforcePerIp(ctx, ACCOUNT_WRITE_IP)
  const member = await requireMember(ctx)
  const body = await readAccountBody(ctx, completionSchema)
  refuseCommon(ctx, body.password)
  await checkLists(ctx, body.areaId, body.industryId)
  await ctx.payload.update({
    collection: 'members',
    id: member.id,
    data: {
      name: body.name,
      company: body.company,
      ...(body.department ? { department: body.department } : {}),
      area: body.areaId,
      industry: body.industryId,
      marketingOptIn: body.agreeMarketing,
      agreedAt: new Date().toISOString(),
      passwordHash: await hashPassword(body.password),
    },
    overrideAccess: true,
  })
  return { completed: true }
}

export const accountRoutes: Route[] = [
  { method: 'POST', path: '/user', handler: register },
  { method: 'GET', path: '/users/info', handler: info },
  { method: 'POST', path: '/user/reset/password', handler: resetPassword },
  { method: 'POST', path: '/user/phone/message', handler: bindPhone },
  { method: 'POST', path: '/user/completion', handler: complete },
]
