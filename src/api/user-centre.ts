import type { z } from 'zod'
import { readMemberToken } from '../auth/member-sessions'
import {
  bookAddressSchema,
  bookErrors,
  historyQuerySchema,
  invoiceTitleSchema,
  passwordChangeSchema,
  phoneChangeSchema,
  profileSchema,
} from '../domain/accounts/user-centre'
import { translate } from '../i18n/messages'
import { clientSubject } from '../lib/client-ip'
import { AccountRefusal } from '../server/accounts/account-refusal'
import {
  addToBook,
  type BookCollection,
  BookLimitReached,
  listBook,
  makeBookDefault,
  removeFromBook,
  updateInBook,
} from '../server/accounts/address-book'
import { changeMemberPassword } from '../server/accounts/change-member-password'
import { changeMemberPhone } from '../server/accounts/change-member-phone'
import { listHistory } from '../server/accounts/list-history'
import { updateMemberProfile } from '../server/accounts/update-member-profile'
import { HOUR, type LimitRule } from '../services/rate-limit/rate-limit'
import { type Member, requireMember } from './auth-guard'
import { ApiError, jsonResponse, SUCCESS } from './envelope'
import type { ApiContext, Route } from './handler-types'
import { enforce } from './rate-limit-guard'
import { isSameSite, readJsonBody } from './request-body'

/**
 * The user centre's account endpoints (issue 21), the member's own data only (session cookie or Bearer token):
 *   GET  /user/profile                    name, company, department, area, industry, e-mail, phone
 *   PUT  /user/profile                    edits them
 *   PUT  /user/password                   { currentPassword, password, confirmPassword }; ends the other sessions
 *   PUT  /user/phone                      { oldCode, phone, code }: codes ('bind', /code/send) to the old and new number
 *   GET|POST /user/addresses, PUT|DELETE /user/addresses/:id, PUT /user/addresses/:id/default
 *   GET|POST /user/invoice-titles, PUT|DELETE /user/invoice-titles/:id, PUT /user/invoice-titles/:id/default
 *   GET  /user/history                    ?kind=&page=&size= enquiries, COA, trial and award applications
 * Writes check the Origin (E0403) and a per-IP and per-member hourly budget (E0429). A refused body answers
 * E0400 with `data.errors` (field → localized message) and the first message as `msg`.
 */
const WRITE_IP = { name: 'user-centre-write-ip-hour', limit: 60, windowMs: HOUR }
const WRITE_MEMBER = { name: 'user-centre-write-member-hour', limit: 60, windowMs: HOUR }
const SECRET_MEMBER = { name: 'user-centre-secret-member-hour', limit: 10, windowMs: HOUR }

/** A refused body: the first message as `msg`, every field's message in `data.errors`. */
class FieldsRefused extends ApiError {
  readonly errors: Record<string, string>
  constructor(errors: Record<string, string>) {
    super('E0400', { text: Object.values(errors)[0] ?? '' })
    this.errors = errors
  }
}

/** Member, Origin and budgets of every write; `secret` ones (password, phone) get the tighter budget too. */
async function memberForWrite(ctx: ApiContext, secret = false): Promise<Member> {
  if (!isSameSite(ctx.request)) throw new ApiError('E0403')
  const member = await requireMember(ctx)
  await enforce([
    [WRITE_IP, clientSubject(ctx.request.headers)],
    [WRITE_MEMBER, String(member.id)],
    ...(secret ? [[SECRET_MEMBER, String(member.id)] as [LimitRule, string]] : []),
  ])
  return member
}

/** A JSON object body parsed with a schema; zod's messages are keys under `prefix` of the message files. */
async function readBody<T>(ctx: ApiContext, schema: z.ZodType<T>, prefix: string): Promise<T> {
  const body = await readJsonBody(ctx.request)
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError('E0400')
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  const errors: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') throw new ApiError('E0400')
    const path = issue.path.map(String).join('.') || 'form'
    if (path in errors) continue
    const key =
      prefix === 'orders.checkout.errors.'
        ? (bookErrors(parsed.error)[path] ?? 'required')
        : issue.message.startsWith('validation.')
          ? issue.message
          : 'validation.notInList'
    errors[path] = translate(ctx.locale, `${prefix}${key}`, { max: 0 })
  }
  throw new FieldsRefused(errors)
}

/** Answers a refused body with its field errors (the router would drop them). */
function withFieldErrors(handler: (ctx: ApiContext) => Promise<unknown>) {
  return async (ctx: ApiContext) => {
    try {
      return await handler(ctx)
    } catch (error) {
      // A use case's refused fields answer as the body's own do: each field's message in the request's language.
      const refused =
        error instanceof AccountRefusal && error.code === 'E0400'
          ? new FieldsRefused(
              Object.fromEntries(
                Object.entries(error.fields).map(([field, key]) => [field, translate(ctx.locale, key)]),
              ),
            )
          : error
      if (!(refused instanceof FieldsRefused)) throw error
      return jsonResponse({ code: refused.code, data: { errors: refused.errors }, msg: refused.text }, 400)
    }
  }
}

function done(ctx: ApiContext, data: unknown, key = 'userCentre.api.saved') {
  return jsonResponse({ code: SUCCESS, data, msg: translate(ctx.locale, key) })
}

function parseRecordId(ctx: ApiContext): number {
  const raw = ctx.params.id ?? ''
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw notFound(ctx)
  return Number(raw)
}

const notFound = (ctx: ApiContext) => new ApiError('E0404', { text: translate(ctx.locale, 'userCentre.api.notFound') })

// ---------------------------------------------------------------------------------------------------------
// Profile

const ref = (value: unknown) =>
  typeof value === 'number' ? value : value && typeof value === 'object' ? (value as { id: number }).id : null

async function getProfile(ctx: ApiContext) {
  const member = await requireMember(ctx)
  return {
    email: member.email,
    phone: member.phone ?? '',
    name: member.name ?? '',
    company: member.company ?? '',
    department: member.department ?? '',
    areaId: ref(member.area),
    industryId: ref(member.industry),
  }
}

async function putProfile(ctx: ApiContext) {
  const member = await memberForWrite(ctx)
  const body = await readBody(ctx, profileSchema, 'account.')
  return done(ctx, await updateMemberProfile({ ...body, memberId: member.id, phone: member.phone }, ctx))
}

// ---------------------------------------------------------------------------------------------------------
// Password: the current one is checked as a login is (failures count towards the same lock)

async function putPassword(ctx: ApiContext) {
  const member = await memberForWrite(ctx, true)
  const body = await readBody(ctx, passwordChangeSchema, 'account.')
  const changed = await changeMemberPassword(
    {
      memberId: member.id,
      email: member.email,
      currentPassword: body.currentPassword,
      password: body.password,
      keepToken: readMemberToken(ctx.request.headers),
    },
    ctx,
  )
  return done(ctx, changed, 'userCentre.api.passwordChanged')
}

// ---------------------------------------------------------------------------------------------------------
// Phone: both codes ('bind', sent by /code/send to the member's own number and to a number of no other account)

async function putPhone(ctx: ApiContext) {
  const member = await memberForWrite(ctx, true)
  const body = await readBody(ctx, phoneChangeSchema, 'account.')
  const changed = await changeMemberPhone(
    { memberId: member.id, oldPhone: member.phone, areaId: ref(member.area), ...body },
    ctx,
  )
  return done(ctx, changed, 'userCentre.api.phoneChanged')
}

// ---------------------------------------------------------------------------------------------------------
// Address book and invoice titles

function bookRoutes(path: string, collection: BookCollection, schema: z.ZodType<unknown>): Route[] {
  const isDefault = (ctx: ApiContext) => ctx.url.searchParams.get('default') === 'true'
  const list = async (ctx: ApiContext) => {
    const member = await requireMember(ctx)
    return { list: await listBook(ctx, collection, member.id) }
  }
  const create = async (ctx: ApiContext) => {
    const member = await memberForWrite(ctx)
    const body = await readBody(ctx, schema, 'orders.checkout.errors.')
    try {
      const id = await addToBook(ctx, collection, member.id, body as never, isDefault(ctx))
      return done(ctx, { id, list: await listBook(ctx, collection, member.id) })
    } catch (error) {
      if (error instanceof BookLimitReached) {
        throw new ApiError('E0409', { text: translate(ctx.locale, 'userCentre.api.bookFull', { max: 50 }) })
      }
      throw error
    }
  }
  const update = async (ctx: ApiContext) => {
    const member = await memberForWrite(ctx)
    const id = parseRecordId(ctx)
    const body = await readBody(ctx, schema, 'orders.checkout.errors.')
    if (!(await updateInBook(ctx, collection, member.id, id, body as never, isDefault(ctx)))) throw notFound(ctx)
    return done(ctx, { id, list: await listBook(ctx, collection, member.id) })
  }
  const remove = async (ctx: ApiContext) => {
    const member = await memberForWrite(ctx)
    const id = parseRecordId(ctx)
    if (!(await removeFromBook(ctx, collection, member.id, id))) throw notFound(ctx)
    return done(ctx, { list: await listBook(ctx, collection, member.id) }, 'userCentre.api.deleted')
  }
  const setDefault = async (ctx: ApiContext) => {
    const member = await memberForWrite(ctx)
    const id = parseRecordId(ctx)
    if (!(await makeBookDefault(ctx, collection, member.id, id))) throw notFound(ctx)
    return done(ctx, { list: await listBook(ctx, collection, member.id) })
  }
  return [
    { method: 'GET', path, handler: list },
    { method: 'POST', path, handler: withFieldErrors(create) },
    { method: 'PUT', path: `${path}/:id/default`, handler: setDefault },
    { method: 'PUT', path: `${path}/:id`, handler: withFieldErrors(update) },
    { method: 'DELETE', path: `${path}/:id`, handler: remove },
  ]
}

// ---------------------------------------------------------------------------------------------------------
// History

async function history(ctx: ApiContext) {
  const member = await requireMember(ctx)
  const parsed = historyQuerySchema.safeParse(Object.fromEntries(ctx.url.searchParams))
  if (!parsed.success) throw new ApiError('E0400', { text: translate(ctx.locale, 'userCentre.api.badQuery') })
  const page = await listHistory(ctx.payload, member.id, parsed.data)
  return {
    ...page,
    list: page.list.map((entry) => ({
      ...entry,
      kindText: translate(ctx.locale, `userCentre.history.kinds.${entry.kind}`),
      statusText: translate(ctx.locale, `userCentre.history.statuses.${entry.status}`),
    })),
  }
}

export const userCentreRoutes: Route[] = [
  { method: 'GET', path: '/user/profile', handler: getProfile },
  { method: 'PUT', path: '/user/profile', handler: withFieldErrors(putProfile) },
  { method: 'PUT', path: '/user/password', handler: withFieldErrors(putPassword) },
  { method: 'PUT', path: '/user/phone', handler: withFieldErrors(putPhone) },
  { method: 'GET', path: '/user/history', handler: history },
  ...bookRoutes('/user/addresses', 'member-addresses', bookAddressSchema),
  ...bookRoutes('/user/invoice-titles', 'invoice-titles', invoiceTitleSchema),
]
