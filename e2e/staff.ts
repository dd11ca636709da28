import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { baseUrl } from './browser'

/** The seeded staff account of the browser suite (scripts/e2e.mjs seeds it). */
export const ADMIN = {
  email: process.env.SEED_ADMIN_EMAIL || 'admin@example.com',
  password: process.env.SEED_ADMIN_PASSWORD || 'E2e-Admin-Password-1',
}

/** The staff account's back-office API credential (`JWT …`, for the authorization header) from the server at `base`. */
export async function staffAuth(base = baseUrl): Promise<string> {
  const res = await fetch(`${base}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (res.status !== 200) throw new Error(`staff login: ${res.status}`)
  return `JWT ${((await res.json()) as { token: string }).token}`
}

/** A page in a new browser context, logged in to the back office. */
export async function backOfficePage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage()
  await logInToBackOffice(page)
  return page
}

/** Logs `page` in to the back office through its login form. */
export async function logInToBackOffice(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`)
  await page.fill('input[name="email"]', ADMIN.email)
  await page.fill('input[name="password"]', ADMIN.password)
  await page.click('button[type="submit"]')
  await page.waitForURL(/\/admin\/?$/, { timeout: 30_000 })
}
