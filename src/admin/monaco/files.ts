import fs from 'node:fs/promises'
import path from 'node:path'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ttf': 'font/ttf',
  '.json': 'application/json; charset=utf-8',
}

/** The installed `monaco-editor` package's `min` folder (the server runs from the project's root). */
const root = () => path.join(process.cwd(), 'node_modules', 'monaco-editor', 'min')

/**
 * One file of `monaco-editor/min/vs` by its path segments (`['vs', 'loader.js']`): only plain names under that
 * folder with a known type; anything else is a 404. Cached by the browser for a day (the package is pinned).
 */
export async function serveMonacoFile(segments: string[]): Promise<Response> {
  const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
  if (segments[0] !== 'vs' || segments.some((s) => !/^[\w.-]+$/.test(s) || s.startsWith('.'))) return notFound()
  const type = TYPES[path.extname(segments.at(-1) ?? '')]
  if (!type) return notFound()
  const base = root()
  const file = path.join(base, ...segments)
  if (!file.startsWith(base + path.sep)) return notFound()
  try {
    const body = await fs.readFile(file)
    return new Response(new Uint8Array(body), {
      headers: { 'content-type': type, 'cache-control': 'public, max-age=86400' },
    })
  } catch {
    return notFound()
  }
}
