import { describe, expect, it } from 'vitest'
import { looksChinese } from './script-check'

describe('looksChinese', () => {
  it('flags Chinese words in an English text', () => {
    expect(looksChinese('重组人白介素6蛋白')).toBe(true)
    expect(looksChinese('Recombinant human IL-6, 大肠杆菌 expressed')).toBe(true)
    expect(looksChinese(['IL-6', '白介素6'])).toBe(true)
  })

  it('lets English, numbers, symbols and a lone character through', () => {
    expect(looksChinese('Recombinant Human IL-6 Protein, His Tag (E. coli)')).toBe(false)
    expect(looksChinese('> 95% by SDS-PAGE; < 1 EU/µg')).toBe(false)
    expect(looksChinese('Price in 元')).toBe(false)
    expect(looksChinese(null)).toBe(false)
    expect(looksChinese(42)).toBe(false)
  })
})
