import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { ensureMailRetryLoop } from '../server/notifications/mail-queue'

/**
 * The process's Payload instance (Payload caches it; this only names the one way in). In a Next.js server
 * process the first use also starts the mail retry loop (src/server/notifications), so e-mails left pending by a
 * restart go out without waiting for the next submission.
 */
export async function getPayloadClient(): Promise<Payload> {
  const payload = await getPayload({ config })
  if (process.env.NEXT_RUNTIME === 'nodejs') ensureMailRetryLoop(payload)
  return payload
}
