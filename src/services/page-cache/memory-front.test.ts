import { describe, expect, it } from 'vitest'
import { type CacheEntry, FRONT_TAGS_CHANNEL, type Store, withMemoryFront } from './memory-front.mjs'

/** A shared store (Redis in production) that counts its reads, and a bus between two processes' fronts. */
function sharedStore() {
  const entries = new Map<string, CacheEntry>()
  let reads = 0
  const store: Store = {
    name: 'shared',
    get: async (key) => {
      reads++
      return entries.get(key) ?? null
    },
    set: async (key, entry) => {
      entries.set(key, entry)
    },
    revalidateTag: async (tag) => {
      for (const [key, entry] of entries) if (entry.tags?.includes(tag)) entries.delete(key)
    },
    delete: async (key) => {
      entries.delete(key)
    },
  }
  return { store, reads: () => reads }
}

function busPair() {
  const listeners: ((message: string) => void)[][] = [[], []]
  return [0, 1].map((me) => ({
    publish: (channel: string, message: string) => {
      if (channel === FRONT_TAGS_CHANNEL) for (const l of listeners[1 - me] ?? []) l(message)
    },
    subscribe: (_channel: string, onMessage: (message: string) => void) => {
      listeners[me]?.push(onMessage)
      return () => {}
    },
  }))
}

const entry = (html: string, tags: string[]): CacheEntry => ({ lastModified: Date.now(), tags, value: { html } })

describe('memory in front of the shared store', () => {
  it('serves repeated reads from memory, and forgets an entry when another process revalidates its tag', async () => {
    const shared = sharedStore()
    const [busA, busB] = busPair()
    const a = withMemoryFront({ store: shared.store, bus: busA as never })
    const b = withMemoryFront({ store: shared.store, bus: busB as never })
    await a.set('page', entry('old', ['products']))
    expect((await b.get('page', { implicitTags: [] }))?.value?.html).toBe('old')
    const reads = shared.reads()
    for (let i = 0; i < 5; i++) await b.get('page', { implicitTags: [] })
    expect(shared.reads()).toBe(reads)
    await a.revalidateTag('products')
    expect(await b.get('page', { implicitTags: [] })).toBeNull()
    expect(await a.get('page', { implicitTags: [] })).toBeNull()
  })

  it('reads the shared store again after maxAgeMs, so a revalidation missed on the bus still shows', async () => {
    const shared = sharedStore()
    const deaf = { publish: () => {}, subscribe: () => () => {} }
    const a = withMemoryFront({ store: shared.store, bus: deaf })
    const b = withMemoryFront({ store: shared.store, bus: deaf, maxAgeMs: 50 })
    await a.set('page', entry('old', ['products']))
    expect((await b.get('page', { implicitTags: [] }))?.value?.html).toBe('old')
    await a.revalidateTag('products')
    expect((await b.get('page', { implicitTags: [] }))?.value?.html).toBe('old') // not heard yet
    await new Promise((r) => setTimeout(r, 60))
    expect(await b.get('page', { implicitTags: [] })).toBeNull()
  })
})
