import { beforeEach, describe, expect, it, vi } from 'vitest'

/** What the mocked unstable_cache hands back for the next call. */
let cacheAnswer: 'value' | 'undefined' = 'value'
vi.mock('next/cache', () => ({
  unstable_cache:
    <A extends unknown[], T>(load: (...args: A) => Promise<T>) =>
    async (...args: A) =>
      cacheAnswer === 'value' ? load(...args) : undefined,
}))

const { pageData } = await import('./loader')

describe('pageData', () => {
  beforeEach(() => {
    cacheAnswer = 'value'
  })

  it("returns the data cache's value and calls the loader once through it", async () => {
    const load = vi.fn(async (locale: string) => [`tree:${locale}`])
    const tree = pageData('test:tree', ['categories'], load)
    expect(await tree('cn')).toEqual(['tree:cn'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('reads the data afresh when the data cache resolves to undefined (a Next.js race), never handing it on', async () => {
    cacheAnswer = 'undefined'
    const load = vi.fn(async (locale: string) => [`tree:${locale}`])
    const tree = pageData('test:tree', ['categories'], load)
    expect(await tree('en')).toEqual(['tree:en'])
    expect(load).toHaveBeenCalledWith('en')
  })

  it('keeps null, a real answer (nothing found)', async () => {
    const load = vi.fn(async () => null)
    const detail = pageData('test:detail', ['products'], load)
    expect(await detail()).toBeNull()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
