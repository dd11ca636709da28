import { spawn } from 'node:child_process'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drizzleTables, executeRaw, rawQuery, retryWhileBusy } from '../src/lib/db/payload-db'
import { startServer } from './setup/server'

/**
 * Issue 17: the Payload internals the project relies on (src/lib/db/payload-db.ts), pinned on the run's database.
 * When a Payload upgrade moves or renames one of them, this fails before the search index, the analytics queue,
 * the order settle or the mail claims do.
 */
let server: Awaited<ReturnType<typeof startServer>>
let payload: Payload
beforeAll(async () => {
  server = await startServer()
  payload = server.payload
})
afterAll(async () => {
  await server?.close()
})

interface Select {
  select: () => { from: (table: unknown) => Promise<Record<string, unknown>[]> }
}

describe('the Payload internals adapter', () => {
  it('reads a collection and its localized and array tables through Payload’s Drizzle schema', async () => {
    const { drizzle, tables } = drizzleTables<Select>(payload)
    for (const name of ['products', 'products_locales', 'products_sizes', 'channel_sessions', 'mail_deliveries']) {
      expect(tables[name], name).toBeDefined()
    }
    const [products, locales] = await Promise.all([
      drizzle.select().from(tables.products),
      drizzle.select().from(tables.products_locales),
    ])
    const { totalDocs } = await payload.count({ collection: 'products' })
    expect(products.length).toBe(totalDocs)
    expect(products[0]).toHaveProperty('catalogNumber')
    expect(locales.some((row) => row._locale === 'en')).toBe(true)
  })

  it('runs a raw statement inside an open Payload transaction, and a rollback undoes it', async () => {
    const first = (await payload.find({ collection: 'search-keywords', sort: 'id', limit: 1 })).docs[0]
    expect(first).toBeDefined()
    const id = Number(first?.id)
    const transactionID = await payload.db.beginTransaction()
    expect(transactionID).toBeTruthy()
    // Rolled back even when an assertion fails: the files after this one share the process and its pool, and an
    // open transaction would keep a connection and a row lock.
    try {
      const rows = await rawQuery(
        payload,
        (sql) => sql`UPDATE search_keywords SET keyword = 'adapter-probe' WHERE id = ${id} RETURNING id`,
        transactionID,
      )
      expect(rows.map((row) => Number(row.id))).toEqual([id])
      const inside = await rawQuery(
        payload,
        (sql) => sql`SELECT keyword FROM search_keywords WHERE id = ${id}`,
        transactionID,
      )
      expect(inside[0]?.keyword).toBe('adapter-probe')
    } finally {
      await payload.db.rollbackTransaction(transactionID as string | number)
    }
    const after = await payload.findByID({ collection: 'search-keywords', id })
    expect(after.keyword).toBe(first?.keyword)
  })

  it('refuses a statement for a transaction that is not open', async () => {
    await expect(rawQuery(payload, (sql) => sql`SELECT 1 AS one`, 'no-such-transaction')).rejects.toThrow(/not open/)
  })

  it('runs a parameterless maintenance statement', async () => {
    await expect(executeRaw(payload, 'SELECT 1')).resolves.toBeUndefined()
  })

  it('tries a write again while SQLite answers "database is locked", and only then', async () => {
    // The shape libsql gives Drizzle's error: SQLITE_BUSY on its cause.
    const busy = () => Object.assign(new Error('Failed query: UPDATE …'), { cause: { code: 'SQLITE_BUSY' } })
    let calls = 0
    const value = await retryWhileBusy(async () => {
      calls++
      if (calls < 3) throw busy()
      return 'marked'
    })
    expect({ value, calls }).toEqual({ value: 'marked', calls: 3 })

    let other = 0
    await expect(
      retryWhileBusy(async () => {
        other++
        throw new Error('constraint failed')
      }),
    ).rejects.toThrow('constraint failed')
    expect(other).toBe(1)

    let always = 0
    await expect(
      retryWhileBusy(async () => {
        always++
        throw busy()
      }, 3),
    ).rejects.toThrow('Failed query')
    expect(always).toBe(3)
  })

  it.skipIf(/^postgres/.test(process.env.DATABASE_URL ?? ''))(
    'waits for a write lock another connection holds, on every connection libsql opens (SQLite only: PostgreSQL has row locks)',
    async () => {
      // A transaction first: libsql hands its connection to it and opens a new one for the next statement.
      const tx = await payload.db.beginTransaction()
      if (tx) await payload.db.commitTransaction(tx)
      // Another process's writer (the jobs worker) holding the write lock for 700 ms. (libsql runs statements
      // synchronously: a lock holder in this process could not let go while this one waits.)
      const file = (process.env.DATABASE_URL as string).replace(/^file:/, '')
      const holder = spawn(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { createClient } from '@libsql/client'
           const c = createClient({ url: ${JSON.stringify(`file:${file}`)} })
           await c.execute('BEGIN IMMEDIATE')
           console.log('LOCKED')
           await new Promise((r) => setTimeout(r, 700))
           await c.execute('COMMIT')`,
        ],
        { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] },
      )
      // Listened for now: the holder may be gone before the write below returns.
      const exited = new Promise((resolve) => holder.once('exit', resolve))
      await new Promise<void>((resolve) => holder.stdout?.on('data', (d: Buffer) => d.includes('LOCKED') && resolve()))
      const started = Date.now()
      await executeRaw(payload, 'UPDATE search_logs SET locale = locale WHERE id = -1')
      const waited = Date.now() - started
      await exited
      expect(waited).toBeGreaterThanOrEqual(500)
    },
  )

  it.skipIf(/^postgres/.test(process.env.DATABASE_URL ?? ''))(
    'serves other requests while a write waits for a transaction this same process holds (SQLite only)',
    async () => {
      // Another request's open transaction holding the write lock (a staff edit); it commits 600 ms later.
      const tx = (await payload.db.beginTransaction()) as string | number
      await rawQuery(payload, (sql) => sql`UPDATE search_logs SET locale = locale WHERE id = -1`, tx)
      setTimeout(() => void payload.db.commitTransaction(tx), 600)
      // A plain write meanwhile (the mail queue's settle, an analytics batch) waits for it...
      let written = false
      const write = executeRaw(payload, 'UPDATE search_logs SET locale = locale WHERE id = -2').then(() => {
        written = true
      })
      // ...while the process still answers a visitor (libsql's own busy wait would have frozen it, and the
      // transaction could not commit until that wait gave up with "database is locked").
      const health = await fetch(`${server.baseUrl}/api/v1/health`)
      expect(health.status).toBe(200)
      expect(written).toBe(false)
      await write
      expect(written).toBe(true)
    },
  )
})
