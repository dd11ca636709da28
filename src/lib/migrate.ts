import type { Payload } from 'payload'

type MigrateArgs = NonNullable<Parameters<Payload['db']['migrate']>[0]>

/**
 * Runs the pending migrations of the active adapter from its generated index (src/migrations/<adapter>),
 * so they load through the caller's module system (tsx, Vitest) instead of Payload's file reader.
 */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const { migrations } =
    payload.db.name === 'postgres'
      ? await import('../migrations/postgres/index')
      : await import('../migrations/sqlite/index')
  await payload.db.migrate({ migrations: migrations as unknown as MigrateArgs['migrations'] })
}
