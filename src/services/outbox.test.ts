import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { appendOutbox, appendOutboxOnce, outboxFile, readOutbox } from './outbox'

describe('local outbox: one line per idempotency key (issue 15 point 13)', () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'))
    process.env.OUTBOX_DIR = path.join(dir, 'outbox')
  })
  afterEach(() => {
    delete process.env.OUTBOX_DIR
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('writes a key once, also when the same mail is sent again concurrently or after a restart', async () => {
    const mail = { to: 'sales@localhost', text: 'hello' }
    const first = await Promise.all([
      appendOutboxOnce('mail', '<a@x>', mail),
      appendOutboxOnce('mail', '<a@x>', mail),
      appendOutboxOnce('mail', '<b@x>', mail),
    ])
    expect(first).toEqual([true, false, true])
    // Another process (or this one before a crash) wrote <c@x>: a resend of it is skipped too.
    await appendOutbox('mail', { ...mail, key: '<c@x>' })
    expect(await appendOutboxOnce('mail', '<c@x>', mail)).toBe(false)
    expect(await appendOutboxOnce('mail', '<d@x>', mail)).toBe(true)
    expect((await readOutbox('mail')).map((l) => l.key)).toEqual(['<a@x>', '<b@x>', '<c@x>', '<d@x>'])
  })

  it('creates the outbox folder 0700 and its files 0600', async () => {
    const previous = process.umask(0o022)
    try {
      await appendOutboxOnce('mail', '<e@x>', { to: 'a@b.c', text: 't' })
    } finally {
      process.umask(previous)
    }
    expect(fs.statSync(path.dirname(outboxFile('mail'))).mode & 0o777).toBe(0o700)
    expect(fs.statSync(outboxFile('mail')).mode & 0o777).toBe(0o600)
  })
})
