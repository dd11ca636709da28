import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { serverActionsKey, serverProcessCount } from './start-settings.mjs'

describe('serverProcessCount (npm start, npm run serve)', () => {
  it('runs one process per core by default, without Redis', () => {
    expect(serverProcessCount({}, 2)).toEqual({ count: 2 })
    expect(serverProcessCount({}, 8)).toEqual({ count: 8 })
    expect(serverProcessCount({ REDIS_URL: '' }, 4)).toEqual({ count: 4 })
  })

  it('takes WEB_CONCURRENCY when it is a whole number, with or without REDIS_URL', () => {
    expect(serverProcessCount({ WEB_CONCURRENCY: '1' }, 8)).toEqual({ count: 1 })
    expect(serverProcessCount({ WEB_CONCURRENCY: '3' }, 2)).toEqual({ count: 3 })
    expect(serverProcessCount({ WEB_CONCURRENCY: '2', REDIS_URL: 'redis://127.0.0.1:6379' }, 1)).toEqual({ count: 2 })
  })

  it('falls back to the core count, with a warning, on a WEB_CONCURRENCY that is not a whole number ≥ 1', () => {
    for (const value of ['0', '-2', '1.5', 'many']) {
      const { count, warning } = serverProcessCount({ WEB_CONCURRENCY: value }, 2)
      expect(count).toBe(2)
      expect(warning).toContain('WEB_CONCURRENCY')
    }
  })

  it('runs at least one process', () => {
    expect(serverProcessCount({}, 0)).toEqual({ count: 1 })
  })
})

describe('serverActionsKey', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })
  const tmp = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'actions-key-'))
    dirs.push(dir)
    return dir
  }

  it('is the environment’s key when set', () => {
    expect(serverActionsKey({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'abc=' }, tmp())).toBe('abc=')
  })

  it('is generated once under DATA_DIR and kept across restarts', () => {
    const root = tmp()
    const first = serverActionsKey({ DATA_DIR: 'state' }, root)
    expect(Buffer.from(first, 'base64')).toHaveLength(32)
    expect(serverActionsKey({ DATA_DIR: 'state' }, root)).toBe(first)
    const file = path.join(root, 'state', '.server-actions-key')
    expect(fs.readFileSync(file, 'utf8')).toBe(first)
    expect(fs.statSync(file).mode & 0o077).toBe(0)
    expect(serverActionsKey({ DATA_DIR: 'other' }, root)).not.toBe(first)
  })
})
