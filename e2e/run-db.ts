import path from 'node:path'
import { createClient } from '@libsql/client'

/**
 * The browser suite server's SQLite database (scripts/e2e.mjs runs it on DATA_DIR = E2E_RUN_DIR), for what no
 * page or API of the site may do: store a submission as it was received hours ago.
 */
async function withRunDb<T>(use: (db: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
  const runDir = process.env.E2E_RUN_DIR
  if (!runDir) throw new Error('E2E_RUN_DIR is not set (run through scripts/e2e.mjs)')
  const db = createClient({ url: `file:${path.join(runDir, 'site.db')}` })
  try {
    // The server writes to the same file: wait for its write lock rather than fail.
    await db.execute('PRAGMA busy_timeout = 20000')
    return await use(db)
  } finally {
    db.close()
  }
}

/**
 * Stores a customer's submission as the site's form would (status new, the customer's language; `row` adds the
 * rest, e.g. its reply due an hour ago or its `created_at`). The public forms are not used: the rest of the suite
 * has spent their per-address budgets (5 in 10 minutes, docs/adr/0010) from the suite's one address, and the
 * limits are right to refuse it; the forms themselves are proven by leads.e2e.ts and visitor-forms.e2e.ts.
 */
export function seedSubmission(
  table: 'leave_words' | 'suggestions',
  row: Record<string, string | number | null>,
): Promise<number> {
  return withRunDb(async (db) => {
    const values = { inbox_status: 'new', locale: 'cn', ...row }
    const columns = Object.keys(values)
    const result = await db.execute({
      sql: `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) RETURNING id`,
      args: Object.values(values),
    })
    return Number(result.rows[0]?.id)
  })
}
