import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { catalogNumberIndexDown, catalogNumberIndexUp } from '../shared/catalog-number-index'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`catalog_number\` text DEFAULT '' NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`product_type\` text DEFAULT 'protein',
  	\`synonyms\` text,
  	\`species\` text,
  	\`expression_system\` text,
  	\`accession\` text,
  	\`gene_symbol\` text,
  	\`ncbi_gene_id\` text,
  	\`protein_names\` text,
  	\`image_id\` integer,
  	\`tag\` text,
  	\`tag_position\` text,
  	\`amino_acid_range\` text,
  	\`sequence\` text,
  	\`predicted_mw_kda\` numeric,
  	\`apparent_mw_kda\` text,
  	\`purity_percent\` numeric,
  	\`endotoxin_eu_per_ug\` numeric,
  	\`ed50_value\` numeric,
  	\`ed50_unit\` text,
  	\`shipping\` text,
  	\`is_new\` integer DEFAULT false,
  	\`is_hot\` integer DEFAULT false,
  	\`is_popular\` integer DEFAULT false,
  	\`hot_order\` numeric,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`is_demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "catalog_number", "category_id", "product_type", "synonyms", "species", "expression_system", "accession", "gene_symbol", "ncbi_gene_id", "protein_names", "image_id", "tag", "tag_position", "amino_acid_range", "sequence", "predicted_mw_kda", "apparent_mw_kda", "purity_percent", "endotoxin_eu_per_ug", "ed50_value", "ed50_unit", "shipping", "is_new", "is_hot", "is_popular", "status", "is_demo", "updated_at", "created_at") SELECT "id", "catalog_number", "category_id", "product_type", "synonyms", "species", "expression_system", "accession", "gene_symbol", "ncbi_gene_id", "protein_names", "image_id", "tag", "tag_position", "amino_acid_range", "sequence", "predicted_mw_kda", "apparent_mw_kda", "purity_percent", "endotoxin_eu_per_ug", "ed50_value", "ed50_unit", "shipping", "is_new", "is_hot", "is_popular", "status", "is_demo", "updated_at", "created_at" FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`products_catalog_number_idx\` ON \`products\` (\`catalog_number\`);`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_product_type_idx\` ON \`products\` (\`product_type\`);`)
  await db.run(sql`CREATE INDEX \`products_species_idx\` ON \`products\` (\`species\`);`)
  await db.run(sql`CREATE INDEX \`products_expression_system_idx\` ON \`products\` (\`expression_system\`);`)
  await db.run(sql`CREATE INDEX \`products_gene_symbol_idx\` ON \`products\` (\`gene_symbol\`);`)
  await db.run(sql`CREATE INDEX \`products_ncbi_gene_id_idx\` ON \`products\` (\`ncbi_gene_id\`);`)
  await db.run(sql`CREATE INDEX \`products_image_idx\` ON \`products\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_tag_idx\` ON \`products\` (\`tag\`);`)
  await db.run(sql`CREATE INDEX \`products_is_new_idx\` ON \`products\` (\`is_new\`);`)
  await db.run(sql`CREATE INDEX \`products_is_hot_idx\` ON \`products\` (\`is_hot\`);`)
  await db.run(sql`CREATE INDEX \`products_is_popular_idx\` ON \`products\` (\`is_popular\`);`)
  await db.run(sql`CREATE INDEX \`products_status_idx\` ON \`products\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`products_is_demo_idx\` ON \`products\` (\`is_demo\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`cover_id\` integer,
  	\`published_at\` text NOT NULL,
  	\`event_starts_at\` text,
  	\`event_ends_at\` text,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`is_demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles\`("id", "slug", "category_id", "cover_id", "published_at", "event_starts_at", "event_ends_at", "status", "is_demo", "updated_at", "created_at") SELECT "id", "slug", "category_id", "cover_id", "published_at", "event_starts_at", "event_ends_at", "status", "is_demo", "updated_at", "created_at" FROM \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_category_idx\` ON \`articles\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_cover_idx\` ON \`articles\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_status_idx\` ON \`articles\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`articles_is_demo_idx\` ON \`articles\` (\`is_demo\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await catalogNumberIndexUp((query) => db.run(sql.raw(query)).then(() => undefined))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await catalogNumberIndexDown((query) => db.run(sql.raw(query)).then(() => undefined))
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`catalog_number\` text NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`product_type\` text DEFAULT 'protein',
  	\`synonyms\` text,
  	\`species\` text,
  	\`expression_system\` text,
  	\`accession\` text,
  	\`gene_symbol\` text,
  	\`ncbi_gene_id\` text,
  	\`protein_names\` text,
  	\`image_id\` integer,
  	\`tag\` text,
  	\`tag_position\` text,
  	\`amino_acid_range\` text,
  	\`sequence\` text,
  	\`predicted_mw_kda\` numeric,
  	\`apparent_mw_kda\` text,
  	\`purity_percent\` numeric,
  	\`endotoxin_eu_per_ug\` numeric,
  	\`ed50_value\` numeric,
  	\`ed50_unit\` text,
  	\`shipping\` text,
  	\`is_new\` integer DEFAULT false,
  	\`is_hot\` integer DEFAULT false,
  	\`is_popular\` integer DEFAULT false,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`is_demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "catalog_number", "category_id", "product_type", "synonyms", "species", "expression_system", "accession", "gene_symbol", "ncbi_gene_id", "protein_names", "image_id", "tag", "tag_position", "amino_acid_range", "sequence", "predicted_mw_kda", "apparent_mw_kda", "purity_percent", "endotoxin_eu_per_ug", "ed50_value", "ed50_unit", "shipping", "is_new", "is_hot", "is_popular", "status", "is_demo", "updated_at", "created_at") SELECT "id", "catalog_number", "category_id", "product_type", "synonyms", "species", "expression_system", "accession", "gene_symbol", "ncbi_gene_id", "protein_names", "image_id", "tag", "tag_position", "amino_acid_range", "sequence", "predicted_mw_kda", "apparent_mw_kda", "purity_percent", "endotoxin_eu_per_ug", "ed50_value", "ed50_unit", "shipping", "is_new", "is_hot", "is_popular", "status", "is_demo", "updated_at", "created_at" FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_catalog_number_idx\` ON \`products\` (\`catalog_number\`);`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_product_type_idx\` ON \`products\` (\`product_type\`);`)
  await db.run(sql`CREATE INDEX \`products_species_idx\` ON \`products\` (\`species\`);`)
  await db.run(sql`CREATE INDEX \`products_expression_system_idx\` ON \`products\` (\`expression_system\`);`)
  await db.run(sql`CREATE INDEX \`products_gene_symbol_idx\` ON \`products\` (\`gene_symbol\`);`)
  await db.run(sql`CREATE INDEX \`products_ncbi_gene_id_idx\` ON \`products\` (\`ncbi_gene_id\`);`)
  await db.run(sql`CREATE INDEX \`products_image_idx\` ON \`products\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_tag_idx\` ON \`products\` (\`tag\`);`)
  await db.run(sql`CREATE INDEX \`products_is_new_idx\` ON \`products\` (\`is_new\`);`)
  await db.run(sql`CREATE INDEX \`products_is_hot_idx\` ON \`products\` (\`is_hot\`);`)
  await db.run(sql`CREATE INDEX \`products_is_popular_idx\` ON \`products\` (\`is_popular\`);`)
  await db.run(sql`CREATE INDEX \`products_status_idx\` ON \`products\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`products_is_demo_idx\` ON \`products\` (\`is_demo\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`cover_id\` integer,
  	\`published_at\` text NOT NULL,
  	\`event_starts_at\` text,
  	\`event_ends_at\` text,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`is_demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles\`("id", "slug", "category_id", "cover_id", "published_at", "event_starts_at", "event_ends_at", "status", "is_demo", "updated_at", "created_at") SELECT "id", "slug", "category_id", "cover_id", "published_at", "event_starts_at", "event_ends_at", "status", "is_demo", "updated_at", "created_at" FROM \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_category_idx\` ON \`articles\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_cover_idx\` ON \`articles\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_status_idx\` ON \`articles\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`articles_is_demo_idx\` ON \`articles\` (\`is_demo\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
}
