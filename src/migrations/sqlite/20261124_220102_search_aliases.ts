import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`gene_symbol\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`ncbi_gene_id\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`protein_names\` text;`)
  await db.run(sql`CREATE INDEX \`products_gene_symbol_idx\` ON \`products\` (\`gene_symbol\`);`)
  await db.run(sql`CREATE INDEX \`products_ncbi_gene_id_idx\` ON \`products\` (\`ncbi_gene_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`products_gene_symbol_idx\`;`)
  await db.run(sql`DROP INDEX \`products_ncbi_gene_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`gene_symbol\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`ncbi_gene_id\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`protein_names\`;`)
}
