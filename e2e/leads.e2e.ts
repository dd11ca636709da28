import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import cn from '../src/i18n/messages/cn.json'
import en from '../src/i18n/messages/en.json'
import { makePdf } from '../src/seed/pdf'
import { baseUrl, suiteBrowser } from './browser'
import { backOfficePage, staffAuth } from './staff'

/**
 * The lead forms in a real browser, in both languages: the price enquiry dialog from the product detail and
 * the COA download form from the resource downloads, each ending with the submission in the back-office
 * inbox (issue "Leads that reach sales", points 1, 2 and 6).
 */
type Messages = typeof en
const languages = [
  { name: 'cn', prefix: '', messages: cn as Messages, locale: 'zh-CN' },
  { name: 'en', prefix: '/en', messages: en, locale: 'en-US' },
] as const
const DESKTOP = { width: 1366, height: 900 }
const LOT = `E2E${Date.now()}`
// A well-formed certificate: staff uploads pass the same PDF inspection as customers' (issue 31).
const PDF = new Uint8Array(makePdf('Certificate of analysis', ['CD002', 'Recombinant protein']))

const browser = suiteBrowser()
const enquiries: string[] = []
const coaRequests: string[] = []

beforeAll(async () => {
  // A certificate the COA form can hand out (staff upload through the CMS API, as the back office does).
  const auth = await staffAuth()
  const form = new FormData()
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), `${LOT}.pdf`)
  form.append('_payload', JSON.stringify({ catalogNumber: 'CD002', lotNumber: LOT }))
  const upload = await fetch(`${baseUrl}/api/cms/coa-certificates`, {
    method: 'POST',
    headers: { authorization: auth, origin: baseUrl },
    body: form,
  })
  expect(upload.status).toBe(201)
})

async function open(path: string, locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale })
  const page = await context.newPage()
  const res = await page.goto(`${baseUrl}${path}`)
  expect(res?.status()).toBe(200)
  await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready', null, { timeout: 20_000 })
  return page
}

describe.each(languages)('price enquiry dialog ($name)', ({ name, prefix, messages: m, locale }) => {
  it('opens from the product detail with the product, checks each field, traps focus, and submits', async () => {
    const page = await open(`${prefix}/product-detail?catalogNumber=CD002`, locale)
    const l = m.leads.enquiry
    await page.getByRole('button', { name: m.catalog.price.enquiry, exact: true }).click()
    const dialog = page.locator('[data-testid=enquiry-dialog]')
    await dialog.waitFor({ state: 'visible' })
    expect(await dialog.locator('dl').textContent()).toContain('CD002')
    // Escape closes it, and it opens again.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: m.catalog.price.enquiry, exact: true }).click()
    await dialog.waitFor({ state: 'visible' })
    // Submitting empty shows the spec's messages.
    await dialog.getByRole('button', { name: l.submit, exact: true }).click()
    for (const text of [
      l.messages.nameRequired,
      l.messages.companyRequired,
      l.messages.departmentRequired,
      l.messages.industryRequired,
      l.messages.areaRequired,
      l.messages.contentRequired,
      m.forms.validation.phoneInvalid,
      m.forms.validation.emailRequired,
    ]) {
      await expect.poll(() => dialog.getByText(text, { exact: true }).count()).toBeGreaterThan(0)
    }
    // Focus stays inside the modal dialog.
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true)

    const unique = `E2E Enquiry ${name} ${Date.now()}`
    await dialog.getByRole('textbox', { name: l.name, exact: true }).fill(unique)
    await dialog.getByRole('textbox', { name: l.company, exact: true }).fill('Example University')
    await dialog.getByRole('textbox', { name: l.department, exact: true }).fill('RNA Lab')
    await dialog.getByRole('combobox', { name: l.industry, exact: true }).selectOption({ index: 1 })
    const phone = dialog.getByRole('textbox', { name: l.phone, exact: true })
    await phone.fill('12345')
    await phone.blur()
    await expect.poll(() => dialog.getByText(m.forms.validation.phoneInvalid, { exact: true }).count()).toBe(1)
    await phone.fill('13912345678')
    await dialog.getByRole('textbox', { name: l.email, exact: true }).fill('e2e_enquiry@example.com')
    await dialog.getByRole('combobox', { name: l.area, exact: true }).selectOption({ index: 1 })
    await dialog.getByRole('textbox', { name: l.content, exact: true }).fill('Two kits of CD002, please.')
    await dialog.getByRole('button', { name: l.submit, exact: true }).click()
    await page.getByText(l.success, { exact: true }).waitFor()
    await dialog.waitFor({ state: 'hidden' })
    enquiries.push(unique)
    await page.context().close()
  })
})

describe.each(languages)('COA download ($name)', ({ name, prefix, messages: m, locale }) => {
  it('hands out the held certificate at once and sends the other catalog number to sales', async () => {
    const page = await open(`${prefix}/resources?activeIndex=4`, locale)
    const l = m.leads.coa
    await page.getByRole('button', { name: l.open, exact: true }).click()
    const dialog = page.locator('[data-testid=coa-dialog]')
    await dialog.waitFor({ state: 'visible' })
    const email = dialog.getByRole('textbox', { name: l.email, exact: true })
    await email.fill('not-an-email')
    await email.blur()
    await expect.poll(() => dialog.getByText(l.messages.emailInvalid, { exact: true }).count()).toBe(1)
    const unique = `E2E COA ${name} ${Date.now()}`
    await dialog.getByRole('textbox', { name: l.catalogNumbers, exact: true }).fill('CD002; CD999')
    await dialog.getByRole('textbox', { name: l.lotNumber, exact: true }).fill(LOT)
    await dialog.getByRole('textbox', { name: l.name, exact: true }).fill(unique)
    await dialog.getByRole('textbox', { name: l.dept, exact: true }).fill('Example University')
    await email.fill('e2e_coa@example.com')
    await dialog.getByRole('combobox', { name: l.area, exact: true }).selectOption({ index: 1 })
    await dialog.getByRole('combobox', { name: l.industry, exact: true }).selectOption({ index: 1 })
    await dialog.getByRole('button', { name: l.submit, exact: true }).click()
    const answer = dialog.locator('[data-testid=coa-answer]')
    await answer.waitFor()
    const link = answer.getByRole('link')
    expect(await link.count()).toBe(1)
    const href = (await link.getAttribute('href')) as string
    const pdf = await fetch(baseUrl + href)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(await answer.textContent()).toContain('CD999')
    coaRequests.push(unique)
    await page.context().close()
  })
})

describe('the back office inbox', () => {
  it('lists the enquiries and COA requests just sent, with their reply-due time', async () => {
    expect(enquiries).toHaveLength(2)
    expect(coaRequests).toHaveLength(2)
    const page = await backOfficePage(browser, { viewport: DESKTOP, locale: 'en-US' })
    for (const [slug, names] of [
      ['enquiries', enquiries],
      ['coa-requests', coaRequests],
    ] as const) {
      await page.goto(`${baseUrl}/admin/collections/${slug}`)
      for (const sent of names) {
        await expect.poll(() => page.getByText(sent, { exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0)
      }
    }
    await page.goto(`${baseUrl}/admin/collections/enquiries`)
    // The Excel export above the list, authenticated by the admin's session.
    expect(await page.locator('[data-testid=inbox-export] a').count()).toBe(2)
    const xlsx = await page.request.get(`${baseUrl}/api/v1/inbox/export?kind=enquiries`)
    expect(xlsx.status()).toBe(200)
    expect(xlsx.headers()['content-type']).toContain('spreadsheetml')
    await page
      .getByText(enquiries[0] as string, { exact: true })
      .first()
      .click()
    await page.waitForURL(/\/admin\/collections\/enquiries\/\d+/)
    await expect.poll(() => page.locator('input[name="catalogNumber"]').inputValue()).toBe('CD002')
    await page.context().close()
  })
})
