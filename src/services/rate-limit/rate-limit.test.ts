import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { manualClock, setClock } from '../clock'
import { MemoryStore, setKeyValueStore } from '../kv/kv'
import { HOUR, hit, hitAll, MINUTE } from './rate-limit'

describe('sliding-window rate limits', () => {
  const clock = manualClock()
  beforeEach(() => {
    clock.set(Date.UTC(2026, 10, 21, 10, 0, 59))
    setClock(clock)
    setKeyValueStore(new MemoryStore())
  })
  afterEach(() => {
    setClock(null)
    setKeyValueStore(undefined)
  })

  const rule = { name: 'test', limit: 3, windowMs: MINUTE }

  it('allows the budget, refuses the next hit and says when the oldest one leaves the window', async () => {
    for (let i = 1; i <= 3; i++) {
      expect((await hit(rule, 'a')).allowed).toBe(true)
      clock.advance(5_000)
    }
    const refused = await hit(rule, 'a')
    expect(refused.allowed).toBe(false)
    expect(refused.retryAfterMs).toBe(45_000)
  })

  it('has no boundary to slip through: a minute is any 60 seconds', async () => {
    await hit({ name: 'once', limit: 1, windowMs: MINUTE }, 'p')
    clock.advance(2_000) // crosses the clock minute
    expect((await hit({ name: 'once', limit: 1, windowMs: MINUTE }, 'p')).allowed).toBe(false)
    clock.advance(58_000)
    expect((await hit({ name: 'once', limit: 1, windowMs: MINUTE }, 'p')).allowed).toBe(true)
  })

  it('keeps subjects apart and does not count refused requests', async () => {
    for (let i = 0; i < 10; i++) await hit(rule, 'a')
    expect((await hit(rule, 'b')).allowed).toBe(true)
    clock.advance(MINUTE)
    expect((await hit(rule, 'a')).count).toBe(1)
  })

  it('hitAll counts on every rule only when all allow, and returns the longest wait', async () => {
    const hourly = { name: 'hourly', limit: 1, windowMs: HOUR }
    expect(
      await hitAll([
        [rule, 'x'],
        [hourly, 'x'],
      ]),
    ).toBe(0)
    expect(
      await hitAll([
        [rule, 'x'],
        [hourly, 'x'],
      ]),
    ).toBe(HOUR)
    expect((await hit(rule, 'x')).count).toBe(2)
  })

  it('lets exactly one of 10 concurrent calls through a 1-per-minute rule (check and count are one step)', async () => {
    const once = { name: 'race', limit: 1, windowMs: MINUTE }
    const results = await Promise.all(Array.from({ length: 10 }, () => hitAll([[once, 'r']])))
    expect(results.filter((wait) => wait === 0)).toHaveLength(1)
    expect(results.filter((wait) => wait === MINUTE)).toHaveLength(9)
  })

  it('says when the log has room again even when it holds more than the limit', async () => {
    const store = new MemoryStore()
    const log = { key: 'k', limit: 3, windowMs: MINUTE }
    for (const t of [0, 10_000, 20_000]) expect(await store.windowHit([log], t)).toBe(0)
    // The limit was lowered to 2: room again when the second-oldest event (10 s) leaves the window.
    expect(await store.windowHit([{ ...log, limit: 2 }], 30_000)).toBe(40_000)
  })
})

describe('MemoryStore', () => {
  const clock = manualClock(0)
  beforeEach(() => setClock(clock))
  afterEach(() => setClock(null))

  it('expires values with the clock and takes a value only once', async () => {
    const store = new MemoryStore()
    await store.set('k', 'v', 1000)
    expect(await store.setIfAbsent('k', 'w', 1000)).toBe(false)
    expect(await store.take('k')).toBe('v')
    expect(await store.take('k')).toBeNull()
    await store.set('e', 'v', 1000)
    clock.advance(1000)
    expect(await store.get('e')).toBeNull()
    expect(await store.incr('n', 500)).toBe(1)
    expect(await store.incr('n', 500)).toBe(2)
    expect(await store.ttl('n')).toBe(500)
  })
})
