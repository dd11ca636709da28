import { type IpcChannel, processChannel } from '../ipc/worker'
import type { Budget, KeyValueStore, WindowLog } from './types'

/** How long a worker waits for the primary's answer (IPC_TIMEOUT_MS, default 5 s) before the call fails. */
export function ipcTimeoutMs(env: Record<string, string | undefined> = process.env): number {
  const ms = Math.trunc(Number(env.IPC_TIMEOUT_MS))
  return Number.isFinite(ms) && ms > 0 ? ms : 5000
}

interface Pending {
  resolve: (value: unknown) => void
  reject: (error: Error) => void
  timer: NodeJS.Timeout
}

interface KvReply {
  site: 'kv-reply'
  id: number
  result?: unknown
  error?: string
}

function isReply(message: unknown): message is KvReply {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { site?: unknown }).site === 'kv-reply' &&
    typeof (message as { id?: unknown }).id === 'number'
  )
}

/**
 * The key-value store of a node:cluster worker without Redis: every operation is a message to the cluster primary
 * (`{ site: 'kv', id, op, args }`), which holds the one MemoryStore of the machine (src/services/ipc/primary.mjs)
 * and answers `{ site: 'kv-reply', id, result | error }`. The primary runs one operation at a time on one thread,
 * so windowHit, reserve, take, setIfAbsent and incr stay atomic across the workers. A call the primary does not
 * answer within the timeout fails with an error that says so (it never hangs).
 */
export class IpcStore implements KeyValueStore {
  private readonly pending = new Map<number, Pending>()
  private nextId = 1
  private stopListening: (() => void) | null = null

  constructor(
    private readonly channel: IpcChannel = processChannel(),
    private readonly timeoutMs = ipcTimeoutMs(),
  ) {}

  private listen(): void {
    if (this.stopListening) return
    this.stopListening = this.channel.onMessage((message) => {
      if (!isReply(message)) return
      const call = this.pending.get(message.id)
      if (!call) return
      this.settle(message.id)
      if (typeof message.error === 'string')
        call.reject(new Error(`key-value store (cluster primary): ${message.error}`))
      else call.resolve(message.result)
    })
  }

  /** Forgets a call; stops listening when none is waiting, so an idle store keeps no listener on the process. */
  private settle(id: number): void {
    const call = this.pending.get(id)
    if (call) clearTimeout(call.timer)
    this.pending.delete(id)
    if (this.pending.size === 0 && this.stopListening) {
      this.stopListening()
      this.stopListening = null
    }
  }

  private call<T>(op: keyof KeyValueStore, args: unknown[]): Promise<T> {
    this.listen()
    const id = this.nextId++
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.settle(id)
        reject(
          new Error(
            `key-value store: the cluster primary did not answer "${op}" within ${this.timeoutMs} ms (IPC_TIMEOUT_MS)`,
          ),
        )
      }, this.timeoutMs)
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer })
      this.channel.send({ site: 'kv', id, op, args }).catch((error: unknown) => {
        if (!this.pending.has(id)) return
        this.settle(id)
        reject(new Error(`key-value store: "${op}" could not reach the cluster primary (${(error as Error).message})`))
      })
    })
  }

  incr(key: string, ttlMs: number): Promise<number> {
    return this.call('incr', [key, ttlMs])
  }

  get(key: string): Promise<string | null> {
    return this.call('get', [key])
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.call('set', [key, value, ttlMs])
  }

  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    return this.call('setIfAbsent', [key, value, ttlMs])
  }

  take(key: string): Promise<string | null> {
    return this.call('take', [key])
  }

  async del(key: string): Promise<void> {
    await this.call('del', [key])
  }

  ttl(key: string): Promise<number> {
    return this.call('ttl', [key])
  }

  windowCount(key: string, now: number, windowMs: number): Promise<{ count: number; oldest: number }> {
    return this.call('windowCount', [key, now, windowMs])
  }

  windowHit(logs: WindowLog[], now: number): Promise<number> {
    return this.call('windowHit', [logs, now])
  }

  reserve(budgets: Budget[], amount: number): Promise<number> {
    return this.call('reserve', [budgets, amount])
  }

  async release(keys: string[], amount: number): Promise<void> {
    await this.call('release', [keys, amount])
  }
}
