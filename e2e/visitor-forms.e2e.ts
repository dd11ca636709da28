import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import cn from '../src/i18n/messages/cn.json'
import en from '../src/i18n/messages/en.json'
import { requestSmsCode } from './account-helpers'
import { baseUrl, suiteBrowser } from './browser'
import { staffAuth } from './staff'

/**
 * Issue 16 ("Real visitors, both languages"), points 1, 2, 10, 11, 12, 13 and 14 in chromium, at 1440×900 and
 * 390×844, in Chinese and English: dotted/plus addresses and international phones in the forms, the login link
 * of 'Please Login！', a member's pre-filled forms, the /apply catalog-number lookup and the product page's
 * free trial button, the completion dialog's required marks, the spec's two industries.
 */
type Messages = typeof en
const languages = [
  { name: 'cn', prefix: '', messages: cn as Messages, locale: 'zh-CN', overseas: '海外' },
  { name: 'en', prefix: '/en', messages: en, locale: 'en-US', overseas: 'Outside mainland China' },
] as const
const DESKTOP = { width: 1440, height: 900 }
const MOBILE = { width: 390, height: 844 }
const DEMO = { email: 'demo_member@example.com', password: 'Demo-Member-2026', phone: '13800000000' }
const SLOW = { timeout: 20_000 }
const unique = Date.now().toString().slice(-6)

const browser = suiteBrowser()

async function open(path: string, locale: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, locale })
  const page = await context.newPage()
  const res = await page.goto(`${baseUrl}${path}`)
  expect(res?.status()).toBe(200)
  await ready(page)
  return page
}

async function ready(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready', null, SLOW)
}

/** Logs the demo member in on this page's context (the login form of the language). */
async function logIn(page: Page, prefix: string) {
  await page.goto(`${baseUrl}${prefix}/login`)
  await ready(page)
  const form = page.getByTestId('email-login')
  await form.locator('input[type=email]').fill(DEMO.email)
  await form.locator('input[type=password]').fill(DEMO.password)
  await form.locator('button[type=submit]').click()
  await page.waitForURL(`${baseUrl}${prefix || '/'}`, SLOW)
  await ready(page)
}

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

describe.each(languages)('issue 16 ($name)', ({ name, prefix, messages: m, locale, overseas }) => {
  it('points 1 and 2: the enquiry takes a first.last+tag address and, outside mainland China, an international mobile', async () => {
    const page = await open(`${prefix}/product-detail?catalogNumber=CD002`, locale)
    const l = m.leads.enquiry
    await page.getByRole('button', { name: m.catalog.price.enquiry, exact: true }).click()
    const dialog = page.locator('[data-testid=enquiry-dialog]')
    await dialog.waitFor({ state: 'visible' })
    await dialog.getByRole('textbox', { name: l.name, exact: true }).fill(`E2E Visitor ${name} ${unique}`)
    await dialog.getByRole('textbox', { name: l.company, exact: true }).fill('Shanghai Jiao Tong University')
    await dialog.getByRole('textbox', { name: l.department, exact: true }).fill('School of Life Sciences')
    await dialog.getByRole('combobox', { name: l.industry, exact: true }).selectOption({ index: 1 })
    const email = dialog.getByRole('textbox', { name: l.email, exact: true })
    await email.fill(`zhang.san+quote${unique}@sjtu.edu.cn`)
    await email.blur()
    expect(await dialog.getByText(m.forms.validation.emailInvalid, { exact: true }).count()).toBe(0)
    const area = dialog.getByRole('combobox', { name: l.area, exact: true })
    // A mainland province: the Chinese site keeps the mainland rule (no international hint), the English site not.
    await area.selectOption({ index: 1 })
    await expect.poll(() => dialog.getByTestId('phone-hint').count()).toBe(name === 'en' ? 1 : 0)
    await area.selectOption({ label: overseas })
    await expect.poll(() => dialog.getByTestId('phone-hint').count()).toBe(1)
    const phone = dialog.getByRole('textbox', { name: l.phone, exact: true })
    expect(await phone.getAttribute('aria-describedby')).toContain('hint')
    await phone.fill('+852 9123 4567')
    await phone.blur()
    expect(await dialog.getByText(m.forms.validation.phoneInvalid, { exact: true }).count()).toBe(0)
    await dialog.getByRole('textbox', { name: l.content, exact: true }).fill('Two kits of CD002, please.')
    await dialog.getByRole('button', { name: l.submit, exact: true }).click()
    await page.getByText(l.success, { exact: true }).waitFor(SLOW)
    await page.context().close()
  })

  it('point 10: add to cart while logged out shows the spec toast with a login link back to the product', async () => {
    const page = await open(`${prefix}/product-detail?catalogNumber=CD002`, locale, name === 'cn' ? MOBILE : DESKTOP)
    const productUrl = page.url()
    const back = new URL(productUrl)
    const block = page.locator('section:has(input[type="radio"])')
    await block.getByRole('button', { name: m.catalog.price.addToCart, exact: true }).click()
    const toast = page.getByRole('alert').filter({ hasText: m.catalog.price.pleaseLogin })
    await toast.waitFor()
    const link = toast.getByRole('link', { name: m.catalog.price.loginLink, exact: true })
    expect(await link.getAttribute('href')).toBe(
      `${prefix}/login?redirect=${encodeURIComponent(`${back.pathname}${back.search}`)}`,
    )
    await noSideScroll(page)
    await link.click()
    await page.waitForURL(/\/login\?redirect=/)
    await ready(page)
    const form = page.getByTestId('email-login')
    await form.locator('input[type=email]').fill(DEMO.email)
    await form.locator('input[type=password]').fill(DEMO.password)
    await form.locator('button[type=submit]').click()
    await page.waitForURL(productUrl, SLOW)
    await page.context().close()
  })

  it('points 11, 12 and 14: a member’s forms start filled; /apply looks the catalog number up; two industries', async () => {
    const page = await open(`${prefix}/`, locale)
    await logIn(page, prefix)

    // The product page's free trial button, and the member's enquiry pre-fill.
    await page.goto(`${baseUrl}${prefix}/product-detail?catalogNumber=CD002`)
    await ready(page)
    const trial = page.getByTestId('apply-trial')
    expect((await trial.textContent())?.trim()).toBe(m.catalog.applyTrial)
    expect(await trial.getAttribute('href')).toContain(`${prefix}/apply?sku=CD002`)
    await page.getByRole('button', { name: m.catalog.price.enquiry, exact: true }).click()
    const dialog = page.locator('[data-testid=enquiry-dialog]')
    await dialog.waitFor({ state: 'visible' })
    const l = m.leads.enquiry
    await expect
      .poll(() => dialog.getByRole('textbox', { name: l.company, exact: true }).inputValue())
      .toBe('示例大学 Example University')
    expect(await dialog.getByRole('textbox', { name: l.department, exact: true }).inputValue()).toContain('Life')
    expect(await dialog.getByRole('textbox', { name: l.email, exact: true }).inputValue()).toBe(DEMO.email)
    expect(await dialog.getByRole('textbox', { name: l.phone, exact: true }).inputValue()).toBe(DEMO.phone)
    await expect.poll(() => dialog.getByRole('combobox', { name: l.area, exact: true }).inputValue()).not.toBe('')
    expect(await dialog.getByRole('combobox', { name: l.industry, exact: true }).inputValue()).not.toBe('')
    await page.keyboard.press('Escape')

    // The COA form.
    await page.goto(`${baseUrl}${prefix}/resources?activeIndex=4`)
    await ready(page)
    await page.getByRole('button', { name: m.leads.coa.open, exact: true }).click()
    const coa = page.locator('[data-testid=coa-dialog]')
    await coa.waitFor({ state: 'visible' })
    await expect
      .poll(() => coa.getByRole('textbox', { name: m.leads.coa.email, exact: true }).inputValue())
      .toBe(DEMO.email)
    expect(await coa.getByRole('textbox', { name: m.leads.coa.phone, exact: true }).inputValue()).toBe(DEMO.phone)
    await page.keyboard.press('Escape')

    // The suggestion form: pre-filled, and the spec's two industries.
    await page.goto(`${baseUrl}${prefix}/search-not-found?keywords=zzqx`)
    await ready(page)
    // (scoped to the page's main part: the footer's message form has fields of the same names)
    const main = page.locator('main')
    const company = main.getByRole('textbox', { name: m.suggestion.fields.company })
    await expect.poll(() => company.inputValue()).toBe('示例大学 Example University')
    expect(await main.getByRole('textbox', { name: m.suggestion.fields.email }).inputValue()).toBe(DEMO.email)
    const industries = await main
      .getByRole('combobox', { name: m.suggestion.fields.industry })
      .locator('option')
      .allTextContents()
    expect(industries.slice(1)).toEqual([m.suggestion.industries.academic, m.suggestion.industries.industrial])

    // /apply from the product page: the catalog number and name come along; typing another looks it up.
    await page.goto(`${baseUrl}${prefix}/product-detail?catalogNumber=CD002`)
    await ready(page)
    await page.getByTestId('apply-trial').click()
    await page.waitForURL(/\/apply\?sku=CD002/)
    await ready(page)
    const t = m.leads.trialRequest
    // (an input with a suggestion list is a combobox: found by name)
    const form = page.locator('main')
    const sku = form.locator('input[name=sku]')
    const productName = form.locator('input[name=productName]')
    expect(await sku.inputValue()).toBe('CD002')
    expect(await productName.inputValue()).not.toBe('')
    // The lookup of the number the link brought fills the category too; once it has, type another one.
    await expect.poll(() => form.locator('select[name=treeId]').inputValue(), SLOW).not.toBe('')
    await productName.fill('')
    await sku.fill('')
    await sku.pressSequentially('VCE-E', { delay: 40 })
    await expect.poll(() => form.getByTestId('suggestions-sku').locator('option').count(), SLOW).toBeGreaterThan(0)
    expect(await form.getByTestId('suggestions-sku').locator('option').first().getAttribute('value')).toMatch(/^VCE-E/)
    expect(await productName.inputValue()).toBe('')
    await sku.fill('VCE-E001')
    await expect.poll(() => productName.inputValue(), SLOW).not.toBe('')
    await expect.poll(() => form.locator('select[name=treeId]').inputValue()).not.toBe('')
    await form.locator('textarea[name=productApplication]').fill('Capping assay of our mRNA batches')
    await form.getByRole('button', { name: m.leads.steps.next, exact: true }).click()
    const applicantCompany = form.locator('input[name=company]')
    await applicantCompany.waitFor(SLOW)
    expect(await applicantCompany.inputValue()).toBe('示例大学 Example University')
    expect(await form.locator('input[name=email]').inputValue()).toBe(DEMO.email)
    expect(await form.locator('input[name=phone]').inputValue()).toBe(DEMO.phone)
    const industry = form.locator('select[name=industryId]')
    expect(await industry.inputValue()).not.toBe('')
    expect((await industry.locator('option').allTextContents()).slice(1)).toEqual([
      t.industries.academic,
      t.industries.industrial,
    ])
    await page.context().close()
  })

  it('point 13: the first-login completion dialog marks region and industry as required', async () => {
    // A member created by staff with a phone but no company, area or industry: the completion step is due.
    const phone = `1370${name === 'cn' ? '1' : '2'}${unique}`
    const res = await fetch(`${baseUrl}/api/cms/members`, {
      method: 'POST',
      headers: { authorization: await staffAuth(), origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `complete_${name}_${unique}@example.com`, name: `Complete ${name}`, phone }),
    })
    expect(res.status).toBe(201)
    const page = await open(`${prefix}/phone-login`, locale, name === 'cn' ? MOBILE : DESKTOP)
    const form = page.getByTestId('phone-login')
    await form.locator('[name=phone]').fill(phone)
    const code = await requestSmsCode(page, phone, new RegExp(m.account.phoneLogin.sendCode))
    await form.locator('[name=code]').fill(code)
    await form.getByRole('button', { name: m.account.phoneLogin.submit, exact: true }).click()
    const dialog = page.getByRole('dialog').filter({ hasText: m.account.completion.title })
    await dialog.waitFor(SLOW)
    for (const label of [m.account.register.area, m.account.register.industry]) {
      const select = dialog.getByRole('combobox', { name: label, exact: true })
      expect(await select.getAttribute('aria-required')).toBe('true')
      const id = await select.getAttribute('id')
      expect(await dialog.locator(`label[for="${id}"]`).textContent()).toBe(`${label}*`)
    }
    await noSideScroll(page)
    await page.context().close()
  })
})

describe('issue 16 point 2 (English, 390×844): registration with an international number', () => {
  it('registers a first.last+tag address with a UK mobile for the area outside mainland China', async () => {
    const page = await open('/en/registered', 'en-US', MOBILE)
    const a = en.account
    const form = page.getByTestId('register-form')
    // (+44 79111…: a UK mobile range libphonenumber knows as valid for every ending)
    const e164 = `+4479111${unique.slice(-5)}`
    await form.locator('[name=username]').fill(`jane.doe+${unique}@bioch.ox.ac.uk`)
    await form.locator('[name=name]').fill(`Jane ${unique}`)
    await form.locator('[name=company]').fill('University of Oxford')
    await form.locator('[name=department]').fill('Biochemistry')
    await form.locator('[name=areaId]').selectOption({ label: 'Outside mainland China' })
    await form.locator('[name=industryId]').selectOption({ index: 1 })
    const phone = form.locator('[name=phone]')
    expect(await phone.getAttribute('placeholder')).toBe(en.forms.phoneHint.example)
    await expect.poll(() => form.getByText(en.forms.phoneHint.international).count()).toBe(1)
    await phone.fill(`+44 7911 1${unique.slice(-5)}`)
    await form.locator('[name=password]').fill('Pipette-42x')
    await form.locator('[name=confirmPassword]').fill('Pipette-42x')
    // The code goes through the SMS interface to the E.164 number (the local outbox records it).
    const code = await requestSmsCode(page, e164, new RegExp(a.phoneLogin.sendCode))
    await form.locator('[name=code]').fill(code)
    await form.getByRole('checkbox').nth(0).check()
    await form.getByRole('checkbox').nth(1).check()
    await noSideScroll(page)
    await form.getByRole('button', { name: a.register.submit }).click()
    await page.waitForURL(`${baseUrl}/en`, SLOW)
    await page.context().close()
  })
})
