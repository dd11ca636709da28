import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { type MigrationSql, moveLabValuesDown, moveLabValuesUp } from '../shared/move-lab-values'

function sqliteSql(db: MigrateUpArgs['db']): MigrationSql {
  return {
    rows: async (query) => (await db.all(sql.raw(query))) as Record<string, unknown>[],
    run: async (query) => {
      await db.run(sql.raw(query))
    },
  }
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products_applications\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_applications_order_idx\` ON \`products_applications\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_applications_parent_idx\` ON \`products_applications\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`type\` text DEFAULT 'other' NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_gallery_order_idx\` ON \`products_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_gallery_parent_id_idx\` ON \`products_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_gallery_image_idx\` ON \`products_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`products_gallery_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_gallery_locales_locale_parent_id_unique\` ON \`products_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_kit_components\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`quantity\` text NOT NULL,
  	\`storage\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_kit_components_order_idx\` ON \`products_kit_components\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_kit_components_parent_id_idx\` ON \`products_kit_components\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_kit_components_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_kit_components\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_kit_components_locales_locale_parent_id_unique\` ON \`products_kit_components_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`lots_qc_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`type\` text DEFAULT 'other' NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`lots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`lots_qc_images_order_idx\` ON \`lots_qc_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`lots_qc_images_parent_id_idx\` ON \`lots_qc_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`lots_qc_images_image_idx\` ON \`lots_qc_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`lots_qc_images_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`lots_qc_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`lots_qc_images_locales_locale_parent_id_unique\` ON \`lots_qc_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`lots\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`lot_number\` text NOT NULL,
  	\`manufactured_at\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`concentration_mg_per_ml\` numeric,
  	\`purity_percent\` numeric,
  	\`endotoxin_eu_per_ug\` numeric,
  	\`ed50_value\` numeric,
  	\`ed50_unit\` text,
  	\`coa_file_id\` integer,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`is_demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`coa_file_id\`) REFERENCES \`coa_certificates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lots_product_idx\` ON \`lots\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`lots_lot_number_idx\` ON \`lots\` (\`lot_number\`);`)
  await db.run(sql`CREATE INDEX \`lots_manufactured_at_idx\` ON \`lots\` (\`manufactured_at\`);`)
  await db.run(sql`CREATE INDEX \`lots_coa_file_idx\` ON \`lots\` (\`coa_file_id\`);`)
  await db.run(sql`CREATE INDEX \`lots_status_idx\` ON \`lots\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`lots_is_demo_idx\` ON \`lots\` (\`is_demo\`);`)
  await db.run(sql`CREATE INDEX \`lots_updated_at_idx\` ON \`lots\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lots_created_at_idx\` ON \`lots\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`product_lotNumber_idx\` ON \`lots\` (\`product_id\`,\`lot_number\`);`)
  await db.run(sql`CREATE TABLE \`lots_locales\` (
  	\`activity_note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`lots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`lots_locales_locale_parent_id_unique\` ON \`lots_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sort\` numeric DEFAULT 0,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`is_demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_sort_idx\` ON \`faqs\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`faqs_status_idx\` ON \`faqs\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`faqs_is_demo_idx\` ON \`faqs\` (\`is_demo\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faqs_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_rels_order_idx\` ON \`faqs_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_rels_parent_idx\` ON \`faqs_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_rels_path_idx\` ON \`faqs_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`faqs_rels_products_id_idx\` ON \`faqs_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_rels_categories_id_idx\` ON \`faqs_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`downloads_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`downloads_rels_order_idx\` ON \`downloads_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`downloads_rels_parent_idx\` ON \`downloads_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_rels_path_idx\` ON \`downloads_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`downloads_rels_products_id_idx\` ON \`downloads_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`citations_applications\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`citations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`citations_applications_order_idx\` ON \`citations_applications\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`citations_applications_parent_idx\` ON \`citations_applications\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`citations_species\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`citations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`citations_species_order_idx\` ON \`citations_species\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`citations_species_parent_idx\` ON \`citations_species\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`products_sizes\` ADD \`stock\` text DEFAULT 'in-stock';`)
  await db.run(sql`ALTER TABLE \`products_sizes\` ADD \`lead_time_days\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`product_type\` text DEFAULT 'protein';`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`tag_position\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`amino_acid_range\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`sequence\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`predicted_mw_kda\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`apparent_mw_kda\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`purity_percent\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`endotoxin_eu_per_ug\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`ed50_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`ed50_unit\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`shipping\` text;`)
  await db.run(sql`CREATE INDEX \`products_product_type_idx\` ON \`products\` (\`product_type\`);`)
  await db.run(sql`CREATE INDEX \`products_expression_system_idx\` ON \`products\` (\`expression_system\`);`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`mw_note\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`purity_note\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`endotoxin_note\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`bioactivity\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`unit_definition\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`reconstitution\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`stability\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`protocol_summary\` text;`)
  await moveLabValuesUp(sqliteSql(db))
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`molecular_weight\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`purity\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`endotoxin\`;`)
  await db.run(sql`ALTER TABLE \`downloads\` ADD \`kind\` text DEFAULT 'other';`)
  await db.run(sql`CREATE INDEX \`downloads_kind_idx\` ON \`downloads\` (\`kind\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lots_id\` integer REFERENCES lots(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`faqs_id\` integer REFERENCES faqs(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lots_id_idx\` ON \`payload_locked_documents_rels\` (\`lots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_applications\`;`)
  await db.run(sql`DROP TABLE \`products_gallery\`;`)
  await db.run(sql`DROP TABLE \`products_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`products_kit_components\`;`)
  await db.run(sql`DROP TABLE \`products_kit_components_locales\`;`)
  await db.run(sql`DROP TABLE \`lots_qc_images\`;`)
  await db.run(sql`DROP TABLE \`lots_qc_images_locales\`;`)
  await db.run(sql`DROP TABLE \`lots\`;`)
  await db.run(sql`DROP TABLE \`lots_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs_rels\`;`)
  await db.run(sql`DROP TABLE \`downloads_rels\`;`)
  await db.run(sql`DROP TABLE \`citations_applications\`;`)
  await db.run(sql`DROP TABLE \`citations_species\`;`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "members_id", "member_sessions_id", "verification_codes_id", "categories_id", "products_id", "media_id", "articles_id", "banners_id", "downloads_id", "distributors_id", "areas_id", "industries_id", "citations_id", "jobs_id", "search_logs_id", "search_keywords_id", "cart_lines_id", "orders_id", "private_files_id", "leave_words_id", "enquiries_id", "coa_requests_id", "trial_requests_id", "paper_rewards_id", "suggestions_id", "coa_certificates_id", "mail_deliveries_id", "channel_sessions_id", "channel_events_id") SELECT "id", "order", "parent_id", "path", "users_id", "members_id", "member_sessions_id", "verification_codes_id", "categories_id", "products_id", "media_id", "articles_id", "banners_id", "downloads_id", "distributors_id", "areas_id", "industries_id", "citations_id", "jobs_id", "search_logs_id", "search_keywords_id", "cart_lines_id", "orders_id", "private_files_id", "leave_words_id", "enquiries_id", "coa_requests_id", "trial_requests_id", "paper_rewards_id", "suggestions_id", "coa_certificates_id", "mail_deliveries_id", "channel_sessions_id", "channel_events_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`DROP INDEX \`products_product_type_idx\`;`)
  await db.run(sql`DROP INDEX \`products_expression_system_idx\`;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`molecular_weight\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`purity\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`endotoxin\` text;`)
  await moveLabValuesDown(sqliteSql(db))
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`product_type\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`tag_position\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`amino_acid_range\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`sequence\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`predicted_mw_kda\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`apparent_mw_kda\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`purity_percent\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`endotoxin_eu_per_ug\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`ed50_value\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`ed50_unit\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`shipping\`;`)
  await db.run(sql`DROP INDEX \`downloads_kind_idx\`;`)
  await db.run(sql`ALTER TABLE \`downloads\` DROP COLUMN \`kind\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`mw_note\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`purity_note\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`endotoxin_note\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`bioactivity\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`unit_definition\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`reconstitution\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`stability\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`protocol_summary\`;`)
  await db.run(sql`ALTER TABLE \`products_sizes\` DROP COLUMN \`stock\`;`)
  await db.run(sql`ALTER TABLE \`products_sizes\` DROP COLUMN \`lead_time_days\`;`)
}
