import os from 'node:os'
import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
}

/** Prints the retried tests at the end of a run and fails it for one outside the quarantine list. */
const RETRIES_REPORTER = './e2e/setup/retries-reporter.ts'

/** Fails a test that made no assertion (unit and integration projects). */
const HAS_ASSERTIONS = 'tests/setup/has-assertions.ts'

/** What both integration projects share: the run's one seeded database (global-setup.ts), files one at a time. */
const integration = {
  environment: 'node',
  // One JSON log line per request would bury the report: warnings and errors only, unless LOG_LEVEL is set.
  env: { LOG_LEVEL: process.env.LOG_LEVEL || 'warn' },
  globalSetup: ['tests/setup/global-setup.ts'],
  // No test without an assertion (tests/setup/has-assertions.ts).
  setupFiles: [HAS_ASSERTIONS],
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 180_000,
}

/**
 * Integration files that need a process of their own: object-storage-s3 sets S3_* before Payload's config is
 * imported (Payload with the S3 plugin, a different config); cache-redis closes the process's message bus and
 * expects the data cache to subscribe again, and points the process at Redis (no Payload: costs nothing).
 */
const ISOLATED = ['tests/object-storage-s3.test.ts', 'tests/cache-redis.test.ts']

export default defineConfig({
  resolve: { alias },
  test: {
    // Every run ends with the tests that were retried, and fails when one is not in e2e/quarantine.ts (scripts/test.mjs
    // and scripts/e2e.mjs name their reporters, this one among them).
    reporters: ['default', RETRIES_REPORTER],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          setupFiles: [HAS_ASSERTIONS],
          // A few unit tests start processes (a node:cluster primary, a Node probe): on a loaded 2-core machine they
          // took 5.2-13 s against the default 5 s.
          testTimeout: 30_000,
          // Every core (vitest's default leaves one out: one worker on a 2-core machine, the unit files one after
          // another). UNIT_WORKERS overrides.
          maxWorkers: Number(process.env.UNIT_WORKERS) || os.availableParallelism(),
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          ...integration,
          include: ['tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ISOLATED],
          // One process, one module graph and one Payload for all these files, one after another. A fresh process
          // per file cost its imports and a Payload start-up each: 3-4 s on a quiet 2-core machine (the SQLite
          // run's files took 568 s, now 318 s), about 20 s in CI beside the other suites. What a fresh process gave
          // each file (empty rate limits, the system clock, its own environment, …) the setup file gives back.
          isolate: false,
          setupFiles: ['tests/setup/shared-state.ts', HAS_ASSERTIONS],
          // After the unit tests (order 0); vitest refuses projects of different worker counts in one group.
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration-isolated',
          ...integration,
          include: ISOLATED,
          // Each file in a fresh process, after the shared ones (never at the same time: one database).
          sequence: { groupOrder: 2 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          fileParallelism: false,
          // Retries only by name: a test runs once unless e2e/quarantine.ts lists it (file, name, reason, issue);
          // the setup file gives each test its retries from that list, whatever `retry` says elsewhere, and prints
          // why each retried attempt failed. docs/adr/0039-quarantine-and-no-silent-skips.md.
          retry: 0,
          setupFiles: ['e2e/setup/quarantine.ts', 'e2e/setup/report-retried.ts'],
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'cluster',
          environment: 'node',
          include: ['cluster/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
})
