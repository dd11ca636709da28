import { describe, expect, it } from 'vitest'
import cn from '../src/i18n/messages/cn.json'
import en from '../src/i18n/messages/en.json'
import { suiteBrowser } from './browser'
import { expectInInbox, openForm, solveCaptcha } from './lead-forms'

/**
 * /apply, the free trial sample application (spec sections 2, 3, 5, 9) in both languages: the terms, the two
 * steps with next and previous, the spec's messages, the image captcha, the success box and the sales inbox.
 */
const languages = [
  { name: 'cn', prefix: '', m: cn, locale: 'zh-CN' },
  { name: 'en', prefix: '/en', m: en, locale: 'en-US' },
] as const

const browser = suiteBrowser()

describe.each(languages)('trial sample application ($name)', ({ name, prefix, m, locale }) => {
  it('goes through both steps, submits, and the request reaches the admin inbox', async () => {
    const t = m.leads.trialRequest
    const s = m.leads.steps
    const { context, page } = await openForm(browser, `${prefix}/apply`, locale)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(t.title)
    expect(await page.getByText(t.terms.endUser).count()).toBe(1)
    expect(await page.getByText(t.terms.feedback).count()).toBe(1)

    // Next on an empty product step: the step's messages, nothing sent.
    await page.locator('form[data-step]').getByRole('button', { name: s.next, exact: true }).click()
    await expect.poll(() => page.locator('[data-testid=error-sku]').textContent()).toBe(t.skuRequired)
    expect(await page.locator('[data-testid=error-treeId]').textContent()).toBe(t.categoryRequired)

    await page.fill('form[data-step] input[name="sku"]', 'CD002')
    await page.fill('form[data-step] input[name="productName"]', 'mRNA capping kit')
    await page.selectOption('form[data-step] select[name="treeId"]', { index: 1 })
    await page.fill('form[data-step] textarea[name="productApplication"]', 'Capping rate of mRNA vaccine lots')
    await page.locator('form[data-step]').getByRole('button', { name: s.next, exact: true }).click()
    await page.locator('form[data-step="applicant"]').waitFor()

    // Previous keeps what was typed.
    await page.locator('form[data-step]').getByRole('button', { name: s.previous, exact: true }).click()
    await page.locator('form[data-step="product"]').waitFor()
    expect(await page.inputValue('form[data-step] input[name="sku"]')).toBe('CD002')
    await page.locator('form[data-step]').getByRole('button', { name: s.next, exact: true }).click()
    await page.locator('form[data-step="applicant"]').waitFor()

    const applicant = `E2E Trial ${name} ${Date.now()}`
    await page.fill('form[data-step] input[name="name"]', applicant)
    await page.fill('form[data-step] input[name="company"]', 'Example University')
    await page.fill('form[data-step] input[name="department"]', 'Biochemistry')
    await page.fill('form[data-step] input[name="phone"]', '13912345678')
    await page.fill('form[data-step] input[name="email"]', 'bad-address')
    await page.locator('form[data-step] input[name="email"]').blur()
    await expect
      .poll(() => page.locator('[data-testid=error-email]').textContent())
      .toBe(m.forms.validation.emailInvalid)
    await page.fill('form[data-step] input[name="email"]', 'e2e_trial@example.com')
    await page.selectOption('form[data-step] select[name="industryId"]', { index: 1 })
    await page.selectOption('form[data-step] select[name="areaId"]', { index: 1 })
    await page.fill('form[data-step] input[name="address"]', '1 Zhangjiang Road, Shanghai')
    // Submitting without the terms ticked shows the terms message.
    await page.locator('form[data-step]').getByRole('button', { name: s.submit, exact: true }).click()
    await expect.poll(() => page.locator('[data-testid=error-agree]').textContent()).toBe(t.termsRequired)
    await page.check('form[data-step] input[name="agree"]')
    await solveCaptcha(page)
    await page.locator('form[data-step]').getByRole('button', { name: s.submit, exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor({ timeout: 20_000 })
    expect(await dialog.textContent()).toContain(s.successTitle)
    await context.close()

    await expectInInbox(browser, 'trial-requests', applicant)
  })
})
