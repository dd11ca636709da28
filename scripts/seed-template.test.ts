import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { restoreSeedTemplate, saveSeedTemplate } from './seed-template.mjs'

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-template-test-'))
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }))

describe('the seed template of a CI run (issue 32)', () => {
  it('hands a seeded folder to the next suite, without its outbox, with the seed settings it was made with', () => {
    const seeded = path.join(temp, 'seeded')
    fs.mkdirSync(path.join(seeded, 'media'), { recursive: true })
    fs.mkdirSync(path.join(seeded, 'outbox'), { recursive: true })
    fs.writeFileSync(path.join(seeded, 'site.db'), 'db')
    fs.writeFileSync(path.join(seeded, 'media', 'a.png'), 'png')
    fs.writeFileSync(path.join(seeded, 'outbox', 'mail.jsonl'), '{}')
    const dir = path.join(temp, 'template')
    saveSeedTemplate(seeded, { SEED_ADMIN_PASSWORD: 'pw' }, dir)
    const target = fs.mkdtempSync(path.join(temp, 'run-'))
    expect(restoreSeedTemplate(target, dir)).toEqual({ SEED_ADMIN_PASSWORD: 'pw' })
    expect(fs.readFileSync(path.join(target, 'site.db'), 'utf8')).toBe('db')
    expect(fs.readFileSync(path.join(target, 'media', 'a.png'), 'utf8')).toBe('png')
    expect(fs.existsSync(path.join(target, 'outbox'))).toBe(false)
    expect(fs.readdirSync(target).sort()).toEqual(['media', 'site.db'])
  })

  it('is not used when it was made from another tree, nor when there is none', () => {
    const dir = path.join(temp, 'template')
    const meta = JSON.parse(fs.readFileSync(path.join(dir, 'seed-template.json'), 'utf8'))
    fs.writeFileSync(path.join(dir, 'seed-template.json'), JSON.stringify({ ...meta, stamp: 'another tree' }))
    const target = fs.mkdtempSync(path.join(temp, 'stale-'))
    expect(restoreSeedTemplate(target, dir)).toBeNull()
    expect(fs.readdirSync(target)).toEqual([])
    expect(restoreSeedTemplate(target, path.join(temp, 'nothing'))).toBeNull()
  })
})
