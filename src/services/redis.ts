import { Redis } from 'ioredis'

/**
 * Redis, when REDIS_URL is set: shared state across app processes (cache invalidation, and rate limits).
 * Without it everything stays in-process, which is right for one process (the SQLite default).
 */
let client: Redis | null | undefined
let subscriber: Redis | null | undefined

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

/** A dedicated subscriber connection (Redis forbids commands on a subscribed connection), or null. */
export function redisSubscriber(): Redis | null {
  if (subscriber === undefined) subscriber = redisUrl() ? connect() : null
  return subscriber
}
