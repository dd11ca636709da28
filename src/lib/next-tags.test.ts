import { createRequire } from 'node:module'
import { afterEach, describe, expect, it, vi } from 'vitest'

const require = createRequire(import.meta.url)
const { tagsManifest, areTagsStale } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  tagsManifest: Map<string, { stale?: number; expired?: number }>
  areTagsStale: (tags: string[], timestamp: number) => boolean
}

describe('markNextTagsStale', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
    tagsManifest.clear()
  })

  it("makes Next's cache treat pages with the tags as stale, as revalidateTag(tag, 'max') does", async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    const { markNextTagsStale } = await import('./next-tags')
    const cachedAt = Date.now() - 1000
    expect(areTagsStale(['products'], cachedAt)).toBe(false)
    expect(markNextTagsStale(['products', 'categories'])).toBe(true)
    expect(areTagsStale(['products'], cachedAt)).toBe(true)
    expect(areTagsStale(['banners'], cachedAt)).toBe(false)
    // a page generated after the change is fresh
    expect(areTagsStale(['products'], Date.now() + 1)).toBe(false)
  })

  it('does nothing outside a Next.js server', async () => {
    vi.stubEnv('NEXT_RUNTIME', '')
    const { markNextTagsStale } = await import('./next-tags')
    expect(markNextTagsStale(['products'])).toBe(false)
    expect(tagsManifest.size).toBe(0)
  })
})
