import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every admin component a collection names ('/path#Export') must be in the back office's import map, or Payload
 * renders nothing in its place (a moved file left the hot-keyword suggestions panel out once).
 */
const src = path.resolve(import.meta.dirname, '..')

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return files(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : []
  })
}

describe('admin component paths', () => {
  it('names only components the import map has, and each file exists', () => {
    const importMap = fs.readFileSync(path.join(src, 'app/(payload)/admin/importMap.js'), 'utf8')
    const named = new Set<string>()
    for (const file of [...files(path.join(src, 'collections')), path.join(src, 'payload.config.ts')]) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/['"](\/[\w/-]+#\w+)['"]/g))
        named.add(match[1] as string)
    }
    expect(named.size).toBeGreaterThan(0)
    for (const component of named) {
      expect(importMap, component).toContain(`"${component}"`)
      const [file] = component.split('#')
      const exists = ['.tsx', '.ts'].some((ext) => fs.existsSync(path.join(src, `${file}${ext}`)))
      expect(exists, `${file} exists`).toBe(true)
    }
  })
})
