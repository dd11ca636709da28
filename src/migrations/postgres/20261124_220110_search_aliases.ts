import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "gene_symbol" varchar;
  ALTER TABLE "products" ADD COLUMN "ncbi_gene_id" varchar;
  ALTER TABLE "products" ADD COLUMN "protein_names" varchar;
  CREATE INDEX "products_gene_symbol_idx" ON "products" USING btree ("gene_symbol");
  CREATE INDEX "products_ncbi_gene_id_idx" ON "products" USING btree ("ncbi_gene_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "products_gene_symbol_idx";
  DROP INDEX "products_ncbi_gene_id_idx";
  ALTER TABLE "products" DROP COLUMN "gene_symbol";
  ALTER TABLE "products" DROP COLUMN "ncbi_gene_id";
  ALTER TABLE "products" DROP COLUMN "protein_names";`)
}
