import { afterEach, describe, expect, it } from 'vitest'
import { cached, clearCache, invalidate } from './cache'

afterEach(() => {
  clearCache()
  delete process.env.CACHE_TTL_SECONDS
})

describe('read-through cache', () => {
  it('loads once and serves the same value until a tag is invalidated', async () => {
    let loads = 0
    const load = async () => ++loads
    expect(await cached('k', ['products'], load)).toBe(1)
    expect(await cached('k', ['products'], load)).toBe(1)
    await invalidate(['banners'])
    expect(await cached('k', ['products'], load)).toBe(1)
    await invalidate(['products'])
    expect(await cached('k', ['products'], load)).toBe(2)
  })

  it('shares one load between concurrent misses', async () => {
    let loads = 0
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10))
    const values = await Promise.all(Array.from({ length: 20 }, () => cached('c', ['areas'], load)))
    expect(new Set(values)).toEqual(new Set([1]))
    expect(loads).toBe(1)
  })

  it('does not keep a failed load', async () => {
    let calls = 0
    const load = async () => {
      calls++
      if (calls === 1) throw new Error('database down')
      return 'ok'
    }
    await expect(cached('f', ['jobs'], load)).rejects.toThrow('database down')
    expect(await cached('f', ['jobs'], load)).toBe('ok')
  })

  it('expires entries after the TTL', async () => {
    process.env.CACHE_TTL_SECONDS = '0'
    let loads = 0
    await cached('t', ['jobs'], async () => ++loads)
    await new Promise((r) => setTimeout(r, 2))
    expect(await cached('t', ['jobs'], async () => ++loads)).toBe(2)
  })
})
