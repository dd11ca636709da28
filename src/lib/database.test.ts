import { describe, expect, it } from 'vitest'
import { readReplicas } from './database'

/** Issue 18: read replicas through Payload's postgres adapter (docs/deploy.md). */
describe('DATABASE_READ_REPLICAS', () => {
  it('is a comma-separated list of replica URLs handed to the adapter', () => {
    expect(readReplicas({ DATABASE_READ_REPLICAS: 'postgres://r1/site, postgres://r2/site' })).toEqual({
      readReplicas: ['postgres://r1/site', 'postgres://r2/site'],
    })
  })
  it('adds nothing when unset or empty', () => {
    expect(readReplicas({})).toEqual({})
    expect(readReplicas({ DATABASE_READ_REPLICAS: ' , ' })).toEqual({})
  })
})
