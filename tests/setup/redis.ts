import { Redis } from 'ioredis'
import { requireService } from './require-service'

/** The Redis the cross-process tests use: REDIS_URL, else the local default. */
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

/**
 * Whether a Redis server answers at `url` (within a second); the tests that need one are skipped otherwise, except
 * under CI=true, where a Redis that does not answer throws (require-service.ts).
 */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  return requireService(`Redis at ${url}`, await pings(url), 'Start redis-server (.ci/run does) or set REDIS_URL.')
}

async function pings(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  })
  try {
    await probe.connect()
    return (await probe.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}
