import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { quotesDown } from '../shared/quotes'

/**
 * Issue 21, quotes: the quote group (reason, lead time, validity) of orders and their versions. The new statuses
 * and task slugs need nothing on SQLite (text columns). Generated: columns added only, no table rebuilt. The down
 * migration first turns quote orders into cancelled ones (src/migrations/shared/quotes.ts).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`quote_reason\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`quote_lead_time\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`quote_valid_until\` text;`)
  await db.run(sql`CREATE INDEX \`orders_quote_quote_valid_until_idx\` ON \`orders\` (\`quote_valid_until\`);`)
  await db.run(sql`ALTER TABLE \`_orders_v\` ADD \`version_quote_reason\` text;`)
  await db.run(sql`ALTER TABLE \`_orders_v\` ADD \`version_quote_lead_time\` text;`)
  await db.run(sql`ALTER TABLE \`_orders_v\` ADD \`version_quote_valid_until\` text;`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_quote_version_quote_valid_until_idx\` ON \`_orders_v\` (\`version_quote_valid_until\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await quotesDown(async (query) => {
    await db.run(sql.raw(query))
  })
  await db.run(sql`DROP INDEX \`orders_quote_quote_valid_until_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`quote_reason\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`quote_lead_time\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`quote_valid_until\`;`)
  await db.run(sql`DROP INDEX \`_orders_v_version_quote_version_quote_valid_until_idx\`;`)
  await db.run(sql`ALTER TABLE \`_orders_v\` DROP COLUMN \`version_quote_reason\`;`)
  await db.run(sql`ALTER TABLE \`_orders_v\` DROP COLUMN \`version_quote_lead_time\`;`)
  await db.run(sql`ALTER TABLE \`_orders_v\` DROP COLUMN \`version_quote_valid_until\`;`)
}
