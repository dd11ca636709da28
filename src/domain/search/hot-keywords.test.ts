import { describe, expect, it } from 'vitest'
import { isOfferable, type LoggedSearch, normalizeKeyword, rankSuggestions } from './hot-keywords'

const log = (keyword: string, visitor: string, resultCount = 3): LoggedSearch => ({
  keyword,
  normalized: normalizeKeyword(keyword),
  visitor,
  resultCount,
})

describe('hot keyword suggestions (computed from search logs, for staff to approve)', () => {
  it('counts distinct visitors, not searches: six searches from one visitor suggest nothing', () => {
    const logs = Array.from({ length: 6 }, () => log('you are all idiots', 'v1'))
    expect(rankSuggestions(logs, [])).toEqual([])
  })

  it('suggests a query three distinct visitors searched with results, most visitors first', () => {
    const logs = [
      ...['a', 'b', 'c'].map((v) => log('IL-6', v)),
      log('il-6 ', 'a'),
      ...['a', 'b', 'c', 'd'].map((v) => log('PD-1', v)),
      ...['a', 'b'].map((v) => log('CD002', v)),
    ]
    expect(rankSuggestions(logs, [])).toEqual([
      { keyword: 'PD-1', normalized: 'pd-1', sessions: 4, searches: 4 },
      { keyword: 'IL-6', normalized: 'il-6', sessions: 3, searches: 4 },
    ])
  })

  it('leaves out queries without results, already curated ones, links, markup and unknown visitors', () => {
    const many = (keyword: string, resultCount = 3) => ['a', 'b', 'c', 'd'].map((v) => log(keyword, v, resultCount))
    const logs = [
      ...many('nothing-found', 0),
      ...many('IL-6'),
      ...many('https://evil.test'),
      ...many('buy at cheap.xyz'),
      ...many('<b>x</b>'),
      ...many('x'.repeat(41)),
      ...['', '', '', ''].map((v) => log('anonymous', v)),
    ]
    expect(rankSuggestions(logs, ['il-6'])).toEqual([])
  })

  it('isOfferable: short plain words only', () => {
    expect(isOfferable('mRNA 加帽酶')).toBe(true)
    expect(isOfferable('www.evil.test')).toBe(false)
    expect(isOfferable('a\u202Eb')).toBe(false)
  })
})
