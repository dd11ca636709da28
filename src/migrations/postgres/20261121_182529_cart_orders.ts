import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "orders_idempotency_key_idx";
  CREATE UNIQUE INDEX "member_product_size_idx" ON "cart_lines" USING btree ("member_id","product_id","size");
  CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "member_product_size_idx";
  DROP INDEX "orders_idempotency_key_idx";
  CREATE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");`)
}
