import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`member_addresses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`recipient\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`province\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`district\` text NOT NULL,
  	\`street\` text NOT NULL,
  	\`postcode\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`member_addresses_member_idx\` ON \`member_addresses\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`member_addresses_updated_at_idx\` ON \`member_addresses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`member_addresses_created_at_idx\` ON \`member_addresses\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`invoice_titles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`type\` text DEFAULT 'ordinary' NOT NULL,
  	\`title\` text,
  	\`tax_id\` text,
  	\`bank\` text,
  	\`account\` text,
  	\`registered_address\` text,
  	\`registered_phone\` text,
  	\`email\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`invoice_titles_member_idx\` ON \`invoice_titles\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`invoice_titles_updated_at_idx\` ON \`invoice_titles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`invoice_titles_created_at_idx\` ON \`invoice_titles\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipping_address_recipient\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipping_address_phone\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipping_address_province\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipping_address_city\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipping_address_district\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipping_address_street\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipping_address_postcode\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`invoice_type\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`invoice_title\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`invoice_tax_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`invoice_bank\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`invoice_account\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`invoice_registered_address\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`invoice_registered_phone\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`invoice_email\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`po_number\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`po_file_id\` integer REFERENCES private_files(id);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`remarks\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`terms_accepted_at\` text;`)
  await db.run(sql`CREATE INDEX \`orders_po_number_idx\` ON \`orders\` (\`po_number\`);`)
  await db.run(sql`CREATE INDEX \`orders_po_file_idx\` ON \`orders\` (\`po_file_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`member_addresses_id\` integer REFERENCES member_addresses(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`invoice_titles_id\` integer REFERENCES invoice_titles(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`member_addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invoice_titles_id_idx\` ON \`payload_locked_documents_rels\` (\`invoice_titles_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`member_addresses\`;`)
  await db.run(sql`DROP TABLE \`invoice_titles\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_number\` text NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'submitted' NOT NULL,
  	\`cancel_reason\` text,
  	\`shipment_carrier\` text,
  	\`shipment_tracking_number\` text,
  	\`shipment_cold_chain_note\` text,
  	\`total_fen\` numeric,
  	\`inquiry\` integer DEFAULT false,
  	\`idempotency_key\` text,
  	\`staff_note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "order_number", "member_id", "status", "cancel_reason", "shipment_carrier", "shipment_tracking_number", "shipment_cold_chain_note", "total_fen", "inquiry", "idempotency_key", "staff_note", "updated_at", "created_at") SELECT "id", "order_number", "member_id", "status", "cancel_reason", "shipment_carrier", "shipment_tracking_number", "shipment_cold_chain_note", "total_fen", "inquiry", "idempotency_key", "staff_note", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_order_number_idx\` ON \`orders\` (\`order_number\`);`)
  await db.run(sql`CREATE INDEX \`orders_member_idx\` ON \`orders\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_idempotency_key_idx\` ON \`orders\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "members_id", "member_sessions_id", "verification_codes_id", "categories_id", "products_id", "lots_id", "faqs_id", "media_id", "articles_id", "banners_id", "downloads_id", "distributors_id", "areas_id", "industries_id", "citations_id", "jobs_id", "search_logs_id", "search_keywords_id", "cart_lines_id", "orders_id", "private_files_id", "leave_words_id", "enquiries_id", "coa_requests_id", "trial_requests_id", "paper_rewards_id", "suggestions_id", "coa_certificates_id", "mail_deliveries_id", "channel_sessions_id", "channel_events_id") SELECT "id", "order", "parent_id", "path", "users_id", "members_id", "member_sessions_id", "verification_codes_id", "categories_id", "products_id", "lots_id", "faqs_id", "media_id", "articles_id", "banners_id", "downloads_id", "distributors_id", "areas_id", "industries_id", "citations_id", "jobs_id", "search_logs_id", "search_keywords_id", "cart_lines_id", "orders_id", "private_files_id", "leave_words_id", "enquiries_id", "coa_requests_id", "trial_requests_id", "paper_rewards_id", "suggestions_id", "coa_certificates_id", "mail_deliveries_id", "channel_sessions_id", "channel_events_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
