import type { z } from 'zod'
import {
  channelEventsSchema,
  channelSessionSchema,
  MAX_ANALYTICS_BODY,
  USER_TYPES,
} from '../../domain/analytics/channel-analytics'
import { clientIp, clientSubject } from '../../lib/client-ip'
import { hashIp } from '../../lib/ip-hash'
import { enqueue } from '../../server/analytics/channel-queue'
import { MINUTE } from '../../services/rate-limit/rate-limit'
import { ApiError, jsonResponse, SUCCESS } from '../envelope'
import type { ApiContext, Route } from '../handler-types'
import { enforce } from '../rate-limit-guard'
import { isSameSite, readJsonBody } from '../request-body'

/**
 * Ingestion of channel analytics on the second API base (spec sections 3, 7, 9; docs/api.md "Second API"):
 *   POST /channel_analyse  the session record {sessionStorageId, userName, userType, source, sourceValue}
 *   POST /relaies          a detail record {sessionStorageId, operateType, operateTypeId, source}, or an array
 * Same-site JSON of at most 4 KiB, rate-limited per IP and per session, validated, queued for a batched write
 * and answered at once with 202 (the browser ignores the answer). No raw IP is stored: only ipHash.
 */

function envLimit(name: string, fallback: number): number {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback
}

const ipRule = () => ({
  name: 'analytics-ip-minute',
  limit: envLimit('ANALYTICS_IP_PER_MINUTE', 600),
  windowMs: MINUTE,
})
const sessionRule = () => ({
  name: 'analytics-session-minute',
  limit: envLimit('ANALYTICS_SESSION_PER_MINUTE', 120),
  windowMs: MINUTE,
})

async function readRecord<S extends z.ZodType>(ctx: ApiContext, schema: S): Promise<z.infer<S>> {
  if (!isSameSite(ctx.request)) throw new ApiError('E0403')
  await enforce([[ipRule(), clientSubject(ctx.request.headers)]])
  const body = await readJsonBody(ctx.request, MAX_ANALYTICS_BODY)
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const param = String(issue?.path.at(-1) ?? '')
      .replace(/[^\p{L}\p{N}_.-]/gu, '')
      .slice(0, 40)
    throw new ApiError('E0400', param ? { msgKey: 'invalidParam', params: { param } } : {})
  }
  return parsed.data
}

function accepted(ctx: ApiContext, count: number): Response {
  return jsonResponse({ code: SUCCESS, data: { accepted: count }, msg: ctx.t(SUCCESS) }, 202)
}

function queueFull(): ApiError {
  return new ApiError('E0503', { retryAfter: 5 })
}

async function channelAnalyse(ctx: ApiContext): Promise<Response> {
  const record = await readRecord(ctx, channelSessionSchema)
  await enforce([[sessionRule(), record.sessionStorageId]])
  const ok = enqueue(ctx.payload, [
    {
      kind: 'session',
      row: {
        sessionStorageId: record.sessionStorageId,
        userName: record.userName,
        userType: USER_TYPES[record.userType],
        source: record.source,
        sourceValue: record.sourceValue,
        ipHash: hashIp(clientIp(ctx.request.headers)),
      },
    },
  ])
  if (!ok) throw queueFull()
  return accepted(ctx, 1)
}

async function relaies(ctx: ApiContext): Promise<Response> {
  const events = await readRecord(ctx, channelEventsSchema)
  const sessions = [...new Set(events.map((e) => e.sessionStorageId))]
  await enforce(sessions.map((id) => [sessionRule(), id]))
  const ok = enqueue(
    ctx.payload,
    events.map((row) => ({ kind: 'event' as const, row })),
  )
  if (!ok) throw queueFull()
  return accepted(ctx, events.length)
}

export const channelAnalyseRoutes: Route[] = [
  { method: 'POST', path: '/channel_analyse', handler: channelAnalyse },
  { method: 'POST', path: '/relaies', handler: relaies },
]
