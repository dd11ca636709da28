import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import { pdfText } from '../tests/setup/pdf-text'
import { baseUrl, suiteBrowser } from './browser'
import { SLOW, shellReady } from './member'
import { staffAuth } from './staff'

/**
 * Issue 19 in a real browser, in both languages: the product page's Documents block offers the datasheet PDF
 * generated from the record and its current lot (its text holds the catalog number, the name and the lot's
 * values in the page's language), and the COA-by-lot box returns the lot's certificate as a PDF, or opens the
 * COA request form when the lot is not on file. The product and lot are made here through Payload's REST API.
 */
const CATALOG = 'E2E-DOC19'
const LOT = 'E2E190901'
const NAMES = { cn: '重组人端到端文档蛋白', en: 'Recombinant Human E2E Document Protein' }
const browser = suiteBrowser()

async function cms(auth: string, path: string, method: string, body: unknown, locale = 'cn') {
  const res = await fetch(`${baseUrl}/api/cms/${path}?locale=${locale}`, {
    method,
    headers: { authorization: auth, 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(body),
  })
  const json = (await res.json()) as { doc?: { id: number } }
  if (!res.ok || !json.doc) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`)
  return json.doc
}

beforeAll(async () => {
  const auth = await staffAuth()
  const categories = (await (
    await fetch(`${baseUrl}/api/cms/categories?limit=1&depth=0`, { headers: { authorization: auth } })
  ).json()) as { docs: Array<{ id: number }> }
  const existing = (await (
    await fetch(`${baseUrl}/api/cms/products?where[catalogNumber][equals]=${CATALOG}&depth=0`, {
      headers: { authorization: auth },
    })
  ).json()) as { docs: Array<{ id: number }> }
  if (existing.docs.length > 0) return
  const product = await cms(auth, 'products', 'POST', {
    catalogNumber: CATALOG,
    name: NAMES.cn,
    category: categories.docs[0]?.id,
    species: 'human',
    purityPercent: 95,
    endotoxinEuPerUg: 1,
    status: 'published',
  })
  await cms(auth, `products/${product.id}`, 'PATCH', { name: NAMES.en }, 'en')
  await cms(auth, 'lots', 'POST', {
    product: product.id,
    lotNumber: LOT,
    manufacturedAt: '2026-09-01',
    expiresAt: '2099-09-01',
    concentrationMgPerMl: 0.47,
    purityPercent: 97.6,
    endotoxinEuPerUg: 0.07,
    status: 'published',
  })
}, 60_000)

const languages = [
  { name: 'cn' as const, prefix: '', locale: 'zh-CN', coa: '分析证书' },
  { name: 'en' as const, prefix: '/en', locale: 'en-US', coa: 'Certificate of analysis' },
]

describe.each(languages)('product documents ($name)', ({ name, prefix, locale, coa }) => {
  it('the Documents block offers the datasheet PDF with the catalog number, the name and the lot values', async () => {
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await page.goto(`${baseUrl}${prefix}/product-detail?catalogNumber=${CATALOG}`)
    const link = page.getByTestId('product-documents').getByTestId('datasheet-pdf')
    // The first request renders the new product's page (ISR) on a loaded machine.
    await link.waitFor({ timeout: 60_000 })
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toContain(`lang=${name}`)
    const res = await page.request.get(new URL(href, baseUrl).toString())
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('application/pdf')
    const text = await pdfText(new Uint8Array(await res.body()))
    for (const expected of [CATALOG, NAMES[name], LOT, '97.6%', '0.47 mg/mL', '> 95%']) expect(text).toContain(expected)
    await context.close()
  }, 120_000)

  it('the COA-by-lot box returns the certificate PDF for a lot on file, the request form otherwise', async () => {
    const context = await browser.newContext({ locale, acceptDownloads: true })
    const page = await context.newPage()
    await page.goto(`${baseUrl}${prefix}/product-detail?catalogNumber=${CATALOG}`)
    await shellReady(page)
    const box = page.getByTestId('coa-by-lot')
    await box.getByRole('textbox').fill(LOT.toLowerCase())
    const [download] = await Promise.all([page.waitForEvent('download', SLOW), box.getByRole('button').click()])
    expect(download.suggestedFilename()).toBe(`COA-${CATALOG}-${LOT}-${name.toUpperCase()}.pdf`)
    const text = await pdfText(new Uint8Array(await readFile((await download.path()) as string)))
    for (const expected of [coa, CATALOG, LOT, '97.6%']) expect(text).toContain(expected)

    await box.getByRole('textbox').fill('NOSUCHLOT1')
    await box.getByRole('button').first().click()
    await page.getByRole('dialog').waitFor(SLOW)
    await context.close()
  }, 60_000)
})
