import { type Browser, chromium, type Page } from 'playwright-core'

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
