import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__products_v_version_applications" AS ENUM('elisa', 'cell-culture', 'spr-bli', 'western-blot', 'flow-cytometry', 'functional-assay', 'immunogen', 'enzyme-activity', 'mrna-synthesis');
  CREATE TYPE "public"."enum__products_v_version_gallery_type" AS ENUM('sds-page-reducing', 'sds-page-non-reducing', 'sec-hplc', 'sec-mals', 'bioactivity', 'other');
  CREATE TYPE "public"."enum__products_v_version_sizes_stock" AS ENUM('in-stock', 'ships-in-days', 'made-to-order');
  CREATE TYPE "public"."enum__products_v_version_product_type" AS ENUM('protein', 'enzyme', 'antibody', 'kit');
  CREATE TYPE "public"."enum__products_v_version_species" AS ENUM('human', 'mouse', 'rat', 'cynomolgus', 'sars-cov-2', 'influenza', 'bacteriophage', 'e-coli', 'other');
  CREATE TYPE "public"."enum__products_v_version_expression_system" AS ENUM('e-coli', 'yeast', 'insect', 'mammalian', 'hek293', 'cho', 'none');
  CREATE TYPE "public"."enum__products_v_version_tag" AS ENUM('tag-free', 'his', 'hfc', 'mfc', 'flag', 'his-avi', 'fc-avi', 'gst', 'strep', 'llama-fc', 'other');
  CREATE TYPE "public"."enum__products_v_version_tag_position" AS ENUM('n-terminal', 'c-terminal', 'n-and-c', 'none');
  CREATE TYPE "public"."enum__products_v_version_ed50_unit" AS ENUM('ng/mL', 'µg/mL', 'pM', 'nM');
  CREATE TYPE "public"."enum__products_v_version_shipping" AS ENUM('ambient', 'ice-packs', 'dry-ice');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('published', 'draft');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('published', 'draft');
  CREATE TYPE "public"."enum__orders_v_version_timeline_status" AS ENUM('submitted', 'confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled');
  CREATE TYPE "public"."enum__orders_v_version_timeline_by_role" AS ENUM('member', 'sales', 'admin', 'editor', 'system');
  CREATE TYPE "public"."enum__orders_v_version_status" AS ENUM('submitted', 'confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled');
  CREATE TYPE "public"."enum__orders_v_version_invoice_type" AS ENUM('none', 'ordinary', 'special');
  CREATE TYPE "public"."enum__orders_v_version_locale" AS ENUM('cn', 'en');
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('create', 'update', 'delete');
  CREATE TABLE "_products_v_version_applications" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_applications",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"type" "enum__products_v_version_gallery_type" DEFAULT 'other' NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_gallery_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_kit_components" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quantity" varchar NOT NULL,
  	"storage" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_kit_components_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_sizes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"size" varchar NOT NULL,
  	"price_fen" numeric,
  	"stock" "enum__products_v_version_sizes_stock" DEFAULT 'in-stock',
  	"lead_time_days" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_catalog_number" varchar DEFAULT '' NOT NULL,
  	"version_category_id" integer NOT NULL,
  	"version_product_type" "enum__products_v_version_product_type" DEFAULT 'protein',
  	"version_synonyms" varchar,
  	"version_species" "enum__products_v_version_species",
  	"version_expression_system" "enum__products_v_version_expression_system",
  	"version_accession" varchar,
  	"version_gene_symbol" varchar,
  	"version_ncbi_gene_id" varchar,
  	"version_protein_names" varchar,
  	"version_image_id" integer,
  	"version_tag" "enum__products_v_version_tag",
  	"version_tag_position" "enum__products_v_version_tag_position",
  	"version_amino_acid_range" varchar,
  	"version_sequence" varchar,
  	"version_predicted_mw_kda" numeric,
  	"version_apparent_mw_kda" varchar,
  	"version_purity_percent" numeric,
  	"version_endotoxin_eu_per_ug" numeric,
  	"version_ed50_value" numeric,
  	"version_ed50_unit" "enum__products_v_version_ed50_unit",
  	"version_shipping" "enum__products_v_version_shipping",
  	"version_is_new" boolean DEFAULT false,
  	"version_is_hot" boolean DEFAULT false,
  	"version_is_popular" boolean DEFAULT false,
  	"version_hot_order" numeric,
  	"version_status" "enum__products_v_version_status" DEFAULT 'draft' NOT NULL,
  	"version_is_demo" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_name" varchar NOT NULL,
  	"version_description" varchar,
  	"version_mw_note" varchar,
  	"version_purity_note" varchar,
  	"version_endotoxin_note" varchar,
  	"version_bioactivity" varchar,
  	"version_unit_definition" varchar,
  	"version_formulation" varchar,
  	"version_reconstitution" varchar,
  	"version_storage" varchar,
  	"version_stability" varchar,
  	"version_troubleshooting" varchar,
  	"version_protocol_summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar NOT NULL,
  	"version_category_id" integer NOT NULL,
  	"version_cover_id" integer,
  	"version_published_at" timestamp(3) with time zone NOT NULL,
  	"version_event_starts_at" timestamp(3) with time zone,
  	"version_event_ends_at" timestamp(3) with time zone,
  	"version_status" "enum__articles_v_version_status" DEFAULT 'draft' NOT NULL,
  	"version_is_demo" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_title" varchar NOT NULL,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_event_location" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_orders_v_version_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"catalog_number" varchar NOT NULL,
  	"product_name" varchar NOT NULL,
  	"size" varchar NOT NULL,
  	"count" numeric NOT NULL,
  	"unit_price_fen" numeric,
  	"subtotal_fen" numeric,
  	"lot_number" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_orders_v_version_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum__orders_v_version_timeline_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_role" "enum__orders_v_version_timeline_by_role" NOT NULL,
  	"by" varchar,
  	"note" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_orders_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_order_number" varchar NOT NULL,
  	"version_member_id" integer NOT NULL,
  	"version_status" "enum__orders_v_version_status" DEFAULT 'submitted' NOT NULL,
  	"version_cancel_reason" varchar,
  	"version_shipment_carrier" varchar,
  	"version_shipment_tracking_number" varchar,
  	"version_shipment_cold_chain_note" varchar,
  	"version_total_fen" numeric,
  	"version_inquiry" boolean DEFAULT false,
  	"version_shipping_address_recipient" varchar,
  	"version_shipping_address_phone" varchar,
  	"version_shipping_address_province" varchar,
  	"version_shipping_address_city" varchar,
  	"version_shipping_address_district" varchar,
  	"version_shipping_address_street" varchar,
  	"version_shipping_address_postcode" varchar,
  	"version_invoice_type" "enum__orders_v_version_invoice_type" DEFAULT 'none',
  	"version_invoice_title" varchar,
  	"version_invoice_tax_id" varchar,
  	"version_invoice_bank" varchar,
  	"version_invoice_account" varchar,
  	"version_invoice_registered_address" varchar,
  	"version_invoice_registered_phone" varchar,
  	"version_invoice_email" varchar,
  	"version_po_number" varchar,
  	"version_po_file_id" integer,
  	"version_remarks" varchar,
  	"version_locale" "enum__orders_v_version_locale" DEFAULT 'cn',
  	"version_terms_accepted_at" timestamp(3) with time zone,
  	"version_idempotency_key" varchar,
  	"version_staff_note" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "leave_words_replies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"by_id" integer,
  	"at" timestamp(3) with time zone NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "enquiries_replies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"by_id" integer,
  	"at" timestamp(3) with time zone NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "coa_requests_replies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"by_id" integer,
  	"at" timestamp(3) with time zone NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "trial_requests_replies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"by_id" integer,
  	"at" timestamp(3) with time zone NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "paper_rewards_replies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"by_id" integer,
  	"at" timestamp(3) with time zone NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "suggestions_replies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"by_id" integer,
  	"at" timestamp(3) with time zone NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_log_action" NOT NULL,
  	"target_collection" varchar NOT NULL,
  	"target_id" varchar NOT NULL,
  	"target_title" varchar,
  	"user_id" integer,
  	"user_email" varchar,
  	"locale" varchar,
  	"summary" varchar,
  	"changes" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_log_id" integer;
  ALTER TABLE "_products_v_version_applications" ADD CONSTRAINT "_products_v_version_applications_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_gallery" ADD CONSTRAINT "_products_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_version_gallery" ADD CONSTRAINT "_products_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_gallery_locales" ADD CONSTRAINT "_products_v_version_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_kit_components" ADD CONSTRAINT "_products_v_version_kit_components_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_kit_components_locales" ADD CONSTRAINT "_products_v_version_kit_components_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_kit_components"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_sizes" ADD CONSTRAINT "_products_v_version_sizes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_orders_v_version_lines" ADD CONSTRAINT "_orders_v_version_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_orders_v_version_lines" ADD CONSTRAINT "_orders_v_version_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_orders_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_orders_v_version_timeline" ADD CONSTRAINT "_orders_v_version_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_orders_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_orders_v" ADD CONSTRAINT "_orders_v_parent_id_orders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_orders_v" ADD CONSTRAINT "_orders_v_version_member_id_members_id_fk" FOREIGN KEY ("version_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_orders_v" ADD CONSTRAINT "_orders_v_version_po_file_id_private_files_id_fk" FOREIGN KEY ("version_po_file_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leave_words_replies" ADD CONSTRAINT "leave_words_replies_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leave_words_replies" ADD CONSTRAINT "leave_words_replies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leave_words"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiries_replies" ADD CONSTRAINT "enquiries_replies_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries_replies" ADD CONSTRAINT "enquiries_replies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coa_requests_replies" ADD CONSTRAINT "coa_requests_replies_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "coa_requests_replies" ADD CONSTRAINT "coa_requests_replies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coa_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trial_requests_replies" ADD CONSTRAINT "trial_requests_replies_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trial_requests_replies" ADD CONSTRAINT "trial_requests_replies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trial_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "paper_rewards_replies" ADD CONSTRAINT "paper_rewards_replies_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "paper_rewards_replies" ADD CONSTRAINT "paper_rewards_replies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."paper_rewards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "suggestions_replies" ADD CONSTRAINT "suggestions_replies_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "suggestions_replies" ADD CONSTRAINT "suggestions_replies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."suggestions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_products_v_version_applications_order_idx" ON "_products_v_version_applications" USING btree ("order");
  CREATE INDEX "_products_v_version_applications_parent_idx" ON "_products_v_version_applications" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_gallery_order_idx" ON "_products_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_products_v_version_gallery_parent_id_idx" ON "_products_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_gallery_image_idx" ON "_products_v_version_gallery" USING btree ("image_id");
  CREATE UNIQUE INDEX "_products_v_version_gallery_locales_locale_parent_id_unique" ON "_products_v_version_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_kit_components_order_idx" ON "_products_v_version_kit_components" USING btree ("_order");
  CREATE INDEX "_products_v_version_kit_components_parent_id_idx" ON "_products_v_version_kit_components" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_kit_components_locales_locale_parent_id_" ON "_products_v_version_kit_components_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_sizes_order_idx" ON "_products_v_version_sizes" USING btree ("_order");
  CREATE INDEX "_products_v_version_sizes_parent_id_idx" ON "_products_v_version_sizes" USING btree ("_parent_id");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_catalog_number_idx" ON "_products_v" USING btree ("version_catalog_number");
  CREATE INDEX "_products_v_version_version_category_idx" ON "_products_v" USING btree ("version_category_id");
  CREATE INDEX "_products_v_version_version_product_type_idx" ON "_products_v" USING btree ("version_product_type");
  CREATE INDEX "_products_v_version_version_species_idx" ON "_products_v" USING btree ("version_species");
  CREATE INDEX "_products_v_version_version_expression_system_idx" ON "_products_v" USING btree ("version_expression_system");
  CREATE INDEX "_products_v_version_version_gene_symbol_idx" ON "_products_v" USING btree ("version_gene_symbol");
  CREATE INDEX "_products_v_version_version_ncbi_gene_id_idx" ON "_products_v" USING btree ("version_ncbi_gene_id");
  CREATE INDEX "_products_v_version_version_image_idx" ON "_products_v" USING btree ("version_image_id");
  CREATE INDEX "_products_v_version_version_tag_idx" ON "_products_v" USING btree ("version_tag");
  CREATE INDEX "_products_v_version_version_is_new_idx" ON "_products_v" USING btree ("version_is_new");
  CREATE INDEX "_products_v_version_version_is_hot_idx" ON "_products_v" USING btree ("version_is_hot");
  CREATE INDEX "_products_v_version_version_is_popular_idx" ON "_products_v" USING btree ("version_is_popular");
  CREATE INDEX "_products_v_version_version_status_idx" ON "_products_v" USING btree ("version_status");
  CREATE INDEX "_products_v_version_version_is_demo_idx" ON "_products_v" USING btree ("version_is_demo");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_rels_order_idx" ON "_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_products_id_idx" ON "_products_v_rels" USING btree ("products_id");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v" USING btree ("version_slug");
  CREATE INDEX "_articles_v_version_version_category_idx" ON "_articles_v" USING btree ("version_category_id");
  CREATE INDEX "_articles_v_version_version_cover_idx" ON "_articles_v" USING btree ("version_cover_id");
  CREATE INDEX "_articles_v_version_version_published_at_idx" ON "_articles_v" USING btree ("version_published_at");
  CREATE INDEX "_articles_v_version_version_status_idx" ON "_articles_v" USING btree ("version_status");
  CREATE INDEX "_articles_v_version_version_is_demo_idx" ON "_articles_v" USING btree ("version_is_demo");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_orders_v_version_lines_order_idx" ON "_orders_v_version_lines" USING btree ("_order");
  CREATE INDEX "_orders_v_version_lines_parent_id_idx" ON "_orders_v_version_lines" USING btree ("_parent_id");
  CREATE INDEX "_orders_v_version_lines_product_idx" ON "_orders_v_version_lines" USING btree ("product_id");
  CREATE INDEX "_orders_v_version_timeline_order_idx" ON "_orders_v_version_timeline" USING btree ("_order");
  CREATE INDEX "_orders_v_version_timeline_parent_id_idx" ON "_orders_v_version_timeline" USING btree ("_parent_id");
  CREATE INDEX "_orders_v_parent_idx" ON "_orders_v" USING btree ("parent_id");
  CREATE INDEX "_orders_v_version_version_order_number_idx" ON "_orders_v" USING btree ("version_order_number");
  CREATE INDEX "_orders_v_version_version_member_idx" ON "_orders_v" USING btree ("version_member_id");
  CREATE INDEX "_orders_v_version_version_status_idx" ON "_orders_v" USING btree ("version_status");
  CREATE INDEX "_orders_v_version_version_po_number_idx" ON "_orders_v" USING btree ("version_po_number");
  CREATE INDEX "_orders_v_version_version_po_file_idx" ON "_orders_v" USING btree ("version_po_file_id");
  CREATE INDEX "_orders_v_version_version_idempotency_key_idx" ON "_orders_v" USING btree ("version_idempotency_key");
  CREATE INDEX "_orders_v_version_version_updated_at_idx" ON "_orders_v" USING btree ("version_updated_at");
  CREATE INDEX "_orders_v_version_version_created_at_idx" ON "_orders_v" USING btree ("version_created_at");
  CREATE INDEX "_orders_v_created_at_idx" ON "_orders_v" USING btree ("created_at");
  CREATE INDEX "_orders_v_updated_at_idx" ON "_orders_v" USING btree ("updated_at");
  CREATE INDEX "leave_words_replies_order_idx" ON "leave_words_replies" USING btree ("_order");
  CREATE INDEX "leave_words_replies_parent_id_idx" ON "leave_words_replies" USING btree ("_parent_id");
  CREATE INDEX "leave_words_replies_by_idx" ON "leave_words_replies" USING btree ("by_id");
  CREATE INDEX "leave_words_replies_key_idx" ON "leave_words_replies" USING btree ("key");
  CREATE INDEX "enquiries_replies_order_idx" ON "enquiries_replies" USING btree ("_order");
  CREATE INDEX "enquiries_replies_parent_id_idx" ON "enquiries_replies" USING btree ("_parent_id");
  CREATE INDEX "enquiries_replies_by_idx" ON "enquiries_replies" USING btree ("by_id");
  CREATE INDEX "enquiries_replies_key_idx" ON "enquiries_replies" USING btree ("key");
  CREATE INDEX "coa_requests_replies_order_idx" ON "coa_requests_replies" USING btree ("_order");
  CREATE INDEX "coa_requests_replies_parent_id_idx" ON "coa_requests_replies" USING btree ("_parent_id");
  CREATE INDEX "coa_requests_replies_by_idx" ON "coa_requests_replies" USING btree ("by_id");
  CREATE INDEX "coa_requests_replies_key_idx" ON "coa_requests_replies" USING btree ("key");
  CREATE INDEX "trial_requests_replies_order_idx" ON "trial_requests_replies" USING btree ("_order");
  CREATE INDEX "trial_requests_replies_parent_id_idx" ON "trial_requests_replies" USING btree ("_parent_id");
  CREATE INDEX "trial_requests_replies_by_idx" ON "trial_requests_replies" USING btree ("by_id");
  CREATE INDEX "trial_requests_replies_key_idx" ON "trial_requests_replies" USING btree ("key");
  CREATE INDEX "paper_rewards_replies_order_idx" ON "paper_rewards_replies" USING btree ("_order");
  CREATE INDEX "paper_rewards_replies_parent_id_idx" ON "paper_rewards_replies" USING btree ("_parent_id");
  CREATE INDEX "paper_rewards_replies_by_idx" ON "paper_rewards_replies" USING btree ("by_id");
  CREATE INDEX "paper_rewards_replies_key_idx" ON "paper_rewards_replies" USING btree ("key");
  CREATE INDEX "suggestions_replies_order_idx" ON "suggestions_replies" USING btree ("_order");
  CREATE INDEX "suggestions_replies_parent_id_idx" ON "suggestions_replies" USING btree ("_parent_id");
  CREATE INDEX "suggestions_replies_by_idx" ON "suggestions_replies" USING btree ("by_id");
  CREATE INDEX "suggestions_replies_key_idx" ON "suggestions_replies" USING btree ("key");
  CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");
  CREATE INDEX "audit_log_target_collection_idx" ON "audit_log" USING btree ("target_collection");
  CREATE INDEX "audit_log_target_id_idx" ON "audit_log" USING btree ("target_id");
  CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  CREATE INDEX "targetCollection_targetId_idx" ON "audit_log" USING btree ("target_collection","target_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_products_v_version_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_kit_components" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_kit_components_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_sizes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_orders_v_version_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_orders_v_version_timeline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_orders_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leave_words_replies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enquiries_replies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coa_requests_replies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trial_requests_replies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "paper_rewards_replies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "suggestions_replies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_products_v_version_applications" CASCADE;
  DROP TABLE "_products_v_version_gallery" CASCADE;
  DROP TABLE "_products_v_version_gallery_locales" CASCADE;
  DROP TABLE "_products_v_version_kit_components" CASCADE;
  DROP TABLE "_products_v_version_kit_components_locales" CASCADE;
  DROP TABLE "_products_v_version_sizes" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "_products_v_rels" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  DROP TABLE "_orders_v_version_lines" CASCADE;
  DROP TABLE "_orders_v_version_timeline" CASCADE;
  DROP TABLE "_orders_v" CASCADE;
  DROP TABLE "leave_words_replies" CASCADE;
  DROP TABLE "enquiries_replies" CASCADE;
  DROP TABLE "coa_requests_replies" CASCADE;
  DROP TABLE "trial_requests_replies" CASCADE;
  DROP TABLE "paper_rewards_replies" CASCADE;
  DROP TABLE "suggestions_replies" CASCADE;
  DROP TABLE "audit_log" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_log_fk";
  
  DROP INDEX "payload_locked_documents_rels_audit_log_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_log_id";
  DROP TYPE "public"."enum__products_v_version_applications";
  DROP TYPE "public"."enum__products_v_version_gallery_type";
  DROP TYPE "public"."enum__products_v_version_sizes_stock";
  DROP TYPE "public"."enum__products_v_version_product_type";
  DROP TYPE "public"."enum__products_v_version_species";
  DROP TYPE "public"."enum__products_v_version_expression_system";
  DROP TYPE "public"."enum__products_v_version_tag";
  DROP TYPE "public"."enum__products_v_version_tag_position";
  DROP TYPE "public"."enum__products_v_version_ed50_unit";
  DROP TYPE "public"."enum__products_v_version_shipping";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum__orders_v_version_timeline_status";
  DROP TYPE "public"."enum__orders_v_version_timeline_by_role";
  DROP TYPE "public"."enum__orders_v_version_status";
  DROP TYPE "public"."enum__orders_v_version_invoice_type";
  DROP TYPE "public"."enum__orders_v_version_locale";
  DROP TYPE "public"."enum_audit_log_action";`)
}
