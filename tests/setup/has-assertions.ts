import { beforeEach, expect } from 'vitest'

/**
 * A test that asserts nothing cannot fail: every test of the unit and integration projects must make at least one
 * assertion (vitest.config.ts). `await expect(…).rejects…`, `expect.poll` and a helper's `expect` count.
 */
beforeEach(() => {
  expect.hasAssertions()
})
