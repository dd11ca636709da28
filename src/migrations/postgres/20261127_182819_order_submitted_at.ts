import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { BACKFILL_SUBMITTED_AT } from '../shared/order-submitted-at'

/**
 * Issue 21, the reply clock of an accepted quote: orders' `submitted_at` (when the order became submitted; the
 * status hook writes it), indexed for the overdue filter, backfilled from the status records
 * (src/migrations/shared/order-submitted-at.ts).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "submitted_at" timestamp(3) with time zone;
  ALTER TABLE "_orders_v" ADD COLUMN "version_submitted_at" timestamp(3) with time zone;
  CREATE INDEX "orders_submitted_at_idx" ON "orders" USING btree ("submitted_at");
  CREATE INDEX "_orders_v_version_version_submitted_at_idx" ON "_orders_v" USING btree ("version_submitted_at");`)
  await db.execute(sql.raw(BACKFILL_SUBMITTED_AT))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "orders_submitted_at_idx";
  DROP INDEX "_orders_v_version_version_submitted_at_idx";
  ALTER TABLE "orders" DROP COLUMN "submitted_at";
  ALTER TABLE "_orders_v" DROP COLUMN "version_submitted_at";`)
}
