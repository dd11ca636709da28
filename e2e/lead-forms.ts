import type { Browser, Page } from 'playwright-core'
import { expect } from 'vitest'
import { readOutbox } from '../src/services/outbox'
import { baseUrl } from './browser'
import { backOfficePage } from './staff'

/** Helpers of the trial (apply.e2e.ts) and paper award (reward.e2e.ts) browser specs. */

export async function openForm(browser: Browser, path: string, locale: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale })
  const page = await context.newPage()
  const res = await page.goto(`${baseUrl}${path}`)
  expect(res?.status()).toBe(200)
  await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready', null, { timeout: 20_000 })
  return { context, page }
}

/** Types the shown captcha's answer (the e2e server runs with CAPTCHA_OUTBOX=1). */
export async function solveCaptcha(page: Page): Promise<void> {
  const img = page.locator('img[data-captcha-id]')
  await img.waitFor()
  const id = await img.getAttribute('data-captcha-id')
  let answer: string | undefined
  await expect
    .poll(async () => {
      answer = (await readOutbox('captcha')).find((l) => l.to === id)?.text
      return answer
    })
    .toBeTruthy()
  await page.fill('input[name="captchaCode"]', answer as string)
}

/** Logs in to the back office and waits for the submission's name in a collection's list. */
export async function expectInInbox(browser: Browser, collection: string, name: string): Promise<void> {
  const page = await backOfficePage(browser, { viewport: { width: 1440, height: 900 } })
  await page.goto(`${baseUrl}/admin/collections/${collection}`)
  await expect.poll(() => page.getByText(name, { exact: true }).count(), { timeout: 20_000 }).toBeGreaterThan(0)
  await page.context().close()
}
