import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import cn from '../src/i18n/messages/cn.json'
import { hotKeywords } from '../src/seed/data/hot-keywords'
import { baseUrl, suiteBrowser } from './browser'
import { DEMO_MEMBER, shellReady } from './member'
import { staffAuth } from './staff'

/**
 * Issue 15, points 5, 10 and 16 in the browser: a login never lands on another host whatever `redirect` says;
 * the footer's message form posts (never GETs) without JavaScript and is stored; the hot-keyword strip shows the
 * staff-curated list, not what visitors typed.
 */
const SLOW = { timeout: 30_000 }

const browser = suiteBrowser()

const ready = (page: Page) => shellReady(page, SLOW)

/** Opens `path` (a login page) and logs the demo member in through the e-mail form. */
async function logInFrom(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`)
  await ready(page)
  const form = page.getByTestId('email-login')
  await form.locator('input[type=email]').fill(DEMO_MEMBER.username)
  await form.locator('input[type=password]').fill(DEMO_MEMBER.password)
  await form.locator('button[type=submit]').click()
}

describe('open redirect after login (point 5)', () => {
  it('a login from /login?redirect=/%09/evil.test/phish ends on the site', async () => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    const hosts: string[] = []
    page.on('request', (req) => hosts.push(new URL(req.url()).host))
    await logInFrom(page, '/en/login?redirect=/%09/evil.test/phish')
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), SLOW)
    expect(new URL(page.url()).origin).toBe(baseUrl)
    expect(hosts).not.toContain('evil.test')
    await context.close()
  })

  it('a same-site redirect still brings the member back to the page', async () => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await logInFrom(page, `/en/login?redirect=${encodeURIComponent('/en/cart')}`)
    await page.waitForURL(`${baseUrl}/en/cart`, SLOW)
    await context.close()
  })
})

type LeaveWordLabels = typeof cn.forms.leaveWord
type FooterValues = Record<'name' | 'company' | 'department' | 'phone' | 'email' | 'content', string>

/** Fills the footer's message form (province: the first of the list) by its controls' accessible names. */
async function fillFooter(page: Page, l: LeaveWordLabels, values: FooterValues) {
  const root = page.locator('[data-testid=footer-message]')
  for (const field of ['name', 'company', 'department', 'phone', 'email', 'content'] as const) {
    await root.getByRole('textbox', { name: l[field], exact: true }).fill(values[field])
  }
  await root.getByRole('combobox', { name: l.address, exact: true }).selectOption({ index: 1 })
  return root
}

describe('the footer message form without JavaScript (point 16)', () => {
  it('posts, lands back on the page with the success notice, keeps personal data out of the URL, and is stored', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN' })
    const page = await context.newPage()
    const urls: string[] = []
    page.on('request', (req) => urls.push(`${req.method()} ${req.url()}`))
    await page.goto(`${baseUrl}/products`)
    const l = cn.forms.leaveWord
    const unique = `无脚本留言 ${Date.now()}`
    const email = `nojs_${Date.now()}@example.edu.cn`
    const root = await fillFooter(page, l, {
      name: unique,
      company: '示例大学',
      department: '生命科学学院',
      phone: '13800138000',
      email,
      content: '请问 IL-6 的货期？',
    })
    await root.getByRole('button', { name: l.submit }).click()
    await page.waitForURL((url) => url.hash === '#leave-word-sent', SLOW)
    expect(new URL(page.url()).pathname).toBe('/products')
    const notice = page.locator('#leave-word-sent')
    expect(await notice.isVisible()).toBe(true)
    expect(await notice.textContent()).toContain(l.successTitle)
    // Nothing typed ever went into a URL (no GET with the fields), and the form was posted.
    for (const entry of urls) {
      expect(entry).not.toContain(encodeURIComponent(email))
      expect(entry).not.toContain('13800138000')
    }
    expect(urls.some((u) => u.startsWith('POST ') && u.endsWith('/api/v1/leave_word/form'))).toBe(true)
    // Stored in the back-office inbox like a message sent with JavaScript.
    const auth = await staffAuth()
    const res = await fetch(
      `${baseUrl}/api/cms/leave-words?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
      { headers: { authorization: auth } },
    )
    const found = (await res.json()) as { docs: { name: string; phone: string; locale: string; inboxStatus: string }[] }
    expect(found.docs).toHaveLength(1)
    expect(found.docs[0]).toMatchObject({ name: unique, phone: '13800138000', locale: 'cn', inboxStatus: 'new' })
    await context.close()
  })

  it('with JavaScript, the form still sends JSON to /api/v1/leave_word and shows the success box', async () => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/en`)
    const root = page.locator('[data-testid=footer-message]')
    await root.scrollIntoViewIfNeeded()
    await root.locator('form[data-ready]').waitFor(SLOW)
    const l = (await import('../src/i18n/messages/en.json')).default.forms.leaveWord
    await fillFooter(page, l, {
      name: 'With JS',
      company: 'Example University',
      department: 'Biochemistry',
      phone: '12345',
      email: 'with_js@example.org',
      content: 'Hello',
    })
    const answer = page.waitForRequest((req) => req.url().includes('/api/v1/leave_word'))
    await root.getByRole('button', { name: l.submit }).click()
    const req = await answer
    expect(new URL(req.url()).pathname).toBe('/en/api/v1/leave_word')
    expect(req.headers()['content-type']).toContain('application/json')
    await page.getByRole('dialog', { name: l.successTitle }).waitFor(SLOW)
    expect(new URL(page.url()).hash).toBe('')
    await context.close()
  })
})

describe('the other forms before JavaScript (point 16)', () => {
  it('the login form submitted before its script runs puts no e-mail or password in a URL', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' })
    const page = await context.newPage()
    const urls: string[] = []
    page.on('request', (req) => urls.push(req.url()))
    await page.goto(`${baseUrl}/en/login`)
    const form = page.getByTestId('email-login')
    await form.locator('input[type=email]').fill('nojs_login@example.org')
    await form.locator('input[type=password]').fill('Secret-Password-1')
    await Promise.all([page.waitForLoadState('load'), form.locator('button[type=submit]').click()])
    for (const url of [...urls, page.url()]) {
      expect(url).not.toContain('Secret-Password-1')
      expect(url).not.toContain('nojs_login')
    }
    await context.close()
  })
})

describe('hot keywords (point 10)', () => {
  it.each([
    ['', hotKeywords.cn, 'zh-CN'],
    ['/en', hotKeywords.en, 'en-US'],
  ] as const)(
    'the strip on %s shows the curated list, not six anonymous searches',
    async (prefix, expected, locale) => {
      for (let i = 0; i < 6; i++) {
        await fetch(`${baseUrl}${prefix}/api/v1/search?keywords=${encodeURIComponent('idiots visit evil.test')}`)
      }
      const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } })
      const page = await context.newPage()
      await page.goto(`${baseUrl}${prefix || '/'}`)
      const strip = page.locator('[data-testid="hot-keywords"]')
      await strip.waitFor(SLOW)
      const words = (await strip.locator('a').allTextContents()).map((w) => w.trim())
      expect(words).toEqual(expected)
      await context.close()
    },
  )
})
