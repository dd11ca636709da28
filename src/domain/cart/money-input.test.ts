import { describe, expect, it } from 'vitest'
import { fenToYuanText, formatFen, parseYuan } from './money'

describe('staff type yuan, the database keeps fen (issue 22)', () => {
  it('¥980.00 is 98000 fen, whatever way it is typed', () => {
    for (const typed of ['980', '980.0', '980.00', '¥980.00', '￥980', ' 980 ', '980元', '９８０.００'])
      expect(parseYuan(typed), typed).toBe(98000)
    expect(parseYuan('1,280.5')).toBe(128050)
    expect(parseYuan('0.01')).toBe(1)
    expect(parseYuan('0.07')).toBe(7)
    expect(parseYuan('19.99')).toBe(1999)
  })

  it('nothing typed is no amount (inquiry); bad amounts are refused, never rounded', () => {
    expect(parseYuan('')).toBeNull()
    expect(parseYuan('   ')).toBeNull()
    for (const typed of ['-5', '9.999', 'abc', '1e3', '98000fen', '.5', '1.2.3'])
      expect(parseYuan(typed), typed).toBe('invalid')
  })

  it('shows stored fen as yuan to type back, and as money to read', () => {
    expect(fenToYuanText(98000)).toBe('980.00')
    expect(fenToYuanText(7)).toBe('0.07')
    expect(fenToYuanText(null)).toBe('')
    expect(formatFen(98000)).toBe('¥980.00')
    for (const fen of [0, 1, 99, 100, 98000, 123456789]) expect(parseYuan(fenToYuanText(fen))).toBe(fen)
  })
})
