import { describe, expect, it } from 'vitest'
import { containsLiteral, hasLikeWildcards, likeSafeChunk } from './literal-match'

describe('literal matching around SQL LIKE wildcards', () => {
  it('spots the characters LIKE treats specially', () => {
    expect(hasLikeWildcards('50%')).toBe(true)
    expect(hasLikeWildcards('IL_6')).toBe(true)
    expect(hasLikeWildcards('a\\b')).toBe(true)
    expect(hasLikeWildcards('IL-6 白介素')).toBe(false)
  })
  it('narrows by the longest wildcard-free part', () => {
    expect(likeSafeChunk('白介素%6')).toBe('白介素')
    expect(likeSafeChunk('%')).toBe('')
    expect(likeSafeChunk('a_bcd%ef')).toBe('bcd')
  })
  it('matches the literal text, ignoring case', () => {
    expect(containsLiteral('Purity 95% (SDS-PAGE)', '95%')).toBe(true)
    expect(containsLiteral('Purity 95 (SDS-PAGE)', '95%')).toBe(false)
    expect(containsLiteral('IL_6 Protein', 'il_6')).toBe(true)
    expect(containsLiteral(null, 'x')).toBe(false)
  })
})
