import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { paymentProofDown } from '../shared/payment-proof'

/**
 * Issue 21, bank transfer and payment proof: the site settings' bank account (payee, bank and note localized), the
 * order's payment proof (a private file), the timeline's event column (orders and their versions) and the
 * `payment-proof` value of the private files' purpose enum. Generated: columns and values added only. The down
 * step first removes the timeline's events and keeps the proofs as `paper` files (src/migrations/shared/payment-proof.ts).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_timeline_event" AS ENUM('payment_proof');
  CREATE TYPE "public"."enum__orders_v_version_timeline_event" AS ENUM('payment_proof');
  ALTER TYPE "public"."enum_private_files_purpose" ADD VALUE 'payment-proof';
  ALTER TABLE "orders_timeline" ADD COLUMN "event" "enum_orders_timeline_event";
  ALTER TABLE "orders" ADD COLUMN "payment_proof_id" integer;
  ALTER TABLE "_orders_v_version_timeline" ADD COLUMN "event" "enum__orders_v_version_timeline_event";
  ALTER TABLE "_orders_v" ADD COLUMN "version_payment_proof_id" integer;
  ALTER TABLE "site_config" ADD COLUMN "bank_transfer_account_number" varchar;
  ALTER TABLE "site_config_locales" ADD COLUMN "bank_transfer_payee" varchar;
  ALTER TABLE "site_config_locales" ADD COLUMN "bank_transfer_bank" varchar;
  ALTER TABLE "site_config_locales" ADD COLUMN "bank_transfer_note" varchar;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_proof_id_private_files_id_fk" FOREIGN KEY ("payment_proof_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_orders_v" ADD CONSTRAINT "_orders_v_version_payment_proof_id_private_files_id_fk" FOREIGN KEY ("version_payment_proof_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_payment_proof_idx" ON "orders" USING btree ("payment_proof_id");
  CREATE INDEX "_orders_v_version_version_payment_proof_idx" ON "_orders_v" USING btree ("version_payment_proof_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await paymentProofDown(async (query) => {
    await db.execute(sql.raw(query))
  })
  await db.execute(sql`
   ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_proof_id_private_files_id_fk";
  
  ALTER TABLE "_orders_v" DROP CONSTRAINT "_orders_v_version_payment_proof_id_private_files_id_fk";
  
  ALTER TABLE "private_files" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_private_files_purpose";
  CREATE TYPE "public"."enum_private_files_purpose" AS ENUM('id-image', 'paper');
  ALTER TABLE "private_files" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_private_files_purpose" USING "purpose"::"public"."enum_private_files_purpose";
  DROP INDEX "orders_payment_proof_idx";
  DROP INDEX "_orders_v_version_version_payment_proof_idx";
  ALTER TABLE "orders_timeline" DROP COLUMN "event";
  ALTER TABLE "orders" DROP COLUMN "payment_proof_id";
  ALTER TABLE "_orders_v_version_timeline" DROP COLUMN "event";
  ALTER TABLE "_orders_v" DROP COLUMN "version_payment_proof_id";
  ALTER TABLE "site_config" DROP COLUMN "bank_transfer_account_number";
  ALTER TABLE "site_config_locales" DROP COLUMN "bank_transfer_payee";
  ALTER TABLE "site_config_locales" DROP COLUMN "bank_transfer_bank";
  ALTER TABLE "site_config_locales" DROP COLUMN "bank_transfer_note";
  DROP TYPE "public"."enum_orders_timeline_event";
  DROP TYPE "public"."enum__orders_v_version_timeline_event";`)
}
