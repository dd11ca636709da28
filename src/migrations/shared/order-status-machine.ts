import type { MigrationSql } from './move-lab-values'

/**
 * Issue 21's data step, shared by the SQLite and PostgreSQL migrations. The old final status `completed`
 * becomes `delivered` (its place in the new machine); `down` maps it back. Every existing order gets a
 * timeline: `submitted` at its creation and, when it has moved since, its current status at its last update,
 * both by `system`, so the user centre shows no empty history. `newId` is the dialect's expression for a
 * 24-hex-digit row id (the form Payload gives array rows).
 */
export async function completedToDelivered(db: MigrationSql): Promise<void> {
  await db.run(`UPDATE "orders" SET "status" = 'delivered' WHERE "status" = 'completed'`)
}

export async function deliveredToCompleted(db: MigrationSql): Promise<void> {
  await db.run(`UPDATE "orders" SET "status" = 'completed' WHERE "status" IN ('delivered', 'awaiting_payment', 'paid')`)
}

export async function backfillTimeline(
  db: MigrationSql,
  newId: string,
  /** Turns a text expression into the timeline's status column type (PostgreSQL: its enum). */
  asStatus: (text: string) => string = (text) => text,
  /** The same for the timeline's role column. */
  asRole: (text: string) => string = (text) => text,
): Promise<void> {
  await db.run(
    `INSERT INTO "orders_timeline" ("_order", "_parent_id", "id", "status", "at", "by_role", "by")
     SELECT 1, o."id", ${newId}, ${asStatus(`'submitted'`)}, o."created_at", ${asRole(`'system'`)}, 'migration'
     FROM "orders" o WHERE NOT EXISTS (SELECT 1 FROM "orders_timeline" t WHERE t."_parent_id" = o."id")`,
  )
  await db.run(
    `INSERT INTO "orders_timeline" ("_order", "_parent_id", "id", "status", "at", "by_role", "by")
     SELECT 2, o."id", ${newId}, ${asStatus('CAST(o."status" AS text)')}, o."updated_at", ${asRole(`'system'`)}, 'migration'
     FROM "orders" o WHERE o."status" <> 'submitted'
       AND (SELECT count(*) FROM "orders_timeline" t WHERE t."_parent_id" = o."id") = 1`,
  )
}
