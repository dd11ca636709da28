import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "search_keywords" WHERE NOT coalesce("pinned", false) OR coalesce("hidden", false);
  CREATE TYPE "public"."enum_search_keywords_language" AS ENUM('cn', 'en');
  DROP INDEX "search_keywords_keyword_idx";
  ALTER TABLE "search_logs" ADD COLUMN "visitor" varchar;
  ALTER TABLE "search_keywords" ADD COLUMN "language" "enum_search_keywords_language" DEFAULT 'cn' NOT NULL;
  CREATE INDEX "search_keywords_language_idx" ON "search_keywords" USING btree ("language");
  CREATE UNIQUE INDEX "language_keyword_idx" ON "search_keywords" USING btree ("language","keyword");
  ALTER TABLE "search_keywords" DROP COLUMN "pinned";
  ALTER TABLE "search_keywords" DROP COLUMN "hidden";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "search_keywords_language_idx";
  DROP INDEX "language_keyword_idx";
  ALTER TABLE "search_keywords" ADD COLUMN "pinned" boolean DEFAULT false;
  ALTER TABLE "search_keywords" ADD COLUMN "hidden" boolean DEFAULT false;
  CREATE UNIQUE INDEX "search_keywords_keyword_idx" ON "search_keywords" USING btree ("keyword");
  ALTER TABLE "search_logs" DROP COLUMN "visitor";
  ALTER TABLE "search_keywords" DROP COLUMN "language";
  DROP TYPE "public"."enum_search_keywords_language";`)
}
