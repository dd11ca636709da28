import fs from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
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
  const res = await fetch(`${base}/api/cms/users/login?token=1`, {
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

/**
 * Opens the menu of the admin form's select or relationship field `fieldId` (e.g. `field-status`) and returns it.
 * A click before the form is hydrated (or while it re-renders after a save) is lost: clicked until the menu shows.
 */
export async function openAdminSelect(page: Page, fieldId: string): Promise<Locator> {
  const menu = page.locator(`#${fieldId} .rs__menu`)
  await expect
    .poll(
      async () => {
        if (!(await menu.isVisible()))
          await page
            .locator(`#${fieldId} .rs__control`)
            .click({ timeout: 5000 })
            .catch(() => undefined)
        return menu.isVisible()
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toBe(true)
  return menu
}

/**
 * Picks the option labelled exactly `option` in the admin form's select field `fieldId`.
 * Under load the form re-renders while the menu is open (a form-state answer arrives) and the option clicked is
 * detached: opened and clicked again, each try short, until the field shows the option.
 */
export async function chooseInAdmin(page: Page, fieldId: string, option: string): Promise<void> {
  const value = page.locator(`#${fieldId} .rs__single-value`)
  await expect
    .poll(
      async () => {
        if ((await value.textContent({ timeout: 1000 }).catch(() => null)) === option) return option
        const menu = await openAdminSelect(page, fieldId)
        await menu
          .locator('.rs__option')
          .filter({ hasText: new RegExp(`^${option}$`) })
          .click({ timeout: 5000 })
          .catch(() => undefined)
        return value.textContent({ timeout: 1000 }).catch(() => null)
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toBe(option)
}

/** A back-office REST call as staff (`/api/cms…`); a non-2xx answer throws with its body. Answers the `doc`. */
export async function cmsDoc<T = { id: number }>(
  auth: string,
  method: string,
  path: string,
  body: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}/api/cms${path}`, {
    method,
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = await res.json()
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
  return json.doc as T
}

/** The id of the member with `email` (the seeded demo member), read with the staff credential. */
export async function memberIdOf(auth: string, email: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/cms/members?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: { authorization: auth },
  })
  const found = (await res.json()) as { docs: { id: number }[] }
  const id = found.docs[0]?.id
  if (id === undefined) throw new Error(`no member ${email}`)
  return id
}

/**
 * Opens a product form's "规格与库存" tab and answers its first size's price input (the yuan money field). The
 * form's tabs render their fields when selected and a click before hydration is lost: clicked until it shows.
 */
export async function openSizesTab(page: Page): Promise<Locator> {
  const input = page.locator('[data-money-field="sizes.0.priceFen"] input')
  await expect
    .poll(
      async () => {
        await page.locator('.tabs-field__tab-button', { hasText: '规格与库存' }).click()
        return input.count()
      },
      { timeout: 60_000, interval: 2000 },
    )
    .toBe(1)
  return input
}

/**
 * On a version's page, asks to restore it and returns the dialog's confirm button. The version view renders twice
 * while it loads (a click on the first render is lost): click until the dialog asks.
 */
export async function openRestoreDialog(page: Page): Promise<Locator> {
  const restore = page.locator('.restore-version button', { hasText: '恢复此版本' }).first()
  const confirm = page.locator('#confirm-action')
  await expect
    .poll(
      async () => {
        if (!(await confirm.isVisible())) await restore.click({ timeout: 5000 }).catch(() => undefined)
        return confirm.isVisible()
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toBe(true)
  return confirm
}
