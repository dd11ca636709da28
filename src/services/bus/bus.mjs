/**
 * The cross-process message bus (src/services/bus/bus.ts is its typed face; docs/adr/0021-shared-caches.md).
 * Plain JavaScript, because Next's cache handler (src/cache-handler.mjs) is loaded by Node itself, outside the app's
 * bundle, and uses it too. Both copies of this module in a server process (the bundle's and Node's) share one
 * state through `globalThis`, so a process has one transport, one sender id and one set of subscribers.
 *
 * `publish(channel, message)` reaches the subscribers of `channel` in every OTHER process, never the publishing one
 * (a caller applies its own change itself). The transport, chosen at the first use:
 * - REDIS_URL set: Redis pub/sub on `<REDIS_PREFIX>bus:<channel>` (every process of every node); each message
 *   carries the publishing process's random sender id, and a process ignores its own;
 * - else a node:cluster worker (`process.send`): IPC, `{ site: 'bus', channel, message }` to the primary, which
 *   forwards it to every other live worker (scripts/start.mjs);
 * - else nothing: a single process has nobody to tell.
 * Delivery is at most once and best effort (a process that is restarting misses messages): what is built on the
 * bus keeps a bound on staleness of its own (expiry, or state it reloads at start).
 */

import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { ipcAvailable } from '../ipc/available.mjs'

const STATE = Symbol.for('site.bus')

/**
 * @typedef {{ publish(channel: string, message: string): void, listen(channel: string): void,
 *   unlisten(channel: string): void, close(): Promise<void>, kind: 'redis' | 'ipc' | 'local' }} Transport
 * @typedef {{ id: string, transport: Transport | undefined, subscribers: Map<string, Set<(message: string) => void>> }} BusState
 */

/** @returns {BusState} */
function state() {
  const holder = /** @type {Record<symbol, BusState | undefined>} */ (/** @type {unknown} */ (globalThis))
  let current = holder[STATE]
  if (!current) {
    current = { id: randomUUID(), transport: undefined, subscribers: new Map() }
    holder[STATE] = current
  }
  return current
}

/** @param {string} channel @param {string} message */
function deliver(channel, message) {
  for (const onMessage of state().subscribers.get(channel) ?? []) {
    try {
      onMessage(message)
    } catch (error) {
      console.error(`[bus] a subscriber of ${channel} failed:`, error instanceof Error ? error.message : error)
    }
  }
}

/** @returns {Transport} */
function transport() {
  const current = state()
  if (!current.transport) {
    const url = process.env.REDIS_URL
    current.transport = url ? redisTransport(url, current.id) : ipcAvailable() ? ipcTransport() : localTransport()
  }
  return current.transport
}

/** @param {string} url @param {string} senderId @returns {Transport} */
function redisTransport(url, senderId) {
  const prefix = `${process.env.REDIS_PREFIX ?? 'site:'}bus:`
  const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true }
  const publisher = new Redis(url, options)
  const subscriber = new Redis(url, options)
  for (const client of [publisher, subscriber]) client.on('error', (error) => console.error('[bus]', error.message))
  subscriber.on('message', (/** @type {string} */ name, /** @type {string} */ raw) => {
    if (!name.startsWith(prefix)) return
    let envelope
    try {
      envelope = JSON.parse(raw)
    } catch {
      return
    }
    if (envelope?.from === senderId || typeof envelope?.message !== 'string') return
    deliver(name.slice(prefix.length), envelope.message)
  })
  return {
    kind: 'redis',
    publish(channel, message) {
      publisher
        .publish(prefix + channel, JSON.stringify({ from: senderId, message }))
        .catch((error) => console.error('[bus] publish failed:', error.message))
    },
    listen(channel) {
      subscriber.subscribe(prefix + channel).catch((error) => console.error('[bus] subscribe failed:', error.message))
    },
    unlisten(channel) {
      subscriber.unsubscribe(prefix + channel).catch(() => {})
    },
    async close() {
      publisher.disconnect()
      subscriber.disconnect()
    },
  }
}

/** @returns {Transport} */
function ipcTransport() {
  /** @param {unknown} message */
  const onMessage = (message) => {
    if (typeof message !== 'object' || message === null) return
    const { site, channel, message: text } = /** @type {Record<string, unknown>} */ (message)
    if (site === 'bus' && typeof channel === 'string' && typeof text === 'string') deliver(channel, text)
  }
  process.on('message', onMessage)
  return {
    kind: 'ipc',
    publish(channel, message) {
      if (!process.send || !process.connected) return
      // A send that fails (the primary is going away) loses the message, as a restarting process would.
      process.send({ site: 'bus', channel, message }, undefined, {}, () => {})
    },
    listen() {},
    unlisten() {},
    async close() {
      process.off('message', onMessage)
    },
  }
}

/** @returns {Transport} */
function localTransport() {
  return { kind: 'local', publish() {}, listen() {}, unlisten() {}, async close() {} }
}

/**
 * Sends `message` to the subscribers of `channel` in every other process.
 * @param {string} channel
 * @param {string} message
 */
export function publish(channel, message) {
  transport().publish(channel, message)
}

/**
 * Calls `onMessage` with every message another process publishes on `channel`. Returns the function that stops it.
 * @param {string} channel
 * @param {(message: string) => void} onMessage
 * @returns {() => void}
 */
export function subscribe(channel, onMessage) {
  const { subscribers } = state()
  const bus = transport()
  let set = subscribers.get(channel)
  if (!set) {
    set = new Set()
    subscribers.set(channel, set)
    bus.listen(channel)
  }
  set.add(onMessage)
  return () => {
    const current = subscribers.get(channel)
    if (!current?.delete(onMessage) || current.size > 0) return
    subscribers.delete(channel)
    state().transport?.unlisten(channel)
  }
}

/** Which transport this process uses: 'redis', 'ipc' or 'local' (for logs and tests). */
export function busTransport() {
  return transport().kind
}

/**
 * Closes the transport (Redis connections, the IPC listener) and forgets the subscribers; the next use picks a
 * transport again. For tests and for a process's shutdown.
 */
export async function closeBus() {
  const current = state()
  const bus = current.transport
  current.transport = undefined
  current.subscribers.clear()
  await bus?.close()
}
