import { Redis } from 'ioredis'

/**
 * Redis, when REDIS_URL is set: shared state across app processes (rate limits and the other key-value data; the
 * cross-process bus, src/services/bus, and Next's cache handler keep connections of their own).
 * Without it everything stays in-process, which is right for one process (the SQLite default).
 */
let client: Redis | null | undefined

export function redisUrl(): string | null {
  return process.env.REDIS_URL || null
}

function connect(): Redis {
  const redis = new Redis(redisUrl() as string, {
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
  })
  redis.on('error', (error) => console.error('[redis]', error.message))
  return redis
}

/** The shared command connection, or null without REDIS_URL. */
export function redis(): Redis | null {
  if (client === undefined) client = redisUrl() ? connect() : null
  return client
}
