import { describe, expect, it } from 'vitest'
import { safeRedirect } from './account-api'

describe('safeRedirect (where a login sends the visitor)', () => {
  it('follows a path of this site, adding the English prefix on the English site when missing', () => {
    expect(safeRedirect('/tool-class?a=1', 'cn')).toBe('/tool-class?a=1')
    expect(safeRedirect('/en/tool-class?a=1', 'en')).toBe('/en/tool-class?a=1')
    expect(safeRedirect('/cart', 'en')).toBe('/en/cart')
    expect(safeRedirect('/', 'en')).toBe('/en')
    expect(safeRedirect('/english-page', 'en')).toBe('/en/english-page')
  })

  it('never leaves the site: other hosts, protocol-relative and backslash tricks go home', () => {
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', null, '']) {
      expect(safeRedirect(bad, 'cn')).toBe('/')
      expect(safeRedirect(bad, 'en')).toBe('/en')
    }
  })
})
