import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Issue 33, "Done when": no handler in src/api writes through Payload (`create`, `update`, `delete`) or touches
 * the database adapter (`payload.db`); a write is a use case in src/server/<domain>/<verb-noun>.ts, and the
 * adapter is reached only through src/lib/db. The check reads the shipped files of src/api without their
 * comments; the same check is run on a deliberately wrong handler to prove it fires.
 */
const root = path.resolve(import.meta.dirname, '..')

/** The writes and adapter uses a source text makes, one "line: call" each. */
function apiWrites(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/\/\/[^\n]*/g, '')
  const found: string[] = []
  const pattern = /\bpayload\s*\.\s*(create|update|delete|db)\b/g
  for (const match of code.matchAll(pattern)) {
    const line = code.slice(0, match.index).split('\n').length
    found.push(`${line}: payload.${match[1]}`)
  }
  return found
}

function apiFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return apiFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('src/api handlers (issue 33)', () => {
  it('call no Payload write and no database adapter: writes are use cases in src/server', () => {
    const files = apiFiles(path.join(root, 'src/api'))
    expect(files.length).toBeGreaterThan(30)
    const writes = files.flatMap((file) =>
      apiWrites(fs.readFileSync(file, 'utf8')).map((w) => `${path.relative(root, file)}:${w}`),
    )
    expect(writes).toEqual([])
  })

  it('the check finds a write, an adapter call and a write through ctx, and ignores them in comments', () => {
    const handler = [
      '// payload.create in a comment is no write',
      'async function save(ctx) {',
      '  await ctx.payload.update({ collection: "members", id: 1, data: {} })',
      '  const kind = payload.db.name /* payload.delete( */',
      '  await payload',
      '    .create({ collection: "leads", data: {} })',
      '}',
    ].join('\n')
    expect(apiWrites(handler)).toEqual(['3: payload.update', '4: payload.db', '5: payload.create'])
  })
})
