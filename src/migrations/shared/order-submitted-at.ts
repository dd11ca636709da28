/**
 * Issue 21's reply clock, data step shared by the SQLite and PostgreSQL migrations `order_submitted_at`: every
 * existing order gets `submitted_at`, the time it became an order (the reply clock's start): its `submitted`
 * status record (a quote request's acceptance, or the checkout), else its creation for an order that never was a
 * quote request. A quote request not accepted keeps none (no clock runs on it). One statement, valid in both.
 */
export const BACKFILL_SUBMITTED_AT = `UPDATE "orders" SET "submitted_at" = COALESCE(
  (SELECT MIN(t."at") FROM "orders_timeline" t WHERE t."_parent_id" = "orders"."id" AND t."status" = 'submitted'),
  CASE WHEN "orders"."quote_reason" IS NULL THEN "orders"."created_at" END
) WHERE "submitted_at" IS NULL`
