/**
 * The build's static files (`.next/static`: JavaScript and CSS, named by their content's hash, cached for a year)
 * compressed once at build time, the way nginx's gzip_static and brotli_static serve them: each file gets a
 * `.br` sibling (Brotli, quality 11) and a `.gz` one (gzip made with Zopfli, about 4% smaller than zlib's level 6,
 * and readable by every gzip client). Next.js compresses these files again on every request, with gzip level 6
 * only. docs/adr/0007-compressed-static-files.md.
 */
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'

const brotli = promisify(zlib.brotliCompress)

/** The kinds of file compressed, with the Content-Type Next.js serves them with. */
const TYPES = new Map([
  ['.js', 'application/javascript; charset=UTF-8'],
  ['.css', 'text/css; charset=UTF-8'],
])

/** Below this size a compressed copy saves less than its headers cost: Next.js serves the file as it is. */
const MIN_BYTES = 1024

/** Zopfli's passes per block: 5 finds all but 0.02% of what 15 find, in a third of the time. */
const ZOPFLI_ITERATIONS = 5

const gzip = promisify(zlib.gzip)

/**
 * The two compressions of one file. `STATIC_COMPRESSION=fast` (CI's test builds: the files are served, not
 * shipped) trades a few per cent of size for about a tenth of the time: zlib's gzip level 9 and Brotli quality 9
 * instead of Zopfli and Brotli 11, which took CI's build close to two minutes on two busy cores.
 */
function compress(source, env = process.env) {
  const fast = env.STATIC_COMPRESSION === 'fast'
  return Promise.all([
    fast ? gzip(source, { level: 9 }) : gzipAsync(source, { numiterations: ZOPFLI_ITERATIONS }),
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: fast ? 9 : zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  ])
}

function compressible(file) {
  return TYPES.has(path.extname(file))
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every JavaScript and CSS file of `staticDir` of at least 1 KiB that
 * lacks them (`env.STATIC_COMPRESSION=fast`: the quicker settings of `compress`). Returns what it did, for the
 * build log.
 * @param {string} staticDir
 * @param {Record<string, string | undefined>} [env]
 */
export async function precompressStatic(staticDir, env = process.env) {
  const started = Date.now()
  let files = 0
  let bytes = 0
  let gzipBytes = 0
  let brotliBytes = 0
  for (const name of fs.readdirSync(staticDir, { recursive: true })) {
    const file = path.join(staticDir, String(name))
    if (!compressible(file) || !fs.statSync(file).isFile()) continue
    const source = fs.readFileSync(file)
    if (source.length < MIN_BYTES) continue
    const [gz, br] = await compress(source, env)
    fs.writeFileSync(`${file}.gz`, gz)
    fs.writeFileSync(`${file}.br`, br)
    files += 1
    bytes += source.length
    gzipBytes += gz.length
    brotliBytes += br.length
  }
  return { files, bytes, gzipBytes, brotliBytes, ms: Date.now() - started }
}

/**
 * The encodings of an Accept-Encoding header this server can answer with, best first: br, then gzip. A coding
 * with q=0 is refused; `*` stands for any coding not named.
 */
export function acceptedEncodings(header) {
  const weights = new Map()
  for (const part of String(header ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    if (!coding) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q ? Number(q.slice(2)) : 1
    weights.set(coding, Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (coding) => weights.get(coding) ?? weights.get('*') ?? 0
  return ['br', 'gzip'].filter((coding) => weightOf(coding) > 0)
}

const SUFFIX = { br: '.br', gzip: '.gz' }

/**
 * A request handler for `/_next/static/…` that answers GET and HEAD with the precompressed copy the client
 * accepts (Brotli, else gzip), with the headers Next.js gives these files. It returns false, leaving the
 * request to Next.js, for anything else: another path, a client that accepts neither coding, a file without
 * copies (a small file, or a build that was not precompressed), a path outside `staticDir`.
 */
export function precompressedStaticHandler(staticDir, urlPrefix = '/_next/static/') {
  const root = path.resolve(staticDir)
  /** `${file}${suffix}` → its size, or null when there is no such copy (the build's files never change). */
  const sizes = new Map()
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      let size = null
      try {
        const stat = fs.statSync(file)
        if (stat.isFile()) size = stat.size
      } catch {
        // no copy: Next.js serves the file
      }
      sizes.set(file, size)
    }
    return sizes.get(file)
  }

  return function servePrecompressed(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const url = req.url ?? ''
    if (!url.startsWith(urlPrefix)) return false
    let relative
    try {
      relative = decodeURIComponent(url.slice(urlPrefix.length).split(/[?#]/)[0] ?? '')
    } catch {
      return false
    }
    const file = path.resolve(root, relative)
    if (!file.startsWith(root + path.sep)) return false
    const type = TYPES.get(path.extname(file))
    if (!type) return false
    for (const coding of acceptedEncodings(req.headers['accept-encoding'])) {
      const copy = `${file}${SUFFIX[coding]}`
      const size = sizeOf(copy)
      if (size === null) continue
      res.writeHead(200, {
        'Content-Type': type,
        'Content-Encoding': coding,
        'Content-Length': size,
        'Cache-Control': 'public, max-age=31536000, immutable',
        Vary: 'Accept-Encoding',
      })
      if (req.method === 'HEAD') res.end()
      else {
        fs.createReadStream(copy)
          .on('error', () => res.destroy())
          .pipe(res)
      }
      return true
    }
    return false
  }
}
