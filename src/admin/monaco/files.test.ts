import { describe, expect, it } from 'vitest'
import { serveMonacoFile } from './files'

describe('Monaco served by the app (/admin-assets/monaco/vs/…)', () => {
  it('answers the loader, the editor and its stylesheet with their types', async () => {
    const loader = await serveMonacoFile(['vs', 'loader.js'])
    expect(loader.status).toBe(200)
    expect(loader.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect((await loader.text()).length).toBeGreaterThan(1000)
    const main = await serveMonacoFile(['vs', 'editor', 'editor.main.js'])
    expect(main.status).toBe(200)
    const css = await serveMonacoFile(['vs', 'editor', 'editor.main.css'])
    expect(css.headers.get('content-type')).toMatch(/^text\/css/)
  })

  it('answers 404 outside the folder, for hidden names and unknown types', async () => {
    for (const segments of [
      ['vs', '..', '..', 'package.json'],
      ['..', 'package.json'],
      ['vs', '.hidden.js'],
      ['vs', 'editor%2f..%2f..%2fx.js'],
      ['vs', 'nope.js'],
      ['vs', 'loader.map'],
      ['min', 'vs', 'loader.js'],
    ]) {
      expect((await serveMonacoFile(segments)).status, segments.join('/')).toBe(404)
    }
  })
})
