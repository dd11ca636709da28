import { timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { isStaff } from '../access/roles'
import { metricsExposition, registerQueueProbes } from '../lib/metrics'
import { ApiError } from './envelope'
import type { ApiContext, Route } from './handler-types'
import { parseQuery } from './query'

/** `Authorization: Bearer <METRICS_TOKEN>` (a scraper's credential), compared in constant time. */
function hasMetricsToken(headers: Headers, token = process.env.METRICS_TOKEN): boolean {
  if (!token) return false
  const match = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')
  if (!match) return false
  const given = Buffer.from(match[1] as string)
  const wanted = Buffer.from(token)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

async function requireScraper(ctx: ApiContext): Promise<void> {
  if (hasMetricsToken(ctx.request.headers)) return
  const { user } = await ctx.payload.auth({ headers: ctx.request.headers })
  if (!user) throw new ApiError('E0401')
  if (!isStaff(user)) throw new ApiError('E0403')
}

/**
 * `GET /metrics`: this process's Prometheus metrics (text format 0.0.4), for staff (a back-office session) or a
 * scraper holding METRICS_TOKEN. Each process answers for itself; the cluster's sum is on METRICS_PORT
 * (scripts/metrics.mjs). 404 when the process has no metrics (`next dev`). docs/adr/0024-operations.md.
 */
export const metricsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/metrics',
    handler: async (ctx) => {
      parseQuery(ctx.url, z.object({}).strict())
      await requireScraper(ctx)
      registerQueueProbes(async () => ctx.payload)
      const exposition = await metricsExposition()
      if (!exposition) throw new ApiError('E0404')
      return new Response(exposition.body, {
        status: 200,
        headers: { 'content-type': exposition.contentType, 'cache-control': 'no-store' },
      })
    },
  },
]
