import fs from 'node:fs'
import path from 'node:path'

/** The mail outbox's Message-IDs (`key`) in `outboxDir` and how often each was written (at-most-once checks). */
export function mailOutboxKeys(outboxDir: string): Map<string, number> {
  const counts = new Map<string, number>()
  let text = ''
  try {
    text = fs.readFileSync(path.join(outboxDir, 'mail.jsonl'), 'utf8')
  } catch {
    return counts
  }
  for (const line of text.split('\n').filter(Boolean)) {
    const key = (JSON.parse(line) as { key?: string }).key ?? '(none)'
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}
