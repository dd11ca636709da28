import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { BACKFILL_SUBMITTED_AT } from '../shared/order-submitted-at'

/**
 * Issue 21, the reply clock of an accepted quote: orders' `submitted_at` (when the order became submitted; the
 * status hook writes it), indexed for the overdue filter, backfilled from the status records
 * (src/migrations/shared/order-submitted-at.ts). Generated: columns added only, no table rebuilt.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`submitted_at\` text;`)
  await db.run(sql`CREATE INDEX \`orders_submitted_at_idx\` ON \`orders\` (\`submitted_at\`);`)
  await db.run(sql`ALTER TABLE \`_orders_v\` ADD \`version_submitted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_version_submitted_at_idx\` ON \`_orders_v\` (\`version_submitted_at\`);`)
  await db.run(sql.raw(BACKFILL_SUBMITTED_AT))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`orders_submitted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`submitted_at\`;`)
  await db.run(sql`DROP INDEX \`_orders_v_version_version_submitted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_orders_v\` DROP COLUMN \`version_submitted_at\`;`)
}
