import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'

/**
 * Processes of their own on the run's database, to be killed (tests/jobs-worker.test.ts,
 * tests/order-notifications-worker.test.ts): the worker (scripts/worker.ts) or the web side
 * (tests/fault/api-server.ts), started the way production starts them (node --conditions=production --import tsx).
 */
const root = path.resolve(import.meta.dirname, '../..')

export interface Child {
  process: ChildProcess
  /** The READY line it printed. */
  line: string
  /** The end of what it wrote to stderr (for a failure's message). */
  errors: () => string
  /** Resolves with the first line of its stdout that matches (rejects when it exits first). */
  waitForLine: (pattern: RegExp) => Promise<string>
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>
}

/** Every child still running, for a test's cleanup (`killChildren`). */
export const children = new Set<ChildProcess>()

/** SIGKILLs every child still running except `keep` (a failed test's workers must not go on sending). */
export function killChildren(keep?: ChildProcess): void {
  for (const child of children) if (child !== keep) child.kill('SIGKILL')
}

/**
 * Starts `script` with the jobs settings of a test (short leases, fast polls; JOBS_WORKER=external) and the local
 * providers writing to `outboxDir`; resolves once it printed READY. `preload`: modules imported before the script
 * (node --import), e.g. tests/fault/send-gate.ts.
 */
export async function startChild(
  script: string,
  options: { outboxDir: string; env?: Record<string, string>; preload?: string[] },
): Promise<Child> {
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: inject('databaseUrl'),
    DATA_DIR: inject('dataDir'),
    PAYLOAD_SECRET: 'integration-test-secret',
    OUTBOX_DIR: options.outboxDir,
    JOBS_WORKER: 'external',
    MAIL_LEASE_SECONDS: '4',
    MAIL_RETRY_SECONDS: '1',
    JOBS_LEASE_SECONDS: '3',
    JOBS_POLL_SECONDS: '0.2',
    PORT: '0',
    ...options.env,
  }
  // Processes of their own, not tests: their runner must run, and their state stays in the process.
  delete childEnv.VITEST
  delete childEnv.REDIS_URL
  const imports = ['tsx', ...(options.preload ?? []).map((p) => `./${p}`)].flatMap((m) => ['--import', m])
  const child = spawn(process.execPath, ['--conditions=production', ...imports, script], {
    cwd: root,
    env: childEnv as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child)
      resolve({ code, signal, at: Date.now() })
    }),
  )
  let errors = ''
  child.stderr?.on('data', (chunk) => {
    errors = (errors + String(chunk)).slice(-4000)
    if (process.env.JOBS_TEST_LOG)
      fs.appendFileSync(process.env.JOBS_TEST_LOG, `${new Date().toISOString()} [${script} ${child.pid}] ${chunk}`)
  })
  let out = ''
  const t0 = Date.now()
  child.stdout?.on('data', (chunk) => {
    out += String(chunk)
    if (process.env.JOBS_TEST_LOG)
      fs.appendFileSync(
        process.env.JOBS_TEST_LOG,
        `${new Date().toISOString()} +${Date.now() - t0} [${script} ${child.pid} out] ${chunk}`,
      )
  })
  const waitForLine = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const look = () => {
        // Whole lines only (a chunk may end mid-line).
        const found = out
          .split('\n')
          .slice(0, -1)
          .find((line) => pattern.test(line))
        if (found === undefined) return false
        child.stdout?.off('data', look)
        resolve(found)
        return true
      }
      if (look()) return
      child.stdout?.on('data', look)
      void exited.then(({ code, signal }) =>
        reject(new Error(`${script} exited (${code ?? signal}) before ${pattern}: ${errors}`)),
      )
    })
  const line = await waitForLine(/READY /)
  return { process: child, line, exited, errors: () => errors, waitForLine }
}
