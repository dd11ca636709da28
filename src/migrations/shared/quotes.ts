/**
 * Issue 21, quotes: what the `quotes` migration's down step must do before the old schema comes back. Orders in a
 * quote status (and their timelines' and versions' rows) become `cancelled`, and the jobs of the new tasks
 * (`send-sms`, `expire-quotes`) are deleted: the old status and task enums (PostgreSQL) and the old code
 * (both databases) know neither. Shared by the SQLite and PostgreSQL migrations.
 */
const QUOTE_STATUSES = `('quote_requested', 'quoted', 'quote_declined', 'quote_expired')`

export async function quotesDown(run: (query: string) => Promise<void>): Promise<void> {
  await run(`UPDATE "orders" SET "status" = 'cancelled' WHERE "status" IN ${QUOTE_STATUSES}`)
  await run(`UPDATE "orders_timeline" SET "status" = 'cancelled' WHERE "status" IN ${QUOTE_STATUSES}`)
  await run(`UPDATE "_orders_v" SET "version_status" = 'cancelled' WHERE "version_status" IN ${QUOTE_STATUSES}`)
  await run(
    `UPDATE "_orders_v_version_timeline" SET "status" = 'cancelled' WHERE "status" IN ${QUOTE_STATUSES}`,
  )
  await run(`DELETE FROM "payload_jobs_log" WHERE "task_slug" IN ('send-sms', 'expire-quotes')`)
  await run(`DELETE FROM "payload_jobs" WHERE "task_slug" IN ('send-sms', 'expire-quotes')`)
}
