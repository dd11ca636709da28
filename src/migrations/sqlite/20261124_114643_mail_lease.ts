import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`mail_deliveries\` ADD \`lease_until\` text;`)
  await db.run(sql`ALTER TABLE \`mail_deliveries\` ADD \`claim_token\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`mail_deliveries\` DROP COLUMN \`lease_until\`;`)
  await db.run(sql`ALTER TABLE \`mail_deliveries\` DROP COLUMN \`claim_token\`;`)
}
