/**
 * Issue 21, payment proofs: what the `payment_proof` migration's down step must do before the old schema comes
 * back. The timeline's payment-proof events (rows of the timeline that are no status move) are deleted, or the old
 * code would read them as a second "awaiting payment"; the uploaded proofs stay among the customer uploads, as
 * `paper` files (PostgreSQL's old purpose enum knows no `payment-proof`). Shared by SQLite and PostgreSQL.
 */
export async function paymentProofDown(run: (query: string) => Promise<void>): Promise<void> {
  await run(`DELETE FROM "orders_timeline" WHERE "event" IS NOT NULL`)
  await run(`DELETE FROM "_orders_v_version_timeline" WHERE "event" IS NOT NULL`)
  await run(`UPDATE "private_files" SET "purpose" = 'paper' WHERE "purpose" = 'payment-proof'`)
}
