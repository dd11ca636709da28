import { describe, expect, it } from 'vitest'
import { pinyinKeys, queryPinyin } from './pinyin'

describe('pinyin keys (issue 20)', () => {
  it('spells Chinese text in full pinyin and in initials, letters and digits kept', () => {
    expect(pinyinKeys('白介素6')).toEqual({ full: 'baijiesu6', initials: 'bjs6' })
    expect(pinyinKeys('白介素-6')).toEqual({ full: 'baijiesu6', initials: 'bjs6' })
    expect(pinyinKeys('T7 RNA聚合酶')).toEqual({ full: 't7rnajuhemei', initials: 't7rnajhm' })
    expect(pinyinKeys('干扰素-γ')).toEqual({ full: 'ganraosugamma', initials: 'grsgamma' })
  })
  it('has nothing to say about text without characters', () => {
    expect(pinyinKeys('Interleukin-6')).toBeNull()
  })
  it('reads a query with characters and letters in pinyin, and leaves all-character queries alone', () => {
    expect(queryPinyin('白jie素6')).toBe('baijiesu6')
    expect(queryPinyin('bai jie su 6')).toBe('baijiesu6')
    expect(queryPinyin('白介素6')).toBeNull()
  })
})
