import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, pageScriptHashes } from './security-headers.mjs'

const page = (flight: string) =>
  `<!DOCTYPE html><html><body><script src="/_next/static/a.js"></script>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script>self.__next_f.push(${flight})</script>` +
  `<script>alert(1)</script></body></html>`

describe('pageScriptHashes', () => {
  it('gives the hashes the page scan gives, and the same ones again for the same bytes', () => {
    const html = page('[1,"a:b"]')
    const first = pageScriptHashes(Buffer.from(html))
    expect(first).toEqual(inlineScriptHashes(html))
    expect(first).toHaveLength(2)
    expect(pageScriptHashes(Buffer.from(html))).toEqual(first)
  })

  it('scans a page that differs by one byte again', () => {
    const a = pageScriptHashes(Buffer.from(page('[1,"a:b"]')))
    const b = pageScriptHashes(Buffer.from(page('[1,"a:c"]')))
    expect(b).toEqual(inlineScriptHashes(page('[1,"a:c"]')))
    expect(b).not.toEqual(a)
  })
})
