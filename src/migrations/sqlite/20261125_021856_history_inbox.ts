import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_products_v_version_applications\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_applications_order_idx\` ON \`_products_v_version_applications\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_applications_parent_idx\` ON \`_products_v_version_applications\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`type\` text DEFAULT 'other' NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_gallery_order_idx\` ON \`_products_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_gallery_parent_id_idx\` ON \`_products_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_gallery_image_idx\` ON \`_products_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_gallery_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_gallery_locales_locale_parent_id_unique\` ON \`_products_v_version_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_kit_components\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quantity\` text NOT NULL,
  	\`storage\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_kit_components_order_idx\` ON \`_products_v_version_kit_components\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_kit_components_parent_id_idx\` ON \`_products_v_version_kit_components\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_kit_components_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_kit_components\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_kit_components_locales_locale_parent_id_\` ON \`_products_v_version_kit_components_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_sizes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`size\` text NOT NULL,
  	\`price_fen\` numeric,
  	\`stock\` text DEFAULT 'in-stock',
  	\`lead_time_days\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_sizes_order_idx\` ON \`_products_v_version_sizes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_sizes_parent_id_idx\` ON \`_products_v_version_sizes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_catalog_number\` text DEFAULT '' NOT NULL,
  	\`version_category_id\` integer NOT NULL,
  	\`version_product_type\` text DEFAULT 'protein',
  	\`version_synonyms\` text,
  	\`version_species\` text,
  	\`version_expression_system\` text,
  	\`version_accession\` text,
  	\`version_gene_symbol\` text,
  	\`version_ncbi_gene_id\` text,
  	\`version_protein_names\` text,
  	\`version_image_id\` integer,
  	\`version_tag\` text,
  	\`version_tag_position\` text,
  	\`version_amino_acid_range\` text,
  	\`version_sequence\` text,
  	\`version_predicted_mw_kda\` numeric,
  	\`version_apparent_mw_kda\` text,
  	\`version_purity_percent\` numeric,
  	\`version_endotoxin_eu_per_ug\` numeric,
  	\`version_ed50_value\` numeric,
  	\`version_ed50_unit\` text,
  	\`version_shipping\` text,
  	\`version_is_new\` integer DEFAULT false,
  	\`version_is_hot\` integer DEFAULT false,
  	\`version_is_popular\` integer DEFAULT false,
  	\`version_hot_order\` numeric,
  	\`version_status\` text DEFAULT 'draft' NOT NULL,
  	\`version_is_demo\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_catalog_number_idx\` ON \`_products_v\` (\`version_catalog_number\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_category_idx\` ON \`_products_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_product_type_idx\` ON \`_products_v\` (\`version_product_type\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_species_idx\` ON \`_products_v\` (\`version_species\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_expression_system_idx\` ON \`_products_v\` (\`version_expression_system\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_gene_symbol_idx\` ON \`_products_v\` (\`version_gene_symbol\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_ncbi_gene_id_idx\` ON \`_products_v\` (\`version_ncbi_gene_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_image_idx\` ON \`_products_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_tag_idx\` ON \`_products_v\` (\`version_tag\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_is_new_idx\` ON \`_products_v\` (\`version_is_new\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_is_hot_idx\` ON \`_products_v\` (\`version_is_hot\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_is_popular_idx\` ON \`_products_v\` (\`version_is_popular\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_status_idx\` ON \`_products_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_is_demo_idx\` ON \`_products_v\` (\`version_is_demo\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_locales\` (
  	\`version_name\` text NOT NULL,
  	\`version_description\` text,
  	\`version_mw_note\` text,
  	\`version_purity_note\` text,
  	\`version_endotoxin_note\` text,
  	\`version_bioactivity\` text,
  	\`version_unit_definition\` text,
  	\`version_formulation\` text,
  	\`version_reconstitution\` text,
  	\`version_storage\` text,
  	\`version_stability\` text,
  	\`version_troubleshooting\` text,
  	\`version_protocol_summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_locales_locale_parent_id_unique\` ON \`_products_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_rels_order_idx\` ON \`_products_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_parent_idx\` ON \`_products_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_path_idx\` ON \`_products_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_products_id_idx\` ON \`_products_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text NOT NULL,
  	\`version_category_id\` integer NOT NULL,
  	\`version_cover_id\` integer,
  	\`version_published_at\` text NOT NULL,
  	\`version_event_starts_at\` text,
  	\`version_event_ends_at\` text,
  	\`version_status\` text DEFAULT 'draft' NOT NULL,
  	\`version_is_demo\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_slug_idx\` ON \`_articles_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_category_idx\` ON \`_articles_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_cover_idx\` ON \`_articles_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_published_at_idx\` ON \`_articles_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_status_idx\` ON \`_articles_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_is_demo_idx\` ON \`_articles_v\` (\`version_is_demo\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_event_location\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_locales_locale_parent_id_unique\` ON \`_articles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_orders_v_version_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`catalog_number\` text NOT NULL,
  	\`product_name\` text NOT NULL,
  	\`size\` text NOT NULL,
  	\`count\` numeric NOT NULL,
  	\`unit_price_fen\` numeric,
  	\`subtotal_fen\` numeric,
  	\`lot_number\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_orders_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_orders_v_version_lines_order_idx\` ON \`_orders_v_version_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_lines_parent_id_idx\` ON \`_orders_v_version_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_lines_product_idx\` ON \`_orders_v_version_lines\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`_orders_v_version_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_role\` text NOT NULL,
  	\`by\` text,
  	\`note\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_orders_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_orders_v_version_timeline_order_idx\` ON \`_orders_v_version_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_timeline_parent_id_idx\` ON \`_orders_v_version_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_orders_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_order_number\` text NOT NULL,
  	\`version_member_id\` integer NOT NULL,
  	\`version_status\` text DEFAULT 'submitted' NOT NULL,
  	\`version_cancel_reason\` text,
  	\`version_shipment_carrier\` text,
  	\`version_shipment_tracking_number\` text,
  	\`version_shipment_cold_chain_note\` text,
  	\`version_total_fen\` numeric,
  	\`version_inquiry\` integer DEFAULT false,
  	\`version_shipping_address_recipient\` text,
  	\`version_shipping_address_phone\` text,
  	\`version_shipping_address_province\` text,
  	\`version_shipping_address_city\` text,
  	\`version_shipping_address_district\` text,
  	\`version_shipping_address_street\` text,
  	\`version_shipping_address_postcode\` text,
  	\`version_invoice_type\` text DEFAULT 'none',
  	\`version_invoice_title\` text,
  	\`version_invoice_tax_id\` text,
  	\`version_invoice_bank\` text,
  	\`version_invoice_account\` text,
  	\`version_invoice_registered_address\` text,
  	\`version_invoice_registered_phone\` text,
  	\`version_invoice_email\` text,
  	\`version_po_number\` text,
  	\`version_po_file_id\` integer,
  	\`version_remarks\` text,
  	\`version_locale\` text DEFAULT 'cn',
  	\`version_terms_accepted_at\` text,
  	\`version_idempotency_key\` text,
  	\`version_staff_note\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_po_file_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_orders_v_parent_idx\` ON \`_orders_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_version_order_number_idx\` ON \`_orders_v\` (\`version_order_number\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_version_member_idx\` ON \`_orders_v\` (\`version_member_id\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_version_status_idx\` ON \`_orders_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_version_po_number_idx\` ON \`_orders_v\` (\`version_po_number\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_version_po_file_idx\` ON \`_orders_v\` (\`version_po_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_version_idempotency_key_idx\` ON \`_orders_v\` (\`version_idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_version_updated_at_idx\` ON \`_orders_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_version_created_at_idx\` ON \`_orders_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_created_at_idx\` ON \`_orders_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_updated_at_idx\` ON \`_orders_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`leave_words_replies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`by_id\` integer,
  	\`at\` text NOT NULL,
  	\`key\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leave_words\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leave_words_replies_order_idx\` ON \`leave_words_replies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leave_words_replies_parent_id_idx\` ON \`leave_words_replies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`leave_words_replies_by_idx\` ON \`leave_words_replies\` (\`by_id\`);`)
  await db.run(sql`CREATE INDEX \`leave_words_replies_key_idx\` ON \`leave_words_replies\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`enquiries_replies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`by_id\` integer,
  	\`at\` text NOT NULL,
  	\`key\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiries_replies_order_idx\` ON \`enquiries_replies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_replies_parent_id_idx\` ON \`enquiries_replies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_replies_by_idx\` ON \`enquiries_replies\` (\`by_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_replies_key_idx\` ON \`enquiries_replies\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`coa_requests_replies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`by_id\` integer,
  	\`at\` text NOT NULL,
  	\`key\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`coa_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`coa_requests_replies_order_idx\` ON \`coa_requests_replies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`coa_requests_replies_parent_id_idx\` ON \`coa_requests_replies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`coa_requests_replies_by_idx\` ON \`coa_requests_replies\` (\`by_id\`);`)
  await db.run(sql`CREATE INDEX \`coa_requests_replies_key_idx\` ON \`coa_requests_replies\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`trial_requests_replies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`by_id\` integer,
  	\`at\` text NOT NULL,
  	\`key\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`trial_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`trial_requests_replies_order_idx\` ON \`trial_requests_replies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`trial_requests_replies_parent_id_idx\` ON \`trial_requests_replies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`trial_requests_replies_by_idx\` ON \`trial_requests_replies\` (\`by_id\`);`)
  await db.run(sql`CREATE INDEX \`trial_requests_replies_key_idx\` ON \`trial_requests_replies\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`paper_rewards_replies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`by_id\` integer,
  	\`at\` text NOT NULL,
  	\`key\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`paper_rewards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`paper_rewards_replies_order_idx\` ON \`paper_rewards_replies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_replies_parent_id_idx\` ON \`paper_rewards_replies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_replies_by_idx\` ON \`paper_rewards_replies\` (\`by_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_replies_key_idx\` ON \`paper_rewards_replies\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`suggestions_replies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`by_id\` integer,
  	\`at\` text NOT NULL,
  	\`key\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`suggestions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`suggestions_replies_order_idx\` ON \`suggestions_replies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`suggestions_replies_parent_id_idx\` ON \`suggestions_replies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`suggestions_replies_by_idx\` ON \`suggestions_replies\` (\`by_id\`);`)
  await db.run(sql`CREATE INDEX \`suggestions_replies_key_idx\` ON \`suggestions_replies\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`audit_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`target_collection\` text NOT NULL,
  	\`target_id\` text NOT NULL,
  	\`target_title\` text,
  	\`user_id\` integer,
  	\`user_email\` text,
  	\`locale\` text,
  	\`summary\` text,
  	\`changes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_log_action_idx\` ON \`audit_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_target_collection_idx\` ON \`audit_log\` (\`target_collection\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_target_id_idx\` ON \`audit_log\` (\`target_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_user_idx\` ON \`audit_log\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_updated_at_idx\` ON \`audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_created_at_idx\` ON \`audit_log\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`targetCollection_targetId_idx\` ON \`audit_log\` (\`target_collection\`,\`target_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audit_log_id\` integer REFERENCES audit_log(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_products_v_version_applications\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_kit_components\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_kit_components_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_sizes\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_orders_v_version_lines\`;`)
  await db.run(sql`DROP TABLE \`_orders_v_version_timeline\`;`)
  await db.run(sql`DROP TABLE \`_orders_v\`;`)
  await db.run(sql`DROP TABLE \`leave_words_replies\`;`)
  await db.run(sql`DROP TABLE \`enquiries_replies\`;`)
  await db.run(sql`DROP TABLE \`coa_requests_replies\`;`)
  await db.run(sql`DROP TABLE \`trial_requests_replies\`;`)
  await db.run(sql`DROP TABLE \`paper_rewards_replies\`;`)
  await db.run(sql`DROP TABLE \`suggestions_replies\`;`)
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`members_id\` integer,
  	\`member_sessions_id\` integer,
  	\`verification_codes_id\` integer,
  	\`categories_id\` integer,
  	\`products_id\` integer,
  	\`lots_id\` integer,
  	\`faqs_id\` integer,
  	\`media_id\` integer,
  	\`articles_id\` integer,
  	\`banners_id\` integer,
  	\`downloads_id\` integer,
  	\`distributors_id\` integer,
  	\`areas_id\` integer,
  	\`industries_id\` integer,
  	\`citations_id\` integer,
  	\`jobs_id\` integer,
  	\`search_logs_id\` integer,
  	\`search_keywords_id\` integer,
  	\`cart_lines_id\` integer,
  	\`orders_id\` integer,
  	\`member_addresses_id\` integer,
  	\`invoice_titles_id\` integer,
  	\`private_files_id\` integer,
  	\`leave_words_id\` integer,
  	\`enquiries_id\` integer,
  	\`coa_requests_id\` integer,
  	\`trial_requests_id\` integer,
  	\`paper_rewards_id\` integer,
  	\`suggestions_id\` integer,
  	\`coa_certificates_id\` integer,
  	\`mail_deliveries_id\` integer,
  	\`channel_sessions_id\` integer,
  	\`channel_events_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_sessions_id\`) REFERENCES \`member_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`verification_codes_id\`) REFERENCES \`verification_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lots_id\`) REFERENCES \`lots\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`downloads_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`distributors_id\`) REFERENCES \`distributors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`areas_id\`) REFERENCES \`areas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`industries_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`citations_id\`) REFERENCES \`citations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_logs_id\`) REFERENCES \`search_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_keywords_id\`) REFERENCES \`search_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cart_lines_id\`) REFERENCES \`cart_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_addresses_id\`) REFERENCES \`member_addresses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`invoice_titles_id\`) REFERENCES \`invoice_titles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`private_files_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leave_words_id\`) REFERENCES \`leave_words\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coa_requests_id\`) REFERENCES \`coa_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trial_requests_id\`) REFERENCES \`trial_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`paper_rewards_id\`) REFERENCES \`paper_rewards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`suggestions_id\`) REFERENCES \`suggestions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coa_certificates_id\`) REFERENCES \`coa_certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_deliveries_id\`) REFERENCES \`mail_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channel_sessions_id\`) REFERENCES \`channel_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channel_events_id\`) REFERENCES \`channel_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "members_id", "member_sessions_id", "verification_codes_id", "categories_id", "products_id", "lots_id", "faqs_id", "media_id", "articles_id", "banners_id", "downloads_id", "distributors_id", "areas_id", "industries_id", "citations_id", "jobs_id", "search_logs_id", "search_keywords_id", "cart_lines_id", "orders_id", "member_addresses_id", "invoice_titles_id", "private_files_id", "leave_words_id", "enquiries_id", "coa_requests_id", "trial_requests_id", "paper_rewards_id", "suggestions_id", "coa_certificates_id", "mail_deliveries_id", "channel_sessions_id", "channel_events_id") SELECT "id", "order", "parent_id", "path", "users_id", "members_id", "member_sessions_id", "verification_codes_id", "categories_id", "products_id", "lots_id", "faqs_id", "media_id", "articles_id", "banners_id", "downloads_id", "distributors_id", "areas_id", "industries_id", "citations_id", "jobs_id", "search_logs_id", "search_keywords_id", "cart_lines_id", "orders_id", "member_addresses_id", "invoice_titles_id", "private_files_id", "leave_words_id", "enquiries_id", "coa_requests_id", "trial_requests_id", "paper_rewards_id", "suggestions_id", "coa_certificates_id", "mail_deliveries_id", "channel_sessions_id", "channel_events_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`member_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_verification_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`verification_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lots_id_idx\` ON \`payload_locked_documents_rels\` (\`lots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_distributors_id_idx\` ON \`payload_locked_documents_rels\` (\`distributors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_areas_id_idx\` ON \`payload_locked_documents_rels\` (\`areas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_industries_id_idx\` ON \`payload_locked_documents_rels\` (\`industries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_citations_id_idx\` ON \`payload_locked_documents_rels\` (\`citations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`search_logs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_keywords_id_idx\` ON \`payload_locked_documents_rels\` (\`search_keywords_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cart_lines_id_idx\` ON \`payload_locked_documents_rels\` (\`cart_lines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`member_addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invoice_titles_id_idx\` ON \`payload_locked_documents_rels\` (\`invoice_titles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_private_files_id_idx\` ON \`payload_locked_documents_rels\` (\`private_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leave_words_id_idx\` ON \`payload_locked_documents_rels\` (\`leave_words_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coa_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`coa_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trial_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`trial_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_paper_rewards_id_idx\` ON \`payload_locked_documents_rels\` (\`paper_rewards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_suggestions_id_idx\` ON \`payload_locked_documents_rels\` (\`suggestions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coa_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`coa_certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_channel_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`channel_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_channel_events_id_idx\` ON \`payload_locked_documents_rels\` (\`channel_events_id\`);`)
}
