import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`orders_idempotency_key_idx\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_idempotency_key_idx\` ON \`orders\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`member_product_size_idx\` ON \`cart_lines\` (\`member_id\`,\`product_id\`,\`size\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`member_product_size_idx\`;`)
  await db.run(sql`DROP INDEX \`orders_idempotency_key_idx\`;`)
  await db.run(sql`CREATE INDEX \`orders_idempotency_key_idx\` ON \`orders\` (\`idempotency_key\`);`)
}
