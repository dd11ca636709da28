import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, suiteBrowser } from './browser'
import { DEMO_MEMBER } from './member'
import { staffOrderForMember } from './member-orders'
import { ADMIN, cmsDoc, memberIdOf, staffAuth } from './staff'

/**
 * Issue 30, the back office as staff see it (Chinese admin, 1440×900):
 * - an order's delivery address and invoice details are on its page, for sales and for admins;
 * - no admin page loads anything from another host, and an audit entry's change details show in the JSON editor
 *   (Monaco, served by the app: Payload's loader would fetch it from a public CDN the site's CSP blocks);
 * - the "document locked" dialog names the colleague who has the record open, not "用户: 1".
 */
const browser = suiteBrowser()
const VIEWPORT = { width: 1440, height: 900 }
const stamp = `${Date.now()}`.slice(-8)
const SALES = { email: `visible-sales-${stamp}@example.com`, name: `销售丙${stamp}`, password: 'E2e-Sales-Password-1' }
/** The seeded admin's name (src/seed/seed.ts). */
const ADMIN_NAME = '演示管理员 Demo admin'
const SHOTS = process.env.E2E_SHOT_DIR

const ADDRESS = {
  recipient: `张三${stamp}`,
  phone: '13800138000',
  province: '江苏省',
  city: '苏州市',
  district: '工业园区',
  street: `星湖街${stamp}号 生物医药产业园 B2 栋`,
  postcode: '215123',
}
const INVOICE = {
  type: 'special',
  title: `苏州示例生物科技有限公司${stamp}`,
  taxId: `91320594MA1${stamp}`,
  bank: '中国银行苏州工业园区支行',
  account: '6217000000000000',
  registeredAddress: '苏州工业园区星湖街 218 号',
  registeredPhone: '0512-62620000',
  email: `invoice-${stamp}@example.com`,
}

let admin = ''
let sales = ''
let memberId = 0

async function login(email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/cms/users/login?token=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

/** A browser context signed in to the back office with `token` (its session cookie), in Chinese. */
async function staffContext(token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: VIEWPORT })
  await context.addCookies([{ name: 'payload-token', value: token, url: baseUrl }])
  return context
}

async function order(tag: string) {
  return staffOrderForMember(admin, memberId, `E2EVIS${tag}${stamp}`, { shippingAddress: ADDRESS, invoice: INVOICE })
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

beforeAll(async () => {
  admin = await staffAuth()
  await cmsDoc(admin, 'POST', '/users', { ...SALES, roles: ['sales'] })
  sales = `JWT ${await login(SALES.email, SALES.password)}`
  memberId = await memberIdOf(admin, DEMO_MEMBER.username)
}, 120_000)

/** The text the order page shows for the snapshot field `path` (`shippingAddress.recipient`). */
function shown(page: Page, path: string) {
  return page.locator(`[data-snapshot-field="${path}"] dd`)
}

describe.each([
  { role: 'sales', token: () => sales.slice(4) },
  { role: 'admin', token: () => admin.slice(4) },
])('the order page, as $role', ({ role, token }) => {
  it('shows the delivery address and the invoice details the order stores', async () => {
    const created = await order(role.toUpperCase())
    // What the API answers is what the page must show.
    const res = await fetch(`${baseUrl}/api/cms/orders/${created.id}?depth=0`, {
      headers: { authorization: `JWT ${token()}` },
    })
    expect(res.status).toBe(200)
    const stored = (await res.json()) as { shippingAddress: typeof ADDRESS; invoice: typeof INVOICE }
    expect(stored.shippingAddress.recipient).toBe(ADDRESS.recipient)
    expect(stored.invoice.taxId).toBe(INVOICE.taxId)

    const context = await staffContext(token())
    const page = await context.newPage()
    await page.goto(`${baseUrl}/admin/collections/orders/${created.id}`)
    const expected: [string, string][] = [
      ['shippingAddress.recipient', ADDRESS.recipient],
      ['shippingAddress.phone', ADDRESS.phone],
      ['shippingAddress.province', ADDRESS.province],
      ['shippingAddress.city', ADDRESS.city],
      ['shippingAddress.district', ADDRESS.district],
      ['shippingAddress.street', ADDRESS.street],
      ['shippingAddress.postcode', ADDRESS.postcode],
      ['invoice.title', INVOICE.title],
      ['invoice.taxId', INVOICE.taxId],
      ['invoice.bank', INVOICE.bank],
      ['invoice.account', INVOICE.account],
      ['invoice.registeredAddress', INVOICE.registeredAddress],
      ['invoice.email', INVOICE.email],
      ['invoice.type', '增值税专用发票'],
    ]
    // On the page as text, before any scrolling (a group's inputs are drawn only once in view), and visible.
    for (const [path, value] of expected) {
      const cell = shown(page, path)
      await expect.poll(() => cell.textContent({ timeout: 2000 }).catch(() => null), { timeout: 60_000 }).toBe(value)
    }
    const body = await page.locator('body').innerText()
    for (const value of [ADDRESS.recipient, ADDRESS.street, ADDRESS.postcode, INVOICE.title, INVOICE.taxId])
      expect(body, value).toContain(value)
    // Visible where it stands (the page may draw its sidebar again meanwhile: asked until it holds).
    const recipient = shown(page, 'shippingAddress.recipient')
    await expect.poll(() => recipient.isVisible().catch(() => false), { timeout: 30_000 }).toBe(true)
    // Legible: dark text, not the grey of a disabled input.
    const color = await recipient.evaluate((el) => getComputedStyle(el).color)
    const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number)
    expect((r ?? 255) + (g ?? 255) + (b ?? 255), color).toBeLessThan(300)
    await shot(page, `order-address-${role}`)
    await context.close()
  })
})

describe('the admin loads nothing from another host', () => {
  // Eleven back-office pages one after another, each to network idle: more than the default 90 s on a busy runner.
  it('dashboard, lists, records, an audit entry with its change details, media, users, globals', {
    timeout: 240_000,
  }, async () => {
    const created = await order('AUDIT')
    const note = `内部备注 ${stamp}`
    await cmsDoc(admin, 'PATCH', `/orders/${created.id}`, { staffNote: note })
    const audit = await fetch(
      `${baseUrl}/api/cms/audit-log?where[targetCollection][equals]=orders&where[targetId][equals]=${created.id}&where[action][equals]=update&depth=0`,
      { headers: { authorization: admin } },
    )
    const entry = ((await audit.json()) as { docs: { id: number; changes: unknown }[] }).docs[0]
    expect(entry, 'the update is in the audit log').toBeDefined()
    expect(JSON.stringify(entry?.changes)).toContain(note)
    const products = await fetch(`${baseUrl}/api/cms/products?limit=1&depth=0`, { headers: { authorization: admin } })
    const productId = ((await products.json()) as { docs: { id: number }[] }).docs[0]?.id
    expect(productId).toBeDefined()

    const context = await staffContext(admin.slice(4))
    const own = new URL(baseUrl).host
    const outside: string[] = []
    // Every request of the context's pages and workers: one to another host is recorded and never leaves.
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url())
      if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.host !== own) {
        outside.push(route.request().url())
        return route.abort()
      }
      return route.continue()
    })
    context.on('request', (req) => {
      const url = new URL(req.url())
      if (['http:', 'https:'].includes(url.protocol) && url.host !== own && !outside.includes(req.url()))
        outside.push(req.url())
    })
    const page = await context.newPage()
    const csp: string[] = []
    // A refusal of the site's CSP naming another host (one of the app's own blob: workers is not one).
    page.on('console', (msg) => {
      const text = msg.text()
      if (!/Content Security Policy/i.test(text)) return
      const hosts = [...text.matchAll(/(?<!blob:)https?:\/\/([^/'"\s]+)/g)].map((m) => m[1])
      if (hosts.some((host) => host !== own)) csp.push(text)
    })
    const pages = [
      '/admin',
      '/admin/collections/orders',
      `/admin/collections/orders/${created.id}`,
      '/admin/collections/products',
      `/admin/collections/products/${productId}`,
      '/admin/collections/media',
      '/admin/collections/users',
      '/admin/globals/site-config',
      '/admin/globals/recruitment-config',
      '/admin/collections/audit-log',
      `/admin/collections/audit-log/${entry?.id}`,
    ]
    for (const path of pages) {
      const res = await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' })
      expect(res?.status(), path).toBe(200)
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined)
    }
    // The change details as staff read them: the change table names the field and shows the note…
    const table = page.getByTestId('audit-changes')
    await expect.poll(() => table.innerText().catch(() => ''), { timeout: 30_000 }).toContain(stamp)
    // … and the raw JSON in the code editor (Monaco from /admin-assets/monaco), scrolled into view.
    const field = page.locator('.field-type.json-field').first()
    await field.scrollIntoViewIfNeeded()
    const editor = page.locator('.json-field .monaco-editor .view-lines')
    const state = () =>
      page.evaluate(() => ({
        monaco: Boolean((window as unknown as { monaco?: { editor?: unknown } }).monaco?.editor),
        fallback: document.querySelectorAll('[data-json-fallback]').length,
        editors: document.querySelectorAll('.monaco-editor').length,
        text: document.querySelector('.json-field .monaco-editor .view-lines')?.textContent ?? '',
      }))
    // The editor's lines once it is up, else what the page has (shown if it never comes).
    const shownText = async () => {
      const now = await state()
      return now.text || JSON.stringify(now)
    }
    await expect.poll(shownText, { timeout: 60_000 }).toContain('staffNote')
    expect(await editor.textContent()).toContain(stamp)
    expect(await page.locator('[data-json-fallback]').count()).toBe(0)
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined)
    await shot(page, 'audit-entry')
    expect(outside, 'requests to other hosts').toEqual([])
    expect(csp, 'outside sources the CSP refused').toEqual([])
    await context.close()
  })
})

describe('the document-locked dialog', () => {
  it('names the colleague who has the order open', async () => {
    const created = await order('LOCK')
    const adminContext = await staffContext(admin.slice(4))
    const adminPage = await adminContext.newPage()
    await adminPage.goto(`${baseUrl}/admin/collections/orders/${created.id}`)
    // Payload takes the lock when the editor starts editing: the admin types into the internal note.
    await adminPage.locator('#field-staffNote').fill(`正在编辑 ${stamp}`)
    await expect
      .poll(
        async () => {
          const res = await fetch(
            `${baseUrl}/api/cms/payload-locked-documents?where[document.value][equals]=${created.id}&where[document.relationTo][equals]=orders&depth=0`,
            { headers: { authorization: admin } },
          )
          return ((await res.json()) as { totalDocs?: number }).totalDocs ?? 0
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(1)

    const salesContext = await staffContext(sales.slice(4))
    const salesPage = await salesContext.newPage()
    await salesPage.goto(`${baseUrl}/admin/collections/orders/${created.id}`)
    const dialog = salesPage.locator('.document-locked')
    await expect.poll(() => dialog.isVisible(), { timeout: 60_000 }).toBe(true)
    await expect.poll(() => dialog.textContent(), { timeout: 30_000 }).toContain(ADMIN_NAME)
    expect(await dialog.textContent()).not.toMatch(/用户: \d/)
    // Sales read a colleague's name, never the e-mail.
    expect(await dialog.textContent()).not.toContain(ADMIN.email)
    await shot(salesPage, 'document-locked-sales')
    await salesContext.close()
    await adminContext.close()
  })
})
