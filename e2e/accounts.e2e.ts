import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import cn from '../src/i18n/messages/cn.json'
import en from '../src/i18n/messages/en.json'
import { requestSmsCode } from './account-helpers'
import { baseUrl, suiteBrowser } from './browser'

/**
 * Issue 6, accounts in the browser: register with the SMS code from the local outbox, log out (with the
 * confirmation), log in with e-mail, log in with phone and code; the login forms' spec messages on blur.
 */
const browser = suiteBrowser()

const PASSWORD = 'Pipette-42x'
const DEMO_PHONE = '13800000000'
const unique = Date.now().toString().slice(-7)
const account = { email: `e2e_${unique}@example.com`, phone: `1390${unique}`, name: `E2E ${unique}` }

async function ready(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready')
}

async function accountMenu(page: Page) {
  return page.getByRole('button', { name: en.shell.topBar.account.replace('{name}', account.name) })
}

describe('accounts (English)', () => {
  it('registers with the SMS code, logs out, logs in with e-mail, then with phone and code', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const a = en.account
    await page.goto(`${baseUrl}/en/registered`)
    await ready(page)
    const form = page.getByTestId('register-form')
    await form.locator('[name=username]').fill(account.email)
    await form.locator('[name=name]').fill(account.name)
    await form.locator('[name=company]').fill('Example University')
    await form.locator('[name=department]').fill('Biology')
    await form.locator('[name=phone]').fill(account.phone)
    await form.locator('[name=areaId]').selectOption({ index: 1 })
    await form.locator('[name=industryId]').selectOption({ index: 1 })
    await form.locator('[name=password]').fill(PASSWORD)
    await form.locator('[name=confirmPassword]').fill('Pipette-43x')
    await form.locator('[name=confirmPassword]').blur()
    await expect.poll(() => form.textContent()).toContain('The entered passwords are inconsistent')
    await form.locator('[name=confirmPassword]').fill(PASSWORD)
    await form.getByRole('button', { name: a.register.submit }).click()
    await expect.poll(() => form.textContent()).toContain('Please check the agreemen')
    const code = await requestSmsCode(page, account.phone, new RegExp(a.phoneLogin.sendCode))
    expect(code).toMatch(/^\d{6}$/)
    await form.locator('[name=code]').fill(code)
    await form.getByRole('checkbox').nth(0).check()
    await form.getByRole('checkbox').nth(1).check()
    await form.getByRole('button', { name: a.register.submit }).click()
    await page.waitForURL(`${baseUrl}/en`)
    await ready(page)
    await (await accountMenu(page)).waitFor()

    // Log out, confirming the warning.
    await (await accountMenu(page)).click()
    await page.getByRole('button', { name: en.shell.topBar.logout }).click()
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(en.shell.topBar.logoutConfirm)
    await page.getByRole('dialog').getByRole('button', { name: en.shell.topBar.confirm, exact: true }).click()
    await page.getByRole('link', { name: en.shell.topBar.login }).first().waitFor()
    const status = await page.evaluate(async () => (await (await fetch('/api/v1/auth/status')).json()).data)
    expect(status).toEqual({ loggedIn: false })

    // E-mail login, with the spec messages on blur first.
    await page.goto(`${baseUrl}/en/login`)
    await ready(page)
    const login = page.getByTestId('email-login')
    await login.locator('[name=username]').fill('not-an-address')
    await login.locator('[name=password]').focus()
    await expect.poll(() => login.textContent()).toContain('Please enter the correct email address')
    await login.locator('[name=username]').fill(account.email)
    await login.locator('[name=password]').fill(PASSWORD)
    await login.getByRole('button', { name: a.login.submit }).click()
    await page.waitForURL(`${baseUrl}/en`)
    await ready(page)
    await (await accountMenu(page)).waitFor()
    await page.evaluate(() => fetch('/api/v1/auth', { method: 'DELETE' }))

    // Phone and SMS code.
    await page.goto(`${baseUrl}/en/phone-login`)
    await ready(page)
    const phoneForm = page.getByTestId('phone-login')
    await phoneForm.locator('[name=phone]').fill('123')
    await phoneForm.locator('[name=phone]').blur()
    await expect.poll(() => phoneForm.textContent()).toContain('Please enter the correct phone number')
    // The seeded demo member's phone (the new account's phone had its one code of this minute already).
    await phoneForm.locator('[name=phone]').fill(DEMO_PHONE)
    const phoneCode = await requestSmsCode(page, DEMO_PHONE, new RegExp(a.phoneLogin.sendCode))
    await phoneForm.locator('[name=code]').fill(phoneCode)
    await phoneForm.getByRole('button', { name: a.phoneLogin.submit }).click()
    await page.waitForURL(`${baseUrl}/en`)
    await ready(page)
    await page.getByRole('button', { name: /Demo member/ }).waitFor()
    await context.close()
  }, 90_000)
})

describe('accounts (Chinese)', () => {
  it('shows the login page in Chinese with its messages on blur', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' })
    const page = await context.newPage()
    const res = await page.goto(`${baseUrl}/login`)
    expect(res?.status()).toBe(200)
    await ready(page)
    const login = page.getByTestId('email-login')
    await login.locator('[name=username]').fill('x')
    await login.locator('[name=password]').focus()
    await expect.poll(() => login.textContent()).toContain(cn.account.validation.emailInvalid)
    await context.close()
  })
})
