import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "private_files_filename_idx";
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
   ALTER TABLE "private_files" ADD COLUMN "url" varchar;
  ALTER TABLE "private_files" ADD COLUMN "thumbnail_u_r_l" varchar;
  ALTER TABLE "private_files" ADD COLUMN "filename" varchar;
  ALTER TABLE "private_files" ADD COLUMN "filesize" numeric;
  ALTER TABLE "private_files" ADD COLUMN "width" numeric;
  ALTER TABLE "private_files" ADD COLUMN "height" numeric;
  ALTER TABLE "private_files" ADD COLUMN "focal_x" numeric;
  ALTER TABLE "private_files" ADD COLUMN "focal_y" numeric;
  CREATE UNIQUE INDEX "private_files_filename_idx" ON "private_files" USING btree ("filename");`)
}
