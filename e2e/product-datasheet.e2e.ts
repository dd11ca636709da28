import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import cn from '../src/i18n/messages/cn.json'
import en from '../src/i18n/messages/en.json'
import { baseUrl, suiteBrowser } from './browser'
import { staffAuth } from './staff'

/**
 * Issue 19 in a real browser, in both languages, on phone and desktop widths: a protein's page shows its QC gallery
 * (images with alt text), the datasheet's lab values, the current lot and a working reconstitution calculator; a
 * kit's page shows the kit template and none of the protein-only fields. The products are made here through the
 * CMS API (the seed's demo datasheets are not relied upon).
 */
type Messages = typeof en
const languages = [
  { name: 'cn', prefix: '', m: cn as Messages, locale: 'zh-CN' },
  { name: 'en', prefix: '/en', m: en, locale: 'en-US' },
] as const
const STAMP = Date.now().toString(36).toUpperCase()
const PROTEIN = `E2EP${STAMP}`
const KIT = `E2EK${STAMP}`
const LOT = `L${STAMP}`

const browser = suiteBrowser()
let auth = ''

async function cms(method: string, path: string, body: unknown): Promise<{ id: number; [k: string]: unknown }> {
  const res = await fetch(`${baseUrl}/api/cms${path}`, {
    method,
    headers: { authorization: auth, origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(res.status, `${method} ${path}`).toBeLessThan(300)
  return ((await res.json()) as { doc: { id: number } }).doc
}

beforeAll(async () => {
  auth = await staffAuth()
  const found = await fetch(`${baseUrl}/api/cms/products?where[catalogNumber][equals]=CD002&depth=0&limit=1`, {
    headers: { authorization: auth },
  })
  const category = ((await found.json()) as { docs: { category: number }[] }).docs[0]?.category
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#dde' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${PROTEIN}-gel.png`)
  form.append('_payload', JSON.stringify({ alt: 'gel' }))
  const upload = await fetch(`${baseUrl}/api/cms/media`, {
    method: 'POST',
    headers: { authorization: auth, origin: baseUrl },
    body: form,
  })
  expect(upload.status).toBe(201)
  const media = ((await upload.json()) as { doc: { id: number } }).doc.id
  const protein = await cms('POST', '/products?locale=cn', {
    catalogNumber: PROTEIN,
    name: '端到端测试蛋白',
    category,
    productType: 'protein',
    species: 'human',
    tag: 'his',
    tagPosition: 'c-terminal',
    aminoAcidRange: 'Met1-Thr208',
    predictedMwKda: 20,
    apparentMwKda: '24-28',
    purityPercent: 96,
    endotoxinEuPerUg: 0.05,
    ed50Value: 1.2,
    ed50Unit: 'ng/mL',
    bioactivity: '刺激细胞增殖。',
    gallery: [{ image: media, type: 'sds-page-reducing', caption: '还原条件电泳' }],
    sizes: [{ size: '10 µg', priceFen: 88000, stock: 'made-to-order', leadTimeDays: 14 }],
    status: 'published',
  })
  const gallery = protein.gallery as { id: string }[]
  await cms('PATCH', `/products/${protein.id}?locale=en`, {
    name: 'E2E test protein',
    bioactivity: 'Stimulates cell proliferation.',
    gallery: [{ id: gallery[0]?.id, image: media, type: 'sds-page-reducing', caption: 'Reducing gel' }],
  })
  await cms('POST', '/lots', {
    product: protein.id,
    lotNumber: LOT,
    manufacturedAt: '2026-01-05',
    expiresAt: '2099-01-05',
    concentrationMgPerMl: 0.5,
    purityPercent: 97,
    status: 'published',
  })
  const kit = await cms('POST', '/products?locale=cn', {
    catalogNumber: KIT,
    name: '端到端测试试剂盒',
    category,
    productType: 'kit',
    species: 'other',
    tag: 'tag-free',
    endotoxinEuPerUg: 1,
    kitComponents: [{ name: '缓冲液 A', quantity: '1 mL', storage: '-20 °C' }],
    protocolSummary: '混合后孵育。',
    sizes: [{ size: '20 rxn', stock: 'in-stock' }],
    status: 'published',
  })
  const components = kit.kitComponents as { id: string }[]
  await cms('PATCH', `/products/${kit.id}?locale=en`, {
    name: 'E2E test kit',
    kitComponents: [{ id: components[0]?.id, name: 'Buffer A', quantity: '1 mL', storage: '-20 °C' }],
    protocolSummary: 'Mix and incubate.',
  })
})

async function open(path: string, locale: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale })
  const page = await context.newPage()
  const res = await page.goto(`${baseUrl}${path}`)
  expect(res?.status()).toBe(200)
  await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready', null, { timeout: 20_000 })
  return page
}

const field = (page: Page, key: string) => page.locator(`[data-testid=datasheet] [data-field="${key}"] dd`)

describe.each(languages)('product datasheet ($name)', ({ prefix, m, locale }) => {
  it.each([390, 1366])('a protein shows its gallery, lab values, current lot and calculator (%i px)', async (width) => {
    const page = await open(`${prefix}/product-detail?catalogNumber=${PROTEIN}`, locale, width)
    const gallery = page.locator('[data-testid=product-gallery] [data-testid=gallery-item]')
    await expect.poll(() => gallery.count()).toBe(1)
    const caption = locale === 'en-US' ? 'Reducing gel' : '还原条件电泳'
    expect(await gallery.locator('img').getAttribute('alt')).toBe(caption)
    expect(await gallery.locator('img').getAttribute('loading')).toBe('lazy')
    expect(await gallery.locator('img').getAttribute('sizes')).toBeTruthy()
    expect(await gallery.locator('figcaption').innerText()).toContain(m.catalog.options.qcImage['sds-page-reducing'])
    expect(await field(page, 'purity').innerText()).toBe('> 96%')
    expect(await field(page, 'endotoxin').innerText()).toBe('< 0.05 EU/µg')
    expect(await field(page, 'aminoAcidRange').innerText()).toBe('Met1-Thr208')
    expect(await field(page, 'predictedMw').innerText()).toBe('20 kDa')
    expect(await field(page, 'apparentMw').innerText()).toBe('24-28 kDa')
    expect(await field(page, 'tag').innerText()).toBe(
      m.catalog.datasheet.tagPosition
        .replace('{tag}', m.catalog.options.tag.his)
        .replace('{position}', m.catalog.options.tagPosition['c-terminal']),
    )
    expect(await field(page, 'bioactivity').innerText()).toContain('ED50')
    expect(await page.locator('[data-testid=kit-components]').count()).toBe(0)
    const stock = m.catalog.stock.madeToOrderDays.replace('{days}', '14')
    expect(await page.locator('[data-testid=size-stock]').innerText()).toContain(stock)

    const lot = page.locator('[data-testid=current-lot]')
    expect(await lot.innerText()).toContain(LOT)
    expect(await lot.innerText()).toContain('0.5 mg/mL')
    expect(await lot.innerText()).toContain('> 97%')

    // Pre-filled with the lot's 0.5 mg/mL and 20 kDa: 100 µg in 200 µL; 0.5 mg/mL of 20 kDa is 25 µM.
    const calculator = page.locator('[data-testid=calculator]')
    await calculator.scrollIntoViewIfNeeded()
    await expect.poll(() => calculator.locator('[data-testid=calculator-volume]').innerText()).toBe('200 µL')
    expect(await calculator.locator('[data-testid=calculator-molarity]').innerText()).toBe('25 µM')
    await calculator.getByLabel(m.catalog.calculator.mass).fill('1')
    await calculator.getByLabel(m.catalog.calculator.massUnit).selectOption('mg')
    await expect.poll(() => calculator.locator('[data-testid=calculator-volume]').innerText()).toBe('2000 µL')
    await calculator.getByLabel(m.catalog.calculator.mass).fill('abc')
    await expect.poll(() => calculator.innerText()).toContain(m.catalog.calculator.errors.notNumber)
    await page.context().close()
  })

  it('a kit shows its components and protocol, and no protein-only field', async () => {
    const page = await open(`${prefix}/product-detail?catalogNumber=${KIT}`, locale, 1366)
    const sheet = page.locator('[data-testid=datasheet]')
    expect(await sheet.getAttribute('data-product-type')).toBe('kit')
    const table = page.locator('[data-testid=kit-components]')
    expect(await table.innerText()).toContain(locale === 'en-US' ? 'Buffer A' : '缓冲液 A')
    expect(await field(page, 'protocolSummary').innerText()).toBe(
      locale === 'en-US' ? 'Mix and incubate.' : '混合后孵育。',
    )
    for (const key of ['species', 'tag', 'endotoxin', 'predictedMw', 'expressionHost', 'bioactivity'])
      expect(await sheet.locator(`[data-field="${key}"]`).count(), key).toBe(0)
    expect(await page.locator('[data-testid=calculator]').count()).toBe(0)
    await page.context().close()
  })
})
