import type { Payload } from 'payload'
import { now } from '../../services/clock'

/**
 * Retention of customers' uploads and sensitive personal data (the scheduled `purge-retention` Payload Job,
 * src/server/jobs/tasks.ts, every PURGE_INTERVAL_MINUTES; each run is idempotent, so a job run twice is harmless):
 *  - uploads no application claimed within UPLOAD_ORPHAN_HOURS (default 24) are deleted, bytes and record;
 *  - SENSITIVE_RETENTION_DAYS (default 30) after a paper award case is closed (inboxStatus 'closed'), its ID
 *    card images (bytes and records) and ID number are deleted, and `sensitivePurgedAt` is set.
 * Times come from the injectable clock (tests move it instead of waiting).
 */
const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

export function orphanHours(): number {
  return positive(process.env.UPLOAD_ORPHAN_HOURS, 24)
}

export function sensitiveRetentionDays(): number {
  return positive(process.env.SENSITIVE_RETENTION_DAYS, 30)
}

const BATCH = 100

/** Deletes unclaimed uploads older than the orphan age; returns how many. */
export async function purgeOrphanUploads(payload: Payload, at = now()): Promise<number> {
  const before = new Date(at - orphanHours() * HOUR_MS).toISOString()
  let purged = 0
  for (;;) {
    const stale = await payload.find({
      collection: 'private-files',
      where: { and: [{ claimedAt: { exists: false } }, { uploadedAt: { less_than: before } }] },
      limit: BATCH,
      depth: 0,
      overrideAccess: true,
    })
    if (stale.docs.length === 0) return purged
    for (const doc of stale.docs) {
      // The afterDelete hook of private-files deletes the stored bytes.
      await payload.delete({ collection: 'private-files', id: doc.id, overrideAccess: true })
      purged++
    }
  }
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'object' && value && 'id' in value ? Number(value.id) : null

/** Deletes ID images and ID numbers of award cases closed longer than the retention; returns how many cases. */
export async function purgeSensitiveData(payload: Payload, at = now()): Promise<number> {
  const before = new Date(at - sensitiveRetentionDays() * DAY_MS).toISOString()
  let purged = 0
  for (;;) {
    const due = await payload.find({
      collection: 'paper-rewards',
      where: {
        and: [
          { inboxStatus: { equals: 'closed' } },
          { closedAt: { less_than_equal: before } },
          { sensitivePurgedAt: { exists: false } },
        ],
      },
      limit: BATCH,
      depth: 0,
      overrideAccess: true,
    })
    if (due.docs.length === 0) return purged
    for (const doc of due.docs) {
      const files = [idOf(doc.idFront), idOf(doc.idBack)].filter((id): id is number => id !== null)
      await payload.update({
        collection: 'paper-rewards',
        id: doc.id,
        data: { idNumber: null, idFront: null, idBack: null, sensitivePurgedAt: new Date(at).toISOString() },
        depth: 0,
        overrideAccess: true,
      })
      for (const id of files) {
        await payload.delete({ collection: 'private-files', id, overrideAccess: true }).catch((error: unknown) => {
          if ((error as { status?: number }).status !== 404) throw error
        })
      }
      purged++
    }
  }
}

export async function runPurges(payload: Payload, at = now()): Promise<{ orphans: number; sensitive: number }> {
  const orphans = await purgeOrphanUploads(payload, at)
  const sensitive = await purgeSensitiveData(payload, at)
  return { orphans, sensitive }
}
