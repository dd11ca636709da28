import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The process's Payload instance (Payload caches it; this only names the one way in). */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
