import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_private_files_purpose" AS ENUM('id-image', 'paper');
  ALTER TABLE "private_files" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_private_files_purpose" USING "purpose"::"public"."enum_private_files_purpose";
  ALTER TABLE "private_files" ALTER COLUMN "purpose" SET NOT NULL;
  ALTER TABLE "private_files" ALTER COLUMN "mime_type" SET NOT NULL;
  ALTER TABLE "paper_rewards" ALTER COLUMN "id_number" DROP NOT NULL;
  ALTER TABLE "private_files" ADD COLUMN "file_id" varchar NOT NULL;
  ALTER TABLE "private_files" ADD COLUMN "storage_key" varchar NOT NULL;
  ALTER TABLE "private_files" ADD COLUMN "original_name" varchar;
  ALTER TABLE "private_files" ADD COLUMN "size" numeric NOT NULL;
  ALTER TABLE "private_files" ADD COLUMN "sha256" varchar;
  ALTER TABLE "private_files" ADD COLUMN "uploaded_at" timestamp(3) with time zone NOT NULL;
  ALTER TABLE "private_files" ADD COLUMN "claimed_at" timestamp(3) with time zone;
  ALTER TABLE "private_files" ADD COLUMN "claimed_by" varchar;
  ALTER TABLE "trial_requests" ADD COLUMN "terms_accepted" boolean DEFAULT false;
  ALTER TABLE "paper_rewards" ADD COLUMN "doi_key" varchar;
  ALTER TABLE "paper_rewards" ADD COLUMN "author_declaration" boolean DEFAULT false;
  ALTER TABLE "paper_rewards" ADD COLUMN "tax_fen" numeric;
  ALTER TABLE "paper_rewards" ADD COLUMN "net_fen" numeric;
  ALTER TABLE "paper_rewards" ADD COLUMN "closed_at" timestamp(3) with time zone;
  ALTER TABLE "paper_rewards" ADD COLUMN "sensitive_purged_at" timestamp(3) with time zone;
  CREATE UNIQUE INDEX "private_files_file_id_idx" ON "private_files" USING btree ("file_id");
  CREATE INDEX "private_files_purpose_idx" ON "private_files" USING btree ("purpose");
  CREATE INDEX "private_files_uploaded_at_idx" ON "private_files" USING btree ("uploaded_at");
  CREATE INDEX "private_files_claimed_at_idx" ON "private_files" USING btree ("claimed_at");
  CREATE INDEX "paper_rewards_doi_key_idx" ON "paper_rewards" USING btree ("doi_key");
  CREATE INDEX "paper_rewards_closed_at_idx" ON "paper_rewards" USING btree ("closed_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "private_files_file_id_idx";
  DROP INDEX "private_files_purpose_idx";
  DROP INDEX "private_files_uploaded_at_idx";
  DROP INDEX "private_files_claimed_at_idx";
  DROP INDEX "paper_rewards_doi_key_idx";
  DROP INDEX "paper_rewards_closed_at_idx";
  ALTER TABLE "private_files" ALTER COLUMN "purpose" SET DATA TYPE varchar;
  ALTER TABLE "private_files" ALTER COLUMN "purpose" DROP NOT NULL;
  ALTER TABLE "private_files" ALTER COLUMN "mime_type" DROP NOT NULL;
  ALTER TABLE "paper_rewards" ALTER COLUMN "id_number" SET NOT NULL;
  ALTER TABLE "private_files" DROP COLUMN "file_id";
  ALTER TABLE "private_files" DROP COLUMN "storage_key";
  ALTER TABLE "private_files" DROP COLUMN "original_name";
  ALTER TABLE "private_files" DROP COLUMN "size";
  ALTER TABLE "private_files" DROP COLUMN "sha256";
  ALTER TABLE "private_files" DROP COLUMN "uploaded_at";
  ALTER TABLE "private_files" DROP COLUMN "claimed_at";
  ALTER TABLE "private_files" DROP COLUMN "claimed_by";
  ALTER TABLE "trial_requests" DROP COLUMN "terms_accepted";
  ALTER TABLE "paper_rewards" DROP COLUMN "doi_key";
  ALTER TABLE "paper_rewards" DROP COLUMN "author_declaration";
  ALTER TABLE "paper_rewards" DROP COLUMN "tax_fen";
  ALTER TABLE "paper_rewards" DROP COLUMN "net_fen";
  ALTER TABLE "paper_rewards" DROP COLUMN "closed_at";
  ALTER TABLE "paper_rewards" DROP COLUMN "sensitive_purged_at";
  DROP TYPE "public"."enum_private_files_purpose";`)
}
