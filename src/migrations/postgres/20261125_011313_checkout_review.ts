import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_invoice_type" AS ENUM('none', 'ordinary', 'special');
  CREATE TYPE "public"."enum_invoice_titles_type" AS ENUM('ordinary', 'special');
  CREATE TABLE "member_addresses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"recipient" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"province" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"district" varchar NOT NULL,
  	"street" varchar NOT NULL,
  	"postcode" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "invoice_titles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"type" "enum_invoice_titles_type" DEFAULT 'ordinary' NOT NULL,
  	"title" varchar,
  	"tax_id" varchar,
  	"bank" varchar,
  	"account" varchar,
  	"registered_address" varchar,
  	"registered_phone" varchar,
  	"email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "shipping_address_recipient" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipping_address_phone" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipping_address_province" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipping_address_city" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipping_address_district" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipping_address_street" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipping_address_postcode" varchar;
  ALTER TABLE "orders" ADD COLUMN "invoice_type" "enum_orders_invoice_type" DEFAULT 'none';
  ALTER TABLE "orders" ADD COLUMN "invoice_title" varchar;
  ALTER TABLE "orders" ADD COLUMN "invoice_tax_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "invoice_bank" varchar;
  ALTER TABLE "orders" ADD COLUMN "invoice_account" varchar;
  ALTER TABLE "orders" ADD COLUMN "invoice_registered_address" varchar;
  ALTER TABLE "orders" ADD COLUMN "invoice_registered_phone" varchar;
  ALTER TABLE "orders" ADD COLUMN "invoice_email" varchar;
  ALTER TABLE "orders" ADD COLUMN "po_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "po_file_id" integer;
  ALTER TABLE "orders" ADD COLUMN "remarks" varchar;
  ALTER TABLE "orders" ADD COLUMN "terms_accepted_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "member_addresses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invoice_titles_id" integer;
  ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "member_addresses_member_idx" ON "member_addresses" USING btree ("member_id");
  CREATE INDEX "member_addresses_updated_at_idx" ON "member_addresses" USING btree ("updated_at");
  CREATE INDEX "member_addresses_created_at_idx" ON "member_addresses" USING btree ("created_at");
  CREATE INDEX "invoice_titles_member_idx" ON "invoice_titles" USING btree ("member_id");
  CREATE INDEX "invoice_titles_updated_at_idx" ON "invoice_titles" USING btree ("updated_at");
  CREATE INDEX "invoice_titles_created_at_idx" ON "invoice_titles" USING btree ("created_at");
  ALTER TABLE "orders" ADD CONSTRAINT "orders_po_file_id_private_files_id_fk" FOREIGN KEY ("po_file_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_addresses_fk" FOREIGN KEY ("member_addresses_id") REFERENCES "public"."member_addresses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invoice_titles_fk" FOREIGN KEY ("invoice_titles_id") REFERENCES "public"."invoice_titles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_po_number_idx" ON "orders" USING btree ("po_number");
  CREATE INDEX "orders_po_file_idx" ON "orders" USING btree ("po_file_id");
  CREATE INDEX "payload_locked_documents_rels_member_addresses_id_idx" ON "payload_locked_documents_rels" USING btree ("member_addresses_id");
  CREATE INDEX "payload_locked_documents_rels_invoice_titles_id_idx" ON "payload_locked_documents_rels" USING btree ("invoice_titles_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "member_addresses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "invoice_titles" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "member_addresses" CASCADE;
  DROP TABLE "invoice_titles" CASCADE;
  ALTER TABLE "orders" DROP CONSTRAINT "orders_po_file_id_private_files_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_member_addresses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invoice_titles_fk";
  
  DROP INDEX "orders_po_number_idx";
  DROP INDEX "orders_po_file_idx";
  DROP INDEX "payload_locked_documents_rels_member_addresses_id_idx";
  DROP INDEX "payload_locked_documents_rels_invoice_titles_id_idx";
  ALTER TABLE "orders" DROP COLUMN "shipping_address_recipient";
  ALTER TABLE "orders" DROP COLUMN "shipping_address_phone";
  ALTER TABLE "orders" DROP COLUMN "shipping_address_province";
  ALTER TABLE "orders" DROP COLUMN "shipping_address_city";
  ALTER TABLE "orders" DROP COLUMN "shipping_address_district";
  ALTER TABLE "orders" DROP COLUMN "shipping_address_street";
  ALTER TABLE "orders" DROP COLUMN "shipping_address_postcode";
  ALTER TABLE "orders" DROP COLUMN "invoice_type";
  ALTER TABLE "orders" DROP COLUMN "invoice_title";
  ALTER TABLE "orders" DROP COLUMN "invoice_tax_id";
  ALTER TABLE "orders" DROP COLUMN "invoice_bank";
  ALTER TABLE "orders" DROP COLUMN "invoice_account";
  ALTER TABLE "orders" DROP COLUMN "invoice_registered_address";
  ALTER TABLE "orders" DROP COLUMN "invoice_registered_phone";
  ALTER TABLE "orders" DROP COLUMN "invoice_email";
  ALTER TABLE "orders" DROP COLUMN "po_number";
  ALTER TABLE "orders" DROP COLUMN "po_file_id";
  ALTER TABLE "orders" DROP COLUMN "remarks";
  ALTER TABLE "orders" DROP COLUMN "terms_accepted_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "member_addresses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invoice_titles_id";
  DROP TYPE "public"."enum_orders_invoice_type";
  DROP TYPE "public"."enum_invoice_titles_type";`)
}
