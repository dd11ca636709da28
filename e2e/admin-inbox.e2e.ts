import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { outbox } from './account-helpers'
import { baseUrl, suiteBrowser } from './browser'
import { seedSubmission } from './run-db'
import { openAdminSelect, staffAuth } from './staff'

/**
 * The one inbox in the Chinese admin (issue 22): a sales user filters today's overdue submissions across kinds,
 * assigns one to a sales colleague by name, replies from the record, and the customer's mail is in the outbox.
 */
const browser = suiteBrowser()
let admin = ''
const stamp = `${Date.now()}`.slice(-8)
const SALES = { email: `inbox-a-${stamp}@example.com`, name: `销售甲${stamp}`, password: 'E2e-Sales-Password-1' }
const COLLEAGUE = { email: `inbox-b-${stamp}@example.com`, name: `销售乙${stamp}`, password: 'E2e-Sales-Password-1' }
const CUSTOMER = `inbox-customer-${stamp}@example.com`
const ids: { leaveWord?: number; suggestion?: number; colleague?: number } = {}

async function cms(path: string, init: RequestInit = {}) {
  const res = await fetch(`${baseUrl}/api/cms${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: admin, origin: baseUrl, ...init.headers },
  })
  expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300)
  return (await res.json()) as Record<string, unknown>
}

beforeAll(async () => {
  admin = await staffAuth()
  for (const user of [SALES, COLLEAGUE]) {
    const created = await cms('/users', { method: 'POST', body: JSON.stringify({ ...user, roles: ['sales'] }) })
    if (user === COLLEAGUE) ids.colleague = (created.doc as { id: number }).id
  }
  const area = ((await cms('/areas?limit=1')).docs as Array<{ id: number }>)[0]?.id
  const industry = ((await cms('/industries?limit=1')).docs as Array<{ id: number }>)[0]?.id
  const contact = { name: `客户${stamp}`, company: '示例大学', department: '生命科学学院', phone: '13800138000' }
  // Both are overdue (their reply was due an hour ago) and were submitted today.
  const due = new Date(Date.now() - 60 * 60_000).toISOString()
  ids.leaveWord = await seedSubmission('leave_words', {
    ...contact,
    address_id: area ?? null,
    email: CUSTOMER,
    content: '请问货期？',
    reply_due_at: due,
  })
  ids.suggestion = await seedSubmission('suggestions', {
    ...contact,
    product_name: 'IL-38',
    species: 'human',
    tag_position: 'c-terminal',
    tag: 'his',
    expression_system: 'mammalian',
    expression_range: 'Met1-Trp152',
    accession: 'Q8WWZ1',
    quantity: '1 mg',
    long_term: 1,
    purpose: 'Receptor binding assays',
    quality: 'Purity > 95%',
    delivery_time: '4 weeks',
    other_requirements: '',
    region_id: area ?? null,
    industry_id: industry ?? null,
    email: `inbox-other-${stamp}@example.com`,
    reply_due_at: due,
  })
}, 120_000)

async function logIn(page: Page) {
  await page.goto(`${baseUrl}/admin/login`)
  await page.fill('input[name="email"]', SALES.email)
  await page.fill('input[name="password"]', SALES.password)
  await page.click('button[type="submit"]')
  await page.waitForURL(/\/admin\/?$/, { timeout: 30_000 })
}

describe('the one inbox (Chinese admin, sales)', () => {
  it('filters overdue items of today across kinds, assigns one to a colleague, replies; the customer gets the mail', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
    const page = await context.newPage()
    await logIn(page)
    // The dashboard counts and the navigation link.
    await expect.poll(() => page.locator('[data-dashboard-leads]').count(), { timeout: 20_000 }).toBe(1)
    // The navigation's link (the side menu is folded at first: it is followed by its address).
    const inbox = await page.locator('a[data-inbox-nav]').getAttribute('href')
    expect(inbox).toBe('/admin/inbox')
    await page.goto(`${baseUrl}${inbox}`)
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('统一收件箱')

    await page.locator('a[data-filter="overdue"]').click()
    await page.waitForURL(/overdue=1/, { timeout: 30_000 })
    await page.locator('a[data-filter="today"]').click()
    await page.waitForURL(/today=1/, { timeout: 30_000 })
    expect(page.url()).toMatch(/overdue=1/)
    const leaveRow = page.locator(`tr[data-row="leave-words:${ids.leaveWord}"]`)
    const suggestionRow = page.locator(`tr[data-row="suggestions:${ids.suggestion}"]`)
    await expect.poll(() => leaveRow.count(), { timeout: 30_000 }).toBe(1)
    await expect.poll(() => suggestionRow.count(), { timeout: 30_000 }).toBe(1)
    expect(await leaveRow.textContent()).toContain('在线留言')
    expect(await suggestionRow.textContent()).toContain('新品建议')

    // Assign to the colleague by name on the record.
    await leaveRow.locator(`a[href="/admin/collections/leave-words/${ids.leaveWord}"]`).click()
    await page.waitForURL(new RegExp(`/admin/collections/leave-words/${ids.leaveWord}`), { timeout: 30_000 })
    await openAdminSelect(page, 'field-assignee')
    await page.keyboard.type(COLLEAGUE.name)
    const option = page.locator('.rs__option', { hasText: COLLEAGUE.name }).first()
    await expect.poll(() => option.isVisible(), { timeout: 30_000 }).toBe(true)
    await option.click()
    await page.locator('#action-save').click()
    await expect
      .poll(async () => (await cms(`/leave-words/${ids.leaveWord}?depth=0`)).assignee, { timeout: 30_000 })
      .toBe(ids.colleague)

    // Reply from the record: the Chinese template with the customer's name, then our answer.
    const box = page.locator('[data-reply-box="leave-words"] textarea')
    await expect.poll(() => box.inputValue(), { timeout: 30_000 }).toContain(`客户${stamp}`)
    await box.fill(`客户${stamp} 您好：货期为 3 个工作日。${stamp}`)
    await page.locator('[data-reply-box="leave-words"] button').click()
    await expect
      .poll(() => outbox('mail').filter((l) => l.to === CUSTOMER && l.text.includes(`3 个工作日。${stamp}`)).length, {
        timeout: 60_000,
      })
      .toBe(1)
    const stored = await cms(`/leave-words/${ids.leaveWord}?depth=0`)
    expect(stored.inboxStatus).toBe('answered')
    expect((stored.replies as Array<{ text: string }>).map((r) => r.text)).toEqual([
      `客户${stamp} 您好：货期为 3 个工作日。${stamp}`,
    ])
    await context.close()
  }, 180_000)
})
