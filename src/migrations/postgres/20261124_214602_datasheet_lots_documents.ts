import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { type MigrationSql, moveLabValuesDown, moveLabValuesUp } from '../shared/move-lab-values'

function postgresSql(db: MigrateUpArgs['db']): MigrationSql {
  return {
    rows: async (query) => (await db.execute(sql.raw(query))).rows as Record<string, unknown>[],
    run: async (query) => {
      await db.execute(sql.raw(query))
    },
  }
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_applications" AS ENUM('elisa', 'cell-culture', 'spr-bli', 'western-blot', 'flow-cytometry', 'functional-assay', 'immunogen', 'enzyme-activity', 'mrna-synthesis');
  CREATE TYPE "public"."enum_products_gallery_type" AS ENUM('sds-page-reducing', 'sds-page-non-reducing', 'sec-hplc', 'sec-mals', 'bioactivity', 'other');
  CREATE TYPE "public"."enum_products_sizes_stock" AS ENUM('in-stock', 'ships-in-days', 'made-to-order');
  CREATE TYPE "public"."enum_products_product_type" AS ENUM('protein', 'enzyme', 'antibody', 'kit');
  CREATE TYPE "public"."enum_products_tag_position" AS ENUM('n-terminal', 'c-terminal', 'n-and-c', 'none');
  CREATE TYPE "public"."enum_products_ed50_unit" AS ENUM('ng/mL', 'µg/mL', 'pM', 'nM');
  CREATE TYPE "public"."enum_products_shipping" AS ENUM('ambient', 'ice-packs', 'dry-ice');
  CREATE TYPE "public"."enum_lots_qc_images_type" AS ENUM('sds-page-reducing', 'sds-page-non-reducing', 'sec-hplc', 'sec-mals', 'bioactivity', 'other');
  CREATE TYPE "public"."enum_lots_ed50_unit" AS ENUM('ng/mL', 'µg/mL', 'pM', 'nM');
  CREATE TYPE "public"."enum_lots_status" AS ENUM('published', 'draft');
  CREATE TYPE "public"."enum_faqs_status" AS ENUM('published', 'draft');
  CREATE TYPE "public"."enum_downloads_kind" AS ENUM('manual', 'sds', 'datasheet', 'brochure', 'other');
  CREATE TYPE "public"."enum_citations_applications" AS ENUM('elisa', 'cell-culture', 'spr-bli', 'western-blot', 'flow-cytometry', 'functional-assay', 'immunogen', 'enzyme-activity', 'mrna-synthesis');
  CREATE TYPE "public"."enum_citations_species" AS ENUM('human', 'mouse', 'rat', 'cynomolgus', 'sars-cov-2', 'influenza', 'bacteriophage', 'e-coli', 'other');
  CREATE TABLE "products_applications" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_applications",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"type" "enum_products_gallery_type" DEFAULT 'other' NOT NULL
  );
  
  CREATE TABLE "products_gallery_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_kit_components" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quantity" varchar NOT NULL,
  	"storage" varchar
  );
  
  CREATE TABLE "products_kit_components_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "lots_qc_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"type" "enum_lots_qc_images_type" DEFAULT 'other' NOT NULL
  );
  
  CREATE TABLE "lots_qc_images_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "lots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"lot_number" varchar NOT NULL,
  	"manufactured_at" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"concentration_mg_per_ml" numeric,
  	"purity_percent" numeric,
  	"endotoxin_eu_per_ug" numeric,
  	"ed50_value" numeric,
  	"ed50_unit" "enum_lots_ed50_unit",
  	"coa_file_id" integer,
  	"status" "enum_lots_status" DEFAULT 'published' NOT NULL,
  	"is_demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lots_locales" (
  	"activity_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"status" "enum_faqs_status" DEFAULT 'published' NOT NULL,
  	"is_demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faqs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "downloads_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "citations_applications" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_citations_applications",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "citations_species" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_citations_species",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "products_sizes" ADD COLUMN "stock" "enum_products_sizes_stock" DEFAULT 'in-stock';
  ALTER TABLE "products_sizes" ADD COLUMN "lead_time_days" numeric;
  ALTER TABLE "products" ADD COLUMN "product_type" "enum_products_product_type" DEFAULT 'protein';
  ALTER TABLE "products" ADD COLUMN "tag_position" "enum_products_tag_position";
  ALTER TABLE "products" ADD COLUMN "amino_acid_range" varchar;
  ALTER TABLE "products" ADD COLUMN "sequence" varchar;
  ALTER TABLE "products" ADD COLUMN "predicted_mw_kda" numeric;
  ALTER TABLE "products" ADD COLUMN "apparent_mw_kda" varchar;
  ALTER TABLE "products" ADD COLUMN "purity_percent" numeric;
  ALTER TABLE "products" ADD COLUMN "endotoxin_eu_per_ug" numeric;
  ALTER TABLE "products" ADD COLUMN "ed50_value" numeric;
  ALTER TABLE "products" ADD COLUMN "ed50_unit" "enum_products_ed50_unit";
  ALTER TABLE "products" ADD COLUMN "shipping" "enum_products_shipping";
  ALTER TABLE "products_locales" ADD COLUMN "mw_note" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "purity_note" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "endotoxin_note" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "bioactivity" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "unit_definition" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "reconstitution" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "stability" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "protocol_summary" varchar;
  ALTER TABLE "downloads" ADD COLUMN "kind" "enum_downloads_kind" DEFAULT 'other';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lots_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faqs_id" integer;
  ALTER TABLE "products_applications" ADD CONSTRAINT "products_applications_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_gallery" ADD CONSTRAINT "products_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_gallery" ADD CONSTRAINT "products_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_gallery_locales" ADD CONSTRAINT "products_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_kit_components" ADD CONSTRAINT "products_kit_components_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_kit_components_locales" ADD CONSTRAINT "products_kit_components_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_kit_components"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lots_qc_images" ADD CONSTRAINT "lots_qc_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lots_qc_images" ADD CONSTRAINT "lots_qc_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lots_qc_images_locales" ADD CONSTRAINT "lots_qc_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lots_qc_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lots" ADD CONSTRAINT "lots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lots" ADD CONSTRAINT "lots_coa_file_id_coa_certificates_id_fk" FOREIGN KEY ("coa_file_id") REFERENCES "public"."coa_certificates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lots_locales" ADD CONSTRAINT "lots_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_locales" ADD CONSTRAINT "faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_rels" ADD CONSTRAINT "faqs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_rels" ADD CONSTRAINT "faqs_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_rels" ADD CONSTRAINT "faqs_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "downloads_rels" ADD CONSTRAINT "downloads_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "downloads_rels" ADD CONSTRAINT "downloads_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "citations_applications" ADD CONSTRAINT "citations_applications_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."citations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "citations_species" ADD CONSTRAINT "citations_species_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."citations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_applications_order_idx" ON "products_applications" USING btree ("order");
  CREATE INDEX "products_applications_parent_idx" ON "products_applications" USING btree ("parent_id");
  CREATE INDEX "products_gallery_order_idx" ON "products_gallery" USING btree ("_order");
  CREATE INDEX "products_gallery_parent_id_idx" ON "products_gallery" USING btree ("_parent_id");
  CREATE INDEX "products_gallery_image_idx" ON "products_gallery" USING btree ("image_id");
  CREATE UNIQUE INDEX "products_gallery_locales_locale_parent_id_unique" ON "products_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_kit_components_order_idx" ON "products_kit_components" USING btree ("_order");
  CREATE INDEX "products_kit_components_parent_id_idx" ON "products_kit_components" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_kit_components_locales_locale_parent_id_unique" ON "products_kit_components_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "lots_qc_images_order_idx" ON "lots_qc_images" USING btree ("_order");
  CREATE INDEX "lots_qc_images_parent_id_idx" ON "lots_qc_images" USING btree ("_parent_id");
  CREATE INDEX "lots_qc_images_image_idx" ON "lots_qc_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "lots_qc_images_locales_locale_parent_id_unique" ON "lots_qc_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "lots_product_idx" ON "lots" USING btree ("product_id");
  CREATE INDEX "lots_lot_number_idx" ON "lots" USING btree ("lot_number");
  CREATE INDEX "lots_manufactured_at_idx" ON "lots" USING btree ("manufactured_at");
  CREATE INDEX "lots_coa_file_idx" ON "lots" USING btree ("coa_file_id");
  CREATE INDEX "lots_status_idx" ON "lots" USING btree ("status");
  CREATE INDEX "lots_is_demo_idx" ON "lots" USING btree ("is_demo");
  CREATE INDEX "lots_updated_at_idx" ON "lots" USING btree ("updated_at");
  CREATE INDEX "lots_created_at_idx" ON "lots" USING btree ("created_at");
  CREATE UNIQUE INDEX "product_lotNumber_idx" ON "lots" USING btree ("product_id","lot_number");
  CREATE UNIQUE INDEX "lots_locales_locale_parent_id_unique" ON "lots_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faqs_sort_idx" ON "faqs" USING btree ("sort");
  CREATE INDEX "faqs_status_idx" ON "faqs" USING btree ("status");
  CREATE INDEX "faqs_is_demo_idx" ON "faqs" USING btree ("is_demo");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE UNIQUE INDEX "faqs_locales_locale_parent_id_unique" ON "faqs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faqs_rels_order_idx" ON "faqs_rels" USING btree ("order");
  CREATE INDEX "faqs_rels_parent_idx" ON "faqs_rels" USING btree ("parent_id");
  CREATE INDEX "faqs_rels_path_idx" ON "faqs_rels" USING btree ("path");
  CREATE INDEX "faqs_rels_products_id_idx" ON "faqs_rels" USING btree ("products_id");
  CREATE INDEX "faqs_rels_categories_id_idx" ON "faqs_rels" USING btree ("categories_id");
  CREATE INDEX "downloads_rels_order_idx" ON "downloads_rels" USING btree ("order");
  CREATE INDEX "downloads_rels_parent_idx" ON "downloads_rels" USING btree ("parent_id");
  CREATE INDEX "downloads_rels_path_idx" ON "downloads_rels" USING btree ("path");
  CREATE INDEX "downloads_rels_products_id_idx" ON "downloads_rels" USING btree ("products_id");
  CREATE INDEX "citations_applications_order_idx" ON "citations_applications" USING btree ("order");
  CREATE INDEX "citations_applications_parent_idx" ON "citations_applications" USING btree ("parent_id");
  CREATE INDEX "citations_species_order_idx" ON "citations_species" USING btree ("order");
  CREATE INDEX "citations_species_parent_idx" ON "citations_species" USING btree ("parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lots_fk" FOREIGN KEY ("lots_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_product_type_idx" ON "products" USING btree ("product_type");
  CREATE INDEX "products_expression_system_idx" ON "products" USING btree ("expression_system");
  CREATE INDEX "downloads_kind_idx" ON "downloads" USING btree ("kind");
  CREATE INDEX "payload_locked_documents_rels_lots_id_idx" ON "payload_locked_documents_rels" USING btree ("lots_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
`)
  await moveLabValuesUp(postgresSql(db))
  await db.execute(sql`
  ALTER TABLE "products" DROP COLUMN "molecular_weight";
  ALTER TABLE "products_locales" DROP COLUMN "purity";
  ALTER TABLE "products_locales" DROP COLUMN "endotoxin";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "products" ADD COLUMN "molecular_weight" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "purity" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "endotoxin" varchar;
`)
  await moveLabValuesDown(postgresSql(db))
  await db.execute(sql`
   ALTER TABLE "products_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_kit_components" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_kit_components_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lots_qc_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lots_qc_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lots_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "downloads_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "citations_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "citations_species" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_applications" CASCADE;
  DROP TABLE "products_gallery" CASCADE;
  DROP TABLE "products_gallery_locales" CASCADE;
  DROP TABLE "products_kit_components" CASCADE;
  DROP TABLE "products_kit_components_locales" CASCADE;
  DROP TABLE "lots_qc_images" CASCADE;
  DROP TABLE "lots_qc_images_locales" CASCADE;
  DROP TABLE "lots" CASCADE;
  DROP TABLE "lots_locales" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "faqs_locales" CASCADE;
  DROP TABLE "faqs_rels" CASCADE;
  DROP TABLE "downloads_rels" CASCADE;
  DROP TABLE "citations_applications" CASCADE;
  DROP TABLE "citations_species" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_lots_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_faqs_fk";
  
  DROP INDEX IF EXISTS "products_product_type_idx";
  DROP INDEX IF EXISTS "products_expression_system_idx";
  DROP INDEX IF EXISTS "downloads_kind_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_lots_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_faqs_id_idx";
  ALTER TABLE "products_sizes" DROP COLUMN "stock";
  ALTER TABLE "products_sizes" DROP COLUMN "lead_time_days";
  ALTER TABLE "products" DROP COLUMN "product_type";
  ALTER TABLE "products" DROP COLUMN "tag_position";
  ALTER TABLE "products" DROP COLUMN "amino_acid_range";
  ALTER TABLE "products" DROP COLUMN "sequence";
  ALTER TABLE "products" DROP COLUMN "predicted_mw_kda";
  ALTER TABLE "products" DROP COLUMN "apparent_mw_kda";
  ALTER TABLE "products" DROP COLUMN "purity_percent";
  ALTER TABLE "products" DROP COLUMN "endotoxin_eu_per_ug";
  ALTER TABLE "products" DROP COLUMN "ed50_value";
  ALTER TABLE "products" DROP COLUMN "ed50_unit";
  ALTER TABLE "products" DROP COLUMN "shipping";
  ALTER TABLE "products_locales" DROP COLUMN "mw_note";
  ALTER TABLE "products_locales" DROP COLUMN "purity_note";
  ALTER TABLE "products_locales" DROP COLUMN "endotoxin_note";
  ALTER TABLE "products_locales" DROP COLUMN "bioactivity";
  ALTER TABLE "products_locales" DROP COLUMN "unit_definition";
  ALTER TABLE "products_locales" DROP COLUMN "reconstitution";
  ALTER TABLE "products_locales" DROP COLUMN "stability";
  ALTER TABLE "products_locales" DROP COLUMN "protocol_summary";
  ALTER TABLE "downloads" DROP COLUMN "kind";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lots_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faqs_id";
  DROP TYPE "public"."enum_products_applications";
  DROP TYPE "public"."enum_products_gallery_type";
  DROP TYPE "public"."enum_products_sizes_stock";
  DROP TYPE "public"."enum_products_product_type";
  DROP TYPE "public"."enum_products_tag_position";
  DROP TYPE "public"."enum_products_ed50_unit";
  DROP TYPE "public"."enum_products_shipping";
  DROP TYPE "public"."enum_lots_qc_images_type";
  DROP TYPE "public"."enum_lots_ed50_unit";
  DROP TYPE "public"."enum_lots_status";
  DROP TYPE "public"."enum_faqs_status";
  DROP TYPE "public"."enum_downloads_kind";
  DROP TYPE "public"."enum_citations_applications";
  DROP TYPE "public"."enum_citations_species";`)
}
