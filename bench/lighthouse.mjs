/**
 * Lighthouse (issue 3) for `npm run bench -- lighthouse`: mobile performance and accessibility of home, product
 * list and product detail in both languages, with Lighthouse's default (mobile) configuration driving Debian's
 * chromium headless; then the JavaScript the home page transfers.
 * - Each page is warmed first (rendered and in the ISR cache), then audited BENCH_LIGHTHOUSE_RUNS times (3);
 *   the table shows the median run (Lighthouse's computeMedianRun: median FCP and TTI), as Lighthouse advises
 *   for noisy machines. Scores use simulated throttling (slow 4G, 4x CPU slowdown), so they mostly depend on the
 *   page, but the CPU-bound parts (TBT) still scale with how busy this machine is.
 * - "JS kB" is the gzip bytes of every script the page loaded (Lighthouse's network records: transfer size).
 * - The home page's JavaScript target (150 kB or less) is judged on every script the page loaded in Lighthouse's
 *   run (its network records' transfer size: the chunks loaded after the HTML too, as Chrome fetches them). For
 *   the detail, the module <script src> tags of its HTML are also fetched with Accept-Encoding: gzip (bytes on the
 *   wire), as Chrome fetches them (Brotli) and gzipped at zlib's level 6 as Next.js would send them without the
 *   precompressed copies.
 * Options (environment): CHROMIUM_PATH (/usr/bin/chromium), BENCH_LIGHTHOUSE_RUNS (3), BENCH_LIGHTHOUSE_SAVE=1
 * (write each page's median report to bench/results/lighthouse-<page>.json, for the details behind a score).
 */
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { benchPages, localeCookie, pickCatalogue, warm } from './pages.mjs'

const SCORE_TARGET = 95
const JS_TARGET_KB = 150
const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3))
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const resultsDir = path.resolve(import.meta.dirname, 'results')

const kb = (bytes) => (bytes / 1000).toFixed(1)

/** Gzip bytes of the scripts in Lighthouse's network records. */
function scriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? []
  return items.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
}

async function audit(port, url, headers) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: headers,
    },
    // Lighthouse's default configuration: mobile form factor, simulated slow 4G and 4x CPU slowdown.
    undefined,
  )
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  return lhr
}

/**
 * One URL fetched with the given Accept-Encoding: the bytes on the wire, the encoding the server chose and the
 * decoded body's size gzipped by zlib at level 6 (what Next.js's on-the-fly compression sends).
 */
function wireBytes(url, acceptEncoding) {
  const get = url.startsWith('https:') ? https.get : http.get
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        const encoding = res.headers['content-encoding'] ?? 'identity'
        const decoded = encoding === 'gzip' ? gunzipSync(body) : encoding === 'br' ? brotliDecompressSync(body) : body
        resolve({ status: res.statusCode, encoding, bytes: body.length, level6: gzipSync(decoded).length })
      })
      res.on('error', reject)
    }).on('error', reject)
  })
}

/**
 * Every module <script src> of the home page's HTML, fetched twice: as a gzip-only client would (the target's
 * measure) and as Chrome does (Accept-Encoding: gzip, deflate, br, zstd).
 */
async function homeScripts(base) {
  const res = await fetch(`${base}/`, { headers: localeCookie('/') })
  const html = await res.text()
  // Module scripts only: the nomodule polyfills are for browsers without ES modules, which skip the rest.
  const tags = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]).filter((tag) => !/\snomodule\b/i.test(tag))
  const srcs = [
    ...new Set(tags.map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&')).filter(Boolean)),
  ]
  const files = []
  for (const src of srcs) {
    const url = new URL(src, base).toString()
    const gzip = await wireBytes(url, 'gzip')
    const browser = await wireBytes(url, 'gzip, deflate, br, zstd')
    files.push({ src, ...gzip, browserBytes: browser.bytes, browserEncoding: browser.encoding })
  }
  return files
}

export async function runLighthouseBench(base) {
  const pages = benchPages(await pickCatalogue(base))
  console.log(`Lighthouse (default mobile config) on ${chromePath}, ${base}, median of ${runs} run(s) per page\n`)
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
  const rows = []
  let homeLighthouseJs = null
  try {
    for (const page of pages) {
      await warm(base, page.path)
      const lhrs = []
      for (let i = 0; i < runs; i++) lhrs.push(await audit(chrome.port, `${base}${page.path}`, localeCookie(page.path)))
      const lhr = computeMedianRun(lhrs)
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN)
      const perfScores = lhrs.map((l) => Math.round((l.categories.performance?.score ?? 0) * 100))
      const js = scriptBytes(lhr)
      if (page.path === '/') homeLighthouseJs = js
      if (process.env.BENCH_LIGHTHOUSE_SAVE === '1') {
        fs.mkdirSync(resultsDir, { recursive: true })
        const file = path.join(resultsDir, `lighthouse-${page.name.replace(/\W+/g, '-').replace(/-$/, '')}.json`)
        fs.writeFileSync(file, JSON.stringify(lhr))
      }
      const failing = (lhr.categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id)
      rows.push({
        page: page.name,
        url: page.path,
        performance: score('performance'),
        'perf. runs': perfScores.join('/'),
        accessibility: score('accessibility'),
        'LCP ms': ms('largest-contentful-paint'),
        'TBT ms': ms('total-blocking-time'),
        CLS: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        'JS kB': Number(kb(js)),
        'a11y fails': failing.join(' ') || '-',
        'CPU index': Math.round(lhr.environment?.benchmarkIndex ?? 0),
      })
    }
  } finally {
    await chrome.kill()
  }
  console.table(rows)
  const below = rows.filter((r) => r.performance < SCORE_TARGET || r.accessibility < SCORE_TARGET)
  console.log(
    below.length
      ? `Target ${SCORE_TARGET}+ for both scores: not met by ${below.map((r) => r.page).join(', ')}.`
      : `Target ${SCORE_TARGET}+ for both scores: met by every page.`,
  )

  const files = await homeScripts(base)
  const sum = (key) => files.reduce((total, f) => total + f[key], 0)
  const tagged = sum('bytes')
  const notGzip = files.filter((f) => f.encoding !== 'gzip')
  const encodings = [...new Set(files.map((f) => f.browserEncoding))].join(', ')
  const verdict =
    homeLighthouseJs === null
      ? 'not judged (Lighthouse did not load the home page)'
      : homeLighthouseJs <= JS_TARGET_KB * 1000
        ? 'met'
        : 'NOT met'
  console.log(
    `\nHome page JavaScript, every script the page loaded (Lighthouse's transfer size): ` +
      `${homeLighthouseJs === null ? '?' : kb(homeLighthouseJs)} kB. Target: ${JS_TARGET_KB} kB or less: ${verdict}.\n` +
      `  Of them, the ${files.length} module <script src> files of its HTML: ${kb(tagged)} kB gzip on the wire` +
      (notGzip.length ? ` (not gzipped by the server: ${notGzip.map((f) => f.src).join(', ')})` : '') +
      `; as Chrome fetches them (${encodings}): ${kb(sum('browserBytes'))} kB` +
      `; gzipped at zlib's level 6 (Next.js's on-the-fly compression): ${kb(sum('level6'))} kB.\n`,
  )
  return { rows, homeJsBytes: homeLighthouseJs }
}
