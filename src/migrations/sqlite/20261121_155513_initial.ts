import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`name\` text,
  	\`phone\` text,
  	\`company\` text,
  	\`department\` text,
  	\`area_id\` integer,
  	\`industry_id\` integer,
  	\`marketing_opt_in\` integer DEFAULT false,
  	\`agreed_at\` text,
  	\`password_hash\` text,
  	\`is_demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`area_id\`) REFERENCES \`areas\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`industry_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`members_email_idx\` ON \`members\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`members_phone_idx\` ON \`members\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`members_area_idx\` ON \`members\` (\`area_id\`);`)
  await db.run(sql`CREATE INDEX \`members_industry_idx\` ON \`members\` (\`industry_id\`);`)
  await db.run(sql`CREATE INDEX \`members_is_demo_idx\` ON \`members\` (\`is_demo\`);`)
  await db.run(sql`CREATE INDEX \`members_updated_at_idx\` ON \`members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`members_created_at_idx\` ON \`members\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`member_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`last_seen_at\` text NOT NULL,
  	\`revoked_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`member_sessions_token_hash_idx\` ON \`member_sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`member_sessions_member_idx\` ON \`member_sessions\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`member_sessions_updated_at_idx\` ON \`member_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`member_sessions_created_at_idx\` ON \`member_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`link\` text,
  	\`external\` integer DEFAULT false,
  	\`icon_id\` integer,
  	\`status\` text DEFAULT '0' NOT NULL,
  	\`sort\` numeric DEFAULT 0,
  	\`is_demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_parent_idx\` ON \`categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_icon_idx\` ON \`categories\` (\`icon_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_status_idx\` ON \`categories\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`categories_sort_idx\` ON \`categories\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`categories_is_demo_idx\` ON \`categories\` (\`is_demo\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`categories_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_locales_locale_parent_id_unique\` ON \`categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_sizes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`size\` text NOT NULL,
  	\`price_fen\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_sizes_order_idx\` ON \`products_sizes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_sizes_parent_id_idx\` ON \`products_sizes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`catalog_number\` text NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`synonyms\` text,
  	\`species\` text,
  	\`tag\` text,
  	\`expression_system\` text,
  	\`accession\` text,
  	\`molecular_weight\` text,
  	\`image_id\` integer,
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
  await db.run(sql`CREATE UNIQUE INDEX \`products_catalog_number_idx\` ON \`products\` (\`catalog_number\`);`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_species_idx\` ON \`products\` (\`species\`);`)
  await db.run(sql`CREATE INDEX \`products_tag_idx\` ON \`products\` (\`tag\`);`)
  await db.run(sql`CREATE INDEX \`products_image_idx\` ON \`products\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_is_new_idx\` ON \`products\` (\`is_new\`);`)
  await db.run(sql`CREATE INDEX \`products_is_hot_idx\` ON \`products\` (\`is_hot\`);`)
  await db.run(sql`CREATE INDEX \`products_is_popular_idx\` ON \`products\` (\`is_popular\`);`)
  await db.run(sql`CREATE INDEX \`products_status_idx\` ON \`products\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`products_is_demo_idx\` ON \`products\` (\`is_demo\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`products_locales\` (
  	\`name\` text NOT NULL,
  	\`purity\` text,
  	\`endotoxin\` text,
  	\`formulation\` text,
  	\`storage\` text,
  	\`description\` text,
  	\`troubleshooting\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_rels_order_idx\` ON \`products_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_parent_idx\` ON \`products_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_path_idx\` ON \`products_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_products_id_idx\` ON \`products_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_demo\` integer DEFAULT false,
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
  	\`focal_y\` numeric,
  	\`sizes_thumb_url\` text,
  	\`sizes_thumb_width\` numeric,
  	\`sizes_thumb_height\` numeric,
  	\`sizes_thumb_mime_type\` text,
  	\`sizes_thumb_filesize\` numeric,
  	\`sizes_thumb_filename\` text,
  	\`sizes_wide_url\` text,
  	\`sizes_wide_width\` numeric,
  	\`sizes_wide_height\` numeric,
  	\`sizes_wide_mime_type\` text,
  	\`sizes_wide_filesize\` numeric,
  	\`sizes_wide_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_is_demo_idx\` ON \`media\` (\`is_demo\`);`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumb_sizes_thumb_filename_idx\` ON \`media\` (\`sizes_thumb_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_wide_sizes_wide_filename_idx\` ON \`media\` (\`sizes_wide_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_category_idx\` ON \`articles\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_cover_idx\` ON \`articles\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_status_idx\` ON \`articles\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`articles_is_demo_idx\` ON \`articles\` (\`is_demo\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`articles_locales\` (
  	\`title\` text NOT NULL,
  	\`summary\` text,
  	\`body\` text,
  	\`event_location\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`link\` text,
  	\`sort\` numeric DEFAULT 0,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`is_demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`banners_image_idx\` ON \`banners\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_sort_idx\` ON \`banners\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`banners_status_idx\` ON \`banners\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`banners_is_demo_idx\` ON \`banners\` (\`is_demo\`);`)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`banners_locales\` (
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`banners_locales_locale_parent_id_unique\` ON \`banners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`downloads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category_id\` integer,
  	\`catalog_number\` text,
  	\`sort\` numeric DEFAULT 0,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`is_demo\` integer DEFAULT false,
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
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`downloads_category_idx\` ON \`downloads\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_catalog_number_idx\` ON \`downloads\` (\`catalog_number\`);`)
  await db.run(sql`CREATE INDEX \`downloads_sort_idx\` ON \`downloads\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`downloads_status_idx\` ON \`downloads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`downloads_is_demo_idx\` ON \`downloads\` (\`is_demo\`);`)
  await db.run(sql`CREATE INDEX \`downloads_updated_at_idx\` ON \`downloads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`downloads_created_at_idx\` ON \`downloads\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`downloads_filename_idx\` ON \`downloads\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`downloads_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`downloads_locales_locale_parent_id_unique\` ON \`downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`distributors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text,
  	\`email\` text,
  	\`website\` text,
  	\`sort\` numeric DEFAULT 0,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`is_demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`distributors_sort_idx\` ON \`distributors\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`distributors_status_idx\` ON \`distributors\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`distributors_is_demo_idx\` ON \`distributors\` (\`is_demo\`);`)
  await db.run(sql`CREATE INDEX \`distributors_updated_at_idx\` ON \`distributors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`distributors_created_at_idx\` ON \`distributors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`distributors_locales\` (
  	\`name\` text NOT NULL,
  	\`address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`distributors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`distributors_locales_locale_parent_id_unique\` ON \`distributors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`distributors_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`areas_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`distributors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`areas_id\`) REFERENCES \`areas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`distributors_rels_order_idx\` ON \`distributors_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`distributors_rels_parent_idx\` ON \`distributors_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`distributors_rels_path_idx\` ON \`distributors_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`distributors_rels_areas_id_idx\` ON \`distributors_rels\` (\`areas_id\`);`)
  await db.run(sql`CREATE TABLE \`areas\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`areas_code_idx\` ON \`areas\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`areas_sort_idx\` ON \`areas\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`areas_updated_at_idx\` ON \`areas\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`areas_created_at_idx\` ON \`areas\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`areas_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`areas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`areas_locales_locale_parent_id_unique\` ON \`areas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`industries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`industries_code_idx\` ON \`industries\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`industries_sort_idx\` ON \`industries\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`industries_updated_at_idx\` ON \`industries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`industries_created_at_idx\` ON \`industries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`industries_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`industries_locales_locale_parent_id_unique\` ON \`industries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`citations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`authors\` text NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`journal_name\` text NOT NULL,
  	\`impact_factor\` numeric,
  	\`doi\` text,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`is_demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`citations_year_idx\` ON \`citations\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`citations_journal_name_idx\` ON \`citations\` (\`journal_name\`);`)
  await db.run(sql`CREATE INDEX \`citations_status_idx\` ON \`citations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`citations_is_demo_idx\` ON \`citations\` (\`is_demo\`);`)
  await db.run(sql`CREATE INDEX \`citations_updated_at_idx\` ON \`citations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`citations_created_at_idx\` ON \`citations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`citations_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`citations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`citations_rels_order_idx\` ON \`citations_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`citations_rels_parent_idx\` ON \`citations_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`citations_rels_path_idx\` ON \`citations_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`citations_rels_products_id_idx\` ON \`citations_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headcount\` numeric,
  	\`is_hot\` integer DEFAULT false,
  	\`sort\` numeric DEFAULT 0,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`is_demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`jobs_sort_idx\` ON \`jobs\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`jobs_status_idx\` ON \`jobs\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`jobs_is_demo_idx\` ON \`jobs\` (\`is_demo\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`jobs_locales\` (
  	\`title\` text NOT NULL,
  	\`department\` text,
  	\`location\` text,
  	\`salary\` text,
  	\`content\` text,
  	\`requirements\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_locales_locale_parent_id_unique\` ON \`jobs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`search_logs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`keyword\` text NOT NULL,
  	\`normalized\` text NOT NULL,
  	\`locale\` text,
  	\`result_count\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`search_logs_normalized_idx\` ON \`search_logs\` (\`normalized\`);`)
  await db.run(sql`CREATE INDEX \`search_logs_updated_at_idx\` ON \`search_logs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_logs_created_at_idx\` ON \`search_logs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`normalized_createdAt_idx\` ON \`search_logs\` (\`normalized\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`search_keywords\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`keyword\` text NOT NULL,
  	\`pinned\` integer DEFAULT false,
  	\`hidden\` integer DEFAULT false,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`search_keywords_keyword_idx\` ON \`search_keywords\` (\`keyword\`);`)
  await db.run(sql`CREATE INDEX \`search_keywords_sort_idx\` ON \`search_keywords\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`search_keywords_updated_at_idx\` ON \`search_keywords\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_keywords_created_at_idx\` ON \`search_keywords\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cart_lines\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`size\` text NOT NULL,
  	\`count\` numeric NOT NULL,
  	\`selected\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cart_lines_member_idx\` ON \`cart_lines\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`cart_lines_product_idx\` ON \`cart_lines\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`cart_lines_updated_at_idx\` ON \`cart_lines\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cart_lines_created_at_idx\` ON \`cart_lines\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`orders_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`catalog_number\` text NOT NULL,
  	\`product_name\` text NOT NULL,
  	\`size\` text NOT NULL,
  	\`count\` numeric NOT NULL,
  	\`unit_price_fen\` numeric,
  	\`subtotal_fen\` numeric,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_lines_order_idx\` ON \`orders_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_parent_id_idx\` ON \`orders_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_product_idx\` ON \`orders_lines\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_number\` text NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'submitted' NOT NULL,
  	\`total_fen\` numeric,
  	\`inquiry\` integer DEFAULT false,
  	\`idempotency_key\` text,
  	\`staff_note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_order_number_idx\` ON \`orders\` (\`order_number\`);`)
  await db.run(sql`CREATE INDEX \`orders_member_idx\` ON \`orders\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_idempotency_key_idx\` ON \`orders\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`private_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`purpose\` text,
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
  await db.run(sql`CREATE INDEX \`private_files_updated_at_idx\` ON \`private_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`private_files_created_at_idx\` ON \`private_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`private_files_filename_idx\` ON \`private_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`leave_words\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`department\` text NOT NULL,
  	\`address_id\` integer,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`inbox_status\` text DEFAULT 'new' NOT NULL,
  	\`assignee_id\` integer,
  	\`internal_notes\` text,
  	\`member_id\` integer,
  	\`locale\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`address_id\`) REFERENCES \`areas\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`leave_words_address_idx\` ON \`leave_words\` (\`address_id\`);`)
  await db.run(sql`CREATE INDEX \`leave_words_inbox_status_idx\` ON \`leave_words\` (\`inbox_status\`);`)
  await db.run(sql`CREATE INDEX \`leave_words_assignee_idx\` ON \`leave_words\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`leave_words_member_idx\` ON \`leave_words\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`leave_words_updated_at_idx\` ON \`leave_words\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leave_words_created_at_idx\` ON \`leave_words\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`enquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`catalog_number\` text,
  	\`product_name\` text,
  	\`item_number\` text,
  	\`size\` text,
  	\`other_category\` text,
  	\`other_item_number\` text,
  	\`name\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`department\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`industry_id\` integer,
  	\`area_id\` integer,
  	\`content\` text NOT NULL,
  	\`inbox_status\` text DEFAULT 'new' NOT NULL,
  	\`assignee_id\` integer,
  	\`internal_notes\` text,
  	\`member_id\` integer,
  	\`locale\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`industry_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`area_id\`) REFERENCES \`areas\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiries_industry_idx\` ON \`enquiries\` (\`industry_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_area_idx\` ON \`enquiries\` (\`area_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_inbox_status_idx\` ON \`enquiries\` (\`inbox_status\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_assignee_idx\` ON \`enquiries\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_member_idx\` ON \`enquiries\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`coa_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`catalog_numbers\` text NOT NULL,
  	\`lot_number\` text NOT NULL,
  	\`dept\` text NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	\`idea\` text,
  	\`area_id\` integer,
  	\`industry_id\` integer,
  	\`contactable\` integer DEFAULT false,
  	\`inbox_status\` text DEFAULT 'new' NOT NULL,
  	\`assignee_id\` integer,
  	\`internal_notes\` text,
  	\`member_id\` integer,
  	\`locale\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`area_id\`) REFERENCES \`areas\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`industry_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`coa_requests_area_idx\` ON \`coa_requests\` (\`area_id\`);`)
  await db.run(sql`CREATE INDEX \`coa_requests_industry_idx\` ON \`coa_requests\` (\`industry_id\`);`)
  await db.run(sql`CREATE INDEX \`coa_requests_inbox_status_idx\` ON \`coa_requests\` (\`inbox_status\`);`)
  await db.run(sql`CREATE INDEX \`coa_requests_assignee_idx\` ON \`coa_requests\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`coa_requests_member_idx\` ON \`coa_requests\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`coa_requests_updated_at_idx\` ON \`coa_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`coa_requests_created_at_idx\` ON \`coa_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`trial_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sku\` text NOT NULL,
  	\`product_name\` text NOT NULL,
  	\`product_application\` text NOT NULL,
  	\`category_id\` integer,
  	\`name\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`department\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`industry_id\` integer,
  	\`area_id\` integer,
  	\`inbox_status\` text DEFAULT 'new' NOT NULL,
  	\`assignee_id\` integer,
  	\`internal_notes\` text,
  	\`member_id\` integer,
  	\`locale\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`industry_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`area_id\`) REFERENCES \`areas\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`trial_requests_category_idx\` ON \`trial_requests\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`trial_requests_industry_idx\` ON \`trial_requests\` (\`industry_id\`);`)
  await db.run(sql`CREATE INDEX \`trial_requests_area_idx\` ON \`trial_requests\` (\`area_id\`);`)
  await db.run(sql`CREATE INDEX \`trial_requests_inbox_status_idx\` ON \`trial_requests\` (\`inbox_status\`);`)
  await db.run(sql`CREATE INDEX \`trial_requests_assignee_idx\` ON \`trial_requests\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`trial_requests_member_idx\` ON \`trial_requests\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`trial_requests_updated_at_idx\` ON \`trial_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trial_requests_created_at_idx\` ON \`trial_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`paper_rewards\` (
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
  await db.run(sql`CREATE INDEX \`paper_rewards_area_idx\` ON \`paper_rewards\` (\`area_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_id_front_idx\` ON \`paper_rewards\` (\`id_front_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_id_back_idx\` ON \`paper_rewards\` (\`id_back_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_inbox_status_idx\` ON \`paper_rewards\` (\`inbox_status\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_assignee_idx\` ON \`paper_rewards\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_member_idx\` ON \`paper_rewards\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_updated_at_idx\` ON \`paper_rewards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_created_at_idx\` ON \`paper_rewards\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`paper_rewards_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`private_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`paper_rewards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`private_files_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`paper_rewards_rels_order_idx\` ON \`paper_rewards_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_rels_parent_idx\` ON \`paper_rewards_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_rels_path_idx\` ON \`paper_rewards_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`paper_rewards_rels_private_files_id_idx\` ON \`paper_rewards_rels\` (\`private_files_id\`);`)
  await db.run(sql`CREATE TABLE \`suggestions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_name\` text NOT NULL,
  	\`species\` text,
  	\`tag_position\` text,
  	\`tag\` text,
  	\`expression_system\` text,
  	\`expression_range\` text NOT NULL,
  	\`accession\` text,
  	\`quantity\` text NOT NULL,
  	\`long_term\` integer DEFAULT false,
  	\`purpose\` text NOT NULL,
  	\`quality\` text NOT NULL,
  	\`delivery_time\` text NOT NULL,
  	\`other_requirements\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`department\` text NOT NULL,
  	\`region_id\` integer,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`industry_id\` integer,
  	\`inbox_status\` text DEFAULT 'new' NOT NULL,
  	\`assignee_id\` integer,
  	\`internal_notes\` text,
  	\`member_id\` integer,
  	\`locale\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`region_id\`) REFERENCES \`areas\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`industry_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`suggestions_region_idx\` ON \`suggestions\` (\`region_id\`);`)
  await db.run(sql`CREATE INDEX \`suggestions_industry_idx\` ON \`suggestions\` (\`industry_id\`);`)
  await db.run(sql`CREATE INDEX \`suggestions_inbox_status_idx\` ON \`suggestions\` (\`inbox_status\`);`)
  await db.run(sql`CREATE INDEX \`suggestions_assignee_idx\` ON \`suggestions\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`suggestions_member_idx\` ON \`suggestions\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`suggestions_updated_at_idx\` ON \`suggestions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`suggestions_created_at_idx\` ON \`suggestions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`channel_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`session_storage_id\` text NOT NULL,
  	\`user_name\` text,
  	\`user_type\` text,
  	\`source\` text,
  	\`source_value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`channel_sessions_session_storage_id_idx\` ON \`channel_sessions\` (\`session_storage_id\`);`)
  await db.run(sql`CREATE INDEX \`channel_sessions_source_idx\` ON \`channel_sessions\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`channel_sessions_updated_at_idx\` ON \`channel_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`channel_sessions_created_at_idx\` ON \`channel_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`channel_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`session_storage_id\` text NOT NULL,
  	\`operate_type\` text NOT NULL,
  	\`operate_type_id\` text,
  	\`source\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`channel_events_session_storage_id_idx\` ON \`channel_events\` (\`session_storage_id\`);`)
  await db.run(sql`CREATE INDEX \`channel_events_operate_type_idx\` ON \`channel_events\` (\`operate_type\`);`)
  await db.run(sql`CREATE INDEX \`channel_events_updated_at_idx\` ON \`channel_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`channel_events_created_at_idx\` ON \`channel_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`members_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_members_id_idx\` ON \`payload_preferences_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_config\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`mail\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`privacy_policy_id\` integer,
  	\`terms_conditions_id\` integer,
  	\`trademark_id\` integer,
  	\`office_hours\` text DEFAULT '9:00-17:30',
  	\`icp_number\` text,
  	\`icp_url\` text DEFAULT 'https://beian.miit.gov.cn/',
  	\`wechat_qr_id\` integer,
  	\`social_facebook\` text,
  	\`social_linkedin\` text,
  	\`social_youtube\` text,
  	\`is_demo\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`privacy_policy_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`terms_conditions_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`trademark_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`wechat_qr_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_config_privacy_policy_idx\` ON \`site_config\` (\`privacy_policy_id\`);`)
  await db.run(sql`CREATE INDEX \`site_config_terms_conditions_idx\` ON \`site_config\` (\`terms_conditions_id\`);`)
  await db.run(sql`CREATE INDEX \`site_config_trademark_idx\` ON \`site_config\` (\`trademark_id\`);`)
  await db.run(sql`CREATE INDEX \`site_config_wechat_qr_idx\` ON \`site_config\` (\`wechat_qr_id\`);`)
  await db.run(sql`CREATE TABLE \`site_config_locales\` (
  	\`brand\` text NOT NULL,
  	\`copyright\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_config\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_config_locales_locale_parent_id_unique\` ON \`site_config_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`recruitment_config\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`apply_email\` text,
  	\`apply_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`recruitment_config_locales\` (
  	\`intro\` text,
  	\`salary\` text,
  	\`promotion\` text,
  	\`bonus\` text,
  	\`welfare\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recruitment_config\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`recruitment_config_locales_locale_parent_id_unique\` ON \`recruitment_config_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`members\`;`)
  await db.run(sql`DROP TABLE \`member_sessions\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`DROP TABLE \`categories_locales\`;`)
  await db.run(sql`DROP TABLE \`products_sizes\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`DROP TABLE \`products_locales\`;`)
  await db.run(sql`DROP TABLE \`products_rels\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`DROP TABLE \`banners_locales\`;`)
  await db.run(sql`DROP TABLE \`downloads\`;`)
  await db.run(sql`DROP TABLE \`downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`distributors\`;`)
  await db.run(sql`DROP TABLE \`distributors_locales\`;`)
  await db.run(sql`DROP TABLE \`distributors_rels\`;`)
  await db.run(sql`DROP TABLE \`areas\`;`)
  await db.run(sql`DROP TABLE \`areas_locales\`;`)
  await db.run(sql`DROP TABLE \`industries\`;`)
  await db.run(sql`DROP TABLE \`industries_locales\`;`)
  await db.run(sql`DROP TABLE \`citations\`;`)
  await db.run(sql`DROP TABLE \`citations_rels\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`DROP TABLE \`jobs_locales\`;`)
  await db.run(sql`DROP TABLE \`search_logs\`;`)
  await db.run(sql`DROP TABLE \`search_keywords\`;`)
  await db.run(sql`DROP TABLE \`cart_lines\`;`)
  await db.run(sql`DROP TABLE \`orders_lines\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`private_files\`;`)
  await db.run(sql`DROP TABLE \`leave_words\`;`)
  await db.run(sql`DROP TABLE \`enquiries\`;`)
  await db.run(sql`DROP TABLE \`coa_requests\`;`)
  await db.run(sql`DROP TABLE \`trial_requests\`;`)
  await db.run(sql`DROP TABLE \`paper_rewards\`;`)
  await db.run(sql`DROP TABLE \`paper_rewards_rels\`;`)
  await db.run(sql`DROP TABLE \`suggestions\`;`)
  await db.run(sql`DROP TABLE \`channel_sessions\`;`)
  await db.run(sql`DROP TABLE \`channel_events\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_config\`;`)
  await db.run(sql`DROP TABLE \`site_config_locales\`;`)
  await db.run(sql`DROP TABLE \`recruitment_config\`;`)
  await db.run(sql`DROP TABLE \`recruitment_config_locales\`;`)
}
