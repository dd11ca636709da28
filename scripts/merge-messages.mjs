#!/usr/bin/env node
/**
 * Sets one top-level namespace of src/i18n/messages/cn.json and en.json from two JSON files, atomically
 * (read, replace the namespace, write to a temp file, rename). Lets several people add their screens' texts
 * without editing the same lines by hand.
 *   node scripts/merge-messages.mjs <namespace> <cn-part.json> <en-part.json>
 * Both parts must have the same keys (checked), values are strings or nested objects of strings.
 */
import fs from 'node:fs'
import path from 'node:path'

const [ns, cnFile, enFile] = process.argv.slice(2)
if (!ns || !cnFile || !enFile) {
  console.error('usage: node scripts/merge-messages.mjs <namespace> <cn-part.json> <en-part.json>')
  process.exit(1)
}
const dir = path.resolve(import.meta.dirname, '../src/i18n/messages')
const read = (f) => JSON.parse(fs.readFileSync(f, 'utf8'))
const keys = (o, p = '') =>
  Object.entries(o)
    .flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`]))
    .sort()
const cnPart = read(cnFile)
const enPart = read(enFile)
const a = keys(cnPart).join('\n')
const b = keys(enPart).join('\n')
if (a !== b) {
  console.error('cn and en parts have different keys')
  process.exit(1)
}
for (const [locale, part] of [
  ['cn', cnPart],
  ['en', enPart],
]) {
  const file = path.join(dir, `${locale}.json`)
  const messages = read(file)
  messages[ns] = part
  const tmp = `${file}.${process.pid}.tmp`
  fs.writeFileSync(tmp, `${JSON.stringify(messages, null, 2)}\n`)
  fs.renameSync(tmp, file)
}
console.log(`messages: namespace "${ns}" set in cn.json and en.json (${keys(cnPart).length} keys)`)
