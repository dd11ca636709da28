import fs from 'node:fs/promises'
import path from 'node:path'
import { dataDir } from '../lib/paths'
import { now } from './clock'

/**
 * The local providers' outbox: one JSON line per message in `<OUTBOX_DIR>/<channel>.jsonl` (default
 * `data/outbox/`), so tests and a developer can read what "was sent". Lines: { to, text, code?, at, …extra }.
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
  await fs.mkdir(path.dirname(file), { recursive: true })
  // One write call per line with O_APPEND: concurrent writers in one or several processes never interleave.
  await fs.appendFile(file, `${JSON.stringify({ ...line, at: new Date(now()).toISOString() })}\n`, 'utf8')
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
