import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_mail_deliveries_status" ADD VALUE 'sending' BEFORE 'sent';
  ALTER TABLE "mail_deliveries" ADD COLUMN "lease_until" timestamp(3) with time zone;
  ALTER TABLE "mail_deliveries" ADD COLUMN "claim_token" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mail_deliveries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "mail_deliveries" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_mail_deliveries_status";
  CREATE TYPE "public"."enum_mail_deliveries_status" AS ENUM('pending', 'sent', 'failed');
  ALTER TABLE "mail_deliveries" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_mail_deliveries_status";
  ALTER TABLE "mail_deliveries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_mail_deliveries_status" USING "status"::"public"."enum_mail_deliveries_status";
  ALTER TABLE "mail_deliveries" DROP COLUMN "lease_until";
  ALTER TABLE "mail_deliveries" DROP COLUMN "claim_token";`)
}
