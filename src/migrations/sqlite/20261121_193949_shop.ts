import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`verification_codes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`target\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`code_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`consumed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`verification_codes_target_idx\` ON \`verification_codes\` (\`target\`);`)
  await db.run(sql`CREATE INDEX \`verification_codes_updated_at_idx\` ON \`verification_codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`verification_codes_created_at_idx\` ON \`verification_codes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`coa_certificates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`catalog_number\` text NOT NULL,
  	\`lot_number\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`coa_certificates_catalog_number_idx\` ON \`coa_certificates\` (\`catalog_number\`);`)
  await db.run(sql`CREATE INDEX \`coa_certificates_lot_number_idx\` ON \`coa_certificates\` (\`lot_number\`);`)
  await db.run(sql`CREATE INDEX \`coa_certificates_updated_at_idx\` ON \`coa_certificates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`coa_certificates_created_at_idx\` ON \`coa_certificates\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`coa_certificates_filename_idx\` ON \`coa_certificates\` (\`filename\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`catalogNumber_lotNumber_idx\` ON \`coa_certificates\` (\`catalog_number\`,\`lot_number\`);`)
  await db.run(sql`CREATE TABLE \`mail_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`submission_collection\` text NOT NULL,
  	\`submission_id\` text NOT NULL,
  	\`audience\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`reply_to\` text,
  	\`subject\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`last_error\` text,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`mail_deliveries_submission_collection_idx\` ON \`mail_deliveries\` (\`submission_collection\`);`)
  await db.run(sql`CREATE INDEX \`mail_deliveries_submission_id_idx\` ON \`mail_deliveries\` (\`submission_id\`);`)
  await db.run(sql`CREATE INDEX \`mail_deliveries_status_idx\` ON \`mail_deliveries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`mail_deliveries_next_attempt_at_idx\` ON \`mail_deliveries\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_deliveries_updated_at_idx\` ON \`mail_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_deliveries_created_at_idx\` ON \`mail_deliveries\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`orders_idempotency_key_idx\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_idempotency_key_idx\` ON \`orders\` (\`idempotency_key\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_private_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` text NOT NULL,
  	\`storage_key\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`original_name\` text,
  	\`mime_type\` text NOT NULL,
  	\`size\` numeric NOT NULL,
  	\`sha256\` text,
  	\`uploaded_at\` text NOT NULL,
  	\`claimed_at\` text,
  	\`claimed_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_private_files\`("id", "purpose", "mime_type", "updated_at", "created_at") SELECT "id", "purpose", "mime_type", "updated_at", "created_at" FROM \`private_files\`;`)
  await db.run(sql`DROP TABLE \`private_files\`;`)
  await db.run(sql`ALTER TABLE \`__new_private_files\` RENAME TO \`private_files\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`private_files_file_id_idx\` ON \`private_files\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`private_files_purpose_idx\` ON \`private_files\` (\`purpose\`);`)
  await db.run(sql`CREATE INDEX \`private_files_uploaded_at_idx\` ON \`private_files\` (\`uploaded_at\`);`)
  await db.run(sql`CREATE INDEX \`private_files_claimed_at_idx\` ON \`private_files\` (\`claimed_at\`);`)
  await db.run(sql`CREATE INDEX \`private_files_updated_at_idx\` ON \`private_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`private_files_created_at_idx\` ON \`private_files\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_paper_rewards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`department\` text NOT NULL,
  	\`area_id\` integer,
  	\`phone\` text NOT NULL,
  	\`id_number\` text,
  	\`id_front_id\` integer,
  	\`id_back_id\` integer,
  	\`email\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`mentor\` text NOT NULL,
  	\`lab_phone\` text NOT NULL,
  	\`lab_address\` text NOT NULL,
  	\`paper_title\` text NOT NULL,
  	\`magazine_published\` text NOT NULL,
  	\`influence_factor\` numeric NOT NULL,
  	\`issue_time\` text,
  	\`doi\` text NOT NULL,
  	\`doi_key\` text,
  	\`first_author\` text NOT NULL,
  	\`corresponding_author\` text NOT NULL,
  	\`author_declaration\` integer DEFAULT false,
  	\`sku\` text NOT NULL,
  	\`product_name\` text NOT NULL,
  	\`buy_packaging\` text NOT NULL,
  	\`distr\` text NOT NULL,
  	\`remittances_account\` text NOT NULL,
  	\`account_name\` text NOT NULL,
  	\`opening_bank\` text NOT NULL,
  	\`bonus_amount_fen\` numeric,
  	\`tax_fen\` numeric,
  	\`net_fen\` numeric,
  	\`closed_at\` text,
  	\`sensitive_purged_at\` text,
  	\`inbox_status\` text DEFAULT 'new' NOT NULL,
  	\`assignee_id\` integer,
  	\`internal_notes\` text,
  	\`reply_due_at\` text,
  	\`answered_at\` text,
  	\`member_id\` integer,
  	\`locale\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`area_id\`) REFERENCES \`areas\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`id_front_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`id_back_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_paper_rewards\`("id", "name", "company", "department", "area_id", "phone", "id_number", "email", "title", "id_front_id", "id_back_id", "mentor", "lab_phone", "lab_address", "paper_title", "magazine_published", "influence_factor", "issue_time", "doi", "first_author", "corresponding_author", "sku", "product_name", "buy_packaging", "distr", "remittances_account", "account_name", "opening_bank", "bonus_amount_fen", "inbox_status", "assignee_id", "internal_notes", "member_id", "locale", "updated_at", "created_at") SELECT "id", "name", "company", "department", "area_id", "phone", "id_number", "email", "title", "id_front_id", "id_back_id", "mentor", "lab_phone", "lab_address", "paper_title", "magazine_published", "influence_factor", "issue_time", "doi", "first_author", "corresponding_author", "sku", "product_name", "buy_packaging", "distr", "remittances_account", "account_name", "opening_bank", "bonus_amount_fen", "inbox_status", "assignee_id", "internal_notes", "member_id", "locale", "updated_at", "created_at" FROM \`paper_rewards\`;`)
  await db.run(sql`DROP TABLE \`paper_rewards\`;`)
  await db.run(sql`ALTER TABLE \`__new_paper_rewards\` RENAME TO \`paper_rewards\`;`)
  await db.run(sql`CREATE INDEX \`paper_rewards_area_idx\` ON \`paper_rewards\` (\`area_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_id_front_idx\` ON \`paper_rewards\` (\`id_front_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_id_back_idx\` ON \`paper_rewards\` (\`id_back_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_doi_key_idx\` ON \`paper_rewards\` (\`doi_key\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_closed_at_idx\` ON \`paper_rewards\` (\`closed_at\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_inbox_status_idx\` ON \`paper_rewards\` (\`inbox_status\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_assignee_idx\` ON \`paper_rewards\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_reply_due_at_idx\` ON \`paper_rewards\` (\`reply_due_at\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_member_idx\` ON \`paper_rewards\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_updated_at_idx\` ON \`paper_rewards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_created_at_idx\` ON \`paper_rewards\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`leave_words\` ADD \`reply_due_at\` text;`)
  await db.run(sql`ALTER TABLE \`leave_words\` ADD \`answered_at\` text;`)
  await db.run(sql`CREATE INDEX \`leave_words_reply_due_at_idx\` ON \`leave_words\` (\`reply_due_at\`);`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`reply_due_at\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`answered_at\` text;`)
  await db.run(sql`CREATE INDEX \`enquiries_reply_due_at_idx\` ON \`enquiries\` (\`reply_due_at\`);`)
  await db.run(sql`ALTER TABLE \`coa_requests\` ADD \`delivered\` text;`)
  await db.run(sql`ALTER TABLE \`coa_requests\` ADD \`auto_answered\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`coa_requests\` ADD \`reply_due_at\` text;`)
  await db.run(sql`ALTER TABLE \`coa_requests\` ADD \`answered_at\` text;`)
  await db.run(sql`CREATE INDEX \`coa_requests_reply_due_at_idx\` ON \`coa_requests\` (\`reply_due_at\`);`)
  await db.run(sql`ALTER TABLE \`trial_requests\` ADD \`terms_accepted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`trial_requests\` ADD \`reply_due_at\` text;`)
  await db.run(sql`ALTER TABLE \`trial_requests\` ADD \`answered_at\` text;`)
  await db.run(sql`CREATE INDEX \`trial_requests_reply_due_at_idx\` ON \`trial_requests\` (\`reply_due_at\`);`)
  await db.run(sql`ALTER TABLE \`suggestions\` ADD \`reply_due_at\` text;`)
  await db.run(sql`ALTER TABLE \`suggestions\` ADD \`answered_at\` text;`)
  await db.run(sql`CREATE INDEX \`suggestions_reply_due_at_idx\` ON \`suggestions\` (\`reply_due_at\`);`)
  await db.run(sql`ALTER TABLE \`channel_sessions\` ADD \`ip_hash\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`verification_codes_id\` integer REFERENCES verification_codes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`coa_certificates_id\` integer REFERENCES coa_certificates(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`mail_deliveries_id\` integer REFERENCES mail_deliveries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_verification_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`verification_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coa_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`coa_certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_deliveries_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`member_product_size_idx\` ON \`cart_lines\` (\`member_id\`,\`product_id\`,\`size\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`verification_codes\`;`)
  await db.run(sql`DROP TABLE \`coa_certificates\`;`)
  await db.run(sql`DROP TABLE \`mail_deliveries\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`members_id\` integer,
  	\`member_sessions_id\` integer,
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
  	\`channel_sessions_id\` integer,
  	\`channel_events_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_sessions_id\`) REFERENCES \`member_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`channel_sessions_id\`) REFERENCES \`channel_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channel_events_id\`) REFERENCES \`channel_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "members_id", "member_sessions_id", "categories_id", "products_id", "media_id", "articles_id", "banners_id", "downloads_id", "distributors_id", "areas_id", "industries_id", "citations_id", "jobs_id", "search_logs_id", "search_keywords_id", "cart_lines_id", "orders_id", "private_files_id", "leave_words_id", "enquiries_id", "coa_requests_id", "trial_requests_id", "paper_rewards_id", "suggestions_id", "channel_sessions_id", "channel_events_id") SELECT "id", "order", "parent_id", "path", "users_id", "members_id", "member_sessions_id", "categories_id", "products_id", "media_id", "articles_id", "banners_id", "downloads_id", "distributors_id", "areas_id", "industries_id", "citations_id", "jobs_id", "search_logs_id", "search_keywords_id", "cart_lines_id", "orders_id", "private_files_id", "leave_words_id", "enquiries_id", "coa_requests_id", "trial_requests_id", "paper_rewards_id", "suggestions_id", "channel_sessions_id", "channel_events_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`member_sessions_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_channel_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`channel_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_channel_events_id_idx\` ON \`payload_locked_documents_rels\` (\`channel_events_id\`);`)
  await db.run(sql`DROP INDEX \`member_product_size_idx\`;`)
  await db.run(sql`CREATE TABLE \`__new_private_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`purpose\` text,
  	\`mime_type\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_private_files\`("id", "purpose", "mime_type", "updated_at", "created_at") SELECT "id", "purpose", "mime_type", "updated_at", "created_at" FROM \`private_files\`;`)
  await db.run(sql`DROP TABLE \`private_files\`;`)
  await db.run(sql`ALTER TABLE \`__new_private_files\` RENAME TO \`private_files\`;`)
  await db.run(sql`CREATE INDEX \`private_files_updated_at_idx\` ON \`private_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`private_files_created_at_idx\` ON \`private_files\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`leave_words_reply_due_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`leave_words\` DROP COLUMN \`reply_due_at\`;`)
  await db.run(sql`ALTER TABLE \`leave_words\` DROP COLUMN \`answered_at\`;`)
  await db.run(sql`DROP INDEX \`enquiries_reply_due_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`reply_due_at\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`answered_at\`;`)
  await db.run(sql`DROP INDEX \`coa_requests_reply_due_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`coa_requests\` DROP COLUMN \`delivered\`;`)
  await db.run(sql`ALTER TABLE \`coa_requests\` DROP COLUMN \`auto_answered\`;`)
  await db.run(sql`ALTER TABLE \`coa_requests\` DROP COLUMN \`reply_due_at\`;`)
  await db.run(sql`ALTER TABLE \`coa_requests\` DROP COLUMN \`answered_at\`;`)
  await db.run(sql`DROP INDEX \`trial_requests_reply_due_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`trial_requests\` DROP COLUMN \`terms_accepted\`;`)
  await db.run(sql`ALTER TABLE \`trial_requests\` DROP COLUMN \`reply_due_at\`;`)
  await db.run(sql`ALTER TABLE \`trial_requests\` DROP COLUMN \`answered_at\`;`)
  await db.run(sql`CREATE TABLE \`__new_paper_rewards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`department\` text NOT NULL,
  	\`area_id\` integer,
  	\`phone\` text NOT NULL,
  	\`id_number\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`id_front_id\` integer,
  	\`id_back_id\` integer,
  	\`mentor\` text NOT NULL,
  	\`lab_phone\` text NOT NULL,
  	\`lab_address\` text NOT NULL,
  	\`paper_title\` text NOT NULL,
  	\`magazine_published\` text NOT NULL,
  	\`influence_factor\` numeric NOT NULL,
  	\`issue_time\` text,
  	\`doi\` text NOT NULL,
  	\`first_author\` text NOT NULL,
  	\`corresponding_author\` text NOT NULL,
  	\`sku\` text NOT NULL,
  	\`product_name\` text NOT NULL,
  	\`buy_packaging\` text NOT NULL,
  	\`distr\` text NOT NULL,
  	\`remittances_account\` text NOT NULL,
  	\`account_name\` text NOT NULL,
  	\`opening_bank\` text NOT NULL,
  	\`bonus_amount_fen\` numeric,
  	\`inbox_status\` text DEFAULT 'new' NOT NULL,
  	\`assignee_id\` integer,
  	\`internal_notes\` text,
  	\`member_id\` integer,
  	\`locale\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`area_id\`) REFERENCES \`areas\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`id_front_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`id_back_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_paper_rewards\`("id", "name", "company", "department", "area_id", "phone", "id_number", "email", "title", "id_front_id", "id_back_id", "mentor", "lab_phone", "lab_address", "paper_title", "magazine_published", "influence_factor", "issue_time", "doi", "first_author", "corresponding_author", "sku", "product_name", "buy_packaging", "distr", "remittances_account", "account_name", "opening_bank", "bonus_amount_fen", "inbox_status", "assignee_id", "internal_notes", "member_id", "locale", "updated_at", "created_at") SELECT "id", "name", "company", "department", "area_id", "phone", "id_number", "email", "title", "id_front_id", "id_back_id", "mentor", "lab_phone", "lab_address", "paper_title", "magazine_published", "influence_factor", "issue_time", "doi", "first_author", "corresponding_author", "sku", "product_name", "buy_packaging", "distr", "remittances_account", "account_name", "opening_bank", "bonus_amount_fen", "inbox_status", "assignee_id", "internal_notes", "member_id", "locale", "updated_at", "created_at" FROM \`paper_rewards\`;`)
  await db.run(sql`DROP TABLE \`paper_rewards\`;`)
  await db.run(sql`ALTER TABLE \`__new_paper_rewards\` RENAME TO \`paper_rewards\`;`)
  await db.run(sql`CREATE INDEX \`paper_rewards_area_idx\` ON \`paper_rewards\` (\`area_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_id_front_idx\` ON \`paper_rewards\` (\`id_front_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_id_back_idx\` ON \`paper_rewards\` (\`id_back_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_inbox_status_idx\` ON \`paper_rewards\` (\`inbox_status\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_assignee_idx\` ON \`paper_rewards\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_member_idx\` ON \`paper_rewards\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_updated_at_idx\` ON \`paper_rewards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_created_at_idx\` ON \`paper_rewards\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`suggestions_reply_due_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`suggestions\` DROP COLUMN \`reply_due_at\`;`)
  await db.run(sql`ALTER TABLE \`suggestions\` DROP COLUMN \`answered_at\`;`)
  await db.run(sql`DROP INDEX \`orders_idempotency_key_idx\`;`)
  await db.run(sql`CREATE INDEX \`orders_idempotency_key_idx\` ON \`orders\` (\`idempotency_key\`);`)
  await db.run(sql`ALTER TABLE \`channel_sessions\` DROP COLUMN \`ip_hash\`;`)
}
