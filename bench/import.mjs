/**
 * The product import benchmark (issue 22) for `npm run bench -- import`: 1,000 rows of price changes in yuan
 * imported into a scratch database with 500 products (bench/import-bench.ts, its own process per database:
 * SQLite, and PostgreSQL when BENCH_POSTGRES_URL is set). Prints the preview, apply and total times.
 */
import { runPerDatabase } from './per-database.mjs'

export function runImportBench() {
  console.log('Import: 1,000 rows of price changes (XLSX) into 500 products, preview then apply in one transaction')
  runPerDatabase('import', 'bench/import-bench.ts', 10 * 60_000)
  console.log('Target: the 1,000-row import (preview + apply) in less than 5 s.\n')
}
