import { describe, expect, it } from 'vitest'
import {
  compact,
  digitsOf,
  editDistanceWithin,
  maxTypoEdits,
  queryTerms,
  typoTolerant,
  withinOneEdit,
  words,
} from './normalize'

describe('search normalisation', () => {
  it('folds case, width, separators and Greek letters', () => {
    expect(compact('IL-6')).toBe('il6')
    expect(compact('IL 6')).toBe('il6')
    expect(compact('ＩＬ－６')).toBe('il6')
    expect(compact('Interleukin-6')).toBe('interleukin6')
    expect(compact('白介素-6')).toBe('白介素6')
    expect(compact('TGF-β1')).toBe('tgfbeta1')
    expect(compact('CD-002')).toBe('cd002')
    expect(compact("2'-O-MTase")).toBe('2omtase')
  })
  it('splits words and keeps CJK runs whole', () => {
    expect(words('Recombinant Human IL-6 Protein, His Tag')).toEqual([
      'recombinant',
      'human',
      'il',
      '6',
      'protein',
      'his',
      'tag',
    ])
    expect(words('重组人白细胞介素-6蛋白（His标签）')).toEqual(['重组人白细胞介素', '6蛋白', 'his标签'])
  })
  it('makes query terms from whitespace-separated parts', () => {
    expect(queryTerms('  T7  RNA-polymerase ')).toEqual(['t7', 'rnapolymerase'])
    expect(queryTerms('')).toEqual([])
  })
  it('allows one edit: insertion, deletion, substitution, transposition', () => {
    expect(withinOneEdit('polymerase', 'polymerse')).toBe(true)
    expect(withinOneEdit('polymerase', 'polymeraze')).toBe(true)
    expect(withinOneEdit('polymerase', 'polymrease')).toBe(true)
    expect(withinOneEdit('polymerase', 'ppolymerase')).toBe(true)
    expect(withinOneEdit('polymerase', 'polimeraze')).toBe(false)
    expect(withinOneEdit('abc', 'abcde')).toBe(false)
  })
  it('tolerates typos only in English words of five letters or more', () => {
    expect(typoTolerant('kinase')).toBe(true)
    expect(typoTolerant('cd47')).toBe(false)
    expect(typoTolerant('tnf')).toBe(false)
    expect(typoTolerant('白细胞介素')).toBe(false)
  })
})

describe('typo budget (issue 20)', () => {
  it('scales with the length of the term', () => {
    expect([3, 4, 5, 8, 9, 14].map(maxTypoEdits)).toEqual([0, 0, 1, 1, 2, 2])
  })
  it('measures edits up to a bound, swaps of neighbours counting once', () => {
    expect(editDistanceWithin('interleukin', 'interleukin', 2)).toBe(0)
    expect(editDistanceWithin('interleukn', 'interleukin', 2)).toBe(1)
    expect(editDistanceWithin('intrleukn', 'interleukin', 2)).toBe(2)
    expect(editDistanceWithin('itnerleukin', 'interleukin', 2)).toBe(1)
    expect(editDistanceWithin('interlookin', 'interleukin', 1)).toBe(2)
    expect(editDistanceWithin('polymerase', 'kinase', 2)).toBe(3)
  })
  it('reads the digits of a key', () => {
    expect(digitsOf('il6h4107')).toBe('64107')
  })
})
