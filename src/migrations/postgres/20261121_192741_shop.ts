import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_verification_codes_purpose" AS ENUM('register', 'login', 'reset', 'bind');
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
  
  DROP INDEX "orders_idempotency_key_idx";
  ALTER TABLE "channel_sessions" ADD COLUMN "ip_hash" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "verification_codes_id" integer;
  CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("target");
  CREATE INDEX "verification_codes_updated_at_idx" ON "verification_codes" USING btree ("updated_at");
  CREATE INDEX "verification_codes_created_at_idx" ON "verification_codes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_verification_codes_fk" FOREIGN KEY ("verification_codes_id") REFERENCES "public"."verification_codes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "member_product_size_idx" ON "cart_lines" USING btree ("member_id","product_id","size");
  CREATE INDEX "payload_locked_documents_rels_verification_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("verification_codes_id");
  CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "verification_codes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "verification_codes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_verification_codes_fk";
  
  DROP INDEX "member_product_size_idx";
  DROP INDEX "payload_locked_documents_rels_verification_codes_id_idx";
  DROP INDEX "orders_idempotency_key_idx";
  CREATE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");
  ALTER TABLE "channel_sessions" DROP COLUMN "ip_hash";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "verification_codes_id";
  DROP TYPE "public"."enum_verification_codes_purpose";`)
}
