import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { dataDir } from './paths'

/**
 * PAYLOAD_SECRET signs staff sessions. Without it, a random secret is created once in the data folder so
 * a fresh clone starts with no configuration; deployments with several processes must set it.
 */
export function payloadSecret(): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const file = path.join(dataDir(), '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const secret = randomBytes(32).toString('hex')
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
      return secret
    } catch {
      return fs.readFileSync(file, 'utf8').trim()
    }
  }
}
