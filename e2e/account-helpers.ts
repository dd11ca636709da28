import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** Reads the e2e server's local outbox (scripts/e2e.mjs sets OUTBOX_DIR and CAPTCHA_OUTBOX=1). */
export function outbox(
  channel: 'sms' | 'mail' | 'captcha',
): Array<{ to: string; text: string; subject?: string; code?: string }> {
  const dir = process.env.OUTBOX_DIR
  if (!dir) throw new Error('OUTBOX_DIR is not set (run through npm run test:e2e)')
  try {
    return fs
      .readFileSync(path.join(dir, `${channel}.jsonl`), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  } catch {
    return []
  }
}

/** Waits for the next outbox line matching `pick` after `before` lines. */
export async function nextOutbox(
  channel: 'sms' | 'mail' | 'captcha',
  before: number,
  pick = (_: { to: string }) => true,
) {
  let found: ReturnType<typeof outbox>[number] | undefined
  await expect
    .poll(
      () => {
        found = outbox(channel).slice(before).find(pick)
        return Boolean(found)
      },
      { timeout: 10_000 },
    )
    .toBe(true)
  return found as ReturnType<typeof outbox>[number]
}

/**
 * Clicks "Get code" next to the code field, solves the captcha dialog with the answer from the outbox, and
 * returns the SMS code sent to `phone`.
 */
export async function requestSmsCode(page: Page, phone: string, sendLabel: RegExp): Promise<string> {
  const captchasBefore = outbox('captcha').length
  const smsBefore = outbox('sms').length
  await page.getByRole('button', { name: sendLabel }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByTestId('captcha-image').waitFor()
  const captcha = await nextOutbox('captcha', captchasBefore)
  await dialog.getByRole('textbox').fill(captcha.text)
  await dialog.getByRole('textbox').press('Enter')
  const sms = await nextOutbox('sms', smsBefore, (l) => l.to === phone)
  return sms.code as string
}
