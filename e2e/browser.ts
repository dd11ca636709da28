import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'

export const baseUrl = process.env.E2E_BASE_URL || 'http://127.0.0.1:3100'

/** Debian's chromium, headless, with the flags this closed network needs (no background connections). */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** Requests to hosts other than the site under test (fonts, avatars, scripts from outside). */
export function watchExternalRequests(page: Page): string[] {
  const external: string[] = []
  const own = new URL(baseUrl).host
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (['http:', 'https:'].includes(url.protocol) && url.host !== own) external.push(req.url())
  })
  return external
}

/**
 * The suite file's browser, launched before its tests and closed after them (Vitest's beforeAll/afterAll), for
 * `const browser = suiteBrowser()` at the top of a spec instead of the same hooks in each. The value stands for
 * the launched browser: its methods are the real browser's, bound to it (a proxy, since it exists only once the
 * file's tests start).
 */
export function suiteBrowser(): Browser {
  let launched: Browser | undefined
  beforeAll(async () => {
    launched = await launch()
  })
  afterAll(async () => {
    await launched?.close()
  })
  return new Proxy({} as Browser, {
    get(_, key) {
      if (!launched) throw new Error('the browser is launched before the suite file’s tests (suiteBrowser)')
      const value = Reflect.get(launched, key, launched)
      return typeof value === 'function' ? value.bind(launched) : value
    },
  })
}
