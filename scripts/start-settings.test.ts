import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_SEMI_SPACE_MB, serverActionsKey, serverNodeOptions, serverProcessCount } from './start-settings.mjs'

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

describe('serverNodeOptions (the server processes of npm start, npm run serve)', () => {
  it('gives the server processes a 64 MiB young generation by default, after the options already there', () => {
    expect(DEFAULT_SEMI_SPACE_MB).toBe(64)
    expect(serverNodeOptions('--conditions=production', {})).toEqual({
      nodeOptions: '--conditions=production --max-semi-space-size=64',
    })
  })

  it('takes SERVER_SEMI_SPACE_MB, and 0 leaves V8 its own size', () => {
    expect(serverNodeOptions('--conditions=production', { SERVER_SEMI_SPACE_MB: ' 32 ' }).nodeOptions).toBe(
      '--conditions=production --max-semi-space-size=32',
    )
    expect(serverNodeOptions('--conditions=production', { SERVER_SEMI_SPACE_MB: '0' }).nodeOptions).toBe(
      '--conditions=production',
    )
  })

  it('leaves a size given in NODE_OPTIONS alone', () => {
    const given = '--max-semi-space-size=8 --conditions=production'
    expect(serverNodeOptions(given, { SERVER_SEMI_SPACE_MB: '128' })).toEqual({ nodeOptions: given })
  })

  it('warns about a size that is not a whole number from 0 to 1024 and uses the default', () => {
    for (const bad of ['big', '-1', '1.5', '4096']) {
      const { nodeOptions, warning } = serverNodeOptions('--conditions=production', { SERVER_SEMI_SPACE_MB: bad })
      expect(nodeOptions).toBe('--conditions=production --max-semi-space-size=64')
      expect(warning).toContain('SERVER_SEMI_SPACE_MB')
    }
  })

  // Node 20's young generation stops at 32 MiB; Node 24's default already reaches the 128 MiB the setting gives
  // (two 64 MiB semi-spaces), so there the setting keeps it, and a smaller default of a later Node is raised again.
  it('gives options that Node accepts in NODE_OPTIONS and that let the young generation grow to 128 MiB, never below its default', () => {
    // Keeps about 200,000 small objects alive at a time while making 3 million: the young generation grows to its
    // maximum (two semi-spaces and the nursery's share), which the probe prints.
    const probe = `let keep = []; for (let i = 0; i < 3e6; i++) { keep.push({ i, s: 'x' + i }); if (keep.length > 200000) keep = [] }
      console.log(require('v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size)`
    const youngBytes = (options: string) =>
      Number(
        execFileSync(process.execPath, ['-e', probe], {
          env: { ...process.env, NODE_OPTIONS: options },
          encoding: 'utf8',
        }),
      )
    const MiB = 1024 * 1024
    const server = youngBytes(serverNodeOptions('', {}).nodeOptions)
    expect(server).toBeGreaterThanOrEqual(128 * MiB)
    expect(server).toBeGreaterThanOrEqual(youngBytes(''))
  })
})
