/**
 * The framework's floor for the search results page (issue 18), measured in the same run as the page itself:
 * the page's own markup (its <body> as the app sent it, scripts left out) rendered on every request by a bare
 * Next.js app of this project's version: server components only, no data, no client components, no middleware,
 * no headers of ours, served by two processes (node:cluster) as the app is. What the app adds to a request is
 * what it serves below this floor; a target above the floor cannot be met by any work on the page's own code.
 *
 * The floor app is written to a folder of the system's temporary directory, with a link to this project's
 * node_modules, and built there once per markup (a stamp of its files' hash skips the build when they have not
 * changed). Not in this project's tree: there Turbopack takes the project's root for the floor's and builds the
 * project's src/instrumentation.ts into it.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './load.mjs'

const root = path.resolve(import.meta.dirname, '..')
const floorDir = path.join(os.tmpdir(), `search-floor-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`)

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])
/** Attributes React renders only for `true`: their empty string value would otherwise be dropped. */
const BOOLEAN = new Set(['hidden', 'disabled', 'checked', 'selected', 'required', 'multiple', 'open', 'async', 'defer'])
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: '\u00a0' }

const decode = (text) => text.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name) => ENTITIES[name])

function styleObject(css) {
  const style = {}
  for (const declaration of css.split(';')) {
    const at = declaration.indexOf(':')
    if (at < 0) continue
    const name = declaration.slice(0, at).trim()
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase())
    style[key] = declaration.slice(at + 1).trim()
  }
  return style
}

function props(attributes) {
  const result = {}
  for (const [, name, value = ''] of attributes.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)) {
    if (name === 'class') result.className = decode(value)
    else if (name === 'for') result.htmlFor = decode(value)
    else if (name === 'style') result.style = styleObject(decode(value))
    else if (BOOLEAN.has(name)) result[name] = true
    else result[name] = decode(value)
  }
  return result
}

/**
 * Markup as React renders it (double-quoted attributes, closed elements) as a tree of [tag, props, ...children]
 * and strings, for React.createElement. Comments (Suspense markers), scripts and templates are left out.
 */
export function markupToTree(markup) {
  const top = []
  const stack = [{ children: top }]
  const tokens =
    /<!--[\s\S]*?-->|<(script|template)\b[^>]*>[\s\S]*?<\/\1>|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*(\/?)>|([^<]+)/g
  for (const [, , closing, tag, attributes = '', selfClosing, text] of markup.matchAll(tokens)) {
    if (text !== undefined) stack.at(-1).children.push(decode(text))
    else if (closing) {
      if (stack.length > 1 && stack.at(-1).tag === closing) stack.pop()
    } else if (tag) {
      const node = [tag, props(attributes)]
      stack.at(-1).children.push(node)
      if (!selfClosing && !VOID.has(tag)) stack.push({ tag, children: node })
    }
  }
  return top
}

/** The page's <html> attributes and the markup inside <body>. */
export function pageBody(html) {
  const lang = html.match(/<html[^>]*\slang="([^"]*)"/)?.[1] ?? 'zh-CN'
  const body = html.match(/<body([^>]*)>([\s\S]*)<\/body>/)
  if (!body) throw new Error('the page has no <body>')
  return { lang, bodyProps: props(body[1]), markup: body[2] }
}

const LAYOUT = `export default function Layout({ children }) {
  return (<html lang={LANG}><body {...BODY}>{children}</body></html>)
}
`
const PAGE = `import { headers } from 'next/headers'
import { createElement } from 'react'
import tree from './tree.json'

export const dynamic = 'force-dynamic'
const build = (node) => (typeof node === 'string' ? node : createElement(node[0], node[1], ...node.slice(2).map(build)))

export default async function Page() {
  await headers()
  return tree.map(build)
}
`
const SERVER = `import cluster from 'node:cluster'
import http from 'node:http'
import next from 'next'

if (cluster.isPrimary) {
  const workers = Array.from({ length: Number(process.env.FLOOR_PROCESSES) }, () => cluster.fork())
  let ready = 0
  const stop = (code) => { for (const worker of workers) worker.kill(); process.exit(code) }
  for (const worker of workers) {
    worker.on('message', () => { if (++ready === workers.length) console.log('FLOOR READY') })
    // A worker that dies takes the floor down: the bench is told instead of waiting for it.
    worker.on('exit', () => stop(1))
  }
  process.on('SIGTERM', () => stop(0))
} else {
  const app = next({ dev: false, dir: import.meta.dirname })
  await app.prepare()
  const handle = app.getRequestHandler()
  http
    .createServer((req, res) => handle(req, res))
    .on('error', (error) => { console.error(error); process.exit(1) })
    .listen(Number(process.env.PORT), '127.0.0.1', () => process.send('ready'))
}
`

function writeApp(html) {
  const { lang, bodyProps, markup } = pageBody(html)
  const tree = markupToTree(markup)
  const files = {
    'package.json': JSON.stringify({ name: 'search-floor', private: true, type: 'module' }),
    // The file system's root: node_modules links to this project's, outside the floor's folder.
    'next.config.mjs': `export default { turbopack: { root: '/' } }\n`,
    'app/layout.jsx': LAYOUT.replace('LANG', JSON.stringify(lang)).replace('BODY', JSON.stringify(bodyProps)),
    'app/page.jsx': PAGE,
    'app/tree.json': JSON.stringify(tree),
    'server.mjs': SERVER,
  }
  const stamp = createHash('sha256').update(JSON.stringify(files)).digest('hex')
  const stampFile = path.join(floorDir, '.next', 'floor-stamp')
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return
  fs.rmSync(floorDir, { recursive: true, force: true })
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(floorDir, name)), { recursive: true })
    fs.writeFileSync(path.join(floorDir, name), content)
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(floorDir, 'node_modules'))
  const build = spawnSync(process.execPath, [path.join(floorDir, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: floorDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    encoding: 'utf8',
  })
  if (build.status !== 0) throw new Error(`the floor app did not build:\n${build.stdout}\n${build.stderr}`)
  fs.writeFileSync(stampFile, stamp)
}

/** How long the floor app's processes may take to start (they start in 1-3 s on a quiet 2-core machine). */
const READY_MS = 60_000

/**
 * Builds (when its markup changed) and starts the floor app for the page `html` on `processes` processes;
 * resolves to its URL and a function that stops it.
 */
export async function startSearchFloor(html, processes = 2) {
  writeApp(html)
  const port = await freePort()
  const child = spawn(process.execPath, [path.join(floorDir, 'server.mjs')], {
    cwd: floorDir,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), FLOOR_PROCESSES: String(processes) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stop = () => child.kill('SIGTERM')
  const url = `http://127.0.0.1:${port}/`
  try {
    await new Promise((resolve, reject) => {
      child.stdout.on('data', (chunk) => String(chunk).includes('FLOOR READY') && resolve())
      child.once('exit', (code) => reject(new Error(`the floor app exited (${code}) before it was ready`)))
      setTimeout(() => reject(new Error(`the floor app was not ready within ${READY_MS / 1000} s`)), READY_MS).unref()
    })
    const res = await fetch(url)
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`the floor app answered ${res.status}`)
  } catch (error) {
    stop()
    throw error
  }
  return { url, stop }
}
