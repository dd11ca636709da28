import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ExcelJS from 'exceljs'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, suiteBrowser } from './browser'
import { logInToBackOffice } from './staff'

/**
 * Issue 16 ("Real visitors, both languages"), points 3–9 and 15–17, in chromium at the two viewports the issue
 * was tested at (1440×900 and 390×844), Chinese and English.
 */
const LANGS = [
  { lang: 'cn', prefix: '', locale: 'zh-CN' },
  { lang: 'en', prefix: '/en', locale: 'en-US' },
] as const
const DESKTOP = { width: 1440, height: 900 }
const MOBILE = { width: 390, height: 844 }
const SHOTS = path.join(os.tmpdir(), 'e2e-screenshots')

const browser = suiteBrowser()
beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true })
})

async function open(locale: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale, viewport, isMobile: viewport === MOBILE, hasTouch: true })
  return { context, page: await context.newPage() }
}

/** Two animation frames: scroll and layout listeners have run. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))

describe('point 3: the award page names the award', () => {
  for (const { lang, prefix, locale } of LANGS) {
    it(`/reward in ${lang}: title and h1 are the page's name, not the title/education field`, async () => {
      const { context, page } = await open(locale)
      expect((await page.goto(`${baseUrl}${prefix}/reward`))?.status()).toBe(200)
      const name = lang === 'cn' ? '文章奖励申请' : 'Paper Award Application'
      expect((await page.locator('h1').textContent())?.trim()).toBe(name)
      expect(await page.title()).toMatch(new RegExp(`^${name}`))
      expect(await page.title()).not.toMatch(/职称|Title\/Education/)
      await context.close()
    })
  }
})

/** Floating buttons (cart, back to top) that are shown and over any of the targets: `what` of each overlap. */
function coveredTargets(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const floats = [
      ...document.querySelectorAll<HTMLElement>('[data-testid="floating-cart"], [data-testid="back-to-top"]'),
    ].filter((el) => {
      const style = getComputedStyle(el)
      const box = el.getBoundingClientRect()
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0
    })
    const hits: string[] = []
    for (const target of document.querySelectorAll<HTMLElement>(sel)) {
      const r = target.getBoundingClientRect()
      if (r.width === 0 || r.bottom < 0 || r.top > window.innerHeight) continue
      for (const f of floats) {
        const b = f.getBoundingClientRect()
        if (b.left < r.right && r.left < b.right && b.top < r.bottom && r.top < b.bottom) {
          hits.push(`${f.dataset.testid} over "${target.textContent?.trim().slice(0, 30)}" at y=${Math.round(r.top)}`)
        }
      }
    }
    return hits
  }, selector)
}

/** Scrolls the page from `from` to its end in steps and collects every overlap of a floating button on `selector`. */
async function scanForCover(page: Page, selector: string, from = 0): Promise<string[]> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
  const found: string[] = []
  for (let y = from; y <= height + 60; y += 60) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), Math.min(y, height))
    await settle(page)
    found.push(...(await coveredTargets(page, selector)))
  }
  return found
}

describe('point 4: the floating buttons keep clear of content on mobile', () => {
  let productUrl = ''
  beforeAll(async () => {
    const res = await fetch(`${baseUrl}/api/v1/product?size=100`)
    const list = ((await res.json()) as { data: { list: { catalogNumber: string; sizes: { size: string }[] }[] } }).data
      .list
    const product = list.find((p) => p.sizes.some((s) => s.size === '100 µg'))
    expect(product).toBeDefined()
    productUrl = `/product-detail?catalogNumber=${encodeURIComponent(product?.catalogNumber ?? '')}`
  })

  for (const { lang, prefix, locale } of LANGS) {
    it(`product detail in ${lang} at 390×844: no price row is ever under the cart or back-to-top`, async () => {
      const { context, page } = await open(locale, MOBILE)
      await page.goto(`${baseUrl}${prefix}${productUrl}`)
      const rows = 'section[data-keep-clear] label'
      await page.locator('[data-price]').first().waitFor()
      // Attached, not necessarily visible: over the price block it steps aside.
      await page.locator('[data-testid="floating-cart"]').waitFor({ state: 'attached' })
      expect(await page.locator(rows).filter({ hasText: '100 µg' }).count()).toBe(1)
      expect(await scanForCover(page, `${rows}, section[data-keep-clear] button`)).toEqual([])
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      const price = page.locator(rows).filter({ hasText: '100 µg' })
      await price.scrollIntoViewIfNeeded()
      await page.screenshot({ path: path.join(SHOTS, `visitor-price-${lang}-390.png`) })
      await context.close()
    })

    it(`the cart in ${lang} at 390×844 is still draggable and snaps to an edge (spec section 2)`, async () => {
      const { context, page } = await open(locale, MOBILE)
      await page.goto(`${baseUrl}${prefix}/products`)
      const cart = page.locator('[data-testid="floating-cart"]')
      await cart.waitFor()
      const box = await cart.boundingBox()
      if (!box) throw new Error('no floating cart')
      await page.mouse.move(box.x + 40, box.y + 30)
      await page.mouse.down()
      await page.mouse.move(120, 200, { steps: 8 })
      await page.mouse.up()
      await expect.poll(async () => (await cart.boundingBox())?.x).toBe(0)
      expect((await cart.boundingBox())?.width).toBe(80)
      await context.close()
    })

    it(`the footer's submit button in ${lang} at 390×844 is never covered and is clickable at its centre`, async () => {
      const { context, page } = await open(locale, MOBILE)
      await page.goto(`${baseUrl}${prefix}/`)
      await page.locator('[data-testid="floating-cart"]').waitFor()
      const submit = page.locator('footer form button[type="submit"]')
      const footerTop = await page.evaluate(
        () => (document.querySelector('footer')?.getBoundingClientRect().top ?? 0) + window.scrollY - 900,
      )
      expect(
        await scanForCover(
          page,
          'footer form button[type="submit"], footer form input, footer form textarea',
          footerTop,
        ),
      ).toEqual([])
      // Put the button where back-to-top sits (bottom right): the element at its centre is still the button.
      await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }))
      await settle(page)
      const back = await page.locator('[data-testid="back-to-top"]').evaluate((el) => {
        const r = el.getBoundingClientRect()
        return { y: r.top, height: r.height }
      })
      expect(back.height).toBeGreaterThan(0)
      await page.evaluate(
        ({ y }) => {
          const button = document.querySelector('footer form button[type="submit"]') as HTMLElement
          const r = button.getBoundingClientRect()
          window.scrollBy({ top: r.top + r.height / 2 - y, behavior: 'instant' })
        },
        { y: back.y + back.height / 2 },
      )
      await settle(page)
      await settle(page)
      const hit = await submit.evaluate((button) => {
        const r = button.getBoundingClientRect()
        const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
        const right = document.elementFromPoint(r.right - 8, r.top + r.height / 2)
        return { centre: Boolean(at && button.contains(at)), right: Boolean(right && button.contains(right)) }
      })
      expect(hit).toEqual({ centre: true, right: true })
      await page.screenshot({ path: path.join(SHOTS, `visitor-footer-${lang}-390.png`) })
      await context.close()
    })
  }
})

describe('point 5: the 404 page speaks the site language, and its title is the message', () => {
  for (const [path_, h1, title] of [
    ['/no-such-page', '页面不存在', '页面不存在'],
    ['/en/no-such-page', 'This page could not be found', 'This page could not be found'],
    ['/product-detail?catalogNumber=NO-SUCH-1', '页面不存在', '页面不存在'],
  ] as const) {
    it(`${path_}: 404, "${h1}"`, async () => {
      const { context, page } = await open(path_.startsWith('/en') ? 'en-US' : 'zh-CN')
      expect((await page.goto(`${baseUrl}${path_}`))?.status()).toBe(404)
      expect(await page.locator('h1').textContent()).toContain(h1)
      expect(await page.title()).toBe(title)
      if (!path_.startsWith('/en')) expect(await page.locator('main').textContent()).not.toMatch(/could not be found/)
      await context.close()
    })
  }
})

describe('point 6: the home banner title breaks between phrases, not inside a word', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    for (const { lang, prefix, locale } of LANGS) {
      it(`in ${lang} at ${viewport.width}×${viewport.height}`, async () => {
        const { context, page } = await open(locale, viewport)
        await page.goto(`${baseUrl}${prefix}/`)
        const words = lang === 'cn' ? ['mRNA加帽率', '检测试剂盒', '（沉淀法）'] : ['Precipitation', 'Detection']
        const title = page
          .locator('.headline')
          .filter({ hasText: words[1] as string })
          .first()
        await title.waitFor({ state: 'visible' })
        // The line each character sits on; a word split over two lines has two.
        const split = await title.evaluate((el, list) => {
          const text = el.textContent ?? ''
          const node = el.firstChild
          if (!node) return ['no text']
          const lineOf = (i: number) => {
            const range = document.createRange()
            range.setStart(node, i)
            range.setEnd(node, i + 1)
            return Math.round(range.getBoundingClientRect().top)
          }
          const broken: string[] = []
          for (const word of list) {
            const start = text.indexOf(word)
            if (start < 0) return [`"${word}" missing in "${text}"`]
            const lines = new Set(Array.from({ length: word.length }, (_, k) => lineOf(start + k)))
            if (lines.size > 1) broken.push(word)
          }
          return broken
        }, words)
        expect(split).toEqual([])
        if (viewport === MOBILE) {
          await title.scrollIntoViewIfNeeded()
          await page.screenshot({ path: path.join(SHOTS, `visitor-hero-${lang}-390.png`) })
        }
        await context.close()
      })
    }
  }
})

describe('points 7 and 8: the back office exports and its buttons speak the admin language', () => {
  for (const [language, buttons, sheet, header] of [
    ['zh', ['导出 Excel', '导出已超时'], '新品建议', '提交时间'],
    ['en', ['Export XLSX', 'Export overdue'], 'Product suggestion', 'Submitted'],
  ] as const) {
    it(`in ${language}: one language on the buttons, and the workbook in it`, async () => {
      const context = await browser.newContext({ locale: language === 'zh' ? 'zh-CN' : 'en-US', viewport: DESKTOP })
      if (language === 'en') {
        await context.addCookies([{ name: 'payload-lng', value: 'en', url: baseUrl }])
      }
      const page = await context.newPage()
      await logInToBackOffice(page)
      await page.goto(`${baseUrl}/admin/collections/suggestions`)
      const links = page.locator('[data-testid="inbox-export"] a')
      await links.first().waitFor()
      expect((await links.allTextContents()).map((s) => s.trim())).toEqual([...buttons])
      const text = (await page.locator('[data-testid="inbox-export"]').textContent()) ?? ''
      expect(text).not.toMatch(language === 'zh' ? /Export/ : /导出/)
      const href = (await links.first().getAttribute('href')) ?? ''
      expect(href).toContain(`lang=${language}`)
      const res = await page.request.get(`${baseUrl}${href}`)
      expect(res.status()).toBe(200)
      const book = new ExcelJS.Workbook()
      const bytes = await res.body()
      await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
      const ws = book.worksheets[0]
      if (!ws) throw new Error('no sheet')
      expect(ws.name).toBe(sheet)
      expect((ws.getRow(1).values as unknown[]).slice(1)).toContain(header)
      await context.close()
    })
  }
})

describe('point 9: no stock claims without stock data', () => {
  for (const { lang, prefix, locale } of LANGS) {
    it(`home and hot products in ${lang}`, async () => {
      const { context, page } = await open(locale)
      for (const route of ['/', '/hotsproduct']) {
        await page.goto(`${baseUrl}${prefix}${route === '/' && prefix ? '' : route}`)
        expect(await page.locator('main').textContent(), route).not.toMatch(/in stock|现货/i)
      }
      await context.close()
    })
  }
})

describe('point 15: hreflang alternates with real language codes', () => {
  const routes = ['/', '/products', '/reward', '/product-detail?catalogNumber=CD002', '/tool-class']

  it('no Link header names hreflang="cn"; each page has zh-CN, en and x-default alternates', async () => {
    for (const { prefix } of LANGS) {
      for (const route of routes) {
        const url = `${baseUrl}${prefix}${route === '/' && prefix ? '' : route}`
        const res = await fetch(url)
        expect(res.status, url).toBe(200)
        expect(res.headers.get('link') ?? '', url).not.toMatch(/hreflang="?cn\b/)
        const html = await res.text()
        const langs = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)"/gi)].map((m) => m[1])
        expect(langs, url).toContain('zh-CN')
        expect(langs, url).toContain('en')
        expect(langs, url).not.toContain('cn')
      }
    }
  })

  describe('with SITE_URL set', () => {
    const port = Number(new URL(baseUrl).port) + 5
    const siteServer = `http://127.0.0.1:${port}`
    let server: ChildProcess | null = null
    beforeAll(async () => {
      server = spawn(process.execPath, ['--conditions=production', 'scripts/server.mjs'], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: { ...process.env, PORT: String(port), SITE_URL: 'https://www.example.com', MAIL_RETRY_LOOP: '0' },
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      })
      const until = Date.now() + 80_000
      while (Date.now() < until) {
        try {
          if ((await fetch(`${siteServer}/api/v1/health`)).ok) return
        } catch {}
        await new Promise((r) => setTimeout(r, 300))
      }
      throw new Error('the SITE_URL server did not start')
    }, 90_000)
    afterAll(async () => {
      if (!server?.pid || server.exitCode !== null) return
      const exited = once(server, 'exit')
      try {
        process.kill(-server.pid, 'SIGTERM')
      } catch {}
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))])
    }, 20_000)

    it('the alternates are absolute URLs on the public origin', async () => {
      for (const route of ['/reward', '/en/reward', '/en/tool-class']) {
        const html = await (await fetch(`${siteServer}${route}`)).text()
        const hrefs = [...html.matchAll(/<link rel="alternate" hreflang="[^"]+" href="([^"]+)"/gi)].map((m) => m[1])
        expect(hrefs.length, route).toBeGreaterThanOrEqual(2)
        for (const href of hrefs) expect(href, route).toMatch(/^https:\/\/www\.example\.com\//)
      }
    })
  })
})

describe('point 16: /resource and /dict through the real app', () => {
  it('serves a resource file by id and the option lists, in both languages', async () => {
    const list = await (await fetch(`${baseUrl}/en/api/v1/resource?categoryId=205&size=1`)).json()
    const first = list.data.list[0] as { id: number; url: string; title: string }
    const one = await (await fetch(`${baseUrl}/api/v1/resource/${first.id}`)).json()
    expect(one.code).toBe('E0001')
    expect(one.data.title).toMatch(/[\u4e00-\u9fff]/)
    expect((await fetch(`${baseUrl}${first.url}`)).status).toBe(200)
    expect((await fetch(`${baseUrl}/api/v1/resource/99999999`)).status).toBe(404)
    const cn = await (await fetch(`${baseUrl}/api/v1/dict?typeList=species`)).json()
    const en = await (await fetch(`${baseUrl}/en/api/v1/dict?typeList=species`)).json()
    expect(cn.data.species.find((e: { code: string }) => e.code === 'rat').name).toBe('大鼠')
    expect(en.data.species.find((e: { code: string }) => e.code === 'rat').name).toBe('Rat')
  })
})

describe('point 17: the client store tracks online and offline, silently', () => {
  for (const { lang, prefix, locale } of LANGS) {
    it(`in ${lang}`, async () => {
      const { context, page } = await open(locale, MOBILE)
      await page.goto(`${baseUrl}${prefix}/products`)
      const network = () => page.evaluate(() => document.documentElement.dataset.network)
      await expect.poll(network).toBe('online')
      const alerts = await page.locator('[role="alert"], [role="status"]').count()
      await context.setOffline(true)
      await expect.poll(network).toBe('offline')
      expect(await page.locator('[role="alert"], [role="status"]').count()).toBe(alerts)
      await context.setOffline(false)
      await expect.poll(network).toBe('online')
      await context.close()
    })
  }
})
