import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import cnMessages from '../src/i18n/messages/cn.json'
import enMessages from '../src/i18n/messages/en.json'
import { articles } from '../src/seed/data/articles'
import { categories } from '../src/seed/data/categories'
import { distributors } from '../src/seed/data/distributors'
import { downloads } from '../src/seed/data/downloads'
import { jobs } from '../src/seed/data/jobs'
import { recruitmentConfig } from '../src/seed/data/recruitment'
import { baseUrl, suiteBrowser } from './browser'

/**
 * Issue 3 in a real browser: every content route of the spec in both languages, server-rendered from the
 * seeded CMS data; 404s for unknown ids; the resource download PDF; literature paging and filter; the
 * distributor province filter; sitemap.xml and robots.txt; accessibility of /literature and /contact.
 */
type Lang = 'cn' | 'en'
const LANGS: { lang: Lang; prefix: string; locale: string }[] = [
  { lang: 'cn', prefix: '', locale: 'zh-CN' },
  { lang: 'en', prefix: '/en', locale: 'en-US' },
]
const messages = { cn: cnMessages, en: enMessages }
const content = (lang: Lang) => messages[lang].content
const placeholder = (lang: Lang) => messages[lang].placeholder

const category = (id: number) => {
  const c = categories.find((x) => x.id === id)
  if (!c) throw new Error(`no seed category ${id}`)
  return c.name
}
const article = (slug: string) => {
  const a = articles.find((x) => x.slug === slug)
  if (!a) throw new Error(`no seed article ${slug}`)
  return a
}

const browser = suiteBrowser()
let page: Page
/** Article ids by slug, read from the API (ids are assigned by the database). */
const ids: Record<string, number> = {}

async function articleId(slug: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/v1/article?slug=${slug}`)
  const body = (await res.json()) as { data: { id: number } }
  return body.data.id
}

beforeAll(async () => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  for (const slug of [
    'custom-mrna-synthesis',
    'webinar-mrna-capping-analysis-2024',
    'user-conference-2025',
    'privacy-policy',
    'trademark',
    'company-profile',
  ]) {
    ids[slug] = await articleId(slug)
  }
})

/** The visible text of the page body (the page's own <main>). */
async function mainText(p: Page): Promise<string> {
  return ((await p.locator('main').first().textContent()) ?? '').replace(/\s+/g, ' ')
}

async function visit(p: Page, url: string) {
  const res = await p.goto(`${baseUrl}${url}`)
  return { status: res?.status() ?? 0, text: await mainText(p) }
}

/** [path, expected texts] per language: texts come from the seed data or the message files. */
function routeTable(lang: Lang): [string, string[]][] {
  const c = content(lang)
  const a = (slug: string) => article(slug).title[lang]
  const webinar = article('webinar-mrna-capping-analysis-2024')
  return [
    ['/service', [category(101)[lang], a('custom-recombinant-protein-expression'), c.service.quoteTitle]],
    [
      '/service?menuId=102',
      [category(102)[lang], a('custom-mrna-synthesis'), a('mrna-template-design-and-ivt-optimization')],
    ],
    ['/service?menuId=104', [category(104)[lang], a('mrna-capping-rate-analysis-service')]],
    ['/resources', [category(201)[lang], a('choosing-a-protein-expression-system')]],
    ['/resources?activeIndex=1', [category(202)[lang], a('faq-ordering-and-delivery')]],
    ['/resources?activeIndex=2', [category(203)[lang], a('ivt-reaction-setup')]],
    ['/resources?activeIndex=3', [category(204)[lang]]],
    ['/resources?activeIndex=4', [category(205)[lang], downloads[0]?.title[lang] ?? '', c.resources.download]],
    ['/information', [category(301)[lang], a('gmp-grade-cytokines-launch')]],
    [
      '/information?activeIndex=302',
      [category(302)[lang], a('user-conference-2025'), webinar.event?.location[lang] ?? ''],
    ],
    ['/information?activeIndex=303', [category(303)[lang], a('organoid-culture-growth-factors')]],
    [`/article?id=${ids['custom-mrna-synthesis']}`, [a('custom-mrna-synthesis'), category(102)[lang]]],
    ['/article?slug=trademark', [a('trademark')]],
    [
      `/meeting-detail?id=${ids['webinar-mrna-capping-analysis-2024']}`,
      [webinar.title[lang], webinar.event?.location[lang] ?? '', c.event.past],
    ],
    ['/about-us', [category(401)[lang], article('company-profile').body[lang][0]?.slice(0, 20) ?? '']],
    ['/about-us?childId=402', [category(402)[lang]]],
    ['/about-us?childId=403', [category(403)[lang]]],
    [
      '/investors',
      [category(501)[lang], category(502)[lang], category(503)[lang], a('announcement-new-production-site-investment')],
    ],
    ['/investors?childId=501', [category(501)[lang], a('notice-annual-general-meeting-2025')]],
    ['/investors?childId=502', [category(502)[lang], a('annual-report-2024-summary')]],
    ['/investors?childId=503', [category(503)[lang], a('corporate-governance-structure')]],
    ['/contact?type=authorized', [category(404)[lang], distributors[0]?.name[lang] ?? '', c.contact.province]],
    [
      '/contact?type=contact',
      ['400-600-0940', c.contact.free, '9:00-17:30', 'product@example.com', c.contact.replyPromise],
    ],
    ['/literature', [c.literature.title, '54.94', '6.03', c.literature.colJournal]],
    [`/rich-detail?title=x&fileId=${ids['privacy-policy']}`, [a('privacy-policy')]],
    [`/rich-detail?title=${encodeURIComponent(a('trademark'))}&fileId=${ids.trademark}`, [a('trademark')]],
    ['/privacy', [a('privacy-policy')]],
    [
      '/recruitment',
      [
        c.recruitment.hotJobs,
        jobs[0]?.title[lang] ?? '',
        recruitmentConfig.welfare[lang].slice(0, 20),
        c.recruitment.applyTitle,
      ],
    ],
    ['/wechat-share?url=/literature', [c.share.title, '/literature']],
    ['/mock', [c.mock.title, c.mock.collections.products]],
    ['/about-us/table', [c.about.tableTitle, '400-600-0940', category(401)[lang]]],
    ['/literature/table', [c.literature.tableTitle, c.literature.colAuthor]],
    ['/contact/table', [c.contact.tableTitle, distributors[1]?.name[lang] ?? '']],
    ['/information/table', [c.information.tableTitle, a('user-conference-2025')]],
    ['/service/table', [c.service.tableTitle, a('custom-mrna-synthesis')]],
    ['/product-detail/table?catalogNumber=CD002', ['CD002', c.datasheet.storage]],
    ['/apply/table', [placeholder(lang).tables.apply, placeholder(lang).badge]],
    ['/reward/table', [placeholder(lang).tables.reward]],
    ['/cart/table', [placeholder(lang).tables.cart]],
    ['/fragments', [c.fragments.title, c.fragments.names.contact]],
    ['/fragments/contact', [c.fragments.names.contact, '400-600-0940']],
    ['/fragments/quick-links', [c.fragments.quick.distributors, c.fragments.quick.download]],
    ['/fragments/legal', [a('privacy-policy'), a('terms-conditions'), a('trademark')]],
  ]
}

/** Placeholder routes: while the folder still holds this placeholder, it says it is coming. */
const PLACEHOLDERS: [string, keyof typeof cnMessages.placeholder.titles][] = [
  ['/apply', 'apply'],
  ['/reward', 'reward'],
  ['/cart', 'cart'],
  ['/order-list', 'orderList'],
  ['/login', 'login'],
  ['/phone-login', 'phoneLogin'],
  ['/registered', 'registered'],
  ['/reset', 'reset'],
]
function stillPlaceholder(route: string): boolean {
  const file = path.resolve(import.meta.dirname, `../src/app/(site)/[locale]${route}/page.tsx`)
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes('PlaceholderPage')
}

describe('content routes answer 200 with their content', () => {
  for (const { lang, prefix } of LANGS) {
    it(`in ${lang}: every content route`, async () => {
      const failures: string[] = []
      for (const [route, expected] of routeTable(lang)) {
        const url = `${prefix}${route}`
        const { status, text } = await visit(page, url)
        if (status !== 200) failures.push(`${url}: status ${status}`)
        for (const e of expected) if (!text.includes(e)) failures.push(`${url}: missing "${e}"`)
        expect(await page.locator('h1').count(), url).toBe(1)
      }
      expect(failures).toEqual([])
    })

    it(`in ${lang}: the pages have the title, description, canonical and hreflang alternates`, async () => {
      await page.goto(`${baseUrl}${prefix}/service?menuId=102`)
      expect(await page.title()).toContain(category(102)[lang])
      const canonical = await page.getAttribute('link[rel="canonical"]', 'href')
      expect(canonical).toBe(`${baseUrl}${prefix}/service?menuId=102`)
      const alt = async (hreflang: string) => page.getAttribute(`link[rel="alternate"][hreflang="${hreflang}"]`, 'href')
      expect(await alt('zh-CN')).toBe(`${baseUrl}/service?menuId=102`)
      expect(await alt('en')).toBe(`${baseUrl}/en/service?menuId=102`)
      expect(await alt('x-default')).toBe(`${baseUrl}/service?menuId=102`)
      expect(await page.getAttribute('meta[name="description"]', 'content')).toBeTruthy()
    })

    it(`in ${lang}: placeholder routes say they are coming and link home`, async () => {
      for (const [route, key] of PLACEHOLDERS) {
        const res = await page.goto(`${baseUrl}${prefix}${route}`)
        expect(res?.status(), route).toBe(200)
        if (!stillPlaceholder(route)) continue
        const text = await mainText(page)
        expect(text, route).toContain(placeholder(lang).titles[key])
        expect(text, route).toContain(placeholder(lang).badge)
        expect(await page.locator(`main a[href="${prefix || '/'}"]`).count(), route).toBe(1)
      }
    })

    it(`in ${lang}: the spec's leaked sub-routes redirect to their parent page`, async () => {
      await page.goto(`${baseUrl}${prefix}/search/components/submenu`)
      expect(new URL(page.url()).pathname).toBe(`${prefix}/search`)
      await page.goto(`${baseUrl}${prefix}/search-not-found/fragments/suggest`)
      expect(new URL(page.url()).pathname).toBe(`${prefix}/search-not-found`)
    })
  }

  it('about-us links honour the category links (contact, distributors, external recruitment in a new tab)', async () => {
    await page.goto(`${baseUrl}/en/about-us`)
    const menu = page.getByRole('navigation', { name: enMessages.content.about.menuLabel })
    expect(await menu.getByRole('link', { name: category(404).en }).getAttribute('href')).toBe(
      '/en/contact?type=authorized',
    )
    expect(await menu.getByRole('link', { name: category(405).en }).getAttribute('href')).toBe(
      '/en/contact?type=contact',
    )
    const join = menu.getByRole('link', { name: new RegExp(category(406).en) })
    expect(await join.getAttribute('href')).toBe('https://jobs.example.com/')
    expect(await join.getAttribute('target')).toBe('_blank')
    const current = await menu.locator('[aria-current="page"]').textContent()
    expect(current?.trim()).toBe(category(401).en)
    // A child whose link is a route of this site redirects there.
    await page.goto(`${baseUrl}/about-us?childId=405`)
    expect(new URL(page.url()).search).toBe('?type=contact')
  })

  it('the resources tab of the toolbox links to /tool-class', async () => {
    await page.goto(`${baseUrl}/en/resources?activeIndex=0`)
    const tabs = page.getByRole('navigation', { name: enMessages.content.resources.menuLabel })
    expect(await tabs.getByRole('link', { name: category(204).en }).getAttribute('href')).toBe('/en/tool-class')
    expect(await tabs.getByRole('link', { name: category(205).en }).getAttribute('href')).toBe(
      '/en/resources?activeIndex=4',
    )
  })
})

describe('unknown ids and bad parameters are a 404', () => {
  const NOT_FOUND = [
    '/service?menuId=999',
    '/service?menuId=abc',
    '/resources?activeIndex=9',
    '/resources?activeIndex=-1',
    '/information?activeIndex=101',
    '/article',
    '/article?id=99999',
    '/article?slug=no-such-article',
    '/meeting-detail?id=99999',
    '/about-us?childId=501',
    '/investors?childId=401',
    '/contact?type=other',
    '/rich-detail?title=x&fileId=99999',
    '/rich-detail?title=x',
    '/product-detail/table?catalogNumber=NOPE-1',
    '/fragments/nope',
    '/wechat-share?url=https://evil.example/',
    '/wechat-share?url=//evil.example/',
  ]
  for (const { lang, prefix } of LANGS) {
    it(`in ${lang}`, async () => {
      const failures: string[] = []
      for (const route of NOT_FOUND) {
        const res = await page.goto(`${baseUrl}${prefix}${route}`)
        if (res?.status() !== 404) failures.push(`${prefix}${route}: status ${res?.status()}`)
        const h1 = await page.locator('h1').first().textContent()
        if (!h1?.includes(prefix ? 'This page could not be found' : '页面不存在'))
          failures.push(`${prefix}${route}: h1 "${h1}"`)
      }
      expect(failures).toEqual([])
    })
  }

  it('a non-event article on /meeting-detail goes to /article', async () => {
    await page.goto(`${baseUrl}/en/meeting-detail?id=${ids['custom-mrna-synthesis']}`)
    expect(new URL(page.url()).pathname).toBe('/en/article')
  })
})

describe('resource download', () => {
  it('links each download to a real PDF', async () => {
    await page.goto(`${baseUrl}/en/resources?activeIndex=4`)
    const links = page.locator('main a[type="application/pdf"]')
    expect(await links.count()).toBe(downloads.length)
    const href = await links.first().getAttribute('href')
    expect(href).toMatch(/\.pdf$/)
    const res = await fetch(new URL(href as string, baseUrl))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/pdf')
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF')
  })
})

describe('literature', () => {
  it('pages through the citations', async () => {
    await page.goto(`${baseUrl}/en/literature`)
    const rows = page.locator('main table tbody tr')
    expect(await rows.count()).toBe(20)
    const firstTitle = (await rows.first().locator('td').first().textContent())?.trim()
    const pager = page.getByRole('navigation', { name: enMessages.content.pager.label })
    await pager.getByRole('link', { name: enMessages.content.pager.next }).click()
    await page.waitForURL(/page=2/)
    expect(await page.locator('main table tbody tr').count()).toBe(20)
    const secondTitle = await page.locator('main table tbody tr').first().locator('td').first().textContent()
    expect(secondTitle?.trim()).not.toBe(firstTitle)
    const currentPage = await pager.locator('[aria-current="page"]').textContent()
    expect(currentPage?.trim()).toBe('2')
  })

  it('filters by keyword and year with the labelled form', async () => {
    await page.goto(`${baseUrl}/literature`)
    const yearSelect = page.locator('main').getByLabel(cnMessages.content.literature.year, { exact: true })
    const years = await yearSelect.locator('option').allInnerTexts()
    const year = years[1] as string
    await yearSelect.selectOption(year)
    await page.locator('main').getByRole('button', { name: cnMessages.content.literature.search }).click()
    await page.waitForURL(new RegExp(`year=${year}`))
    const yearCells = await page.locator('main table tbody tr td:nth-child(3)').allInnerTexts()
    expect(yearCells.length).toBeGreaterThan(0)
    expect(new Set(yearCells)).toEqual(new Set([year]))

    await page.goto(`${baseUrl}/en/literature`)
    const journal = ((await page.locator('main table tbody tr td:nth-child(4)').first().textContent()) ?? '').trim()
    await page.locator('main').getByLabel(enMessages.content.literature.keyword).fill(journal)
    await page.locator('main').getByRole('button', { name: enMessages.content.literature.search }).click()
    await page.waitForURL(/keyword=/)
    const journals = await page.locator('main table tbody tr td:nth-child(4)').allInnerTexts()
    const titles = await page.locator('main table tbody tr td:nth-child(1)').allInnerTexts()
    const authors = await page.locator('main table tbody tr td:nth-child(2)').allInnerTexts()
    expect(journals.length).toBeGreaterThan(0)
    journals.forEach((j, i) => {
      expect(`${j} ${titles[i]} ${authors[i]}`.toLowerCase()).toContain(journal.toLowerCase())
    })
    await page.goto(`${baseUrl}/en/literature?keyword=${encodeURIComponent('no such paper %_')}`)
    expect(await mainText(page)).toContain(enMessages.content.literature.empty)
  })
})

describe('authorized distributors', () => {
  it('filters by province', async () => {
    await page.goto(`${baseUrl}/en/contact?type=authorized`)
    expect(await page.locator('main article').count()).toBe(distributors.length)
    await page.locator('main').getByLabel(enMessages.content.contact.province).selectOption({ label: 'Shanghai' })
    await page.locator('main').getByRole('button', { name: enMessages.content.contact.filter }).click()
    await page.waitForURL(/areaId=/)
    const names = await page.locator('main article h3').allInnerTexts()
    const inShanghai = distributors.filter((d) => d.areaCodes.includes('31')).map((d) => d.name.en)
    expect(names).toEqual(inShanghai)
    expect(await mainText(page)).not.toContain('Jiangsu Yanshi Kangyan')
  })
})

describe('sitemap.xml and robots.txt', () => {
  it('lists both languages of every catalogue and content URL', async () => {
    const res = await fetch(`${baseUrl}/sitemap.xml`)
    expect(res.status).toBe(200)
    const xml = await res.text()
    expect(xml).toContain(`<loc>${baseUrl}/product-detail?catalogNumber=CD002</loc>`)
    expect(xml).toContain(`<loc>${baseUrl}/en/product-detail?catalogNumber=CD002</loc>`)
    expect(xml).toContain(`hreflang="zh-CN" href="${baseUrl}/product-detail?catalogNumber=CD002"`)
    expect(xml).toContain(`<loc>${baseUrl}/en/service?menuId=101</loc>`)
    expect(xml).toContain(`<loc>${baseUrl}/resources?activeIndex=4</loc>`)
    expect(xml).toContain(`<loc>${baseUrl}/article?id=${ids['custom-mrna-synthesis']}</loc>`)
    expect(xml).toContain(`<loc>${baseUrl}/en/meeting-detail?id=${ids['user-conference-2025']}</loc>`)
    expect(xml).toContain(`<loc>${baseUrl}/product-list?id=21</loc>`)
  })

  it('robots.txt allows the site, disallows /admin and /api, and points to the sitemap', async () => {
    const res = await fetch(`${baseUrl}/robots.txt`)
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toMatch(/^Allow: \/$/m)
    expect(text).toMatch(/^Disallow: \/admin$/m)
    expect(text).toMatch(/^Disallow: \/api$/m)
    expect(text).toContain(`Sitemap: ${baseUrl}/sitemap.xml`)
  })
})

describe('accessibility (axe-core): no serious or critical violation', () => {
  for (const { lang, prefix, locale } of LANGS) {
    for (const route of ['/literature', '/contact?type=contact']) {
      it(`${prefix}${route}`, async () => {
        const context = await browser.newContext({ locale })
        const p = await context.newPage()
        await p.goto(`${baseUrl}${prefix}${route}`)
        const results = await new AxeBuilder({ page: p }).analyze()
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
        expect(serious, `${lang} ${route}`).toEqual([])
        await context.close()
      })
    }
  }
})

describe('the content pages on a desktop and a phone', () => {
  // /literature/table scrolls sideways at 390 px (330 px too wide): a defect issue 34 lists and fixes; every other
  // page here is held to the screen's width at both sizes.
  const WIDE_AT_390 = new Set(['literature-table'])
  it('at 1440 and 390 px wide each answers, shows its heading and never scrolls sideways (but the table issue 34 lists, at 390)', async () => {
    const pages: [string, string][] = [
      ['service', '/service?menuId=102'],
      ['resources-download', '/en/resources?activeIndex=4'],
      ['information', '/information?activeIndex=302'],
      ['meeting', `/en/meeting-detail?id=${ids['user-conference-2025']}`],
      ['about', '/about-us'],
      ['investors', '/en/investors'],
      ['contact', '/contact?type=contact'],
      ['distributors', '/en/contact?type=authorized'],
      ['literature', '/literature'],
      ['rich-detail', `/en/rich-detail?title=x&fileId=${ids['privacy-policy']}`],
      ['recruitment', '/en/recruitment'],
      ['wechat-share', '/wechat-share?url=/literature'],
      ['placeholder', '/en/login'],
      ['literature-table', '/literature/table'],
    ]
    const problems: string[] = []
    for (const width of [1440, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } })
      const p = await context.newPage()
      for (const [name, url] of pages) {
        const res = await p.goto(`${baseUrl}${url}`)
        if (res?.status() !== 200) problems.push(`${name} ${width}: HTTP ${res?.status()}`)
        const heading = p.locator('h1').first()
        if (!(await heading.isVisible()) || !(await heading.innerText()).trim())
          problems.push(`${name} ${width}: no heading`)
        // Wider than the screen: a visitor on a phone would have to scroll sideways to read it.
        const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        const known = width === 390 && WIDE_AT_390.has(name)
        if (overflow > 0 && !known) problems.push(`${name} ${width}: ${overflow} px wider than the screen`)
      }
      await context.close()
    }
    expect(problems).toEqual([])
  })
})
