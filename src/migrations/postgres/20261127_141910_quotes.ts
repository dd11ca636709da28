import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { quotesDown } from '../shared/quotes'

/**
 * Issue 21, quotes: the quote statuses (orders, their timeline and versions), the `send-sms` and `expire-quotes`
 * task slugs, and the quote group (reason, lead time, validity). Generated; the enum values are added with
 * IF NOT EXISTS (ADR 0027's schedule_publish does the same), and the down migration first turns quote orders into
 * cancelled ones and removes the new tasks' jobs, which the old enums could not hold (src/migrations/shared/quotes.ts).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_quote_reason" AS ENUM('inquiry', 'region');
  CREATE TYPE "public"."enum__orders_v_version_quote_reason" AS ENUM('inquiry', 'region');
  ALTER TYPE "public"."enum_orders_timeline_status" ADD VALUE IF NOT EXISTS 'quote_requested' BEFORE 'submitted';
  ALTER TYPE "public"."enum_orders_timeline_status" ADD VALUE IF NOT EXISTS 'quoted' BEFORE 'submitted';
  ALTER TYPE "public"."enum_orders_timeline_status" ADD VALUE IF NOT EXISTS 'quote_declined' BEFORE 'submitted';
  ALTER TYPE "public"."enum_orders_timeline_status" ADD VALUE IF NOT EXISTS 'quote_expired' BEFORE 'submitted';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE IF NOT EXISTS 'quote_requested' BEFORE 'submitted';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE IF NOT EXISTS 'quoted' BEFORE 'submitted';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE IF NOT EXISTS 'quote_declined' BEFORE 'submitted';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE IF NOT EXISTS 'quote_expired' BEFORE 'submitted';
  ALTER TYPE "public"."enum__orders_v_version_timeline_status" ADD VALUE IF NOT EXISTS 'quote_requested' BEFORE 'submitted';
  ALTER TYPE "public"."enum__orders_v_version_timeline_status" ADD VALUE IF NOT EXISTS 'quoted' BEFORE 'submitted';
  ALTER TYPE "public"."enum__orders_v_version_timeline_status" ADD VALUE IF NOT EXISTS 'quote_declined' BEFORE 'submitted';
  ALTER TYPE "public"."enum__orders_v_version_timeline_status" ADD VALUE IF NOT EXISTS 'quote_expired' BEFORE 'submitted';
  ALTER TYPE "public"."enum__orders_v_version_status" ADD VALUE IF NOT EXISTS 'quote_requested' BEFORE 'submitted';
  ALTER TYPE "public"."enum__orders_v_version_status" ADD VALUE IF NOT EXISTS 'quoted' BEFORE 'submitted';
  ALTER TYPE "public"."enum__orders_v_version_status" ADD VALUE IF NOT EXISTS 'quote_declined' BEFORE 'submitted';
  ALTER TYPE "public"."enum__orders_v_version_status" ADD VALUE IF NOT EXISTS 'quote_expired' BEFORE 'submitted';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'send-sms' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'expire-quotes' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'send-sms' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'expire-quotes' BEFORE 'schedulePublish';
  ALTER TABLE "orders" ADD COLUMN "quote_reason" "enum_orders_quote_reason";
  ALTER TABLE "orders" ADD COLUMN "quote_lead_time" varchar;
  ALTER TABLE "orders" ADD COLUMN "quote_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_orders_v" ADD COLUMN "version_quote_reason" "enum__orders_v_version_quote_reason";
  ALTER TABLE "_orders_v" ADD COLUMN "version_quote_lead_time" varchar;
  ALTER TABLE "_orders_v" ADD COLUMN "version_quote_valid_until" timestamp(3) with time zone;
  CREATE INDEX "orders_quote_quote_valid_until_idx" ON "orders" USING btree ("quote_valid_until");
  CREATE INDEX "_orders_v_version_quote_version_quote_valid_until_idx" ON "_orders_v" USING btree ("version_quote_valid_until");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await quotesDown(async (query) => {
    await db.execute(sql.raw(query))
  })
  await db.execute(sql`
   ALTER TABLE "orders_timeline" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_orders_timeline_status";
  CREATE TYPE "public"."enum_orders_timeline_status" AS ENUM('submitted', 'confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled');
  ALTER TABLE "orders_timeline" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_timeline_status" USING "status"::"public"."enum_orders_timeline_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'submitted'::text;
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('submitted', 'confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'submitted'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  ALTER TABLE "_orders_v_version_timeline" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum__orders_v_version_timeline_status";
  CREATE TYPE "public"."enum__orders_v_version_timeline_status" AS ENUM('submitted', 'confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled');
  ALTER TABLE "_orders_v_version_timeline" ALTER COLUMN "status" SET DATA TYPE "public"."enum__orders_v_version_timeline_status" USING "status"::"public"."enum__orders_v_version_timeline_status";
  ALTER TABLE "_orders_v" ALTER COLUMN "version_status" SET DATA TYPE text;
  ALTER TABLE "_orders_v" ALTER COLUMN "version_status" SET DEFAULT 'submitted'::text;
  DROP TYPE "public"."enum__orders_v_version_status";
  CREATE TYPE "public"."enum__orders_v_version_status" AS ENUM('submitted', 'confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled');
  ALTER TABLE "_orders_v" ALTER COLUMN "version_status" SET DEFAULT 'submitted'::"public"."enum__orders_v_version_status";
  ALTER TABLE "_orders_v" ALTER COLUMN "version_status" SET DATA TYPE "public"."enum__orders_v_version_status" USING "version_status"::"public"."enum__orders_v_version_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-mail', 'retry-mail', 'purge-retention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-mail', 'retry-mail', 'purge-retention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "orders_quote_quote_valid_until_idx";
  DROP INDEX "_orders_v_version_quote_version_quote_valid_until_idx";
  ALTER TABLE "orders" DROP COLUMN "quote_reason";
  ALTER TABLE "orders" DROP COLUMN "quote_lead_time";
  ALTER TABLE "orders" DROP COLUMN "quote_valid_until";
  ALTER TABLE "_orders_v" DROP COLUMN "version_quote_reason";
  ALTER TABLE "_orders_v" DROP COLUMN "version_quote_lead_time";
  ALTER TABLE "_orders_v" DROP COLUMN "version_quote_valid_until";
  DROP TYPE "public"."enum_orders_quote_reason";
  DROP TYPE "public"."enum__orders_v_version_quote_reason";`)
}
