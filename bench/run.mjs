#!/usr/bin/env node
/**
 * `npm run bench`: benchmarks that print figures (it neither builds nor starts the app; search-page builds and starts
 * a throw-away reference app of its own in the system's temporary folder).
 *   npm start                          # in one terminal (or any deployed instance)
 *   npm run bench                      # every part, BENCH_URL=http://127.0.0.1:3000 by default
 *   npm run bench -- lighthouse pages  # only the named parts
 * Parts, in the order they run:
 *   toolbox     the toolbox's pipeline time and browser bundle size (bench/toolbox.mjs), no server
 *   documents   every document kind's PDF generation time and size per language (bench/documents.mjs), no server
 *   search      search at 10,000 and 50,000 products on scratch SQLite and PostgreSQL databases (bench/search.mjs), no server
 *   freshness   edit to visible: a staff change until /api/v1 shows it (bench/freshness.mjs), scratch databases, no server
 *   lighthouse  mobile performance and accessibility of home, product list and product detail in both
 *               languages, and the home page's JavaScript (bench/lighthouse.mjs)
 *   api         requests per second and latency of two API endpoints (bench/http.mjs)
 *   pages       requests per second and latency of a cached and an uncached product-detail page (bench/http.mjs)
 *   search-page the search results page /search?keywords=IL-6 and /en/search?keywords=IL-6 at 10 connections, with
 *               the load average, and the framework's floor for the page's markup (bench/http.mjs, bench/search-floor.mjs)
 *   ratios      the cached product page from the app, from nginx sending the same HTML, and through deploy/nginx.conf
 *               (bench/ratios.mjs; needs nginx)
 *   attack      the cached product page's p99 alone and while the /api/cms depth attack runs, then 300 MB anonymous
 *               /api/cms bodies: how fast they are refused and /api/v1/health's p99 meanwhile (bench/attack.mjs)
 *   quick-order 200 pasted lines checked by the quick order's preview against the seeded catalogue (bench/quick-order.mjs),
 *               scratch databases, no server
 * lighthouse, api, pages, search-page, ratios, login, channel and attack need a production server at BENCH_URL; when
 * none answers they are skipped (exit 0) with a message. Options (environment): see the README's configuration table (BENCH_*).
 */
import { runAttackBench, runBodyAttackBench } from './attack.mjs'
import { runChannelBench } from './channel.mjs'
import { runDocumentsBench } from './documents.mjs'
import { runFreshnessBench } from './freshness.mjs'
import { runApiBench, runPagesBench, runSearchPageBench } from './http.mjs'
import { runLoginBench } from './login.mjs'
import { runSearchBench } from './search.mjs'
import { runToolboxBench } from './toolbox.mjs'

const PARTS = [
  'toolbox',
  'documents',
  'search',
  'freshness',
  'lighthouse',
  'api',
  'pages',
  'search-page',
  'ratios',
  'login',
  'channel',
  'attack',
  'import',
  'quick-order',
]
const SERVER_PARTS = ['lighthouse', 'api', 'pages', 'search-page', 'ratios', 'login', 'channel', 'attack']

const asked = process.argv.slice(2)
const unknown = asked.filter((p) => !PARTS.includes(p))
if (unknown.length) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${PARTS.join(', ')} (none given: all).`)
  process.exit(2)
}
const parts = asked.length ? PARTS.filter((p) => asked.includes(p)) : PARTS
const base = (process.env.BENCH_URL || 'http://127.0.0.1:3000').replace(/\/$/, '')

async function check() {
  try {
    const res = await fetch(`${base}/api/v1/health`)
    const body = await res.json()
    if (body.code !== 'E0001') throw new Error(JSON.stringify(body))
    return body.data
  } catch (error) {
    console.error(
      `No server answers at ${base} (${error.message}): HTTP benchmarks skipped. Start one with \`npm start\` or set BENCH_URL.`,
    )
    return null
  }
}

if (parts.includes('toolbox')) await runToolboxBench()
if (parts.includes('documents')) runDocumentsBench()
if (parts.includes('search')) runSearchBench()
if (parts.includes('import')) (await import('./import.mjs')).runImportBench() // 1,000-row product import (issue 22)
if (parts.includes('quick-order')) (await import('./quick-order.mjs')).runQuickOrderBench() // 200 pasted lines (issue 21)
if (parts.includes('freshness')) runFreshnessBench()
if (parts.some((p) => SERVER_PARTS.includes(p))) {
  const health = await check()
  if (health) {
    console.log(`Server: ${base} (${health.database})\n`)
    // Lighthouse first: the load tests leave the server busy (garbage collection) for a while.
    if (parts.includes('lighthouse')) {
      const { runLighthouseBench } = await import('./lighthouse.mjs')
      await runLighthouseBench(base)
    }
    if (parts.includes('api')) await runApiBench(base)
    if (parts.includes('pages')) await runPagesBench(base)
    if (parts.includes('search-page')) await runSearchPageBench(base)
    if (parts.includes('ratios')) {
      const { runRatiosBench } = await import('./ratios.mjs')
      await runRatiosBench(base)
    }
    if (parts.includes('login')) await runLoginBench(base)
    if (parts.includes('channel')) await runChannelBench(base, Number(process.env.BENCH_SECONDS || 10))
    if (parts.includes('attack')) {
      await runAttackBench(base, Number(process.env.BENCH_SECONDS || 10))
      await runBodyAttackBench(base, Number(process.env.BENCH_SECONDS || 10))
    }
  }
}
