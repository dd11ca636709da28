/**
 * Issue 22's publishing step, shared by the SQLite and PostgreSQL migrations: catalog numbers stay unique among
 * the products that have one, while any number of drafts wait without one (a fresh duplicate holds ''). Payload's
 * `unique` cannot say "unique unless empty", so the collection keeps a plain index and this partial unique index
 * (same SQL on both databases) guards the data; the collection's `validate` gives staff the message.
 */
export const CATALOG_NUMBER_UNIQUE_INDEX = 'products_catalog_number_filled_unique'

export async function catalogNumberIndexUp(run: (query: string) => Promise<void>): Promise<void> {
  await run(
    `CREATE UNIQUE INDEX IF NOT EXISTS "${CATALOG_NUMBER_UNIQUE_INDEX}" ON "products" ("catalog_number") WHERE "catalog_number" <> ''`,
  )
}

export async function catalogNumberIndexDown(run: (query: string) => Promise<void>): Promise<void> {
  await run(`DROP INDEX IF EXISTS "${CATALOG_NUMBER_UNIQUE_INDEX}"`)
}
