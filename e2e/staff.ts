import fs from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { baseUrl } from './browser'

/** The seeded staff account of the browser suite (scripts/e2e.mjs seeds it). */
export const ADMIN = {
  email: process.env.SEED_ADMIN_EMAIL || 'admin@example.com',
  password: process.env.SEED_ADMIN_PASSWORD || 'E2e-Admin-Password-1',
}

/**
 * The staff session of one browser-suite run, logged in once and kept in the run's data folder (E2E_RUN_DIR, set
 * by scripts/e2e.mjs): every suite file logging in again would cross the staff login's per-address limit (30 in
 * 15 minutes), as a real office behind one address would not.
 */
async function staffToken(base: string): Promise<string> {
  const runDir = process.env.E2E_RUN_DIR
  const file = runDir ? path.join(runDir, 'e2e-staff-token.json') : null
  if (file && base === baseUrl) {
    try {
      const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { token: string; at: number }
      if (Date.now() - kept.at < 60 * 60_000) return kept.token
    } catch {
      // not logged in yet in this run
    }
  }
  const res = await fetch(`${base}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (res.status !== 200) throw new Error(`staff login: ${res.status}`)
  const { token } = (await res.json()) as { token: string }
  if (file && base === baseUrl) fs.writeFileSync(file, JSON.stringify({ token, at: Date.now() }))
  return token
}

/** The staff account's back-office API credential (`JWT …`, for the authorization header) from the server at `base`. */
export async function staffAuth(base = baseUrl): Promise<string> {
  return `JWT ${await staffToken(base)}`
}

/** A page in a new browser context, signed in to the back office with the run's staff session (its cookie). */
export async function backOfficePage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options)
  await context.addCookies([{ name: 'payload-token', value: await staffToken(baseUrl), url: baseUrl }])
  return context.newPage()
}

/** Logs `page` in to the back office through its login form. */
export async function logInToBackOffice(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`)
  await page.fill('input[name="email"]', ADMIN.email)
  await page.fill('input[name="password"]', ADMIN.password)
  await page.click('button[type="submit"]')
  await page.waitForURL(/\/admin\/?$/, { timeout: 30_000 })
}
