import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { type IpcChannel, ipcAvailable } from '../ipc/worker'
import { IpcStore, ipcTimeoutMs } from './ipc-store'

const root = path.resolve(import.meta.dirname, '../../..')

/** Runs tests/fixtures/ipc/primary.mjs: a real node:cluster primary and `workers` workers using the app's kv(). */
async function cluster<T>(scenario: string, workers = 2, env: Record<string, string> = {}): Promise<T[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(root, 'tests/fixtures/ipc/primary.mjs'), scenario, String(workers)],
    { cwd: root, env: { ...process.env, ...env }, timeout: 40_000 },
  )
  return JSON.parse(stdout.trim().split('\n').at(-1) as string) as T[]
}

describe('IpcStore through a node:cluster primary (npm start without Redis)', () => {
  it('windowHit is atomic across the workers: 10 concurrent calls against 1 per minute allow exactly one', async () => {
    const results = await cluster<{ store: string; allowed: number }>('window-hit')
    expect(results.map((r) => r.store)).toEqual(['IpcStore', 'IpcStore'])
    expect(results.reduce((sum, r) => sum + r.allowed, 0)).toBe(1)
  }, 45_000)

  it('a value set by one worker is taken once, by one of 10 concurrent calls in two workers', async () => {
    const results = await cluster<{ taken: string[] }>('take')
    expect(results.flatMap((r) => r.taken)).toEqual(['A1B2C3'])
  }, 45_000)

  it('the primary relays a broadcast to every other worker, not back to its sender', async () => {
    const results = await cluster<{ received: unknown[] }>('bus', 3)
    const sent = { site: 'bus', channel: 'cache', message: 'product:1' }
    expect(results.map((r) => r.received)).toEqual([[], [sent], [sent]])
  }, 45_000)

  it('a call nobody answers fails after IPC_TIMEOUT_MS with an error that says so', async () => {
    const [result] = await cluster<{ error: string; ms: number }>('no-primary', 1, { IPC_TIMEOUT_MS: '300' })
    expect(result?.error).toMatch(/cluster primary did not answer "get" within 300 ms/)
    expect(result?.ms).toBeGreaterThanOrEqual(290)
  }, 45_000)
})

/** A channel to a fake primary, run in this process: `answer` decides each reply (undefined: no reply). */
function fakeChannel(answer: (message: { id: number; op: string; args: unknown[] }) => object | undefined) {
  const listeners = new Set<(message: unknown) => void>()
  const channel: IpcChannel & { listeners: typeof listeners } = {
    listeners,
    send: async (message) => {
      const reply = answer(message as { id: number; op: string; args: unknown[] })
      if (reply)
        setImmediate(() => {
          for (const l of listeners) l(reply)
        })
    },
    onMessage: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return channel
}

describe('IpcStore', () => {
  it('answers with the primary’s result and ignores replies to other calls', async () => {
    const channel = fakeChannel(({ id, op, args }) => ({ site: 'kv-reply', id, result: `${op}:${args[0]}` }))
    const store = new IpcStore(channel, 1000)
    expect(await store.get('a')).toBe('get:a')
    expect(await store.take('b')).toBe('take:b')
    for (const listener of channel.listeners) listener({ site: 'kv-reply', id: 999, result: 'stray' })
    // No call waiting: no listener left on the process.
    expect(channel.listeners.size).toBe(0)
  })

  it('turns the primary’s error into a rejection', async () => {
    const store = new IpcStore(
      fakeChannel(({ id }) => ({ site: 'kv-reply', id, error: 'unknown operation "x"' })),
      1000,
    )
    await expect(store.incr('k', 1000)).rejects.toThrow('key-value store (cluster primary): unknown operation "x"')
  })

  it('times out instead of hanging', async () => {
    const store = new IpcStore(
      fakeChannel(() => undefined),
      50,
    )
    await expect(store.setIfAbsent('k', 'v', 1000)).rejects.toThrow(/did not answer "setIfAbsent" within 50 ms/)
  })

  it('fails at once when the channel is closed', async () => {
    const channel: IpcChannel = {
      send: async () => {
        throw new Error('Channel closed')
      },
      onMessage: () => () => {},
    }
    await expect(new IpcStore(channel, 5000).get('k')).rejects.toThrow(
      /could not reach the cluster primary \(Channel closed\)/,
    )
  })

  it('is used only by node:cluster workers, not by other processes with an IPC channel (this Vitest fork)', () => {
    expect(ipcAvailable()).toBe(false)
  })

  it('reads IPC_TIMEOUT_MS, 5 s by default', () => {
    expect(ipcTimeoutMs({})).toBe(5000)
    expect(ipcTimeoutMs({ IPC_TIMEOUT_MS: '250' })).toBe(250)
    expect(ipcTimeoutMs({ IPC_TIMEOUT_MS: 'soon' })).toBe(5000)
  })
})
