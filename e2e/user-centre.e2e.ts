import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import cn from '../src/i18n/messages/cn.json'
import en from '../src/i18n/messages/en.json'
import { nextOutbox, outbox } from './account-helpers'
import { baseUrl, suiteBrowser } from './browser'
import { SLOW, shellReady } from './member'

/**
 * Issue 21, the user centre's account pages in a real browser, Chinese and English, desktop and phone: an
 * anonymous visit goes to the login and back; the member edits the profile (a refused save keeps what was typed
 * and names the field), adds an address and a special VAT invoice title, which the checkout review then offers,
 * changes the password and logs in with the new one, and sees a submitted enquiry in the history.
 */
const browser = suiteBrowser()

const MESSAGES = { cn, en }
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } }
const PASSWORD = 'Pipette-42x'
const NEW_PASSWORD = 'Centrifuge-77q'

let serial = 0

async function api(path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: await res.json() }
}

/** A new member registered through the API (captcha and SMS code from the local outbox). */
async function registerMember(tag: string) {
  serial += 1
  const phone = `137${String(process.pid % 10000).padStart(4, '0')}${String(Date.now() % 1000).padStart(3, '0')}${serial}`
  const email = `uc_${tag}_${process.pid}_${Date.now()}_${serial}@example.com`
  const dict = await api('/dict?typeList=areas,industries')
  const areaId = dict.body.data.areas[0].id
  const industryId = dict.body.data.industries[0].id
  const captchasBefore = outbox('captcha').length
  const { body } = await api('/kaptcha')
  const captchaId = body.data.captchaId as string
  const captcha = await nextOutbox('captcha', captchasBefore, (l) => l.to === captchaId)
  const smsBefore = outbox('sms').length
  const sent = await api('/code/send', { purpose: 'register', phone, captchaId, captchaCode: captcha.text })
  expect(sent.status, sent.body.msg).toBe(200)
  const sms = await nextOutbox('sms', smsBefore, (l) => l.to === phone)
  const registered = await api('/user', {
    username: email,
    name: '初始姓名',
    company: '初始单位',
    department: '初始部门',
    phone,
    code: sms.code,
    areaId,
    industryId,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    agreePrivacy: true,
    agreeMarketing: true,
  })
  expect(registered.status, registered.body.msg).toBe(200)
  return { email, phone }
}

async function logIn(page: Page, email: string, password: string) {
  const form = page.getByTestId('email-login')
  await form.waitFor(SLOW)
  await shellReady(page)
  await form.locator('input[type=email]').fill(email)
  await form.locator('input[type=password]').fill(password)
  await form.locator('button[type=submit]').click()
}

async function inPage<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ code: string; data: T }> {
  return page.evaluate(
    async ([m, p, b]) =>
      (
        await fetch(p as string, {
          method: m as string,
          credentials: 'same-origin',
          headers: b === undefined ? {} : { 'content-type': 'application/json' },
          body: b === undefined ? undefined : JSON.stringify(b),
        })
      ).json(),
    [method, path, body] as const,
  )
}

const ADDRESS = {
  recipient: '王小明',
  phone: '13911112222',
  province: '北京市',
  city: '北京市',
  district: '海淀区',
  street: '中关村大街 1 号',
  postcode: '100080',
}

describe.each([
  ['cn', 'desktop'],
  ['en', 'phone'],
  ['en', 'desktop'],
  ['cn', 'phone'],
] as const)('user centre in %s on %s', (lang, viewport) => {
  const m = MESSAGES[lang]
  const u = m.userCentre
  const prefix = lang === 'en' ? '/en' : ''

  it('profile, address, invoice title (offered at checkout), password, and the enquiry history', async () => {
    const member = await registerMember(`${lang}${viewport}`)
    const context = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      locale: lang === 'en' ? 'en-US' : 'zh-CN',
    })
    const page = await context.newPage()

    // Anonymous: to the login, and back to the page after it.
    await page.goto(`${baseUrl}${prefix}/order-list/profile`)
    await page.waitForURL(/\/login\?redirect=%2Forder-list%2Fprofile/, SLOW)
    await logIn(page, member.email, PASSWORD)
    await page.waitForURL(`${baseUrl}${prefix}/order-list/profile`, SLOW)
    await shellReady(page)
    const nav = page.getByRole('navigation', { name: u.nav.label })
    expect(await nav.getByRole('link', { name: u.nav.orders }).getAttribute('href')).toBe(`${prefix}/order-list`)
    expect(await nav.getByRole('link', { name: u.nav.profile }).getAttribute('aria-current')).toBe('page')
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')

    // Profile: a refused save names the field and keeps the rest; then it saves.
    const profile = page.getByTestId('profile-form')
    const newName = `${lang === 'en' ? 'Jane' : '李'}${viewport}${serial}`
    await profile.locator('input[name=name]').fill(newName)
    await profile.locator('input[name=department]').fill('')
    await profile.getByRole('button', { name: u.common.save }).click()
    await expect
      .poll(() => profile.getByText(m.account.validation.departmentRequired, { exact: true }).count(), SLOW)
      .toBe(1)
    expect(await profile.locator('input[name=name]').inputValue()).toBe(newName)
    await profile.locator('input[name=department]').fill('Proteomics')
    await profile.getByRole('button', { name: u.common.save }).click()
    await page.getByText(u.api.saved, { exact: true }).first().waitFor(SLOW)
    await page.reload()
    await shellReady(page)
    expect(await page.getByTestId('profile-form').locator('input[name=name]').inputValue()).toBe(newName)

    // Address book: a refused postcode is named; then the address is saved, the default.
    await nav.getByRole('link', { name: u.nav.addresses }).click()
    await page.waitForURL(`${baseUrl}${prefix}/order-list/addresses`, SLOW)
    const book = page.getByTestId('address-book')
    await book.waitFor(SLOW)
    await book.getByRole('button', { name: u.addresses.new }).click()
    const form = page.getByTestId('address-book-form')
    for (const [k, v] of Object.entries(ADDRESS)) await form.locator(`input[name=${k}]`).fill(v)
    await form.locator('input[name=postcode]').fill('12')
    await form.getByRole('button', { name: u.common.save }).click()
    await expect.poll(() => form.getByText(m.orders.checkout.errors.postcode, { exact: true }).count(), SLOW).toBe(1)
    expect(await form.locator('input[name=street]').inputValue()).toBe(ADDRESS.street)
    await form.locator('input[name=postcode]').fill(ADDRESS.postcode)
    await form.getByRole('button', { name: u.common.save }).click()
    const item = page.getByTestId('address-book-item')
    await item.first().waitFor(SLOW)
    expect(await item.first().textContent()).toContain(ADDRESS.street)
    expect(await item.first().textContent()).toContain(u.common.default)

    // Invoice title: special VAT with the bank details.
    await page.goto(`${baseUrl}${prefix}/order-list/invoices`)
    await shellReady(page)
    const titles = page.getByTestId('invoice-titles')
    await titles.waitFor(SLOW)
    await titles.getByRole('button', { name: u.invoices.new }).click()
    const invoice = page.getByTestId('invoice-titles-form')
    await invoice.locator('select[name=type]').selectOption('special')
    const title = `示例研究院 ${lang}${viewport}`
    for (const [k, v] of Object.entries({
      title,
      taxId: '91110000MA00000000',
      bank: '中国银行北京分行',
      account: '6216 6100 0000 0000',
      registeredAddress: '北京市海淀区',
      registeredPhone: '010-62000000',
      email: 'invoice@example.com',
    })) {
      await invoice.locator(`input[name=${k}]`).fill(v)
    }
    await invoice.getByRole('button', { name: u.common.save }).click()
    await titles.getByTestId('invoice-titles-item').first().waitFor(SLOW)
    expect(await titles.getByTestId('invoice-titles-item').first().textContent()).toContain(title)

    // The checkout review offers both, the address chosen.
    const products = await (await fetch(`${baseUrl}/api/v1/product?size=20`)).json()
    const priced = (products.data.list as { id: number; sizes: { size: string; priceFen: number | null }[] }[]).find(
      (p) => p.sizes.length > 0 && p.sizes[0]?.priceFen !== null,
    )
    const added = await inPage(page, 'POST', '/api/v1/order', {
      productId: priced?.id,
      size: priced?.sizes[0]?.size,
      count: 1,
    })
    expect(added.code).toBe('E0001')
    await page.goto(`${baseUrl}${prefix}/cart`)
    await shellReady(page)
    // The cart shows table rows on a desktop and cards on a phone.
    await page
      .locator(`[data-testid="${viewport === 'phone' ? 'cart-card' : 'cart-line'}"]`)
      .first()
      .waitFor(SLOW)
    await page.locator('[data-testid="cart-checkout"]').click()
    const review = page.locator('[data-testid="checkout-review"]')
    await review.waitFor(SLOW)
    const chosen = review.locator('input[name="addressChoice"]').first()
    await chosen.waitFor(SLOW)
    expect(await chosen.isChecked()).toBe(true)
    expect(await review.textContent()).toContain(ADDRESS.street)
    expect(await review.locator('select option').allTextContents()).toContain(title)

    // Password: the wrong current one is named; the change keeps this session; the new one logs in.
    await page.goto(`${baseUrl}${prefix}/order-list/password`)
    await shellReady(page)
    const pw = page.getByTestId('password-form')
    await pw.locator('input[name=currentPassword]').fill('Wrong-password-1')
    await pw.locator('input[name=password]').fill(NEW_PASSWORD)
    await pw.locator('input[name=confirmPassword]').fill(NEW_PASSWORD)
    await pw.getByRole('button', { name: u.password.submit }).click()
    await expect.poll(() => pw.getByText(u.api.passwordWrong, { exact: true }).count(), SLOW).toBe(1)
    await pw.locator('input[name=currentPassword]').fill(PASSWORD)
    await pw.getByRole('button', { name: u.password.submit }).click()
    await pw.getByText(u.password.done, { exact: true }).waitFor(SLOW)
    await context.clearCookies()
    await page.goto(`${baseUrl}${prefix}/login?redirect=%2Forder-list%2Frequests`)
    await logIn(page, member.email, PASSWORD)
    await expect.poll(() => page.getByText(m.account.loginFailed, { exact: true }).count(), SLOW).toBeGreaterThan(0)
    await page.getByTestId('email-login').locator('input[type=password]').fill(NEW_PASSWORD)
    await page.getByTestId('email-login').locator('button[type=submit]').click()
    await page.waitForURL(`${baseUrl}${prefix}/order-list/requests`, SLOW)

    // History: an enquiry submitted as this member, with its localized kind and status. Sent in one run of the four:
    // the enquiry form allows 5 an address in 10 minutes (ADR 0010) and the whole suite comes from one address.
    if (lang !== 'cn' || viewport !== 'desktop') {
      await context.close()
      return
    }
    const catalogNumber = `E2E-${lang}-${viewport}`
    const sent = await inPage(page, 'POST', `${prefix}/api/v1/enquiry`, {
      catalogNumber,
      productName: 'IL-2',
      name: newName,
      company: 'Example University',
      department: 'Proteomics',
      industry: (await api('/dict?typeList=industries')).body.data.industries[0].id,
      area: (await api('/dict?typeList=areas')).body.data.areas[0].id,
      phone: member.phone,
      email: member.email,
      content: 'Two vials, please.',
    })
    expect(sent.code).toBe('E0001')
    await page.reload()
    await shellReady(page)
    const row = page.getByTestId('history-row').first()
    await row.waitFor(SLOW)
    const text = await row.textContent()
    expect(text).toContain(catalogNumber)
    expect(text).toContain(u.history.kinds.enquiries)
    expect(text).toContain(u.history.statuses.new)
    await page.screenshot({ path: `/tmp/user-centre-${lang}-${viewport}.png`, fullPage: true })
    await context.close()
  })
})
