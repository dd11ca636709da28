import fs from 'node:fs'
import path from 'node:path'
import { dataDir } from './paths'

/**
 * The data folder holds ID numbers, bank accounts and password hashes (the SQLite file), customers' uploads,
 * the generated secret and the local outboxes: only the server's own user may read it. Every process that
 * opens the database calls this first (src/lib/database.ts): the process's umask becomes 077, so whatever it
 * creates from then on (the SQLite file and its -wal/-shm, outbox lines, uploads) is 0600 and every folder
 * 0700; and the files and folders an earlier version left readable are narrowed now.
 */
export const PRIVATE_FILE_MODE = 0o600
export const PRIVATE_DIR_MODE = 0o700

/** Files directly in the data folder that hold secrets or personal data. */
const PRIVATE_FILES = ['site.db', 'site.db-wal', 'site.db-shm', '.payload-secret', 'demo-admin.txt']
/** Folders whose whole content is private (recursively). */
const PRIVATE_TREES = ['outbox', 'private-uploads']

export function restrictDataFiles(dir = dataDir(), extraFiles: string[] = []): void {
  try {
    process.umask(0o077)
  } catch {
    // Worker threads cannot change the umask; the explicit modes below and at each creation still apply.
  }
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  chmod(dir, PRIVATE_DIR_MODE)
  for (const name of PRIVATE_FILES) chmod(path.join(dir, name), PRIVATE_FILE_MODE)
  for (const file of extraFiles) {
    for (const suffix of ['', '-wal', '-shm']) chmod(`${file}${suffix}`, PRIVATE_FILE_MODE)
  }
  for (const tree of PRIVATE_TREES) restrictTree(path.join(dir, tree))
}

function restrictTree(dir: string): void {
  let entries: fs.Dirent[]
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true })
  } catch {
    return
  }
  chmod(dir, PRIVATE_DIR_MODE)
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) restrictTree(full)
    else if (entry.isFile()) chmod(full, PRIVATE_FILE_MODE)
  }
}

function chmod(file: string, mode: number): void {
  try {
    fs.chmodSync(file, mode)
  } catch {
    // Absent (not created yet) or not ours: nothing to narrow.
  }
}
