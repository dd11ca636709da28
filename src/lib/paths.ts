import path from 'node:path'

/** Root of the project (where package.json is). Works from `next start`, tsx scripts and Vitest alike. */
export function projectRoot(): string {
  return process.cwd()
}

/** Where runtime data lives: the SQLite file, uploads, the local outboxes. `DATA_DIR` moves it. */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ projectRoot(), process.env.DATA_DIR || 'data')
}
