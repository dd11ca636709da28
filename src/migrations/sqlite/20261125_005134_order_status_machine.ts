import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import type { MigrationSql } from '../shared/move-lab-values'
import { backfillTimeline, completedToDelivered, deliveredToCompleted } from '../shared/order-status-machine'

function sqliteSql(db: MigrateUpArgs['db']): MigrationSql {
  return {
    rows: async (query) => (await db.all(sql.raw(query))) as Record<string, unknown>[],
    run: async (query) => {
      await db.run(sql.raw(query))
    },
  }
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`orders_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_role\` text NOT NULL,
  	\`by\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_timeline_order_idx\` ON \`orders_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_timeline_parent_id_idx\` ON \`orders_timeline\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`orders_lines\` ADD \`lot_number\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`cancel_reason\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipment_carrier\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipment_tracking_number\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipment_cold_chain_note\` text;`)
  await completedToDelivered(sqliteSql(db))
  await backfillTimeline(sqliteSql(db), 'lower(hex(randomblob(12)))')
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await deliveredToCompleted(sqliteSql(db))
  await db.run(sql`DROP TABLE \`orders_timeline\`;`)
  await db.run(sql`ALTER TABLE \`orders_lines\` DROP COLUMN \`lot_number\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`cancel_reason\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipment_carrier\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipment_tracking_number\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipment_cold_chain_note\`;`)
}
