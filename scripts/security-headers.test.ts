import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import {
  inlineScriptHashes,
  isFrameworkScript,
  pageScriptHashes,
  reactRuntimeFragments,
  sameOriginResource,
  setSecurityHeaders,
} from './security-headers.mjs'

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

/** Issue 31, point 10: no Cross-Origin-Opener-Policy anywhere, no Cross-Origin-Resource-Policy on private files. */
describe('cross-origin isolation headers', () => {
  const headersOf = (url: string) => {
    const set = new Map<string, string>()
    const res = { setHeader: (name: string, value: string) => set.set(name.toLowerCase(), value) }
    setSecurityHeaders({ url, headers: {}, socket: {} } as never, res as never, {} as never)
    return set
  }

  it('every answer gets Cross-Origin-Opener-Policy: same-origin', () => {
    for (const url of ['/', '/en/product-detail?catalogNumber=X', '/admin', '/api/v1/health', '/_next/static/a.js'])
      expect(headersOf(url).get('cross-origin-opener-policy'), url).toBe('same-origin')
  })

  it('private files (every API path) and the back office get Cross-Origin-Resource-Policy: same-origin', () => {
    for (const url of [
      '/api/cms/private-files/file/po.pdf',
      '/api/cms/coa-certificates/file/lot.pdf',
      '/api/v1/order/po-file/12',
      '/api/v1/order/payment-proof/12',
      '/api/v1/order/document/12?kind=proforma',
      '/admin/collections/orders',
    ])
      expect(headersOf(url).get('cross-origin-resource-policy'), url).toBe('same-origin')
  })

  it('public images and downloads and the site’s pages may still be shown elsewhere (no CORP)', () => {
    for (const url of [
      '/api/cms/media/file/banner.webp',
      '/api/cms/downloads/file/manual.pdf',
      '/',
      '/_next/static/a.js',
    ])
      expect(headersOf(url).has('cross-origin-resource-policy'), url).toBe(false)
    expect(sameOriginResource('api', '/api/cms/media/file/x.png')).toBe(false)
  })
})

/**
 * Issue 31, point 10: React's streaming runtime (`$RT=performance.now()`, `$RB=[];$RV=…;$RC=…;$RC("B:0","S:0")`)
 * was blocked on 82 of 102 admin pages. Its definitions are read from the React build Next.js runs.
 */
describe('React’s streaming scripts', () => {
  const fragments = reactRuntimeFragments(
    [
      'next/dist/compiled/next-server/app-page.runtime.prod.js',
      'next/dist/compiled/next-server/app-page-turbo.runtime.prod.js',
    ].map((name) => readFileSync(createRequire(import.meta.url).resolve(name), 'utf8')),
  )
  const boundary = fragments.find((f) => f.startsWith('$RB=[];$RV=function(a){$RT=performance.now()')) as string
  const shellTime = 'requestAnimationFrame(function(){$RT=performance.now()});'
  const styles = fragments.find((f) => f.startsWith('$RM=new Map;$RR=function')) as string
  const clientRender = fragments.find((f) => f.startsWith('$RX=function')) as string

  it('finds the runtime React writes (boundaries, styles, client render, shell time)', () => {
    expect(boundary).toContain('$RC=function')
    expect(styles).toBeTruthy()
    expect(clientRender).toBeTruthy()
    expect(fragments).toContain(shellTime)
  })

  it('allows them as React writes them, with their first call', () => {
    for (const script of [
      shellTime,
      `${boundary}$RC("B:0","S:0")`,
      `${boundary}${styles}$RR("B:1","S:1",[["/_next/static/chunks/a.css","high"]])`,
      `${clientRender}$RX("B:2","digest",null,"stack")`,
      '$RC("B:3","S:3")',
      '$RS("S:4","P:4")',
    ])
      expect(isFrameworkScript(script), script.slice(-60)).toBe(true)
  })

  it('never allows code after the runtime or in its call', () => {
    for (const script of [
      `${boundary}alert(1)`,
      `${boundary}$RC("B:0","S:0");alert(1)`,
      `${boundary}$RC("B:0",alert(1))`,
      `${boundary}$RC("B:0"),alert(1),$RC("x")`,
      `${shellTime}alert(1)`,
      `alert(1);${boundary}`,
      `${boundary.slice(0, -2)}alert(1)};$RC("B:0","S:0")`,
    ])
      expect(isFrameworkScript(script), script.slice(-60)).toBe(false)
  })

  it('hashes them in a page', () => {
    const html = `<html><body><script>${shellTime}</script><div hidden id="S:0"></div><script>${boundary}$RC("B:0","S:0")</script><script>${boundary}alert(1)</script></body></html>`
    expect(inlineScriptHashes(html)).toHaveLength(2)
  })
})
