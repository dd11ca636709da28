import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import ExcelJS from 'exceljs'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEFAULT_INPUTS, INPUT_KEYS, type ToolboxInputs, toolboxQuery } from '@/components/toolbox/toolbox-state'
import type { PipelineResult } from '@/toolbox/pipeline'
import { baseUrl, suiteBrowser } from './browser'

/**
 * Issue 5 in a real browser: /tool-class in both languages computes the probe, the digestion product, the
 * masses and the reaction volumes as the user types (compared with the reference vectors), keeps the inputs
 * in the URL (a reload shows the same page), warns next to the concentration when the sample is too dilute,
 * asks anonymous visitors to log in before exporting, and gives members a workbook with the API's numbers.
 */

interface Vector {
  id: string
  module: string
  input: Record<string, string | number>
  expected: { ok: true; result: Record<string, unknown> }
}

const vectors = (
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../shared/toolbox/vectors-public.json'), 'utf8'),
  ) as {
    vectors: Vector[]
  }
).vectors
const byId = (id: string) => vectors.find((v) => v.id === id) as Vector
const E01 = byId('E01')
const E01_RESULT = E01.expected.result as unknown as PipelineResult
const R03 = byId('R03')

const SHOTS = path.join(os.tmpdir(), 'e2e-screenshots')
fs.mkdirSync(SHOTS, { recursive: true })

const browser = suiteBrowser()

const languages = [
  { name: 'en', prefix: '/en', locale: 'en-US', probeTab: 'Probe design', pleaseLogin: 'Please login first' },
  { name: 'cn', prefix: '', locale: 'zh-CN', probeTab: '探针设计', pleaseLogin: '请先登录' },
] as const

async function open(locale: string, url: string, width = 1440): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale, viewport: { width, height: 900 }, acceptDownloads: true })
  const page = await context.newPage()
  const res = await page.goto(`${baseUrl}${url}`)
  expect(res?.status(), url).toBe(200)
  return { context, page }
}

/** The form state that stands for a vector's input. */
function formOf(input: Record<string, unknown>): ToolboxInputs {
  const inputs = { ...DEFAULT_INPUTS }
  for (const key of INPUT_KEYS) if (input[key] !== undefined) inputs[key] = String(input[key])
  return inputs
}

const text = async (page: Page, selector: string) => ((await page.locator(selector).first().textContent()) ?? '').trim()
const near = (actual: number, expected: number) => Math.abs(actual - expected) <= 0.01

/**
 * Shows part n as a user would: clicks its tab and waits until the tab is selected. On a loaded 2-core CI
 * machine a click has been seen to leave the tab unselected (CI of session 7, once in 190 runs); the tab is
 * then clicked again, as a user would, and the event is written to stderr so that a pattern shows.
 */
async function showPart(page: Page, n: number) {
  const tab = page.getByRole('tab').nth(n)
  for (let attempt = 1; ; attempt++) {
    await tab.click()
    try {
      await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: 5_000 }).toBe('true')
      return
    } catch (error) {
      if (attempt === 3) throw error
      console.error(`toolbox: tab ${n} not selected after click ${attempt} at ${page.url()}; clicking again`)
    }
  }
}

/** Everything the page shows for the E01 pipeline, read part by part (clicking the tabs as a user would). */
async function readResults(page: Page) {
  await showPart(page, 0)
  const probe = await text(page, '[data-testid="probe-sequence"]')
  const product = await text(page, '[data-testid="digestion-product"] code')
  const productLength = Number(await text(page, '[data-testid="product-length"]'))
  const gc = Number(await text(page, '[data-testid="probe-gc"] span'))
  await showPart(page, 1)
  const species: Record<string, { average: number; monoisotopic: number }> = {}
  for (const row of await page.locator('[data-testid="species-table"] tbody tr').all()) {
    const key = (await row.getAttribute('data-species')) ?? ''
    species[key] = {
      average: Number(await row.locator('td').nth(1).textContent()),
      monoisotopic: Number(await row.locator('td').nth(2).textContent()),
    }
  }
  await showPart(page, 2)
  const volumes: Record<string, number> = {}
  for (const row of await page.locator('[data-testid="reaction-table"] tr[data-volume]').all()) {
    volumes[(await row.getAttribute('data-volume')) ?? ''] = Number(await row.locator('td').textContent())
  }
  await showPart(page, 0)
  return { probe, product, productLength, gc, species, volumes }
}

function expectE01(results: Awaited<ReturnType<typeof readResults>>) {
  const probe = E01_RESULT.probe_design
  expect(results.probe).toBe(probe.probe_sequence)
  expect(results.product).toBe(probe.digestion_product_sequence)
  expect(results.productLength).toBe(probe.digestion_product_length)
  expect(near(results.gc, probe.probe_gc_percent)).toBe(true)
  const species = E01_RESULT.product_mass.species
  expect(Object.keys(results.species)).toEqual(species.map((s) => s.species))
  for (const s of species) {
    const shown = results.species[s.species]
    expect(near(shown?.average ?? Number.NaN, s.average_mass), `${s.species} average`).toBe(true)
    expect(near(shown?.monoisotopic ?? Number.NaN, s.monoisotopic_mass), `${s.species} monoisotopic`).toBe(true)
  }
  const reaction = E01_RESULT.reaction_system
  for (const key of ['mix_ul', 'probe_ul', 'sample_ul', 'water_ul', 'final_volume_ul'] as const) {
    expect(near(results.volumes[key] ?? Number.NaN, reaction[key] ?? Number.NaN), key).toBe(true)
  }
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-toolbox-print]').analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

describe('/tool-class', () => {
  for (const lang of languages) {
    it(`${lang.name}: computes probe, product, masses and volumes as the user types; a reload shows the same page`, async () => {
      const { context, page } = await open(lang.locale, `${lang.prefix}/tool-class`)
      expect(await text(page, '[role="tab"][aria-selected="true"]')).toContain(lang.probeTab)
      await page.fill('#tb-sequence', String(E01.input.sequence))
      for (const key of ['probe_start', 'probe_length', 'digestion_position', 'hybrid_length'] as const) {
        await page.fill(`#tb-${key}`, String(E01.input[key]))
      }
      await expect.poll(() => text(page, '[data-testid="probe-sequence"]')).toBe(E01_RESULT.probe_design.probe_sequence)
      await showPart(page, 1)
      await page.selectOption('#tb-modification', String(E01.input.modification))
      await page.check(`input[name="tb-capping_method"][value="${E01.input.capping_method}"]`)
      await showPart(page, 2)
      for (const key of ['mrna_length', 'sample_conc_ng_ul', 'probe_conc_uM'] as const) {
        await page.fill(`#tb-${key}`, String(E01.input[key]))
      }
      await expect.poll(() => page.locator('[data-testid="reaction-table"]').count()).toBe(1)
      await page.screenshot({ path: path.join(SHOTS, `toolbox-${lang.name}-reaction.png`), fullPage: true })
      const typed = await readResults(page)
      expectE01(typed)

      // The URL follows the inputs (debounced) and holds everything needed to show the same results.
      await expect.poll(() => new URL(page.url()).searchParams.get('mrna_length')).toBe(String(E01.input.mrna_length))
      const url = new URL(page.url())
      expect(url.searchParams.get('sequence')).toBe(E01.input.sequence)
      expect(url.searchParams.get('modification')).toBe('m1psi')
      await page.reload()
      expect(await page.inputValue('#tb-sequence')).toBe(E01.input.sequence)
      expect(await readResults(page)).toEqual(typed)

      // A shared link opens the chosen part.
      url.searchParams.set('part', 'product-molecules')
      await page.goto(url.toString())
      expect(await text(page, '[role="tab"][aria-selected="true"]')).not.toContain(lang.probeTab)
      expect(await page.locator('#product-molecules').isVisible()).toBe(true)
      await page.screenshot({ path: path.join(SHOTS, `toolbox-${lang.name}-product.png`), fullPage: true })
      expect(await seriousViolations(page)).toEqual([])
      await context.close()
    })
  }

  it('shows the results on a phone too', async () => {
    const query = toolboxQuery(formOf(E01.input), 'probe-design')
    const { context, page } = await open('zh-CN', `/tool-class?${query}`, 390)
    expect(await text(page, '[data-testid="probe-sequence"]')).toBe(E01_RESULT.probe_design.probe_sequence)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: path.join(SHOTS, 'toolbox-cn-mobile.png'), fullPage: true })
    await context.close()
  })

  it("warns 'Sample concentration too low, please adjust it' next to the sample concentration", async () => {
    const { context, page } = await open('en-US', '/en/tool-class?part=reaction-system')
    for (const key of ['mrna_length', 'sample_conc_ng_ul', 'probe_conc_uM'] as const) {
      await page.fill(`#tb-${key}`, String(R03.input[key]))
    }
    const field = page.locator('[data-field="tb-sample_conc_ng_ul"]')
    await expect.poll(() => field.textContent()).toContain('Sample concentration too low, please adjust it')
    expect(await field.locator('[data-code="W_SAMPLE_TOO_DILUTE"]').count()).toBe(1)
    const minimum = (R03.expected.result as { min_sample_conc_ng_ul: number }).min_sample_conc_ng_ul
    expect(await field.locator('[data-testid="min-sample-conc"]').textContent()).toContain(minimum.toFixed(2))
    // The input describes itself with the warning (screen readers hear it with the field).
    const describedBy = (await page.getAttribute('#tb-sample_conc_ng_ul', 'aria-describedby')) ?? ''
    expect(describedBy.split(' ')).toContain('tb-sample_conc_ng_ul-msg')
    expect(await page.locator('[data-testid="reaction-table"]').count()).toBe(0)
    await page.screenshot({ path: path.join(SHOTS, 'toolbox-en-too-dilute.png') })
    await context.close()
  })

  it('prints only the inputs and results of all three parts', async () => {
    const query = toolboxQuery(formOf(E01.input), 'probe-design')
    const { context, page } = await open('en-US', `/en/tool-class?${query}`)
    await page.emulateMedia({ media: 'print' })
    for (const part of ['probe-design', 'product-molecules', 'reaction-system']) {
      expect(await page.locator(`#${part}`).isVisible(), part).toBe(true)
    }
    expect(await page.locator('[data-testid="export-panel"]').isVisible()).toBe(false)
    expect(await page.locator('[data-testid="cd002-promo"]').isVisible()).toBe(false)
    expect(await page.locator('[role="tablist"]').isVisible()).toBe(false)
    const visibleOutside = await page.evaluate(
      () =>
        [...document.body.querySelectorAll('*')].filter(
          (e) =>
            !e.closest('[data-toolbox-print]') &&
            !e.querySelector('[data-toolbox-print]') &&
            e.getClientRects().length > 0,
        ).length,
    )
    expect(visibleOutside).toBe(0)
    await page.screenshot({ path: path.join(SHOTS, 'toolbox-en-print.png'), fullPage: true })
    await context.close()
  })
})

describe('/tool-class export', () => {
  for (const lang of languages) {
    it(`${lang.name}: asks anonymous visitors to log in or register, and the links come back to the same inputs`, async () => {
      const query = toolboxQuery(formOf(E01.input), 'reaction-system')
      const { context, page } = await open(lang.locale, `${lang.prefix}/tool-class?${query}`)
      await page
        .getByRole('button', { name: lang.name === 'en' ? 'Export results (XLSX)' : '导出结果（XLSX）' })
        .click()
      const alert = page.locator('[data-testid="login-required"]')
      await expect.poll(() => alert.textContent()).toContain(lang.pleaseLogin)
      const expectedRedirect = `${lang.prefix}/tool-class?${query}`
      const links = await alert.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
      expect(links).toHaveLength(2)
      const [login, register] = links.map((href) => new URL(href, baseUrl))
      expect(login?.pathname).toBe(`${lang.prefix}/login`)
      expect(register?.pathname).toBe(`${lang.prefix}/registered`)
      expect(login?.searchParams.get('redirect')).toBe(expectedRedirect)
      expect(register?.searchParams.get('redirect')).toBe(expectedRedirect)
      await page.screenshot({ path: path.join(SHOTS, `toolbox-${lang.name}-login-required.png`) })
      // Log in through the link: the login page sends the visitor back to `redirect`, the same inputs and results.
      await alert.locator('a').first().click()
      await page.waitForURL((u) => u.pathname === `${lang.prefix}/login`)
      await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready')
      const form = page.getByTestId('email-login')
      await form.locator('input[type=email]').fill('demo_member@example.com')
      await form.locator('input[type=password]').fill('Demo-Member-2026')
      await form.locator('button[type=submit]').click()
      await page.waitForURL((u) => u.pathname === `${lang.prefix}/tool-class`)
      expect(new URL(page.url()).search.slice(1)).toBe(String(query))
      await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready')
      expect(await page.inputValue('#tb-sample_conc_ng_ul')).toBe(String(E01.input.sample_conc_ng_ul))
      expect(await text(page, '[data-testid="probe-sequence"]')).toBe(E01_RESULT.probe_design.probe_sequence)
      // Now a member: the same export downloads the workbook.
      const download = page.waitForEvent('download')
      await page
        .getByRole('button', { name: lang.name === 'en' ? 'Export results (XLSX)' : '导出结果（XLSX）' })
        .click()
      expect((await download).suggestedFilename()).toMatch(/\.xlsx$/)
      await context.close()
    })
  }

  it('downloads a workbook for a member whose cells equal the API numbers', async () => {
    const query = toolboxQuery(formOf(E01.input), 'probe-design')
    const context = await browser.newContext({ locale: 'en-US', acceptDownloads: true })
    // The seeded demo member logs in through the API from the page (the member_session cookie).
    const login = await context.request.post(`${baseUrl}/en/api/v1/auth/login`, {
      data: { username: 'demo_member@example.com', password: 'Demo-Member-2026' },
    })
    expect(login.status()).toBe(200)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/en/tool-class?${query}`)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export results (XLSX)' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^mrna-capping-toolbox-pipeline-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const file = path.join(SHOTS, 'toolbox-export.xlsx')
    await download.saveAs(file)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(file)
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Probe design', 'Reaction system', 'Product molecules'])

    const api = await fetch(`${baseUrl}/en/api/v1/calculator`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ module: 'pipeline', input: E01.input }),
    })
    const data = ((await api.json()) as { data: PipelineResult }).data
    const sheets = workbook.worksheets.map((sheet) => {
      const values = new Map<string, unknown>()
      const species = new Map<string, unknown[]>()
      sheet.eachRow((row) => {
        const cells = (row.values as unknown[]).slice(1)
        const [a, b, c] = cells
        if (typeof a === 'string' && cells.length >= 6 && /^(cap[0-2G]|capped|p{1,3}|OH)$/.test(a))
          species.set(a, cells)
        else if (typeof b === 'string' && /^[a-z][a-z_]*(uM)?$/.test(b)) values.set(b, c)
      })
      return { values, species }
    })
    const modules = [data.probe_design, data.reaction_system, data.product_mass] as unknown as Record<string, unknown>[]
    modules.forEach((result, i) => {
      for (const [key, value] of Object.entries(result)) {
        if (typeof value === 'number') expect(sheets[i]?.values.get(key), key).toBe(value)
      }
    })
    for (const s of data.product_mass.species) {
      const row = sheets[2]?.species.get(s.species) ?? []
      expect(row[3], s.species).toBe(s.average_mass)
      expect(row[5], s.species).toBe(s.monoisotopic_mass)
    }
    expect(await page.locator('[data-testid="login-required"]').count()).toBe(0)
    await context.close()
  })
})
