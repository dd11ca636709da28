import { describe, expect, it } from 'vitest'
import { breakUnits, documentFileName, filledRows, wrapText } from './layout'

// Every character 1 pt per point of size / 10: "abcd" at size 10 is 4 pt wide.
const measure = (text: string, size: number) => ([...text].length * size) / 10

describe('wrapping a line of mixed Chinese and Latin text', () => {
  it('keeps Latin words whole and breaks Chinese between any two characters', () => {
    expect(breakUnits('IL-6 蛋白。ok')).toEqual(['IL-6 ', '蛋', '白。', 'ok'])
    expect(wrapText('alpha beta gamma', 10, 10, measure)).toEqual(['alpha beta', 'gamma'])
    expect(wrapText('重组人白细胞介素', 4, 10, measure)).toEqual(['重组人白', '细胞介素'])
  })

  it('never starts a line with closing punctuation', () => {
    expect(wrapText('一二三，四五', 3, 10, measure)).toEqual(['一二', '三，四', '五'])
  })

  it('cuts a word longer than the line and keeps explicit line breaks', () => {
    expect(wrapText('MKWVTFISLLFLFSSAYS', 8, 10, measure)).toEqual(['MKWVTFIS', 'LLFLFSSA', 'YS'])
    expect(wrapText('one\ntwo', 20, 10, measure)).toEqual(['one', 'two'])
    expect(wrapText('  \n', 20, 10, measure)).toEqual([])
  })
})

describe('what a generated document shows', () => {
  it('leaves out rows the record has no value for', () => {
    expect(
      filledRows([
        ['Purity', '> 95%'],
        ['Tag', ''],
        ['ED50', null],
      ]),
    ).toEqual([['Purity', '> 95%']])
  })

  it('names the download with ASCII only', () => {
    expect(documentFileName('COA', 'IL6 H001', 'L24/01', 'EN')).toBe('COA-IL6_H001-L24_01-EN.pdf')
  })
})
