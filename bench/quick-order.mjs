/**
 * The quick order benchmark (issue 21) for `npm run bench -- quick-order`: 200 pasted lines checked against the
 * seeded demo catalogue through POST /api/v1/cart/quick-order/preview, in a scratch database (bench/quick-order-bench.ts,
 * its own process per database: SQLite, and PostgreSQL when BENCH_POSTGRES_URL is set). Seeding takes a minute or two.
 */
import { runPerDatabase } from './per-database.mjs'

export function runQuickOrderBench() {
  console.log('Quick order: 200 pasted lines validated against the seeded catalogue (preview endpoint, in-process)')
  runPerDatabase('quick-order', 'bench/quick-order-bench.ts', 15 * 60_000)
  console.log('Target: 200 lines validated in less than 300 ms.\n')
}
