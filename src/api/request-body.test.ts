import { describe, expect, it } from 'vitest'
import { isSameSite } from './request-body'

/**
 * Issue 31, point 8: a write without Origin passed even when the browser said it came from another site
 * (`Sec-Fetch-Site: cross-site`), and `X-Forwarded-Host` made any Origin "the site" without a proxy in front.
 */
const request = (headers: Record<string, string>) => ({ headers: new Headers(headers) })
const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv
const noProxy = env({})
const behindProxy = env({ TRUSTED_PROXY_HOPS: '1' })

describe('isSameSite', () => {
  it('refuses a request without Origin that the browser marks cross-site or same-site (another subdomain)', () => {
    expect(isSameSite(request({ host: 'shop.test', 'sec-fetch-site': 'cross-site' }), noProxy)).toBe(false)
    expect(isSameSite(request({ host: 'shop.test', 'sec-fetch-site': 'same-site' }), noProxy)).toBe(false)
    expect(isSameSite(request({ host: 'shop.test', 'sec-fetch-site': 'Cross-Site ' }), noProxy)).toBe(false)
  })

  it('takes a request without Origin from the site itself, a typed URL, or a client that is no browser', () => {
    expect(isSameSite(request({ host: 'shop.test', 'sec-fetch-site': 'same-origin' }), noProxy)).toBe(true)
    expect(isSameSite(request({ host: 'shop.test', 'sec-fetch-site': 'none' }), noProxy)).toBe(true)
    expect(isSameSite(request({ host: 'shop.test' }), noProxy)).toBe(true)
  })

  it('ignores X-Forwarded-Host without a trusted proxy', () => {
    const forged = request({ host: 'shop.test', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' })
    expect(isSameSite(forged, noProxy)).toBe(false)
    expect(isSameSite(request({ host: 'shop.test', origin: 'http://shop.test' }), noProxy)).toBe(true)
  })

  it('behind a trusted proxy reads the host the nearest proxy forwarded (the last value), not one a client added', () => {
    const forwarded = request({ host: '10.0.0.5:3000', origin: 'https://shop.test', 'x-forwarded-host': 'shop.test' })
    expect(isSameSite(forwarded, behindProxy)).toBe(true)
    const prepended = request({
      host: '10.0.0.5:3000',
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example, shop.test',
    })
    expect(isSameSite(prepended, behindProxy)).toBe(false)
  })

  it('an Origin naming the site passes whatever Sec-Fetch-Site says; a foreign one fails', () => {
    expect(
      isSameSite(request({ host: 'shop.test', origin: 'http://shop.test', 'sec-fetch-site': 'cross-site' }), noProxy),
    ).toBe(true)
    expect(isSameSite(request({ host: 'shop.test', origin: 'https://evil.example' }), noProxy)).toBe(false)
    expect(
      isSameSite(request({ host: 'x', origin: 'https://shop.test' }), env({ SITE_URL: 'https://shop.test' })),
    ).toBe(true)
  })
})
