import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "private_files_filename_idx";
  ALTER TABLE "paper_rewards" ALTER COLUMN "id_number" DROP NOT NULL;
  ALTER TABLE "trial_requests" ADD COLUMN "terms_accepted" boolean DEFAULT false;
  ALTER TABLE "paper_rewards" ADD COLUMN "doi_key" varchar;
  ALTER TABLE "paper_rewards" ADD COLUMN "author_declaration" boolean DEFAULT false;
  ALTER TABLE "paper_rewards" ADD COLUMN "tax_fen" numeric;
  ALTER TABLE "paper_rewards" ADD COLUMN "net_fen" numeric;
  ALTER TABLE "paper_rewards" ADD COLUMN "closed_at" timestamp(3) with time zone;
  ALTER TABLE "paper_rewards" ADD COLUMN "sensitive_purged_at" timestamp(3) with time zone;
  CREATE INDEX "paper_rewards_doi_key_idx" ON "paper_rewards" USING btree ("doi_key");
  CREATE INDEX "paper_rewards_closed_at_idx" ON "paper_rewards" USING btree ("closed_at");
  ALTER TABLE "private_files" DROP COLUMN "url";
  ALTER TABLE "private_files" DROP COLUMN "thumbnail_u_r_l";
  ALTER TABLE "private_files" DROP COLUMN "filename";
  ALTER TABLE "private_files" DROP COLUMN "filesize";
  ALTER TABLE "private_files" DROP COLUMN "width";
  ALTER TABLE "private_files" DROP COLUMN "height";
  ALTER TABLE "private_files" DROP COLUMN "focal_x";
  ALTER TABLE "private_files" DROP COLUMN "focal_y";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "paper_rewards_doi_key_idx";
  DROP INDEX "paper_rewards_closed_at_idx";
  ALTER TABLE "paper_rewards" ALTER COLUMN "id_number" SET NOT NULL;
  ALTER TABLE "private_files" ADD COLUMN "url" varchar;
  ALTER TABLE "private_files" ADD COLUMN "thumbnail_u_r_l" varchar;
  ALTER TABLE "private_files" ADD COLUMN "filename" varchar;
  ALTER TABLE "private_files" ADD COLUMN "filesize" numeric;
  ALTER TABLE "private_files" ADD COLUMN "width" numeric;
  ALTER TABLE "private_files" ADD COLUMN "height" numeric;
  ALTER TABLE "private_files" ADD COLUMN "focal_x" numeric;
  ALTER TABLE "private_files" ADD COLUMN "focal_y" numeric;
  CREATE UNIQUE INDEX "private_files_filename_idx" ON "private_files" USING btree ("filename");
  ALTER TABLE "trial_requests" DROP COLUMN "terms_accepted";
  ALTER TABLE "paper_rewards" DROP COLUMN "doi_key";
  ALTER TABLE "paper_rewards" DROP COLUMN "author_declaration";
  ALTER TABLE "paper_rewards" DROP COLUMN "tax_fen";
  ALTER TABLE "paper_rewards" DROP COLUMN "net_fen";
  ALTER TABLE "paper_rewards" DROP COLUMN "closed_at";
  ALTER TABLE "paper_rewards" DROP COLUMN "sensitive_purged_at";`)
}
