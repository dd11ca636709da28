import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import type { MigrationSql } from '../shared/move-lab-values'
import { backfillTimeline, completedToDelivered, deliveredToCompleted } from '../shared/order-status-machine'

function postgresSql(db: MigrateUpArgs['db']): MigrationSql {
  return {
    rows: async (query) => (await db.execute(sql.raw(query))).rows as Record<string, unknown>[],
    run: async (query) => {
      await db.execute(sql.raw(query))
    },
  }
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_timeline_status" AS ENUM('submitted', 'confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled');
  CREATE TYPE "public"."enum_orders_timeline_by_role" AS ENUM('member', 'sales', 'admin', 'editor', 'system');
  CREATE TABLE "orders_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_orders_timeline_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_role" "enum_orders_timeline_by_role" NOT NULL,
  	"by" varchar,
  	"note" varchar
  );
  
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'submitted'::text;`)
  await completedToDelivered(postgresSql(db))
  await db.execute(sql`
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('submitted', 'confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'submitted'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  ALTER TABLE "orders_lines" ADD COLUMN "lot_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "cancel_reason" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipment_carrier" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipment_tracking_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipment_cold_chain_note" varchar;
  ALTER TABLE "orders_timeline" ADD CONSTRAINT "orders_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_timeline_order_idx" ON "orders_timeline" USING btree ("_order");
  CREATE INDEX "orders_timeline_parent_id_idx" ON "orders_timeline" USING btree ("_parent_id");`)
  await backfillTimeline(
    postgresSql(db),
    'substr(md5(random()::text || clock_timestamp()::text), 1, 24)',
    (text) => `CAST(${text} AS "public"."enum_orders_timeline_status")`,
    (text) => `CAST(${text} AS "public"."enum_orders_timeline_by_role")`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "orders_timeline" CASCADE;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'submitted'::text;`)
  await deliveredToCompleted(postgresSql(db))
  await db.execute(sql`
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('submitted', 'confirmed', 'shipped', 'completed', 'cancelled');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'submitted'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  ALTER TABLE "orders_lines" DROP COLUMN "lot_number";
  ALTER TABLE "orders" DROP COLUMN "cancel_reason";
  ALTER TABLE "orders" DROP COLUMN "shipment_carrier";
  ALTER TABLE "orders" DROP COLUMN "shipment_tracking_number";
  ALTER TABLE "orders" DROP COLUMN "shipment_cold_chain_note";
  DROP TYPE "public"."enum_orders_timeline_status";
  DROP TYPE "public"."enum_orders_timeline_by_role";`)
}
