import type { Payload } from 'payload'
import { serialWrite } from '../write-queue'
import { rawQuery, retryWhileBusy } from './payload-db'

/**
 * The verification codes' atomic steps (issue 31, point 1; docs/adr/0018 and 0034): each one conditional
 * statement with `RETURNING`, so concurrent guesses in any number of processes and nodes of one database can
 * never take more tries than there are. Payload's `update` reads, then writes: 200 concurrent guesses all read
 * "0 tries" and the right code, sent last, was accepted. The `verification-codes` collection has no hooks, no
 * versions and no cache tags (nothing these statements skip). On SQLite they go through the process's write
 * queue and wait for another process's write lock (src/lib/write-queue.ts, `retryWhileBusy`).
 */

export interface CodeAttempt {
  id: number
  codeHash: string
  /** The tries taken on this code, this one included. */
  attempts: number
}

function run(payload: Payload, build: Parameters<typeof rawQuery>[1]) {
  return retryWhileBusy(() => serialWrite(payload, () => rawQuery(payload, build)))
}

/**
 * Takes one try on the newest open code of (target, purpose) — unexpired, unused, fewer than `maxAttempts` tries —
 * in one statement, before the code is compared: the try and the check of the limit cannot be separated by a
 * concurrent guess. Null when there is no such code (none issued, expired, used, or its tries are spent).
 */
export async function takeCodeAttempt(
  payload: Payload,
  where: { target: string; purpose: string; at: string; maxAttempts: number },
): Promise<CodeAttempt | null> {
  const { target, purpose, at, maxAttempts } = where
  const rows = await run(
    payload,
    (sql) => sql`UPDATE "verification_codes"
      SET "attempts" = "attempts" + 1, "updated_at" = ${at}
      WHERE "id" = (
          SELECT "id" FROM "verification_codes"
          WHERE "target" = ${target} AND "purpose" = ${purpose} AND "consumed_at" IS NULL AND "expires_at" > ${at}
          ORDER BY "created_at" DESC, "id" DESC LIMIT 1
        )
        AND "attempts" < ${maxAttempts} AND "consumed_at" IS NULL AND "expires_at" > ${at}
      RETURNING "id", "code_hash", "attempts"`,
  )
  const row = rows[0]
  if (!row) return null
  return { id: Number(row.id), codeHash: String(row.code_hash), attempts: Number(row.attempts) }
}

/** Gives back a try taken by the right code that was only checked, not used (the forms' on-blur check). */
export async function giveBackCodeAttempt(payload: Payload, id: number, at: string): Promise<void> {
  await run(
    payload,
    (sql) => sql`UPDATE "verification_codes" SET "attempts" = "attempts" - 1, "updated_at" = ${at}
      WHERE "id" = ${id} AND "attempts" > 0 AND "consumed_at" IS NULL RETURNING "id"`,
  )
}

/** Marks the code used (or burnt); true only for the one caller whose statement did it. */
export async function consumeCode(payload: Payload, id: number, at: string): Promise<boolean> {
  const rows = await run(
    payload,
    (sql) => sql`UPDATE "verification_codes" SET "consumed_at" = ${at}, "updated_at" = ${at}
      WHERE "id" = ${id} AND "consumed_at" IS NULL RETURNING "id"`,
  )
  return rows.length === 1
}
