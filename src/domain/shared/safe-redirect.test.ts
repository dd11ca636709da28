import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safe-redirect'

const SITE = 'https://www.example-bio.test'

/** Known open-redirect payloads (decoded, as a query value reaches the page), none of which may leave the site. */
const ATTACKS: string[] = [
  '//evil.test',
  '//evil.test/phish',
  '///evil.test',
  '////evil.test/phish',
  '/\\evil.test',
  '\\/evil.test',
  '\\\\evil.test',
  '/\t/evil.test/phish',
  '/\n/evil.test/phish',
  '/\r\n/evil.test',
  '\t//evil.test',
  ' //evil.test',
  '\u0000//evil.test',
  '/\u0009\\evil.test',
  'https://evil.test',
  'HTTPS://EVIL.TEST/',
  'http://www.example-bio.test/', // another origin (scheme) than the site's
  'https://www.example-bio.test.evil.test/',
  'https://www.example-bio.test@evil.test/',
  '//www.example-bio.test@evil.test',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://evil.test/',
  '//evil.test%2F@x',
  '/%09/evil.test'.replace('%09', '\t'),
  '\\\t\\evil.test',
]

describe('safeRedirectPath (a return-to parameter never leaves the site)', () => {
  it.each(ATTACKS)('sends %j home', (payload) => {
    expect(safeRedirectPath(payload, SITE)).toBe('/')
    expect(safeRedirectPath(payload, SITE, '/en')).toBe('/en')
  })

  it('keeps paths of the site with their query and fragment', () => {
    expect(safeRedirectPath('/tool-class?a=1&b=2#export', SITE)).toBe('/tool-class?a=1&b=2#export')
    expect(safeRedirectPath('/en/cart', SITE)).toBe('/en/cart')
    expect(safeRedirectPath('/', SITE)).toBe('/')
    expect(safeRedirectPath('https://www.example-bio.test/order-list', SITE)).toBe('/order-list')
    expect(safeRedirectPath('cart', SITE)).toBe('/cart')
  })

  it('folds what the parser normalizes into a leading "//" back to one slash', () => {
    // `/.//evil.test` resolves to the path `//evil.test`, which a browser would read as a host when followed.
    expect(safeRedirectPath('/.//evil.test', SITE)).toBe('/evil.test')
    expect(safeRedirectPath('/x/..//evil.test/phish', SITE)).toBe('/evil.test/phish')
  })

  it('reads a scheme-relative "https:evil.test" as the browser does: a path of an https site, another host on http', () => {
    expect(safeRedirectPath('https:evil.test', SITE)).toBe('/evil.test')
    expect(safeRedirectPath('https:/evil.test', SITE)).toBe('/evil.test')
    expect(safeRedirectPath('https:evil.test', 'http://localhost:3000')).toBe('/')
    expect(safeRedirectPath('https:/evil.test', 'http://localhost:3000')).toBe('/')
  })

  it('keeps encoded slashes and backslashes as a path of the site (the browser does not decode them)', () => {
    expect(safeRedirectPath('/%5Cevil.test', SITE)).toBe('/%5Cevil.test')
    expect(safeRedirectPath('/%2F%2Fevil.test', SITE)).toBe('/%2F%2Fevil.test')
    expect(safeRedirectPath('/%09/evil.test/phish', SITE)).toBe('/%09/evil.test/phish')
  })

  it('refuses what is not a string, empty or absurdly long', () => {
    expect(safeRedirectPath(null, SITE)).toBe('/')
    expect(safeRedirectPath(undefined, SITE)).toBe('/')
    expect(safeRedirectPath(['/cart'], SITE)).toBe('/')
    expect(safeRedirectPath('', SITE)).toBe('/')
    expect(safeRedirectPath(' \t ', SITE)).toBe('/')
    expect(safeRedirectPath(`/${'a'.repeat(3000)}`, SITE)).toBe('/')
  })

  it('every result, followed from a page of the site, stays on the site', () => {
    for (const payload of [...ATTACKS, 'https:evil.test', '/.//evil.test', '/cart?x=//evil.test']) {
      const followed = new URL(safeRedirectPath(payload, SITE), `${SITE}/login`)
      expect(followed.origin).toBe(SITE)
    }
  })
})
