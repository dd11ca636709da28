import fs from 'node:fs'
import path from 'node:path'

/** The lines of one local-provider outbox file in `outboxDir` (`mail.jsonl`, `sms.jsonl`), oldest first. */
export function outboxFileLines(outboxDir: string, channel: 'mail' | 'sms' = 'mail'): Record<string, unknown>[] {
  let text = ''
  try {
    text = fs.readFileSync(path.join(outboxDir, `${channel}.jsonl`), 'utf8')
  } catch {
    return []
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

/** The outbox's idempotency keys (`key`: a mail's Message-ID, an SMS's key) and how often each was written. */
export function mailOutboxKeys(outboxDir: string, channel: 'mail' | 'sms' = 'mail'): Map<string, number> {
  const counts = new Map<string, number>()
  for (const line of outboxFileLines(outboxDir, channel)) {
    const key = typeof line.key === 'string' ? line.key : '(none)'
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}
