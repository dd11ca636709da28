/**
 * The in-memory key-value store, in plain JavaScript so that both the app (src/services/kv/kv.ts, TypeScript) and
 * the cluster primary of `npm start` (scripts/start.mjs, which must stay small and load no app code) run the same
 * logic. The operations and their meaning are those of `KeyValueStore` (kv.ts). Every operation runs to its end
 * without awaiting, so on one thread each one is atomic: no other call runs between its check and its write.
 */

const DAY_MS = 24 * 60 * 60 * 1000

export class MemoryStoreCore {
  /** @param {() => number} now the time source of expiry (the app passes its injectable clock) */
  constructor(now = () => Date.now()) {
    this.now = now
    /** @type {Map<string, { value: string, expiresAt: number }>} */
    this.entries = new Map()
    /** @type {Map<string, number[]>} */
    this.logs = new Map()
    this.sweeps = 0
  }

  /** @param {string} key */
  live(key) {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key)
      return undefined
    }
    return entry
  }

  /** Drops expired entries now and then, so a long-running process does not grow without bound. */
  sweep() {
    if (++this.sweeps % 1000 !== 0) return
    const t = this.now()
    for (const [key, entry] of this.entries) if (entry.expiresAt <= t) this.entries.delete(key)
  }

  async incr(key, ttlMs) {
    this.sweep()
    const entry = this.live(key)
    if (!entry) {
      this.entries.set(key, { value: '1', expiresAt: this.now() + ttlMs })
      return 1
    }
    const next = Number(entry.value) + 1
    entry.value = String(next)
    return next
  }

  async get(key) {
    return this.live(key)?.value ?? null
  }

  async set(key, value, ttlMs) {
    this.sweep()
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs })
  }

  async setIfAbsent(key, value, ttlMs) {
    if (this.live(key)) return false
    this.sweep()
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs })
    return true
  }

  async take(key) {
    const entry = this.live(key)
    this.entries.delete(key)
    return entry?.value ?? null
  }

  async del(key) {
    this.entries.delete(key)
  }

  async ttl(key) {
    const entry = this.live(key)
    return entry ? entry.expiresAt - this.now() : 0
  }

  async windowCount(key, t, windowMs) {
    const log = (this.logs.get(key) ?? []).filter((at) => at > t - windowMs)
    if (log.length === 0) this.logs.delete(key)
    else this.logs.set(key, log)
    return { count: log.length, oldest: log[0] ?? 0 }
  }

  async windowHit(logs, t) {
    let wait = 0
    const kept = logs.map(({ key, limit, windowMs }) => {
      const log = (this.logs.get(key) ?? []).filter((at) => at > t - windowMs)
      if (log.length >= limit) wait = Math.max(wait, Math.max(1, (log[log.length - limit] ?? t) + windowMs - t))
      return log
    })
    logs.forEach(({ key }, i) => {
      const log = kept[i]
      if (wait === 0) log.push(t)
      if (log.length === 0) this.logs.delete(key)
      else this.logs.set(key, log)
    })
    if (++this.sweeps % 1000 === 0) {
      for (const [k, entries] of this.logs) if ((entries.at(-1) ?? 0) <= t - DAY_MS) this.logs.delete(k)
    }
    return wait
  }

  async reserve(budgets, amount) {
    let wait = 0
    for (const { key, cap } of budgets) {
      const entry = this.live(key)
      if ((entry ? Number(entry.value) : 0) + amount > cap) {
        wait = Math.max(wait, entry ? entry.expiresAt - this.now() : 1)
      }
    }
    if (wait > 0) return wait
    for (const { key, ttlMs } of budgets) {
      const entry = this.live(key)
      if (entry) entry.value = String(Number(entry.value) + amount)
      else this.entries.set(key, { value: String(amount), expiresAt: this.now() + ttlMs })
    }
    return 0
  }

  async release(keys, amount) {
    for (const key of keys) {
      const entry = this.live(key)
      if (entry) entry.value = String(Math.max(0, Number(entry.value) - amount))
    }
  }
}

/** The operations a worker may ask the primary for (KeyValueStore's methods): nothing else is callable. */
export const KV_OPERATIONS = Object.freeze([
  'incr',
  'get',
  'set',
  'setIfAbsent',
  'take',
  'del',
  'ttl',
  'windowCount',
  'windowHit',
  'reserve',
  'release',
])
