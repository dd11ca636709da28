import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { startJobs } from '../server/jobs/runner'

/**
 * The process's Payload instance (Payload caches it; this only names the one way in). In a Next.js server
 * process the first use also starts the jobs runner when JOBS_WORKER=inline (src/server/jobs/runner.ts; with
 * `external` the worker process runs the jobs and this starts nothing).
 */
export async function getPayloadClient(): Promise<Payload> {
  const payload = await getPayload({ config })
  if (process.env.NEXT_RUNTIME === 'nodejs') startJobs(payload)
  return payload
}
