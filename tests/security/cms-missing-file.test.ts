import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startServer } from '../setup/server'

/**
 * Issue 15 point 18: a missing media file (`/api/cms/media/file/nope.webp`) answered 500 with an error in the
 * log. A file that is not there is a 404, for every upload collection, and nothing is logged as an error.
 */
let server: Awaited<ReturnType<typeof startServer>>
let payload: Payload
let errors: ReturnType<typeof vi.spyOn>

beforeAll(async () => {
  server = await startServer()
  payload = server.payload
})

afterEach(() => {
  errors?.mockRestore()
})

afterAll(async () => {
  await server?.close()
})

async function get(pathname: string, headers: Record<string, string> = {}) {
  errors = vi.spyOn(payload.logger, 'error')
  const res = await fetch(`${server.baseUrl}${pathname}`, { headers })
  const text = await res.text()
  return { status: res.status, text, type: res.headers.get('content-type') ?? '' }
}

describe('missing upload files (issue 15.18)', () => {
  it('GET /api/cms/media/file/nope.webp answers 404 (envelope), and logs no error', async () => {
    const r = await get('/api/cms/media/file/nope.webp', { 'accept-language': 'en' })
    expect(r.status).toBe(404)
    expect(JSON.parse(r.text)).toMatchObject({ code: 'E0404', msg: 'Not found' })
    expect(errors).not.toHaveBeenCalled()
  })

  it('a media record whose file was lost from the disk answers 404 too, and logs no error', async () => {
    const { docs } = await payload.find({ collection: 'media', limit: 2, depth: 0, overrideAccess: true })
    const [kept, lost] = docs
    if (!kept?.filename || !lost?.filename) throw new Error('two seeded media records expected')
    expect((await get(`/api/cms/media/file/${encodeURIComponent(kept.filename)}`)).status).toBe(200)
    const dir = payload.collections.media.config.upload.staticDir as string
    await rm(path.join(dir, lost.filename))
    const r = await get(`/api/cms/media/file/${encodeURIComponent(lost.filename)}`)
    expect(r.status).toBe(404)
    expect(errors).not.toHaveBeenCalled()
  })

  it.each([
    '/api/cms/downloads/file/nope.pdf',
    '/api/cms/coa-certificates/file/nope.pdf',
    '/api/cms/media/file/nope.webp?prefix=x',
  ])('%s answers 404, not 500', async (pathname) => {
    const r = await get(pathname)
    expect(r.status).toBe(404)
    expect(errors).not.toHaveBeenCalled()
  })

  it('a path outside the upload folder is refused, not served', async () => {
    const r = await get('/api/cms/media/file/..%2F..%2Fsite.db')
    expect(r.status).toBeGreaterThanOrEqual(400)
    expect(r.status).toBeLessThan(500)
  })
})
