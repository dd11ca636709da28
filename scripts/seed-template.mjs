/**
 * The demo seed, made once per CI run and copied where another suite needs it (issue 32): the SQLite integration
 * run seeds its fresh database (tests/setup/global-setup.ts) and keeps a copy of it and its data folder here; the
 * browser suite (scripts/e2e.mjs) starts its server on a copy instead of seeding again (~40–80 s of a busy
 * 2-core runner). A copy is used only when its stamp, a hash of every file the seed and the schema come from,
 * equals the tree's; otherwise the suite seeds as before. docs/adr/0043-ci-seed-once.md.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
export const SEED_TEMPLATE_DIR = process.env.SEED_TEMPLATE_DIR || path.join(root, '.tmp', 'seed-template')
const META = 'seed-template.json'
/** What the seeded rows come from: the app's source (collections, migrations, the seed and its data) and the lockfile. */
const SOURCES = ['src', 'package-lock.json']

function filesUnder(entry) {
  const full = path.join(root, entry)
  const stat = fs.statSync(full, { throwIfNoEntry: false })
  if (!stat) return []
  if (stat.isFile()) return [entry]
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath ?? d.path, d.name)))
}

/** The hash of every source file's path and content, in a stable order. */
export function sourceStamp() {
  const hash = createHash('sha256')
  for (const file of SOURCES.flatMap(filesUnder).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0')
  }
  return hash.digest('hex')
}

/** Copies a seeded SQLite data folder (its database and uploads; not its outbox) as the template, with `meta`. */
export function saveSeedTemplate(dataDir, meta, dir = SEED_TEMPLATE_DIR) {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.cpSync(dataDir, dir, { recursive: true, filter: (from) => path.basename(from) !== 'outbox' })
  fs.writeFileSync(path.join(dir, META), JSON.stringify({ ...meta, stamp: sourceStamp() }))
}

/**
 * Copies the template into the empty folder `dataDir` when it was made from this tree; returns its meta (the seed
 * settings it was made with) or null when there is none to use.
 */
export function restoreSeedTemplate(dataDir, dir = SEED_TEMPLATE_DIR) {
  let meta
  try {
    meta = JSON.parse(fs.readFileSync(path.join(dir, META), 'utf8'))
  } catch {
    return null
  }
  const { stamp, ...settings } = meta
  if (stamp !== sourceStamp()) return null
  fs.cpSync(dir, dataDir, { recursive: true, filter: (from) => path.basename(from) !== META })
  return settings
}
