import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_locale" AS ENUM('cn', 'en');
  ALTER TABLE "orders" ADD COLUMN "locale" "enum_orders_locale" DEFAULT 'cn';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP COLUMN "locale";
  DROP TYPE "public"."enum_orders_locale";`)
}
