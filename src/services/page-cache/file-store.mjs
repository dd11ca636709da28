/**
 * Next's page and data cache on one machine without Redis: a store (a "Handler" of
 * @fortedigital/nextjs-cache-handler's CacheHandler, src/cache-handler.mjs) that keeps the entries in files under a
 * folder of DATA_DIR, so every server process of the machine (the node:cluster workers of `npm start`) reads and
 * writes the same ones. docs/adr/0021-shared-caches.md.
 *
 * - Entries: `<dir>/entries/<sha256 of the key>.json`, written to a temporary file and renamed (a reader never sees
 *   half an entry). Each process also keeps the entries it read or wrote in memory (LRU, `maxMemoryBytes`), so a
 *   cached page costs no file read.
 * - Tags: revalidateTag records the time of the revalidation, in memory, in `<dir>/tags/` (one small file per tag,
 *   read again at start) and on the bus (src/services/bus), so every other process knows it at once. An entry that
 *   carries a tag revalidated at or after it was written is a miss (the page renders again) and its file is removed.
 * - A process outside the cluster that revalidates (no bus between them) writes the tag file too: each process
 *   looks at the tag folder again at most once a second (`tagCheckMs`) and reads it when it changed.
 * - Every revalidation made or heard is announced within the process (./events.mjs), for the app's read cache.
 */
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { announceTagsRevalidated } from './events.mjs'
import { MemoryLru } from './memory-lru.mjs'

/** The bus channel of tag revalidations: `{"tags":[...],"at":<ms>}`. */
export const TAGS_CHANNEL = 'next-cache-tags'

/**
 * @typedef {{ lastModified: number, tags: readonly string[], lifespan?: { expireAt: number } | null,
 *   value: Record<string, unknown> | null }} CacheEntry
 * @typedef {{ publish(channel: string, message: string): void,
 *   subscribe(channel: string, onMessage: (message: string) => void): () => void }} Bus
 */

/** @param {string} text */
const hash = (text) => createHash('sha256').update(text).digest('hex')

/**
 * Buffers and Maps (an app page's RSC payload and segments, a route's body) as JSON, and back.
 * @param {Record<string, unknown> | null} value
 */
function encodeValue(value) {
  if (!value) return value
  const copy = { ...value }
  if (Buffer.isBuffer(copy.rscData)) copy.rscData = { base64: copy.rscData.toString('base64') }
  if (Buffer.isBuffer(copy.body)) copy.body = { base64: copy.body.toString('base64') }
  if (copy.segmentData instanceof Map) {
    copy.segmentData = {
      segments: [...copy.segmentData].map(([name, data]) => [name, Buffer.from(data).toString('base64')]),
    }
  }
  return copy
}

/** @param {Record<string, unknown> | null} value */
function decodeValue(value) {
  if (!value) return value
  /** @param {unknown} field */
  const buffer = (field) =>
    field && typeof field === 'object' && 'base64' in field ? Buffer.from(String(field.base64), 'base64') : field
  value.rscData = buffer(value.rscData)
  value.body = buffer(value.body)
  const segments = /** @type {{ segments?: [string, string][] } | undefined} */ (value.segmentData)
  if (segments && Array.isArray(segments.segments)) {
    value.segmentData = new Map(segments.segments.map(([name, data]) => [name, Buffer.from(data, 'base64')]))
  }
  for (const key of ['rscData', 'body', 'segmentData']) if (value[key] === undefined) delete value[key]
  return value
}

/**
 * @param {{ dir: string, bus?: Bus, maxMemoryBytes?: number, tagCheckMs?: number }} options
 */
export function createFileStore({ dir, bus, maxMemoryBytes = 50 * 1024 * 1024, tagCheckMs = 1000 }) {
  const entriesDir = path.join(dir, 'entries')
  const tagsDir = path.join(dir, 'tags')
  fs.mkdirSync(entriesDir, { recursive: true })
  fs.mkdirSync(tagsDir, { recursive: true })

  /** When each tag was last revalidated (ms). */
  const tagTimes = new Map()
  /** @type {MemoryLru<CacheEntry>} */
  const memory = new MemoryLru(maxMemoryBytes)
  let tagsSeen = -1
  let tagsCheckedAt = 0

  /** @param {string} tag @param {number} at @returns {boolean} whether it is news */
  const noteTag = (tag, at) => {
    if (tagTimes.get(tag) >= at) return false
    tagTimes.set(tag, at)
    return true
  }

  /** @param {boolean} announce whether to announce the revalidations it finds (not at start) */
  function readTagFolder(announce) {
    try {
      tagsSeen = fs.statSync(tagsDir).mtimeMs
      const news = []
      for (const name of fs.readdirSync(tagsDir)) {
        if (!name.endsWith('.json')) continue
        try {
          const { tag, at } = JSON.parse(fs.readFileSync(path.join(tagsDir, name), 'utf8'))
          if (typeof tag === 'string' && typeof at === 'number' && noteTag(tag, at)) news.push(tag)
        } catch {} // being replaced right now: read at the next change
      }
      if (announce) announceTagsRevalidated(news)
    } catch (error) {
      console.error('[page-cache] cannot read the tag folder:', /** @type {Error} */ (error).message)
    }
  }

  function checkTagFolder() {
    const now = Date.now()
    if (now - tagsCheckedAt < tagCheckMs) return
    tagsCheckedAt = now
    try {
      if (fs.statSync(tagsDir).mtimeMs !== tagsSeen) readTagFolder(true)
    } catch {}
  }

  /** @param {CacheEntry} entry @param {readonly string[]} implicitTags */
  function isRevalidated(entry, implicitTags) {
    for (const list of [entry.tags ?? [], implicitTags]) {
      for (const tag of list) {
        const at = tagTimes.get(tag)
        if (at !== undefined && at >= entry.lastModified) return true
      }
    }
    return false
  }

  /** @param {CacheEntry} entry */
  const isPastStale = (entry) => {
    const staleAt = /** @type {{ staleAt?: number } | null | undefined} */ (entry.lifespan)?.staleAt
    return typeof staleAt === 'number' && staleAt * 1000 <= Date.now()
  }

  /** @param {string} key */
  const entryFile = (key) => path.join(entriesDir, `${hash(key)}.json`)

  /** @param {string} file @param {string} text */
  async function writeAtomically(file, text) {
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
    await fs.promises.writeFile(temporary, text)
    try {
      await fs.promises.rename(temporary, file)
    } catch (error) {
      await fs.promises.rm(temporary, { force: true })
      throw error
    }
  }

  /** @param {string} key @returns {Promise<CacheEntry | null>} */
  async function readEntry(key) {
    let text
    try {
      text = await fs.promises.readFile(entryFile(key), 'utf8')
    } catch {
      return null
    }
    try {
      const stored = JSON.parse(text)
      if (stored?.key !== key || typeof stored.entry?.lastModified !== 'number') return null
      const entry = stored.entry
      entry.value = decodeValue(entry.value)
      memory.set(key, entry, text.length)
      return entry
    } catch {
      return null
    }
  }

  readTagFolder(false)
  bus?.subscribe(TAGS_CHANNEL, (message) => {
    try {
      const { tags, at } = JSON.parse(message)
      if (!Array.isArray(tags) || typeof at !== 'number') return
      announceTagsRevalidated(tags.map(String).filter((tag) => noteTag(tag, at)))
    } catch {}
  })

  return {
    name: 'data-dir-files',

    /** @param {string} key @param {{ implicitTags?: readonly string[] }} [ctx] */
    async get(key, ctx) {
      checkTagFolder()
      const implicitTags = ctx?.implicitTags ?? []
      const held = memory.get(key)
      if (held) {
        // Fresh: served from memory. Revalidated, or stale by its time: another process may have written a newer
        // entry already (then this one need not render the page too), so the file is read.
        if (!isRevalidated(held.value, implicitTags) && !isPastStale(held.value)) return held.value
        memory.delete(key)
      }
      const entry = await readEntry(key)
      if (!entry) return null
      if (isRevalidated(entry, implicitTags)) {
        memory.delete(key)
        await fs.promises.rm(entryFile(key), { force: true })
        return null
      }
      return entry
    },

    /** @param {string} key @param {CacheEntry} entry */
    async set(key, entry) {
      const text = JSON.stringify({ key, entry: { ...entry, value: encodeValue(entry.value) } })
      memory.set(key, { ...entry }, text.length)
      await writeAtomically(entryFile(key), text)
    },

    /** @param {string} tag */
    async revalidateTag(tag) {
      const at = Date.now()
      noteTag(tag, at)
      announceTagsRevalidated([tag])
      bus?.publish(TAGS_CHANNEL, JSON.stringify({ tags: [tag], at }))
      await writeAtomically(path.join(tagsDir, `${hash(tag).slice(0, 40)}.json`), JSON.stringify({ tag, at }))
    },

    /** @param {string} key */
    async delete(key) {
      memory.delete(key)
      await fs.promises.rm(entryFile(key), { force: true })
    },

    /** Removes entry files past their lifespan and left-over temporary files, in the background (at start). */
    async prepare() {
      pruneEntries(entriesDir).catch(() => {})
    },
  }
}

/**
 * Entries past their expiry (or unreadable) and temporary files older than an hour. Only files untouched for an
 * hour are opened, so a start reads few of them.
 * @param {string} entriesDir
 */
async function pruneEntries(entriesDir) {
  const hourAgo = Date.now() - 3_600_000
  for (const name of await fs.promises.readdir(entriesDir).catch(() => [])) {
    const file = path.join(entriesDir, name)
    try {
      const { mtimeMs } = await fs.promises.stat(file)
      if (mtimeMs > hourAgo) continue
      if (name.endsWith('.json')) {
        const expireAt = JSON.parse(await fs.promises.readFile(file, 'utf8'))?.entry?.lifespan?.expireAt
        if (typeof expireAt === 'number' && expireAt * 1000 > Date.now()) continue
      }
      await fs.promises.rm(file, { force: true })
    } catch {
      await fs.promises.rm(file, { force: true }).catch(() => {})
    }
  }
}

/**
 * Removes the cache folders of other builds under `base` that no process has written for a day (an old build's
 * pages reference scripts the new build no longer has).
 * @param {string} base
 * @param {string} current
 */
export async function pruneOtherBuilds(base, current) {
  const dayAgo = Date.now() - 86_400_000
  for (const name of await fs.promises.readdir(base).catch(() => [])) {
    if (name === current) continue
    const folder = path.join(base, name)
    try {
      const { mtimeMs } = await fs.promises.stat(path.join(folder, 'entries'))
      if (mtimeMs < dayAgo) await fs.promises.rm(folder, { recursive: true, force: true })
    } catch {}
  }
}
