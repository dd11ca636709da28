import type { IncomingMessage } from 'node:http'

export interface KeptPage {
  status: number
  headers: Record<string, string | string[] | number>
  body: Buffer
  at: number
}

export function microCacheMs(env?: Record<string, string | undefined>): number

export function createPageMicroCache(options?: {
  maxAgeMs?: number
  maxEntries?: number
  maxBytes?: number
  now?: () => number
  onLookup?: (hit: boolean) => void
}): {
  lookup(req: IncomingMessage, https?: boolean): KeptPage | null
  store(
    req: IncomingMessage,
    status: number,
    headers: Record<string, unknown>,
    body: Buffer,
    since: number,
    https?: boolean,
  ): void
  clear(): void
  close(): void
  readonly generation: number
  readonly size: number
}
