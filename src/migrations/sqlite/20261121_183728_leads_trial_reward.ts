import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  // private_files was a Payload upload collection nobody could create records in: nothing to carry over.
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
  await db.run(sql`INSERT INTO \`__new_paper_rewards\`("id", "name", "company", "department", "area_id", "phone", "id_number", "id_front_id", "id_back_id", "email", "title", "mentor", "lab_phone", "lab_address", "paper_title", "magazine_published", "influence_factor", "issue_time", "doi", "first_author", "corresponding_author", "sku", "product_name", "buy_packaging", "distr", "remittances_account", "account_name", "opening_bank", "bonus_amount_fen", "inbox_status", "assignee_id", "internal_notes", "member_id", "locale", "updated_at", "created_at") SELECT "id", "name", "company", "department", "area_id", "phone", "id_number", "id_front_id", "id_back_id", "email", "title", "mentor", "lab_phone", "lab_address", "paper_title", "magazine_published", "influence_factor", "issue_time", "doi", "first_author", "corresponding_author", "sku", "product_name", "buy_packaging", "distr", "remittances_account", "account_name", "opening_bank", "bonus_amount_fen", "inbox_status", "assignee_id", "internal_notes", "member_id", "locale", "updated_at", "created_at" FROM \`paper_rewards\`;`)
  await db.run(sql`DROP TABLE \`paper_rewards\`;`)
  await db.run(sql`ALTER TABLE \`__new_paper_rewards\` RENAME TO \`paper_rewards\`;`)
  await db.run(sql`CREATE INDEX \`paper_rewards_area_idx\` ON \`paper_rewards\` (\`area_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_id_front_idx\` ON \`paper_rewards\` (\`id_front_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_id_back_idx\` ON \`paper_rewards\` (\`id_back_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_doi_key_idx\` ON \`paper_rewards\` (\`doi_key\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_closed_at_idx\` ON \`paper_rewards\` (\`closed_at\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_inbox_status_idx\` ON \`paper_rewards\` (\`inbox_status\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_assignee_idx\` ON \`paper_rewards\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_member_idx\` ON \`paper_rewards\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_updated_at_idx\` ON \`paper_rewards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_created_at_idx\` ON \`paper_rewards\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`trial_requests\` ADD \`terms_accepted\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`private_files_updated_at_idx\` ON \`private_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`private_files_created_at_idx\` ON \`private_files\` (\`created_at\`);`)
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
  await db.run(sql`ALTER TABLE \`trial_requests\` DROP COLUMN \`terms_accepted\`;`)
}
