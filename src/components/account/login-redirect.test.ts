import { describe, expect, it } from 'vitest'
import { safeRedirect } from './login-redirect'

const SITE = 'http://localhost:3000'

describe('safeRedirect (where a login sends the visitor)', () => {
  it('follows a path of this site, adding the English prefix on the English site when missing', () => {
    expect(safeRedirect('/tool-class?a=1', 'cn', SITE)).toBe('/tool-class?a=1')
    expect(safeRedirect('/en/tool-class?a=1', 'en', SITE)).toBe('/en/tool-class?a=1')
    expect(safeRedirect('/cart', 'en', SITE)).toBe('/en/cart')
    expect(safeRedirect('/', 'en', SITE)).toBe('/en')
    expect(safeRedirect('/english-page', 'en', SITE)).toBe('/en/english-page')
  })

  it('never leaves the site: other hosts, protocol-relative and backslash tricks go home', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      null,
      '',
      '/\t/evil.test/phish',
    ]) {
      expect(safeRedirect(bad, 'cn', SITE)).toBe('/')
      expect(safeRedirect(bad, 'en', SITE)).toBe('/en')
    }
  })
})
