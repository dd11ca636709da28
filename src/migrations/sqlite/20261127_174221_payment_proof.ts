import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { paymentProofDown } from '../shared/payment-proof'

/**
 * Issue 21, bank transfer and payment proof: the site settings' bank account (payee, bank and note localized), the
 * order's payment proof (a private file) and the timeline's event column (orders and their versions); SQLite's
 * select columns are text, so the new purpose needs nothing. Generated: columns added only. The down step first
 * removes the timeline's events and keeps the proofs as `paper` files (src/migrations/shared/payment-proof.ts).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders_timeline\` ADD \`event\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`payment_proof_id\` integer REFERENCES private_files(id);`)
  await db.run(sql`CREATE INDEX \`orders_payment_proof_idx\` ON \`orders\` (\`payment_proof_id\`);`)
  await db.run(sql`ALTER TABLE \`_orders_v_version_timeline\` ADD \`event\` text;`)
  await db.run(sql`ALTER TABLE \`_orders_v\` ADD \`version_payment_proof_id\` integer REFERENCES private_files(id);`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_version_payment_proof_idx\` ON \`_orders_v\` (\`version_payment_proof_id\`);`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`bank_transfer_account_number\` text;`)
  await db.run(sql`ALTER TABLE \`site_config_locales\` ADD \`bank_transfer_payee\` text;`)
  await db.run(sql`ALTER TABLE \`site_config_locales\` ADD \`bank_transfer_bank\` text;`)
  await db.run(sql`ALTER TABLE \`site_config_locales\` ADD \`bank_transfer_note\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await paymentProofDown(async (query) => {
    await db.run(sql.raw(query))
  })
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_number\` text NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'submitted' NOT NULL,
  	\`cancel_reason\` text,
  	\`quote_reason\` text,
  	\`quote_lead_time\` text,
  	\`quote_valid_until\` text,
  	\`shipment_carrier\` text,
  	\`shipment_tracking_number\` text,
  	\`shipment_cold_chain_note\` text,
  	\`total_fen\` numeric,
  	\`inquiry\` integer DEFAULT false,
  	\`shipping_address_recipient\` text,
  	\`shipping_address_phone\` text,
  	\`shipping_address_province\` text,
  	\`shipping_address_city\` text,
  	\`shipping_address_district\` text,
  	\`shipping_address_street\` text,
  	\`shipping_address_postcode\` text,
  	\`invoice_type\` text DEFAULT 'none',
  	\`invoice_title\` text,
  	\`invoice_tax_id\` text,
  	\`invoice_bank\` text,
  	\`invoice_account\` text,
  	\`invoice_registered_address\` text,
  	\`invoice_registered_phone\` text,
  	\`invoice_email\` text,
  	\`po_number\` text,
  	\`po_file_id\` integer,
  	\`remarks\` text,
  	\`locale\` text DEFAULT 'cn',
  	\`terms_accepted_at\` text,
  	\`idempotency_key\` text,
  	\`staff_note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`po_file_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "order_number", "member_id", "status", "cancel_reason", "quote_reason", "quote_lead_time", "quote_valid_until", "shipment_carrier", "shipment_tracking_number", "shipment_cold_chain_note", "total_fen", "inquiry", "shipping_address_recipient", "shipping_address_phone", "shipping_address_province", "shipping_address_city", "shipping_address_district", "shipping_address_street", "shipping_address_postcode", "invoice_type", "invoice_title", "invoice_tax_id", "invoice_bank", "invoice_account", "invoice_registered_address", "invoice_registered_phone", "invoice_email", "po_number", "po_file_id", "remarks", "locale", "terms_accepted_at", "idempotency_key", "staff_note", "updated_at", "created_at") SELECT "id", "order_number", "member_id", "status", "cancel_reason", "quote_reason", "quote_lead_time", "quote_valid_until", "shipment_carrier", "shipment_tracking_number", "shipment_cold_chain_note", "total_fen", "inquiry", "shipping_address_recipient", "shipping_address_phone", "shipping_address_province", "shipping_address_city", "shipping_address_district", "shipping_address_street", "shipping_address_postcode", "invoice_type", "invoice_title", "invoice_tax_id", "invoice_bank", "invoice_account", "invoice_registered_address", "invoice_registered_phone", "invoice_email", "po_number", "po_file_id", "remarks", "locale", "terms_accepted_at", "idempotency_key", "staff_note", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_order_number_idx\` ON \`orders\` (\`order_number\`);`)
  await db.run(sql`CREATE INDEX \`orders_member_idx\` ON \`orders\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_quote_quote_valid_until_idx\` ON \`orders\` (\`quote_valid_until\`);`)
  await db.run(sql`CREATE INDEX \`orders_po_number_idx\` ON \`orders\` (\`po_number\`);`)
  await db.run(sql`CREATE INDEX \`orders_po_file_idx\` ON \`orders\` (\`po_file_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_idempotency_key_idx\` ON \`orders\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__orders_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_order_number\` text NOT NULL,
  	\`version_member_id\` integer NOT NULL,
  	\`version_status\` text DEFAULT 'submitted' NOT NULL,
  	\`version_cancel_reason\` text,
  	\`version_quote_reason\` text,
  	\`version_quote_lead_time\` text,
  	\`version_quote_valid_until\` text,
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
  await db.run(sql`INSERT INTO \`__new__orders_v\`("id", "parent_id", "version_order_number", "version_member_id", "version_status", "version_cancel_reason", "version_quote_reason", "version_quote_lead_time", "version_quote_valid_until", "version_shipment_carrier", "version_shipment_tracking_number", "version_shipment_cold_chain_note", "version_total_fen", "version_inquiry", "version_shipping_address_recipient", "version_shipping_address_phone", "version_shipping_address_province", "version_shipping_address_city", "version_shipping_address_district", "version_shipping_address_street", "version_shipping_address_postcode", "version_invoice_type", "version_invoice_title", "version_invoice_tax_id", "version_invoice_bank", "version_invoice_account", "version_invoice_registered_address", "version_invoice_registered_phone", "version_invoice_email", "version_po_number", "version_po_file_id", "version_remarks", "version_locale", "version_terms_accepted_at", "version_idempotency_key", "version_staff_note", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_order_number", "version_member_id", "version_status", "version_cancel_reason", "version_quote_reason", "version_quote_lead_time", "version_quote_valid_until", "version_shipment_carrier", "version_shipment_tracking_number", "version_shipment_cold_chain_note", "version_total_fen", "version_inquiry", "version_shipping_address_recipient", "version_shipping_address_phone", "version_shipping_address_province", "version_shipping_address_city", "version_shipping_address_district", "version_shipping_address_street", "version_shipping_address_postcode", "version_invoice_type", "version_invoice_title", "version_invoice_tax_id", "version_invoice_bank", "version_invoice_account", "version_invoice_registered_address", "version_invoice_registered_phone", "version_invoice_email", "version_po_number", "version_po_file_id", "version_remarks", "version_locale", "version_terms_accepted_at", "version_idempotency_key", "version_staff_note", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_orders_v\`;`)
  await db.run(sql`DROP TABLE \`_orders_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__orders_v\` RENAME TO \`_orders_v\`;`)
  await db.run(sql`CREATE INDEX \`_orders_v_parent_idx\` ON \`_orders_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_version_order_number_idx\` ON \`_orders_v\` (\`version_order_number\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_version_member_idx\` ON \`_orders_v\` (\`version_member_id\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_version_status_idx\` ON \`_orders_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_quote_version_quote_valid_until_idx\` ON \`_orders_v\` (\`version_quote_valid_until\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_version_po_number_idx\` ON \`_orders_v\` (\`version_po_number\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_version_po_file_idx\` ON \`_orders_v\` (\`version_po_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_version_idempotency_key_idx\` ON \`_orders_v\` (\`version_idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_version_updated_at_idx\` ON \`_orders_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_version_version_created_at_idx\` ON \`_orders_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_created_at_idx\` ON \`_orders_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_orders_v_updated_at_idx\` ON \`_orders_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`orders_timeline\` DROP COLUMN \`event\`;`)
  await db.run(sql`ALTER TABLE \`_orders_v_version_timeline\` DROP COLUMN \`event\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`bank_transfer_account_number\`;`)
  await db.run(sql`ALTER TABLE \`site_config_locales\` DROP COLUMN \`bank_transfer_payee\`;`)
  await db.run(sql`ALTER TABLE \`site_config_locales\` DROP COLUMN \`bank_transfer_bank\`;`)
  await db.run(sql`ALTER TABLE \`site_config_locales\` DROP COLUMN \`bank_transfer_note\`;`)
}
