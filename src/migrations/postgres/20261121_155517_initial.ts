import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('cn', 'en');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'sales');
  CREATE TYPE "public"."enum_categories_status" AS ENUM('0', '1');
  CREATE TYPE "public"."enum_products_species" AS ENUM('human', 'mouse', 'rat', 'cynomolgus', 'sars-cov-2', 'influenza', 'bacteriophage', 'e-coli', 'other');
  CREATE TYPE "public"."enum_products_tag" AS ENUM('tag-free', 'his', 'hfc', 'mfc', 'flag', 'his-avi', 'fc-avi', 'gst', 'strep', 'llama-fc', 'other');
  CREATE TYPE "public"."enum_products_expression_system" AS ENUM('e-coli', 'yeast', 'insect', 'mammalian', 'hek293', 'cho', 'none');
  CREATE TYPE "public"."enum_products_status" AS ENUM('published', 'draft');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('published', 'draft');
  CREATE TYPE "public"."enum_banners_status" AS ENUM('published', 'draft');
  CREATE TYPE "public"."enum_downloads_status" AS ENUM('published', 'draft');
  CREATE TYPE "public"."enum_distributors_status" AS ENUM('published', 'draft');
  CREATE TYPE "public"."enum_citations_status" AS ENUM('published', 'draft');
  CREATE TYPE "public"."enum_jobs_status" AS ENUM('published', 'draft');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('submitted', 'confirmed', 'shipped', 'completed', 'cancelled');
  CREATE TYPE "public"."enum_leave_words_inbox_status" AS ENUM('new', 'in_progress', 'answered', 'closed');
  CREATE TYPE "public"."enum_enquiries_inbox_status" AS ENUM('new', 'in_progress', 'answered', 'closed');
  CREATE TYPE "public"."enum_coa_requests_inbox_status" AS ENUM('new', 'in_progress', 'answered', 'closed');
  CREATE TYPE "public"."enum_trial_requests_inbox_status" AS ENUM('new', 'in_progress', 'answered', 'closed');
  CREATE TYPE "public"."enum_paper_rewards_inbox_status" AS ENUM('new', 'in_progress', 'answered', 'closed');
  CREATE TYPE "public"."enum_suggestions_inbox_status" AS ENUM('new', 'in_progress', 'answered', 'closed');
  CREATE TYPE "public"."enum_channel_sessions_user_type" AS ENUM('platform', 'external');
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar,
  	"phone" varchar,
  	"company" varchar,
  	"department" varchar,
  	"area_id" integer,
  	"industry_id" integer,
  	"marketing_opt_in" boolean DEFAULT false,
  	"agreed_at" timestamp(3) with time zone,
  	"password_hash" varchar,
  	"is_demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "member_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"member_id" integer NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"last_seen_at" timestamp(3) with time zone NOT NULL,
  	"revoked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"link" varchar,
  	"external" boolean DEFAULT false,
  	"icon_id" integer,
  	"status" "enum_categories_status" DEFAULT '0' NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"is_demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_sizes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"size" varchar NOT NULL,
  	"price_fen" numeric
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"catalog_number" varchar NOT NULL,
  	"category_id" integer NOT NULL,
  	"synonyms" varchar,
  	"species" "enum_products_species",
  	"tag" "enum_products_tag",
  	"expression_system" "enum_products_expression_system",
  	"accession" varchar,
  	"molecular_weight" varchar,
  	"image_id" integer,
  	"is_new" boolean DEFAULT false,
  	"is_hot" boolean DEFAULT false,
  	"is_popular" boolean DEFAULT false,
  	"status" "enum_products_status" DEFAULT 'published' NOT NULL,
  	"is_demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_locales" (
  	"name" varchar NOT NULL,
  	"purity" varchar,
  	"endotoxin" varchar,
  	"formulation" varchar,
  	"storage" varchar,
  	"description" varchar,
  	"troubleshooting" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumb_url" varchar,
  	"sizes_thumb_width" numeric,
  	"sizes_thumb_height" numeric,
  	"sizes_thumb_mime_type" varchar,
  	"sizes_thumb_filesize" numeric,
  	"sizes_thumb_filename" varchar,
  	"sizes_wide_url" varchar,
  	"sizes_wide_width" numeric,
  	"sizes_wide_height" numeric,
  	"sizes_wide_mime_type" varchar,
  	"sizes_wide_filesize" numeric,
  	"sizes_wide_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"category_id" integer NOT NULL,
  	"cover_id" integer,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"event_starts_at" timestamp(3) with time zone,
  	"event_ends_at" timestamp(3) with time zone,
  	"status" "enum_articles_status" DEFAULT 'published' NOT NULL,
  	"is_demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "articles_locales" (
  	"title" varchar NOT NULL,
  	"summary" varchar,
  	"body" jsonb,
  	"event_location" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "banners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"link" varchar,
  	"sort" numeric DEFAULT 0,
  	"status" "enum_banners_status" DEFAULT 'published' NOT NULL,
  	"is_demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "banners_locales" (
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "downloads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"category_id" integer,
  	"catalog_number" varchar,
  	"sort" numeric DEFAULT 0,
  	"status" "enum_downloads_status" DEFAULT 'published' NOT NULL,
  	"is_demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "downloads_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "distributors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar,
  	"email" varchar,
  	"website" varchar,
  	"sort" numeric DEFAULT 0,
  	"status" "enum_distributors_status" DEFAULT 'published' NOT NULL,
  	"is_demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "distributors_locales" (
  	"name" varchar NOT NULL,
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "distributors_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"areas_id" integer
  );
  
  CREATE TABLE "areas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "areas_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "industries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "industries_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "citations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"authors" varchar NOT NULL,
  	"year" numeric NOT NULL,
  	"journal_name" varchar NOT NULL,
  	"impact_factor" numeric,
  	"doi" varchar,
  	"status" "enum_citations_status" DEFAULT 'published' NOT NULL,
  	"is_demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "citations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"headcount" numeric,
  	"is_hot" boolean DEFAULT false,
  	"sort" numeric DEFAULT 0,
  	"status" "enum_jobs_status" DEFAULT 'published' NOT NULL,
  	"is_demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "jobs_locales" (
  	"title" varchar NOT NULL,
  	"department" varchar,
  	"location" varchar,
  	"salary" varchar,
  	"content" varchar,
  	"requirements" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "search_logs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"keyword" varchar NOT NULL,
  	"normalized" varchar NOT NULL,
  	"locale" varchar,
  	"result_count" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_keywords" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"keyword" varchar NOT NULL,
  	"pinned" boolean DEFAULT false,
  	"hidden" boolean DEFAULT false,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cart_lines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"product_id" integer NOT NULL,
  	"size" varchar NOT NULL,
  	"count" numeric NOT NULL,
  	"selected" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"catalog_number" varchar NOT NULL,
  	"product_name" varchar NOT NULL,
  	"size" varchar NOT NULL,
  	"count" numeric NOT NULL,
  	"unit_price_fen" numeric,
  	"subtotal_fen" numeric
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_number" varchar NOT NULL,
  	"member_id" integer NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'submitted' NOT NULL,
  	"total_fen" numeric,
  	"inquiry" boolean DEFAULT false,
  	"idempotency_key" varchar,
  	"staff_note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "private_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"purpose" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "leave_words" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"department" varchar NOT NULL,
  	"address_id" integer,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"content" varchar NOT NULL,
  	"inbox_status" "enum_leave_words_inbox_status" DEFAULT 'new' NOT NULL,
  	"assignee_id" integer,
  	"internal_notes" varchar,
  	"member_id" integer,
  	"locale" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "enquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"catalog_number" varchar,
  	"product_name" varchar,
  	"item_number" varchar,
  	"size" varchar,
  	"other_category" varchar,
  	"other_item_number" varchar,
  	"name" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"department" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"industry_id" integer,
  	"area_id" integer,
  	"content" varchar NOT NULL,
  	"inbox_status" "enum_enquiries_inbox_status" DEFAULT 'new' NOT NULL,
  	"assignee_id" integer,
  	"internal_notes" varchar,
  	"member_id" integer,
  	"locale" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coa_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"catalog_numbers" varchar NOT NULL,
  	"lot_number" varchar NOT NULL,
  	"dept" varchar NOT NULL,
  	"email" varchar,
  	"phone" varchar,
  	"idea" varchar,
  	"area_id" integer,
  	"industry_id" integer,
  	"contactable" boolean DEFAULT false,
  	"inbox_status" "enum_coa_requests_inbox_status" DEFAULT 'new' NOT NULL,
  	"assignee_id" integer,
  	"internal_notes" varchar,
  	"member_id" integer,
  	"locale" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trial_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sku" varchar NOT NULL,
  	"product_name" varchar NOT NULL,
  	"product_application" varchar NOT NULL,
  	"category_id" integer,
  	"name" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"department" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"industry_id" integer,
  	"area_id" integer,
  	"inbox_status" "enum_trial_requests_inbox_status" DEFAULT 'new' NOT NULL,
  	"assignee_id" integer,
  	"internal_notes" varchar,
  	"member_id" integer,
  	"locale" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "paper_rewards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"department" varchar NOT NULL,
  	"area_id" integer,
  	"phone" varchar NOT NULL,
  	"id_number" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"id_front_id" integer,
  	"id_back_id" integer,
  	"mentor" varchar NOT NULL,
  	"lab_phone" varchar NOT NULL,
  	"lab_address" varchar NOT NULL,
  	"paper_title" varchar NOT NULL,
  	"magazine_published" varchar NOT NULL,
  	"influence_factor" numeric NOT NULL,
  	"issue_time" timestamp(3) with time zone,
  	"doi" varchar NOT NULL,
  	"first_author" varchar NOT NULL,
  	"corresponding_author" varchar NOT NULL,
  	"sku" varchar NOT NULL,
  	"product_name" varchar NOT NULL,
  	"buy_packaging" varchar NOT NULL,
  	"distr" varchar NOT NULL,
  	"remittances_account" varchar NOT NULL,
  	"account_name" varchar NOT NULL,
  	"opening_bank" varchar NOT NULL,
  	"bonus_amount_fen" numeric,
  	"inbox_status" "enum_paper_rewards_inbox_status" DEFAULT 'new' NOT NULL,
  	"assignee_id" integer,
  	"internal_notes" varchar,
  	"member_id" integer,
  	"locale" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "paper_rewards_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"private_files_id" integer
  );
  
  CREATE TABLE "suggestions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_name" varchar NOT NULL,
  	"species" varchar,
  	"tag_position" varchar,
  	"tag" varchar,
  	"expression_system" varchar,
  	"expression_range" varchar NOT NULL,
  	"accession" varchar,
  	"quantity" varchar NOT NULL,
  	"long_term" boolean DEFAULT false,
  	"purpose" varchar NOT NULL,
  	"quality" varchar NOT NULL,
  	"delivery_time" varchar NOT NULL,
  	"other_requirements" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"department" varchar NOT NULL,
  	"region_id" integer,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"industry_id" integer,
  	"inbox_status" "enum_suggestions_inbox_status" DEFAULT 'new' NOT NULL,
  	"assignee_id" integer,
  	"internal_notes" varchar,
  	"member_id" integer,
  	"locale" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "channel_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"session_storage_id" varchar NOT NULL,
  	"user_name" varchar,
  	"user_type" "enum_channel_sessions_user_type",
  	"source" varchar,
  	"source_value" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "channel_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"session_storage_id" varchar NOT NULL,
  	"operate_type" varchar NOT NULL,
  	"operate_type_id" varchar,
  	"source" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"members_id" integer,
  	"member_sessions_id" integer,
  	"categories_id" integer,
  	"products_id" integer,
  	"media_id" integer,
  	"articles_id" integer,
  	"banners_id" integer,
  	"downloads_id" integer,
  	"distributors_id" integer,
  	"areas_id" integer,
  	"industries_id" integer,
  	"citations_id" integer,
  	"jobs_id" integer,
  	"search_logs_id" integer,
  	"search_keywords_id" integer,
  	"cart_lines_id" integer,
  	"orders_id" integer,
  	"private_files_id" integer,
  	"leave_words_id" integer,
  	"enquiries_id" integer,
  	"coa_requests_id" integer,
  	"trial_requests_id" integer,
  	"paper_rewards_id" integer,
  	"suggestions_id" integer,
  	"channel_sessions_id" integer,
  	"channel_events_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"members_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_config" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"mail" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"privacy_policy_id" integer,
  	"terms_conditions_id" integer,
  	"trademark_id" integer,
  	"office_hours" varchar DEFAULT '9:00-17:30',
  	"icp_number" varchar,
  	"icp_url" varchar DEFAULT 'https://beian.miit.gov.cn/',
  	"wechat_qr_id" integer,
  	"social_facebook" varchar,
  	"social_linkedin" varchar,
  	"social_youtube" varchar,
  	"is_demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_config_locales" (
  	"brand" varchar NOT NULL,
  	"copyright" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "recruitment_config" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"apply_email" varchar,
  	"apply_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "recruitment_config_locales" (
  	"intro" varchar,
  	"salary" varchar,
  	"promotion" varchar,
  	"bonus" varchar,
  	"welfare" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "members" ADD CONSTRAINT "members_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "members" ADD CONSTRAINT "members_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_sizes" ADD CONSTRAINT "products_sizes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banners" ADD CONSTRAINT "banners_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banners_locales" ADD CONSTRAINT "banners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "downloads" ADD CONSTRAINT "downloads_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "downloads_locales" ADD CONSTRAINT "downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "distributors_locales" ADD CONSTRAINT "distributors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "distributors_rels" ADD CONSTRAINT "distributors_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "distributors_rels" ADD CONSTRAINT "distributors_rels_areas_fk" FOREIGN KEY ("areas_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "areas_locales" ADD CONSTRAINT "areas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "industries_locales" ADD CONSTRAINT "industries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "citations_rels" ADD CONSTRAINT "citations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."citations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "citations_rels" ADD CONSTRAINT "citations_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_locales" ADD CONSTRAINT "jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leave_words" ADD CONSTRAINT "leave_words_address_id_areas_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leave_words" ADD CONSTRAINT "leave_words_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leave_words" ADD CONSTRAINT "leave_words_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "coa_requests" ADD CONSTRAINT "coa_requests_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "coa_requests" ADD CONSTRAINT "coa_requests_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "coa_requests" ADD CONSTRAINT "coa_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "coa_requests" ADD CONSTRAINT "coa_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trial_requests" ADD CONSTRAINT "trial_requests_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trial_requests" ADD CONSTRAINT "trial_requests_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trial_requests" ADD CONSTRAINT "trial_requests_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trial_requests" ADD CONSTRAINT "trial_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trial_requests" ADD CONSTRAINT "trial_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "paper_rewards" ADD CONSTRAINT "paper_rewards_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "paper_rewards" ADD CONSTRAINT "paper_rewards_id_front_id_private_files_id_fk" FOREIGN KEY ("id_front_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "paper_rewards" ADD CONSTRAINT "paper_rewards_id_back_id_private_files_id_fk" FOREIGN KEY ("id_back_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "paper_rewards" ADD CONSTRAINT "paper_rewards_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "paper_rewards" ADD CONSTRAINT "paper_rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "paper_rewards_rels" ADD CONSTRAINT "paper_rewards_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."paper_rewards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "paper_rewards_rels" ADD CONSTRAINT "paper_rewards_rels_private_files_fk" FOREIGN KEY ("private_files_id") REFERENCES "public"."private_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_region_id_areas_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_sessions_fk" FOREIGN KEY ("member_sessions_id") REFERENCES "public"."member_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_banners_fk" FOREIGN KEY ("banners_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_distributors_fk" FOREIGN KEY ("distributors_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_areas_fk" FOREIGN KEY ("areas_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_industries_fk" FOREIGN KEY ("industries_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_citations_fk" FOREIGN KEY ("citations_id") REFERENCES "public"."citations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_logs_fk" FOREIGN KEY ("search_logs_id") REFERENCES "public"."search_logs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_keywords_fk" FOREIGN KEY ("search_keywords_id") REFERENCES "public"."search_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cart_lines_fk" FOREIGN KEY ("cart_lines_id") REFERENCES "public"."cart_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_private_files_fk" FOREIGN KEY ("private_files_id") REFERENCES "public"."private_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leave_words_fk" FOREIGN KEY ("leave_words_id") REFERENCES "public"."leave_words"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coa_requests_fk" FOREIGN KEY ("coa_requests_id") REFERENCES "public"."coa_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trial_requests_fk" FOREIGN KEY ("trial_requests_id") REFERENCES "public"."trial_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_paper_rewards_fk" FOREIGN KEY ("paper_rewards_id") REFERENCES "public"."paper_rewards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_suggestions_fk" FOREIGN KEY ("suggestions_id") REFERENCES "public"."suggestions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_channel_sessions_fk" FOREIGN KEY ("channel_sessions_id") REFERENCES "public"."channel_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_channel_events_fk" FOREIGN KEY ("channel_events_id") REFERENCES "public"."channel_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_config" ADD CONSTRAINT "site_config_privacy_policy_id_articles_id_fk" FOREIGN KEY ("privacy_policy_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_config" ADD CONSTRAINT "site_config_terms_conditions_id_articles_id_fk" FOREIGN KEY ("terms_conditions_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_config" ADD CONSTRAINT "site_config_trademark_id_articles_id_fk" FOREIGN KEY ("trademark_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_config" ADD CONSTRAINT "site_config_wechat_qr_id_media_id_fk" FOREIGN KEY ("wechat_qr_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_config_locales" ADD CONSTRAINT "site_config_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_config"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recruitment_config_locales" ADD CONSTRAINT "recruitment_config_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recruitment_config"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "members_email_idx" ON "members" USING btree ("email");
  CREATE UNIQUE INDEX "members_phone_idx" ON "members" USING btree ("phone");
  CREATE INDEX "members_area_idx" ON "members" USING btree ("area_id");
  CREATE INDEX "members_industry_idx" ON "members" USING btree ("industry_id");
  CREATE INDEX "members_is_demo_idx" ON "members" USING btree ("is_demo");
  CREATE INDEX "members_updated_at_idx" ON "members" USING btree ("updated_at");
  CREATE INDEX "members_created_at_idx" ON "members" USING btree ("created_at");
  CREATE UNIQUE INDEX "member_sessions_token_hash_idx" ON "member_sessions" USING btree ("token_hash");
  CREATE INDEX "member_sessions_member_idx" ON "member_sessions" USING btree ("member_id");
  CREATE INDEX "member_sessions_updated_at_idx" ON "member_sessions" USING btree ("updated_at");
  CREATE INDEX "member_sessions_created_at_idx" ON "member_sessions" USING btree ("created_at");
  CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");
  CREATE INDEX "categories_icon_idx" ON "categories" USING btree ("icon_id");
  CREATE INDEX "categories_status_idx" ON "categories" USING btree ("status");
  CREATE INDEX "categories_sort_idx" ON "categories" USING btree ("sort");
  CREATE INDEX "categories_is_demo_idx" ON "categories" USING btree ("is_demo");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_sizes_order_idx" ON "products_sizes" USING btree ("_order");
  CREATE INDEX "products_sizes_parent_id_idx" ON "products_sizes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_catalog_number_idx" ON "products" USING btree ("catalog_number");
  CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");
  CREATE INDEX "products_species_idx" ON "products" USING btree ("species");
  CREATE INDEX "products_tag_idx" ON "products" USING btree ("tag");
  CREATE INDEX "products_image_idx" ON "products" USING btree ("image_id");
  CREATE INDEX "products_is_new_idx" ON "products" USING btree ("is_new");
  CREATE INDEX "products_is_hot_idx" ON "products" USING btree ("is_hot");
  CREATE INDEX "products_is_popular_idx" ON "products" USING btree ("is_popular");
  CREATE INDEX "products_status_idx" ON "products" USING btree ("status");
  CREATE INDEX "products_is_demo_idx" ON "products" USING btree ("is_demo");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_products_id_idx" ON "products_rels" USING btree ("products_id");
  CREATE INDEX "media_is_demo_idx" ON "media" USING btree ("is_demo");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumb_sizes_thumb_filename_idx" ON "media" USING btree ("sizes_thumb_filename");
  CREATE INDEX "media_sizes_wide_sizes_wide_filename_idx" ON "media" USING btree ("sizes_wide_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "articles_slug_idx" ON "articles" USING btree ("slug");
  CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");
  CREATE INDEX "articles_cover_idx" ON "articles" USING btree ("cover_id");
  CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at");
  CREATE INDEX "articles_status_idx" ON "articles" USING btree ("status");
  CREATE INDEX "articles_is_demo_idx" ON "articles" USING btree ("is_demo");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "banners_image_idx" ON "banners" USING btree ("image_id");
  CREATE INDEX "banners_sort_idx" ON "banners" USING btree ("sort");
  CREATE INDEX "banners_status_idx" ON "banners" USING btree ("status");
  CREATE INDEX "banners_is_demo_idx" ON "banners" USING btree ("is_demo");
  CREATE INDEX "banners_updated_at_idx" ON "banners" USING btree ("updated_at");
  CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at");
  CREATE UNIQUE INDEX "banners_locales_locale_parent_id_unique" ON "banners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "downloads_category_idx" ON "downloads" USING btree ("category_id");
  CREATE INDEX "downloads_catalog_number_idx" ON "downloads" USING btree ("catalog_number");
  CREATE INDEX "downloads_sort_idx" ON "downloads" USING btree ("sort");
  CREATE INDEX "downloads_status_idx" ON "downloads" USING btree ("status");
  CREATE INDEX "downloads_is_demo_idx" ON "downloads" USING btree ("is_demo");
  CREATE INDEX "downloads_updated_at_idx" ON "downloads" USING btree ("updated_at");
  CREATE INDEX "downloads_created_at_idx" ON "downloads" USING btree ("created_at");
  CREATE UNIQUE INDEX "downloads_filename_idx" ON "downloads" USING btree ("filename");
  CREATE UNIQUE INDEX "downloads_locales_locale_parent_id_unique" ON "downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "distributors_sort_idx" ON "distributors" USING btree ("sort");
  CREATE INDEX "distributors_status_idx" ON "distributors" USING btree ("status");
  CREATE INDEX "distributors_is_demo_idx" ON "distributors" USING btree ("is_demo");
  CREATE INDEX "distributors_updated_at_idx" ON "distributors" USING btree ("updated_at");
  CREATE INDEX "distributors_created_at_idx" ON "distributors" USING btree ("created_at");
  CREATE UNIQUE INDEX "distributors_locales_locale_parent_id_unique" ON "distributors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "distributors_rels_order_idx" ON "distributors_rels" USING btree ("order");
  CREATE INDEX "distributors_rels_parent_idx" ON "distributors_rels" USING btree ("parent_id");
  CREATE INDEX "distributors_rels_path_idx" ON "distributors_rels" USING btree ("path");
  CREATE INDEX "distributors_rels_areas_id_idx" ON "distributors_rels" USING btree ("areas_id");
  CREATE UNIQUE INDEX "areas_code_idx" ON "areas" USING btree ("code");
  CREATE INDEX "areas_sort_idx" ON "areas" USING btree ("sort");
  CREATE INDEX "areas_updated_at_idx" ON "areas" USING btree ("updated_at");
  CREATE INDEX "areas_created_at_idx" ON "areas" USING btree ("created_at");
  CREATE UNIQUE INDEX "areas_locales_locale_parent_id_unique" ON "areas_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "industries_code_idx" ON "industries" USING btree ("code");
  CREATE INDEX "industries_sort_idx" ON "industries" USING btree ("sort");
  CREATE INDEX "industries_updated_at_idx" ON "industries" USING btree ("updated_at");
  CREATE INDEX "industries_created_at_idx" ON "industries" USING btree ("created_at");
  CREATE UNIQUE INDEX "industries_locales_locale_parent_id_unique" ON "industries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "citations_year_idx" ON "citations" USING btree ("year");
  CREATE INDEX "citations_journal_name_idx" ON "citations" USING btree ("journal_name");
  CREATE INDEX "citations_status_idx" ON "citations" USING btree ("status");
  CREATE INDEX "citations_is_demo_idx" ON "citations" USING btree ("is_demo");
  CREATE INDEX "citations_updated_at_idx" ON "citations" USING btree ("updated_at");
  CREATE INDEX "citations_created_at_idx" ON "citations" USING btree ("created_at");
  CREATE INDEX "citations_rels_order_idx" ON "citations_rels" USING btree ("order");
  CREATE INDEX "citations_rels_parent_idx" ON "citations_rels" USING btree ("parent_id");
  CREATE INDEX "citations_rels_path_idx" ON "citations_rels" USING btree ("path");
  CREATE INDEX "citations_rels_products_id_idx" ON "citations_rels" USING btree ("products_id");
  CREATE INDEX "jobs_sort_idx" ON "jobs" USING btree ("sort");
  CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status");
  CREATE INDEX "jobs_is_demo_idx" ON "jobs" USING btree ("is_demo");
  CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");
  CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");
  CREATE UNIQUE INDEX "jobs_locales_locale_parent_id_unique" ON "jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "search_logs_normalized_idx" ON "search_logs" USING btree ("normalized");
  CREATE INDEX "search_logs_updated_at_idx" ON "search_logs" USING btree ("updated_at");
  CREATE INDEX "search_logs_created_at_idx" ON "search_logs" USING btree ("created_at");
  CREATE INDEX "normalized_createdAt_idx" ON "search_logs" USING btree ("normalized","created_at");
  CREATE UNIQUE INDEX "search_keywords_keyword_idx" ON "search_keywords" USING btree ("keyword");
  CREATE INDEX "search_keywords_sort_idx" ON "search_keywords" USING btree ("sort");
  CREATE INDEX "search_keywords_updated_at_idx" ON "search_keywords" USING btree ("updated_at");
  CREATE INDEX "search_keywords_created_at_idx" ON "search_keywords" USING btree ("created_at");
  CREATE INDEX "cart_lines_member_idx" ON "cart_lines" USING btree ("member_id");
  CREATE INDEX "cart_lines_product_idx" ON "cart_lines" USING btree ("product_id");
  CREATE INDEX "cart_lines_updated_at_idx" ON "cart_lines" USING btree ("updated_at");
  CREATE INDEX "cart_lines_created_at_idx" ON "cart_lines" USING btree ("created_at");
  CREATE INDEX "orders_lines_order_idx" ON "orders_lines" USING btree ("_order");
  CREATE INDEX "orders_lines_parent_id_idx" ON "orders_lines" USING btree ("_parent_id");
  CREATE INDEX "orders_lines_product_idx" ON "orders_lines" USING btree ("product_id");
  CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");
  CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "private_files_updated_at_idx" ON "private_files" USING btree ("updated_at");
  CREATE INDEX "private_files_created_at_idx" ON "private_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "private_files_filename_idx" ON "private_files" USING btree ("filename");
  CREATE INDEX "leave_words_address_idx" ON "leave_words" USING btree ("address_id");
  CREATE INDEX "leave_words_inbox_status_idx" ON "leave_words" USING btree ("inbox_status");
  CREATE INDEX "leave_words_assignee_idx" ON "leave_words" USING btree ("assignee_id");
  CREATE INDEX "leave_words_member_idx" ON "leave_words" USING btree ("member_id");
  CREATE INDEX "leave_words_updated_at_idx" ON "leave_words" USING btree ("updated_at");
  CREATE INDEX "leave_words_created_at_idx" ON "leave_words" USING btree ("created_at");
  CREATE INDEX "enquiries_industry_idx" ON "enquiries" USING btree ("industry_id");
  CREATE INDEX "enquiries_area_idx" ON "enquiries" USING btree ("area_id");
  CREATE INDEX "enquiries_inbox_status_idx" ON "enquiries" USING btree ("inbox_status");
  CREATE INDEX "enquiries_assignee_idx" ON "enquiries" USING btree ("assignee_id");
  CREATE INDEX "enquiries_member_idx" ON "enquiries" USING btree ("member_id");
  CREATE INDEX "enquiries_updated_at_idx" ON "enquiries" USING btree ("updated_at");
  CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");
  CREATE INDEX "coa_requests_area_idx" ON "coa_requests" USING btree ("area_id");
  CREATE INDEX "coa_requests_industry_idx" ON "coa_requests" USING btree ("industry_id");
  CREATE INDEX "coa_requests_inbox_status_idx" ON "coa_requests" USING btree ("inbox_status");
  CREATE INDEX "coa_requests_assignee_idx" ON "coa_requests" USING btree ("assignee_id");
  CREATE INDEX "coa_requests_member_idx" ON "coa_requests" USING btree ("member_id");
  CREATE INDEX "coa_requests_updated_at_idx" ON "coa_requests" USING btree ("updated_at");
  CREATE INDEX "coa_requests_created_at_idx" ON "coa_requests" USING btree ("created_at");
  CREATE INDEX "trial_requests_category_idx" ON "trial_requests" USING btree ("category_id");
  CREATE INDEX "trial_requests_industry_idx" ON "trial_requests" USING btree ("industry_id");
  CREATE INDEX "trial_requests_area_idx" ON "trial_requests" USING btree ("area_id");
  CREATE INDEX "trial_requests_inbox_status_idx" ON "trial_requests" USING btree ("inbox_status");
  CREATE INDEX "trial_requests_assignee_idx" ON "trial_requests" USING btree ("assignee_id");
  CREATE INDEX "trial_requests_member_idx" ON "trial_requests" USING btree ("member_id");
  CREATE INDEX "trial_requests_updated_at_idx" ON "trial_requests" USING btree ("updated_at");
  CREATE INDEX "trial_requests_created_at_idx" ON "trial_requests" USING btree ("created_at");
  CREATE INDEX "paper_rewards_area_idx" ON "paper_rewards" USING btree ("area_id");
  CREATE INDEX "paper_rewards_id_front_idx" ON "paper_rewards" USING btree ("id_front_id");
  CREATE INDEX "paper_rewards_id_back_idx" ON "paper_rewards" USING btree ("id_back_id");
  CREATE INDEX "paper_rewards_inbox_status_idx" ON "paper_rewards" USING btree ("inbox_status");
  CREATE INDEX "paper_rewards_assignee_idx" ON "paper_rewards" USING btree ("assignee_id");
  CREATE INDEX "paper_rewards_member_idx" ON "paper_rewards" USING btree ("member_id");
  CREATE INDEX "paper_rewards_updated_at_idx" ON "paper_rewards" USING btree ("updated_at");
  CREATE INDEX "paper_rewards_created_at_idx" ON "paper_rewards" USING btree ("created_at");
  CREATE INDEX "paper_rewards_rels_order_idx" ON "paper_rewards_rels" USING btree ("order");
  CREATE INDEX "paper_rewards_rels_parent_idx" ON "paper_rewards_rels" USING btree ("parent_id");
  CREATE INDEX "paper_rewards_rels_path_idx" ON "paper_rewards_rels" USING btree ("path");
  CREATE INDEX "paper_rewards_rels_private_files_id_idx" ON "paper_rewards_rels" USING btree ("private_files_id");
  CREATE INDEX "suggestions_region_idx" ON "suggestions" USING btree ("region_id");
  CREATE INDEX "suggestions_industry_idx" ON "suggestions" USING btree ("industry_id");
  CREATE INDEX "suggestions_inbox_status_idx" ON "suggestions" USING btree ("inbox_status");
  CREATE INDEX "suggestions_assignee_idx" ON "suggestions" USING btree ("assignee_id");
  CREATE INDEX "suggestions_member_idx" ON "suggestions" USING btree ("member_id");
  CREATE INDEX "suggestions_updated_at_idx" ON "suggestions" USING btree ("updated_at");
  CREATE INDEX "suggestions_created_at_idx" ON "suggestions" USING btree ("created_at");
  CREATE UNIQUE INDEX "channel_sessions_session_storage_id_idx" ON "channel_sessions" USING btree ("session_storage_id");
  CREATE INDEX "channel_sessions_source_idx" ON "channel_sessions" USING btree ("source");
  CREATE INDEX "channel_sessions_updated_at_idx" ON "channel_sessions" USING btree ("updated_at");
  CREATE INDEX "channel_sessions_created_at_idx" ON "channel_sessions" USING btree ("created_at");
  CREATE INDEX "channel_events_session_storage_id_idx" ON "channel_events" USING btree ("session_storage_id");
  CREATE INDEX "channel_events_operate_type_idx" ON "channel_events" USING btree ("operate_type");
  CREATE INDEX "channel_events_updated_at_idx" ON "channel_events" USING btree ("updated_at");
  CREATE INDEX "channel_events_created_at_idx" ON "channel_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_members_id_idx" ON "payload_locked_documents_rels" USING btree ("members_id");
  CREATE INDEX "payload_locked_documents_rels_member_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("member_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_banners_id_idx" ON "payload_locked_documents_rels" USING btree ("banners_id");
  CREATE INDEX "payload_locked_documents_rels_downloads_id_idx" ON "payload_locked_documents_rels" USING btree ("downloads_id");
  CREATE INDEX "payload_locked_documents_rels_distributors_id_idx" ON "payload_locked_documents_rels" USING btree ("distributors_id");
  CREATE INDEX "payload_locked_documents_rels_areas_id_idx" ON "payload_locked_documents_rels" USING btree ("areas_id");
  CREATE INDEX "payload_locked_documents_rels_industries_id_idx" ON "payload_locked_documents_rels" USING btree ("industries_id");
  CREATE INDEX "payload_locked_documents_rels_citations_id_idx" ON "payload_locked_documents_rels" USING btree ("citations_id");
  CREATE INDEX "payload_locked_documents_rels_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("jobs_id");
  CREATE INDEX "payload_locked_documents_rels_search_logs_id_idx" ON "payload_locked_documents_rels" USING btree ("search_logs_id");
  CREATE INDEX "payload_locked_documents_rels_search_keywords_id_idx" ON "payload_locked_documents_rels" USING btree ("search_keywords_id");
  CREATE INDEX "payload_locked_documents_rels_cart_lines_id_idx" ON "payload_locked_documents_rels" USING btree ("cart_lines_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_private_files_id_idx" ON "payload_locked_documents_rels" USING btree ("private_files_id");
  CREATE INDEX "payload_locked_documents_rels_leave_words_id_idx" ON "payload_locked_documents_rels" USING btree ("leave_words_id");
  CREATE INDEX "payload_locked_documents_rels_enquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiries_id");
  CREATE INDEX "payload_locked_documents_rels_coa_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("coa_requests_id");
  CREATE INDEX "payload_locked_documents_rels_trial_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("trial_requests_id");
  CREATE INDEX "payload_locked_documents_rels_paper_rewards_id_idx" ON "payload_locked_documents_rels" USING btree ("paper_rewards_id");
  CREATE INDEX "payload_locked_documents_rels_suggestions_id_idx" ON "payload_locked_documents_rels" USING btree ("suggestions_id");
  CREATE INDEX "payload_locked_documents_rels_channel_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("channel_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_channel_events_id_idx" ON "payload_locked_documents_rels" USING btree ("channel_events_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_rels_members_id_idx" ON "payload_preferences_rels" USING btree ("members_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_config_privacy_policy_idx" ON "site_config" USING btree ("privacy_policy_id");
  CREATE INDEX "site_config_terms_conditions_idx" ON "site_config" USING btree ("terms_conditions_id");
  CREATE INDEX "site_config_trademark_idx" ON "site_config" USING btree ("trademark_id");
  CREATE INDEX "site_config_wechat_qr_idx" ON "site_config" USING btree ("wechat_qr_id");
  CREATE UNIQUE INDEX "site_config_locales_locale_parent_id_unique" ON "site_config_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "recruitment_config_locales_locale_parent_id_unique" ON "recruitment_config_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "members" CASCADE;
  DROP TABLE "member_sessions" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "products_sizes" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "banners" CASCADE;
  DROP TABLE "banners_locales" CASCADE;
  DROP TABLE "downloads" CASCADE;
  DROP TABLE "downloads_locales" CASCADE;
  DROP TABLE "distributors" CASCADE;
  DROP TABLE "distributors_locales" CASCADE;
  DROP TABLE "distributors_rels" CASCADE;
  DROP TABLE "areas" CASCADE;
  DROP TABLE "areas_locales" CASCADE;
  DROP TABLE "industries" CASCADE;
  DROP TABLE "industries_locales" CASCADE;
  DROP TABLE "citations" CASCADE;
  DROP TABLE "citations_rels" CASCADE;
  DROP TABLE "jobs" CASCADE;
  DROP TABLE "jobs_locales" CASCADE;
  DROP TABLE "search_logs" CASCADE;
  DROP TABLE "search_keywords" CASCADE;
  DROP TABLE "cart_lines" CASCADE;
  DROP TABLE "orders_lines" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "private_files" CASCADE;
  DROP TABLE "leave_words" CASCADE;
  DROP TABLE "enquiries" CASCADE;
  DROP TABLE "coa_requests" CASCADE;
  DROP TABLE "trial_requests" CASCADE;
  DROP TABLE "paper_rewards" CASCADE;
  DROP TABLE "paper_rewards_rels" CASCADE;
  DROP TABLE "suggestions" CASCADE;
  DROP TABLE "channel_sessions" CASCADE;
  DROP TABLE "channel_events" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_config" CASCADE;
  DROP TABLE "site_config_locales" CASCADE;
  DROP TABLE "recruitment_config" CASCADE;
  DROP TABLE "recruitment_config_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_categories_status";
  DROP TYPE "public"."enum_products_species";
  DROP TYPE "public"."enum_products_tag";
  DROP TYPE "public"."enum_products_expression_system";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum_banners_status";
  DROP TYPE "public"."enum_downloads_status";
  DROP TYPE "public"."enum_distributors_status";
  DROP TYPE "public"."enum_citations_status";
  DROP TYPE "public"."enum_jobs_status";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_leave_words_inbox_status";
  DROP TYPE "public"."enum_enquiries_inbox_status";
  DROP TYPE "public"."enum_coa_requests_inbox_status";
  DROP TYPE "public"."enum_trial_requests_inbox_status";
  DROP TYPE "public"."enum_paper_rewards_inbox_status";
  DROP TYPE "public"."enum_suggestions_inbox_status";
  DROP TYPE "public"."enum_channel_sessions_user_type";`)
}
