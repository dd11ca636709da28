import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_verification_codes_purpose" AS ENUM('register', 'login', 'reset', 'bind');
  CREATE TYPE "public"."enum_private_files_purpose" AS ENUM('id-image', 'paper');
  CREATE TYPE "public"."enum_mail_deliveries_audience" AS ENUM('sales', 'customer');
  CREATE TYPE "public"."enum_mail_deliveries_status" AS ENUM('pending', 'sent', 'failed');
  CREATE TABLE "verification_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"target" varchar NOT NULL,
  	"purpose" "enum_verification_codes_purpose" NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"consumed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coa_certificates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"catalog_number" varchar NOT NULL,
  	"lot_number" varchar NOT NULL,
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
  
  CREATE TABLE "mail_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"submission_collection" varchar NOT NULL,
  	"submission_id" varchar NOT NULL,
  	"audience" "enum_mail_deliveries_audience" NOT NULL,
  	"to" varchar NOT NULL,
  	"reply_to" varchar,
  	"subject" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"status" "enum_mail_deliveries_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  DROP INDEX "orders_idempotency_key_idx";
  ALTER TABLE "private_files" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_private_files_purpose" USING "purpose"::"public"."enum_private_files_purpose";
  ALTER TABLE "private_files" ALTER COLUMN "purpose" SET NOT NULL;
  ALTER TABLE "private_files" ALTER COLUMN "mime_type" SET NOT NULL;
  ALTER TABLE "paper_rewards" ALTER COLUMN "id_number" DROP NOT NULL;
  ALTER TABLE "private_files" ADD COLUMN "file_id" varchar NOT NULL;
  ALTER TABLE "private_files" ADD COLUMN "storage_key" varchar NOT NULL;
  ALTER TABLE "private_files" ADD COLUMN "original_name" varchar;
  ALTER TABLE "private_files" ADD COLUMN "size" numeric NOT NULL;
  ALTER TABLE "private_files" ADD COLUMN "sha256" varchar;
  ALTER TABLE "private_files" ADD COLUMN "uploaded_at" timestamp(3) with time zone NOT NULL;
  ALTER TABLE "private_files" ADD COLUMN "claimed_at" timestamp(3) with time zone;
  ALTER TABLE "private_files" ADD COLUMN "claimed_by" varchar;
  ALTER TABLE "leave_words" ADD COLUMN "reply_due_at" timestamp(3) with time zone;
  ALTER TABLE "leave_words" ADD COLUMN "answered_at" timestamp(3) with time zone;
  ALTER TABLE "enquiries" ADD COLUMN "reply_due_at" timestamp(3) with time zone;
  ALTER TABLE "enquiries" ADD COLUMN "answered_at" timestamp(3) with time zone;
  ALTER TABLE "coa_requests" ADD COLUMN "delivered" varchar;
  ALTER TABLE "coa_requests" ADD COLUMN "auto_answered" boolean DEFAULT false;
  ALTER TABLE "coa_requests" ADD COLUMN "reply_due_at" timestamp(3) with time zone;
  ALTER TABLE "coa_requests" ADD COLUMN "answered_at" timestamp(3) with time zone;
  ALTER TABLE "trial_requests" ADD COLUMN "terms_accepted" boolean DEFAULT false;
  ALTER TABLE "trial_requests" ADD COLUMN "reply_due_at" timestamp(3) with time zone;
  ALTER TABLE "trial_requests" ADD COLUMN "answered_at" timestamp(3) with time zone;
  ALTER TABLE "paper_rewards" ADD COLUMN "doi_key" varchar;
  ALTER TABLE "paper_rewards" ADD COLUMN "author_declaration" boolean DEFAULT false;
  ALTER TABLE "paper_rewards" ADD COLUMN "tax_fen" numeric;
  ALTER TABLE "paper_rewards" ADD COLUMN "net_fen" numeric;
  ALTER TABLE "paper_rewards" ADD COLUMN "closed_at" timestamp(3) with time zone;
  ALTER TABLE "paper_rewards" ADD COLUMN "sensitive_purged_at" timestamp(3) with time zone;
  ALTER TABLE "paper_rewards" ADD COLUMN "reply_due_at" timestamp(3) with time zone;
  ALTER TABLE "paper_rewards" ADD COLUMN "answered_at" timestamp(3) with time zone;
  ALTER TABLE "suggestions" ADD COLUMN "reply_due_at" timestamp(3) with time zone;
  ALTER TABLE "suggestions" ADD COLUMN "answered_at" timestamp(3) with time zone;
  ALTER TABLE "channel_sessions" ADD COLUMN "ip_hash" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "verification_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "coa_certificates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mail_deliveries_id" integer;
  CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("target");
  CREATE INDEX "verification_codes_updated_at_idx" ON "verification_codes" USING btree ("updated_at");
  CREATE INDEX "verification_codes_created_at_idx" ON "verification_codes" USING btree ("created_at");
  CREATE INDEX "coa_certificates_catalog_number_idx" ON "coa_certificates" USING btree ("catalog_number");
  CREATE INDEX "coa_certificates_lot_number_idx" ON "coa_certificates" USING btree ("lot_number");
  CREATE INDEX "coa_certificates_updated_at_idx" ON "coa_certificates" USING btree ("updated_at");
  CREATE INDEX "coa_certificates_created_at_idx" ON "coa_certificates" USING btree ("created_at");
  CREATE UNIQUE INDEX "coa_certificates_filename_idx" ON "coa_certificates" USING btree ("filename");
  CREATE UNIQUE INDEX "catalogNumber_lotNumber_idx" ON "coa_certificates" USING btree ("catalog_number","lot_number");
  CREATE INDEX "mail_deliveries_submission_collection_idx" ON "mail_deliveries" USING btree ("submission_collection");
  CREATE INDEX "mail_deliveries_submission_id_idx" ON "mail_deliveries" USING btree ("submission_id");
  CREATE INDEX "mail_deliveries_status_idx" ON "mail_deliveries" USING btree ("status");
  CREATE INDEX "mail_deliveries_next_attempt_at_idx" ON "mail_deliveries" USING btree ("next_attempt_at");
  CREATE INDEX "mail_deliveries_updated_at_idx" ON "mail_deliveries" USING btree ("updated_at");
  CREATE INDEX "mail_deliveries_created_at_idx" ON "mail_deliveries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_verification_codes_fk" FOREIGN KEY ("verification_codes_id") REFERENCES "public"."verification_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coa_certificates_fk" FOREIGN KEY ("coa_certificates_id") REFERENCES "public"."coa_certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_deliveries_fk" FOREIGN KEY ("mail_deliveries_id") REFERENCES "public"."mail_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "member_product_size_idx" ON "cart_lines" USING btree ("member_id","product_id","size");
  CREATE UNIQUE INDEX "private_files_file_id_idx" ON "private_files" USING btree ("file_id");
  CREATE INDEX "private_files_purpose_idx" ON "private_files" USING btree ("purpose");
  CREATE INDEX "private_files_uploaded_at_idx" ON "private_files" USING btree ("uploaded_at");
  CREATE INDEX "private_files_claimed_at_idx" ON "private_files" USING btree ("claimed_at");
  CREATE INDEX "leave_words_reply_due_at_idx" ON "leave_words" USING btree ("reply_due_at");
  CREATE INDEX "enquiries_reply_due_at_idx" ON "enquiries" USING btree ("reply_due_at");
  CREATE INDEX "coa_requests_reply_due_at_idx" ON "coa_requests" USING btree ("reply_due_at");
  CREATE INDEX "trial_requests_reply_due_at_idx" ON "trial_requests" USING btree ("reply_due_at");
  CREATE INDEX "paper_rewards_doi_key_idx" ON "paper_rewards" USING btree ("doi_key");
  CREATE INDEX "paper_rewards_closed_at_idx" ON "paper_rewards" USING btree ("closed_at");
  CREATE INDEX "paper_rewards_reply_due_at_idx" ON "paper_rewards" USING btree ("reply_due_at");
  CREATE INDEX "suggestions_reply_due_at_idx" ON "suggestions" USING btree ("reply_due_at");
  CREATE INDEX "payload_locked_documents_rels_verification_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("verification_codes_id");
  CREATE INDEX "payload_locked_documents_rels_coa_certificates_id_idx" ON "payload_locked_documents_rels" USING btree ("coa_certificates_id");
  CREATE INDEX "payload_locked_documents_rels_mail_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_deliveries_id");
  CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "verification_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coa_certificates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mail_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "verification_codes" CASCADE;
  DROP TABLE "coa_certificates" CASCADE;
  DROP TABLE "mail_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_verification_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_coa_certificates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mail_deliveries_fk";
  
  DROP INDEX "member_product_size_idx";
  DROP INDEX "private_files_file_id_idx";
  DROP INDEX "private_files_purpose_idx";
  DROP INDEX "private_files_uploaded_at_idx";
  DROP INDEX "private_files_claimed_at_idx";
  DROP INDEX "leave_words_reply_due_at_idx";
  DROP INDEX "enquiries_reply_due_at_idx";
  DROP INDEX "coa_requests_reply_due_at_idx";
  DROP INDEX "trial_requests_reply_due_at_idx";
  DROP INDEX "paper_rewards_doi_key_idx";
  DROP INDEX "paper_rewards_closed_at_idx";
  DROP INDEX "paper_rewards_reply_due_at_idx";
  DROP INDEX "suggestions_reply_due_at_idx";
  DROP INDEX "payload_locked_documents_rels_verification_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_coa_certificates_id_idx";
  DROP INDEX "payload_locked_documents_rels_mail_deliveries_id_idx";
  DROP INDEX "orders_idempotency_key_idx";
  ALTER TABLE "private_files" ALTER COLUMN "purpose" SET DATA TYPE varchar;
  ALTER TABLE "private_files" ALTER COLUMN "purpose" DROP NOT NULL;
  ALTER TABLE "private_files" ALTER COLUMN "mime_type" DROP NOT NULL;
  ALTER TABLE "paper_rewards" ALTER COLUMN "id_number" SET NOT NULL;
  CREATE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");
  ALTER TABLE "private_files" DROP COLUMN "file_id";
  ALTER TABLE "private_files" DROP COLUMN "storage_key";
  ALTER TABLE "private_files" DROP COLUMN "original_name";
  ALTER TABLE "private_files" DROP COLUMN "size";
  ALTER TABLE "private_files" DROP COLUMN "sha256";
  ALTER TABLE "private_files" DROP COLUMN "uploaded_at";
  ALTER TABLE "private_files" DROP COLUMN "claimed_at";
  ALTER TABLE "private_files" DROP COLUMN "claimed_by";
  ALTER TABLE "leave_words" DROP COLUMN "reply_due_at";
  ALTER TABLE "leave_words" DROP COLUMN "answered_at";
  ALTER TABLE "enquiries" DROP COLUMN "reply_due_at";
  ALTER TABLE "enquiries" DROP COLUMN "answered_at";
  ALTER TABLE "coa_requests" DROP COLUMN "delivered";
  ALTER TABLE "coa_requests" DROP COLUMN "auto_answered";
  ALTER TABLE "coa_requests" DROP COLUMN "reply_due_at";
  ALTER TABLE "coa_requests" DROP COLUMN "answered_at";
  ALTER TABLE "trial_requests" DROP COLUMN "terms_accepted";
  ALTER TABLE "trial_requests" DROP COLUMN "reply_due_at";
  ALTER TABLE "trial_requests" DROP COLUMN "answered_at";
  ALTER TABLE "paper_rewards" DROP COLUMN "doi_key";
  ALTER TABLE "paper_rewards" DROP COLUMN "author_declaration";
  ALTER TABLE "paper_rewards" DROP COLUMN "tax_fen";
  ALTER TABLE "paper_rewards" DROP COLUMN "net_fen";
  ALTER TABLE "paper_rewards" DROP COLUMN "closed_at";
  ALTER TABLE "paper_rewards" DROP COLUMN "sensitive_purged_at";
  ALTER TABLE "paper_rewards" DROP COLUMN "reply_due_at";
  ALTER TABLE "paper_rewards" DROP COLUMN "answered_at";
  ALTER TABLE "suggestions" DROP COLUMN "reply_due_at";
  ALTER TABLE "suggestions" DROP COLUMN "answered_at";
  ALTER TABLE "channel_sessions" DROP COLUMN "ip_hash";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "verification_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "coa_certificates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mail_deliveries_id";
  DROP TYPE "public"."enum_verification_codes_purpose";
  DROP TYPE "public"."enum_private_files_purpose";
  DROP TYPE "public"."enum_mail_deliveries_audience";
  DROP TYPE "public"."enum_mail_deliveries_status";`)
}
