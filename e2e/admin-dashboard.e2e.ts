import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, suiteBrowser } from './browser'
import { memberContext, placeOrder } from './member-orders'
import { seedSubmission } from './run-db'
import { backOfficePage, staffAuth } from './staff'

/**
 * Issue 22, the dashboard of the Chinese admin (1440×900): after a member places an order and a quote request
 * through the site, a message arrives today, one from yesterday passes its reply time, and a search finds nothing
 * three times, the dashboard counts one more new order, quote waiting, message of today and overdue message, and
 * lists the search with its count; each figure's link opens the list filtered to what it counted.
 */
const browser = suiteBrowser()
let auth = ''
const stamp = `${Date.now()}`
// Letters only, so the search cannot match a catalog number.
const keyword = `zqx${stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '')}`
const VIEWPORT = { width: 1440, height: 900 }

async function cms(path: string) {
  const res = await fetch(`${baseUrl}/api/cms${path}`, { headers: { authorization: auth } })
  expect(res.status).toBe(200)
  return (await res.json()) as { docs: Array<{ id: number }> }
}

beforeAll(async () => {
  auth = await staffAuth()
})

/** The dashboard's figures as staff read them. */
async function figures(page: Page) {
  await page.goto(`${baseUrl}/admin`)
  await page.locator('[data-dashboard]').waitFor({ timeout: 60_000 })
  const leaveWords = page.locator('[data-dashboard-leads] tr[data-kind="leave-words"]')
  const number = async (selector: string, attribute: string) =>
    Number(await page.locator(selector).getAttribute(attribute))
  return {
    today: await number('[data-dashboard-leads] tr[data-kind="leave-words"] a[data-today]', 'data-today'),
    overdue: await number('[data-dashboard-leads] tr[data-kind="leave-words"] a[data-overdue]', 'data-overdue'),
    newOrders: Number(await page.locator('[data-dashboard-orders] a').first().locator('strong').textContent()),
    quotes: await number('[data-dashboard-quotes] a[data-quotes-waiting]', 'data-quotes-waiting'),
    searches: (await page.locator('[data-dashboard-searches] li').allTextContents()).map((s) => s.trim()),
    kindName: (await leaveWords.locator('th').textContent())?.trim(),
  }
}

/** Follows the dashboard link `link` (a full page load) and waits for the list it opens. */
async function follow(page: Page, link: string, url: RegExp) {
  await page.goto(`${baseUrl}/admin`)
  await page.locator(link).first().click()
  await page.waitForURL(url, { timeout: 60_000 })
}

describe('the admin dashboard (issue 22)', () => {
  it("counts today's and overdue messages, new orders, quotes waiting and searches without results, with links", async () => {
    const page = await backOfficePage(browser, { locale: 'zh-CN', viewport: VIEWPORT })
    const before = await figures(page)
    expect(before.kindName).toBe('在线留言')

    // A member's order and quote request, through the site API.
    const member = await memberContext(browser, 'cn', { viewport: VIEWPORT })
    const order = await placeOrder(member, 'cn')
    const quote = await placeOrder(member, 'cn', { inquiry: true })
    await member.close()
    expect([order.status, quote.status]).toEqual(['submitted', 'quote_requested'])

    // A message of today (its reply due tomorrow) and one of yesterday whose reply was due six hours ago.
    const area = (await cms('/areas?limit=1')).docs[0]?.id ?? null
    const contact = { company: '示例大学', department: '生命科学学院', phone: '13800138000', address_id: area }
    const hour = 60 * 60_000
    const fresh = await seedSubmission('leave_words', {
      ...contact,
      name: `今日客户${stamp}`,
      email: `dash-today-${stamp}@example.com`,
      content: '请问有现货吗？',
      reply_due_at: new Date(Date.now() + 23 * hour).toISOString(),
    })
    const late = await seedSubmission('leave_words', {
      ...contact,
      name: `昨日客户${stamp}`,
      email: `dash-late-${stamp}@example.com`,
      content: '请问货期？',
      created_at: new Date(Date.now() - 30 * hour).toISOString(),
      updated_at: new Date(Date.now() - 30 * hour).toISOString(),
      reply_due_at: new Date(Date.now() - 6 * hour).toISOString(),
    })

    // A search that finds nothing, made three times on the site.
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${baseUrl}/api/v1/search?keywords=${keyword}`)
      expect((await res.json()).data.counts).toEqual({ product: 0, service: 0, content: 0 })
    }

    // The dashboard counts each once and lists the search with its three times (each server process writes its
    // searches in batches: read until all three are in).
    let after = await figures(page)
    await expect
      .poll(
        async () => {
          after = await figures(page)
          return after.searches
        },
        { timeout: 30_000, interval: 2000 },
      )
      .toContain(`${keyword} (3 次)`)
    expect({
      today: after.today - before.today,
      overdue: after.overdue - before.overdue,
      newOrders: after.newOrders - before.newOrders,
      quotes: after.quotes - before.quotes,
    }).toEqual({ today: 1, overdue: 1, newOrders: 1, quotes: 1 })

    // Each link opens the list filtered to what it counted.
    const inboxRow = (id: number) => page.locator(`tr[data-row="leave-words:${id}"]`)
    await follow(page, '[data-dashboard-leads] tr[data-kind="leave-words"] a[data-overdue]', /overdue=1/)
    await inboxRow(late).waitFor({ timeout: 60_000 })
    expect(await inboxRow(fresh).count()).toBe(0)
    await follow(page, '[data-dashboard-leads] tr[data-kind="leave-words"] a[data-today]', /today=1/)
    await inboxRow(fresh).waitFor({ timeout: 60_000 })
    expect(await inboxRow(late).count()).toBe(0)

    const listRow = (text: string) => page.locator('.table tbody tr', { hasText: text })
    await follow(page, '[data-dashboard-orders] a[href*="submitted"]', /where%5Bstatus%5D|where\[status\]/)
    await listRow(order.orderNumber).waitFor({ timeout: 60_000 })
    expect(await listRow(quote.orderNumber).count()).toBe(0)
    expect(new Set(await page.locator('.table tbody td.cell-status').allTextContents())).toEqual(new Set(['已提交']))

    await follow(page, '[data-dashboard-quotes] a', /quote_requested/)
    await listRow(quote.orderNumber).waitFor({ timeout: 60_000 })
    expect(await listRow(order.orderNumber).count()).toBe(0)

    await follow(page, `[data-dashboard-searches] a:text-is("${keyword}")`, /search-logs/)
    await expect.poll(() => listRow(keyword).count(), { timeout: 60_000 }).toBe(3)
    await page.context().close()
  }, 300_000)
})
