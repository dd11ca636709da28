import { z } from 'zod'
import { databaseName } from '../lib/db/payload-db'
import { checkReadiness } from '../server/operations/check-readiness'
import { ApiError, jsonResponse } from './envelope'
import type { Route } from './handler-types'
import { parseQuery } from './query'

const started = Date.now()
const uptimeSeconds = () => Math.round((Date.now() - started) / 1000)
const noQuery = z.object({}).strict()

/**
 * Health probes (docs/api.md, docs/adr/0024-operations.md):
 * - `/health`: the process and the database (kept as it was for monitors and scripts that use it);
 * - `/health/live`: liveness, the process answers; it asks no dependency, so a database outage never gets a
 *   node restarted;
 * - `/health/ready`: readiness, the database, Redis (with REDIS_URL) and the file storage each answer within
 *   HEALTH_CHECK_TIMEOUT_MS; 503 with the same per-check report when one fails, so the proxy or orchestrator
 *   stops sending traffic to the node until it recovers.
 */
export const healthRoutes: Route[] = [
  {
    method: 'GET',
    path: '/health',
    handler: async ({ url, payload }) => {
      parseQuery(url, noQuery)
      try {
        await payload.count({ collection: 'areas', overrideAccess: true })
      } catch {
        throw new ApiError('E0503')
      }
      return { status: 'ok', database: databaseName(payload), uptimeSeconds: uptimeSeconds() }
    },
  },
  {
    method: 'GET',
    path: '/health/live',
    handler: async ({ url }) => {
      parseQuery(url, noQuery)
      return { status: 'ok', pid: process.pid, uptimeSeconds: uptimeSeconds() }
    },
  },
  {
    method: 'GET',
    path: '/health/ready',
    handler: async ({ url, payload, t }) => {
      parseQuery(url, noQuery)
      const readiness = await checkReadiness(payload)
      if (readiness.status === 'ok') return readiness
      return jsonResponse({ code: 'E0503', data: readiness, msg: t('E0503') }, 503)
    },
  },
]
