import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createFileStore, TAGS_CHANNEL } from './file-store.mjs'

/**
 * The store behind Next's cache handler without Redis (src/services/page-cache/file-store.mjs). Two stores on one
 * folder play two server processes of one machine: each has its own memory and its own knowledge of tags.
 */
const folders: string[] = []
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
})

function folder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-'))
  folders.push(dir)
  return dir
}

/** A bus between the stores of one test, as the cluster's relay is: to every other subscriber, never back. */
function relay() {
  const subscribers: { id: number; onMessage: (message: string) => void }[] = []
  let count = 0
  return () => {
    const id = ++count
    return {
      publish: (channel: string, message: string) => {
        if (channel !== TAGS_CHANNEL) return
        for (const s of subscribers) if (s.id !== id) s.onMessage(message)
      },
      subscribe: (_channel: string, onMessage: (message: string) => void) => {
        subscribers.push({ id, onMessage })
        return () => {}
      },
    }
  }
}

const page = (html: string, tags: string[], lastModified = Date.now()) => ({
  lastModified,
  lifespan: null,
  tags,
  value: {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc ${html}`),
    segmentData: new Map([['/_tree', Buffer.from(`tree ${html}`)]]),
    headers: { 'x-next-cache-tags': tags.join(',') },
    status: 200,
  },
})

type Entry = ReturnType<typeof page> | null

describe('file store shared by the processes of one machine', () => {
  it("serves one process's entry to another, with its RSC payload and segments intact", async () => {
    const dir = folder()
    const a = createFileStore({ dir })
    const b = createFileStore({ dir })
    await a.set('/route-cache/APP_PAGE/abc/$/cn/products', page('<p>products</p>', ['products']))
    const got = (await b.get('/route-cache/APP_PAGE/abc/$/cn/products', { implicitTags: [] })) as Entry
    expect(got?.value.html).toBe('<p>products</p>')
    expect(Buffer.isBuffer(got?.value.rscData) && got?.value.rscData.toString()).toBe('rsc <p>products</p>')
    expect(got?.value.segmentData.get('/_tree')?.toString()).toBe('tree <p>products</p>')
    expect(await b.get('/route-cache/APP_PAGE/abc/$/en/products', { implicitTags: [] })).toBeNull()
  })

  it('a tag revalidated in one process is a miss in every other at once, over the bus', async () => {
    const dir = folder()
    const bus = relay()
    const a = createFileStore({ dir, bus: bus(), tagCheckMs: 60_000 })
    const b = createFileStore({ dir, bus: bus(), tagCheckMs: 60_000 })
    await a.set('detail', page('old', ['products', 'citations'], Date.now() - 10))
    await a.set('banner', page('banner', ['banners'], Date.now() - 10))
    expect(((await b.get('detail', {})) as Entry)?.value.html).toBe('old') // now in b's memory too
    await a.revalidateTag('products')
    expect(await b.get('detail', {})).toBeNull()
    expect(await a.get('detail', {})).toBeNull()
    expect(((await b.get('banner', {})) as Entry)?.value.html).toBe('banner')
    // The page rendered again after the change is served, by both.
    await b.set('detail', page('new', ['products', 'citations'], Date.now() + 1))
    expect(((await a.get('detail', {})) as Entry)?.value.html).toBe('new')
    expect(((await b.get('detail', {})) as Entry)?.value.html).toBe('new')
  })

  it("checks the request's implicit tags (revalidatePath) as well as the entry's", async () => {
    const dir = folder()
    const bus = relay()
    const a = createFileStore({ dir, bus: bus() })
    const b = createFileStore({ dir, bus: bus() })
    await a.set('data', { lastModified: Date.now() - 10, lifespan: null, tags: ['products'], value: null })
    expect(await b.get('data', { implicitTags: ['_N_T_/cn/products'] })).not.toBeNull()
    await b.revalidateTag('_N_T_/cn/products')
    expect(await a.get('data', { implicitTags: ['_N_T_/cn/products'] })).toBeNull()
  })

  it('a process that missed the bus learns the revalidation from the tag folder, and so does a new process', async () => {
    const dir = folder()
    const a = createFileStore({ dir, tagCheckMs: 0 })
    const b = createFileStore({ dir, tagCheckMs: 0 })
    // Both pages were rendered before the revalidation; the list is written after it (a render that was under way).
    const renderedAt = Date.now() - 10
    await a.set('detail', page('old', ['products'], renderedAt))
    expect(await b.get('detail', {})).not.toBeNull()
    await a.revalidateTag('products')
    expect(await b.get('detail', {})).toBeNull()
    await a.set('list', page('list', ['products'], renderedAt))
    const started = createFileStore({ dir })
    expect(await started.get('list', {})).toBeNull()
  })

  it('never shows one instance the entries of another (a different DATA_DIR)', async () => {
    const one = createFileStore({ dir: path.join(folder(), 'next-cache', 'build-1') })
    const two = createFileStore({ dir: path.join(folder(), 'next-cache', 'build-1') })
    await one.set('/route-cache/APP_PAGE/abc/$/cn', page('sqlite instance', []))
    expect(await two.get('/route-cache/APP_PAGE/abc/$/cn', {})).toBeNull()
  })

  it('delete removes the entry for every process', async () => {
    const dir = folder()
    const a = createFileStore({ dir })
    const b = createFileStore({ dir })
    await a.set('gone', page('x', []))
    await b.delete('gone')
    expect(await createFileStore({ dir }).get('gone', {})).toBeNull()
  })
})

describe('announcements within the process', () => {
  it("announces the revalidations it makes and hears, for the app's read cache", async () => {
    const { onTagsRevalidated } = await import('./events.mjs')
    const heard: string[] = []
    const stop = onTagsRevalidated((tags) => heard.push(...tags))
    const dir = folder()
    const bus = relay()
    const a = createFileStore({ dir, bus: bus() })
    createFileStore({ dir, bus: bus() })
    await a.revalidateTag('products')
    stop()
    // once by a (made here), once by the other store (heard on the bus): both live in this test's process
    expect(heard).toEqual(['products', 'products'])
  })
})

describe('time-based staleness', () => {
  it('a process whose copy went stale serves the newer entry another process already rendered', async () => {
    const dir = folder()
    const a = createFileStore({ dir })
    const b = createFileStore({ dir })
    const second = Math.floor(Date.now() / 1000)
    const stale = { ...page('old', ['products']), lifespan: { staleAt: second - 1, expireAt: second + 600 } }
    await a.set('page', stale)
    expect(((await b.get('page', {})) as Entry)?.value.html).toBe('old') // b keeps it in memory
    const fresh = { ...page('regenerated', ['products']), lifespan: { staleAt: second + 300, expireAt: second + 900 } }
    await a.set('page', fresh)
    expect(((await b.get('page', {})) as Entry)?.value.html).toBe('regenerated')
  })
})
