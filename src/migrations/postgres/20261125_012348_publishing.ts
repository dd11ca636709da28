import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { catalogNumberIndexDown, catalogNumberIndexUp } from '../shared/catalog-number-index'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "products_catalog_number_idx";
  ALTER TABLE "products" ALTER COLUMN "catalog_number" SET DEFAULT '';
  ALTER TABLE "products" ALTER COLUMN "status" SET DEFAULT 'draft';
  ALTER TABLE "articles" ALTER COLUMN "status" SET DEFAULT 'draft';
  ALTER TABLE "products" ADD COLUMN "hot_order" numeric;
  CREATE INDEX "products_catalog_number_idx" ON "products" USING btree ("catalog_number");`)
  await catalogNumberIndexUp((query) => db.execute(sql.raw(query)).then(() => undefined))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await catalogNumberIndexDown((query) => db.execute(sql.raw(query)).then(() => undefined))
  await db.execute(sql`
   DROP INDEX "products_catalog_number_idx";
  ALTER TABLE "products" ALTER COLUMN "catalog_number" DROP DEFAULT;
  ALTER TABLE "products" ALTER COLUMN "status" SET DEFAULT 'published';
  ALTER TABLE "articles" ALTER COLUMN "status" SET DEFAULT 'published';
  CREATE UNIQUE INDEX "products_catalog_number_idx" ON "products" USING btree ("catalog_number");
  ALTER TABLE "products" DROP COLUMN "hot_order";`)
}
