import fs from 'node:fs/promises'
import path from 'node:path'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/data-files'
import { dataDir } from '../lib/paths'
import { now } from './clock'

/**
 * The local providers' outbox: one JSON line per message in `<OUTBOX_DIR>/<channel>.jsonl` (default
 * `data/outbox/`), so tests and a developer can read what "was sent". Lines: { to, text, code?, at, …extra }.
 * The files hold codes and customers' data: mode 0600 in a 0700 folder.
 */
export type OutboxChannel = 'sms' | 'mail' | 'captcha'

export interface OutboxLine {
  to: string
  text: string
  code?: string
  at: string
  [key: string]: unknown
}

export function outboxDir(): string {
  return process.env.OUTBOX_DIR ? path.resolve(process.env.OUTBOX_DIR) : path.join(dataDir(), 'outbox')
}

export function outboxFile(channel: OutboxChannel): string {
  return path.join(outboxDir(), `${channel}.jsonl`)
}

export async function appendOutbox(channel: OutboxChannel, line: Omit<OutboxLine, 'at'>): Promise<void> {
  const file = outboxFile(channel)
  await fs.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE })
  // One write call per line with O_APPEND: concurrent writers in one or several processes never interleave.
  await fs.appendFile(file, `${JSON.stringify({ ...line, at: new Date(now()).toISOString() })}\n`, {
    encoding: 'utf8',
    mode: PRIVATE_FILE_MODE,
  })
}

/** What this process has read of one outbox file: the keys seen and how far it has read. */
interface KeyIndex {
  offset: number
  keys: Set<string>
}
const indexes = new Map<string, KeyIndex>()
let keyedTail: Promise<unknown> = Promise.resolve()

/**
 * Appends `line` under an idempotency key (`key` field) unless a line with that key is already in the file:
 * the local provider's answer to a sender that crashed after sending and before recording it (the row is sent
 * again after its lease, with the same key, and is skipped here). True when the line was written. Reads only
 * what was appended since the last call; calls in one process run one at a time.
 */
export function appendOutboxOnce(channel: OutboxChannel, key: string, line: Omit<OutboxLine, 'at'>): Promise<boolean> {
  const run = keyedTail.then(async () => {
    const file = outboxFile(channel)
    const index = await refreshKeys(file)
    if (index.keys.has(key)) return false
    await appendOutbox(channel, { ...line, key })
    return true
  })
  keyedTail = run.catch(() => undefined)
  return run
}

async function refreshKeys(file: string): Promise<KeyIndex> {
  let index = indexes.get(file)
  let handle: fs.FileHandle
  try {
    handle = await fs.open(file, 'r')
  } catch {
    index = { offset: 0, keys: new Set() }
    indexes.set(file, index)
    return index
  }
  try {
    const { size } = await handle.stat()
    if (!index || size < index.offset) index = { offset: 0, keys: new Set() }
    indexes.set(file, index)
    if (size === index.offset) return index
    const buffer = Buffer.alloc(size - index.offset)
    await handle.read(buffer, 0, buffer.length, index.offset)
    const complete = buffer.lastIndexOf(0x0a) + 1
    for (const text of buffer.subarray(0, complete).toString('utf8').split('\n')) {
      if (!text) continue
      try {
        const key = (JSON.parse(text) as { key?: unknown }).key
        if (typeof key === 'string') index.keys.add(key)
      } catch {
        // A line cut by a crash mid-write carries no key.
      }
    }
    index.offset += complete
    return index
  } finally {
    await handle.close()
  }
}

/** Every line of a channel's outbox, oldest first (tests, tooling). */
export async function readOutbox(channel: OutboxChannel): Promise<OutboxLine[]> {
  let text: string
  try {
    text = await fs.readFile(outboxFile(channel), 'utf8')
  } catch {
    return []
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine)
}
