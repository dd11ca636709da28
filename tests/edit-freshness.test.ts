import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { measureFreshness } from './setup/freshness'
import { startServer } from './setup/server'

/**
 * Issue 22, "edits show at once": a staff edit through Payload's local API (as an editor, or an admin for the site
 * settings) shows in /api/v1 within 2 s of the save while visitors keep reading the same answers: a price on the product
 * detail, a deleted product in search, the hotline of /global_cfg. Measured, on SQLite and PostgreSQL.
 */
let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.close()
})

describe('staff edits reach /api/v1 and search at once', () => {
  it('shows a price, a deletion and a site setting within 2 s under concurrent reads', async () => {
    const times = await measureFreshness(server.baseUrl, server.payload)
    console.log(`[freshness] ${server.payload.db.name}: edit to visible`, times)
    expect(times.priceMs).toBeLessThanOrEqual(2000)
    expect(times.deleteMs).toBeLessThanOrEqual(2000)
    expect(times.settingMs).toBeLessThanOrEqual(2000)
  })
})
