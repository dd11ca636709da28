import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PricedSize, priceView } from '../src/domain/cart/line-price'
import { formatFen } from '../src/domain/cart/money'
import { getJson, startServer } from './setup/server'

/**
 * Spec section 6: prices show only to visitors in China (a session flag from GET /user/isChina); others see
 * the inquiry word. The country comes from the trusted header GEO_COUNTRY_HEADER names (the browser suite
 * cannot fake it, so the non-China case is covered here).
 */
let server: Awaited<ReturnType<typeof startServer>>
const HEADER = 'x-test-country'
let savedHeader: string | undefined
let savedDefault: string | undefined

beforeAll(async () => {
  savedHeader = process.env.GEO_COUNTRY_HEADER
  savedDefault = process.env.GEO_DEFAULT_COUNTRY
  process.env.GEO_COUNTRY_HEADER = HEADER
  delete process.env.GEO_DEFAULT_COUNTRY
  server = await startServer()
})
afterAll(async () => {
  await server?.close()
  if (savedHeader === undefined) delete process.env.GEO_COUNTRY_HEADER
  else process.env.GEO_COUNTRY_HEADER = savedHeader
  if (savedDefault !== undefined) process.env.GEO_DEFAULT_COUNTRY = savedDefault
})

const from = (country?: string): RequestInit => {
  const headers: Record<string, string> = country ? { [HEADER]: country } : {}
  return { headers }
}

describe('GET /api/v1/user/isChina', () => {
  it('is true for a visitor in China', async () => {
    const { status, body, headers } = await getJson(server.baseUrl, '/api/v1/user/isChina', from('CN'))
    expect(status).toBe(200)
    expect(body).toEqual({ code: 'E0001', data: true, msg: '成功' })
    expect(headers.get('cache-control')).toBe('no-store')
  })

  it('is false for a visitor elsewhere, in both languages', async () => {
    for (const [path, msg] of [
      ['/api/v1/user/isChina', '成功'],
      ['/en/api/v1/user/isChina', 'Success'],
    ] as const) {
      const { body } = await getJson(server.baseUrl, path, from('us'))
      expect(body).toEqual({ code: 'E0001', data: false, msg })
    }
  })

  it('falls back to the default country (CN) without a usable header', async () => {
    for (const value of [undefined, '', 'not-a-country']) {
      const { body } = await getJson(server.baseUrl, '/api/v1/user/isChina', from(value))
      expect(body.data).toBe(true)
    }
  })

  it('refuses unknown query keys and other methods', async () => {
    const bad = await getJson(server.baseUrl, '/api/v1/user/isChina?country=US')
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe('E0400')
    const post = await getJson(server.baseUrl, '/api/v1/user/isChina', { method: 'POST' })
    expect(post.status).toBe(405)
  })
})

describe('the price view of product detail (CD002)', () => {
  const detail = async (prefix: string, country: string) => {
    const { status, body } = await getJson(
      server.baseUrl,
      `${prefix}/api/v1/product/detail?catalogNumber=CD002`,
      from(country),
    )
    expect(status).toBe(200)
    return body.data as { sizes: PricedSize[] }
  }
  const isChina = async (country: string) =>
    (await getJson(server.baseUrl, '/api/v1/user/isChina', from(country))).body.data as boolean

  it('in China: yuan prices per size and the total of size × count; inquiry sizes keep the word', async () => {
    const { sizes } = await detail('', 'CN')
    expect(sizes.map((s) => s.size)).toEqual(['20 T', '48 T', '96 T'])
    const view = priceView(sizes, await isChina('CN'), '20 T', 3, '询价', formatFen)
    expect(view.sizes.map((s) => s.label)).toEqual(['¥1,800.00', '¥3,780.00', '询价'])
    expect(view.total).toBe('¥5,400.00')
    expect(priceView(sizes, true, '96 T', 3, '询价', formatFen).total).toBe('询价')
  })

  it('outside China: no amount anywhere, only the inquiry word, in both languages', async () => {
    for (const [prefix, word] of [
      ['', '询价'],
      ['/en', 'Inquiry'],
    ] as const) {
      const { sizes } = await detail(prefix, 'DE')
      expect(sizes.every((s) => s.priceFen === null && s.price === word)).toBe(true)
      const view = priceView(sizes, await isChina('DE'), '20 T', 3, word, formatFen)
      expect(view.sizes.map((s) => s.label)).toEqual([word, word, word])
      expect(view.total).toBe(word)
      expect(JSON.stringify(view)).not.toContain('¥')
    }
  })
})
