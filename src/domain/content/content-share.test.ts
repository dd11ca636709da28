import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { qrSvg, sharePath } from './content-share'

const origin = 'https://www.example.com'

describe('the wechat-share target stays on this site', () => {
  it('shares the home page when no url is given', () => {
    expect(sharePath(undefined, origin)).toBe('/')
  })
  it('accepts internal paths with query and fragment', () => {
    expect(sharePath('/product-detail?catalogNumber=CD002', origin)).toBe('/product-detail?catalogNumber=CD002')
    expect(sharePath('/en/literature?page=2#top', origin)).toBe('/en/literature?page=2#top')
    expect(sharePath('/a/../literature', origin)).toBe('/literature')
  })
  it('accepts an absolute URL on the site origin only', () => {
    expect(sharePath('https://www.example.com/en/service?menuId=101', origin)).toBe('/en/service?menuId=101')
    expect(sharePath('https://evil.test/', origin)).toBeNull()
    expect(sharePath('http://www.example.com/', origin)).toBeNull()
    expect(sharePath('https://user:pw@www.example.com/', origin)).toBeNull()
  })
  it('refuses other hosts, schemes and tricks', () => {
    for (const bad of [
      '//evil.test/x',
      '/\\evil.test',
      '\\\\evil.test',
      'javascript:alert(1)',
      'data:text/html,hi',
      'evil.test',
      '',
      '   ',
      '/a\nb',
      `/${'x'.repeat(600)}`,
    ]) {
      expect(sharePath(bad, origin), bad).toBeNull()
    }
  })
  it('refuses the back office, the API and itself', () => {
    for (const bad of ['/admin', '/admin/collections/users', '/api/v1/health', '/en/api/v1/x', '/wechat-share']) {
      expect(sharePath(bad, origin), bad).toBeNull()
    }
  })
})

describe('QR code as an SVG path', () => {
  it('draws every dark module of the code, inside a quiet zone', () => {
    const text = 'https://www.example.com/product-detail?catalogNumber=CD002'
    const { size, d } = qrSvg(text, 2)
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
    expect(size).toBe(modules.size + 4)
    let dark = 0
    for (let i = 0; i < modules.size * modules.size; i++) dark += modules.data[i] ? 1 : 0
    expect(d.match(/M/g)?.length).toBe(dark)
    expect(d.startsWith('M2 2h1v1h-1z')).toBe(true) // the finder pattern's top-left corner
  })
})
