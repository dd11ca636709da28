import { afterAll, beforeAll, vi } from 'vitest'
import { clearCache } from '../../src/lib/cache'
import { clearDocumentCache } from '../../src/server/documents/document-cache'
import { setClock } from '../../src/services/clock'
import { setKeyValueStore } from '../../src/services/kv/kv'
import { setMailer } from '../../src/services/mail/mail'
import { setFileStorage } from '../../src/services/storage/storage'

/**
 * Setup file of the shared `integration` project (vitest.config.ts): its files run one after another in one
 * process, with one module graph and one Payload (isolate: false), where each used to get a fresh process. Vitest
 * runs this file again before each test file; its hooks give each file the state a fresh process gave it:
 * - empty rate-limit budgets, lockouts, captchas and upload passes (a new in-memory key-value store),
 * - the system clock, the configured mailer and file storage,
 * - the environment the file started with (what a file sets and does not put back is removed after it),
 * - empty data and document caches (a file may change records with raw SQL, which no hook sees).
 * It imports no Payload config: that is imported by the first `startServer()`, after it has set the environment.
 */

// Next's data cache only works inside a Next server: the page loaders (src/lib/data/loader.ts) read afresh here.
// Mocked for every file of the run, because the mock registry and the loaded modules last for the whole run: a
// mock in the one file that needs it would depend on whether an earlier file had loaded the real module.
vi.mock('next/cache', () => ({
  unstable_cache:
    <A extends unknown[], T>(load: (...args: A) => Promise<T>) =>
    (...args: A) =>
      load(...args),
  revalidateTag: () => {},
  revalidatePath: () => {},
}))

function resetProcessState() {
  setKeyValueStore(undefined)
  setClock(null)
  setMailer(undefined)
  setFileStorage(undefined)
  clearCache()
  clearDocumentCache()
}

let env: Record<string, string | undefined> = {}

beforeAll(() => {
  env = { ...process.env }
  resetProcessState()
})

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key]
  Object.assign(process.env, env)
  resetProcessState()
})
