import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { inject } from 'vitest'
import { apiRequestListener } from './api-handler'

let payloadOnce: Promise<Payload> | undefined
/**
 * The process's one Payload: every file of the shared `integration` project runs in the same process (isolate:
 * false, vitest.config.ts) and uses it; no file destroys it (Payload would hand the destroyed instance to the next
 * file: it keeps it in its global cache). The run's global teardown drops the database at the end.
 */
function processPayload(): Promise<Payload> {
  payloadOnce ??= (async () => {
    const { getPayloadClient } = await import('../../src/lib/payload')
    const payload = await getPayloadClient()
    // The run drops its PostgreSQL database at the end, terminating connections Payload keeps checked out (its
    // connect() never releases one): that termination is expected, not an error of the tests.
    ;(payload.db as { pool?: { on: (event: string, listener: () => void) => void } }).pool?.on('error', () => {})
    return payload
  })()
  return payloadOnce
}

/**
 * Starts the app's APIs on a real HTTP port in the test process: /api/v1 (ours), the second base (ABSOL_API_BASE,
 * default /absol/api) and /api/cms (Payload's REST, used by the back office). The database is the run's fresh one (see global-setup.ts).
 */
export async function startServer(
  options: { trustedProxyHops?: number } = {},
): Promise<{ baseUrl: string; payload: Payload; close: () => Promise<void> }> {
  // Set on every call: the shared project's setup file (shared-state.ts) puts the environment back after each file.
  process.env.DATABASE_URL = inject('databaseUrl')
  process.env.DATA_DIR = inject('dataDir')
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  // The local providers' outbox (data/outbox under the run's DATA_DIR) also records captcha answers.
  process.env.CAPTCHA_OUTBOX = '1'
  const payload = await processPayload()

  const server = http.createServer(await apiRequestListener(options))
  // The production server's answer to what Node's HTTP parser refuses (over-long URL or headers).
  const { answerParserErrors } = await import('../../scripts/request-guard.mjs')
  answerParserErrors(server)
  // Longer than the client's keep-alive (undici: 4 s), so fetch never reuses a socket the server is closing
  // (which fails the request with ECONNRESET when many run at once).
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    payload,
    // The mails still being sent in the background finish first (the next file may close the database).
    close: async () => {
      const { settleMailDeliveries } = await import('../../src/server/notifications/mail-queue')
      await settleMailDeliveries()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** GET a JSON API path and return status and parsed envelope. */
export async function getJson(baseUrl: string, path: string, init: RequestInit = {}) {
  const res = await fetch(baseUrl + path, init)
  const text = await res.text()
  let body: { code: string; data: unknown; msg: string }
  try {
    body = JSON.parse(text)
  } catch {
    throw new Error(`${path}: not JSON (${res.status}): ${text.slice(0, 200)}`)
  }
  return { status: res.status, body, headers: res.headers }
}

/** Logs a staff user in through Payload's REST API and returns the Authorization header value. */
export async function staffAuth(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/cms/users/login?token=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (res.status !== 200) throw new Error(`staff login ${email}: ${res.status}`)
  return `JWT ${((await res.json()) as { token: string }).token}`
}

/** The seeded admin (see global-setup.ts). */
export const SEED_ADMIN = { email: 'admin@example.com', password: 'Admin-Test-Password-1' } as const

/** The answer of a captcha from the local outbox (CAPTCHA_OUTBOX=1 in tests). */
export async function captchaAnswer(captchaId: string): Promise<string> {
  const { readOutbox } = await import('../../src/services/outbox')
  const line = (await readOutbox('captcha')).find((l) => l.to === captchaId)
  if (!line) throw new Error(`no captcha ${captchaId} in the outbox`)
  return line.text
}

/** A fresh captcha and its answer. */
export async function solvedCaptcha(baseUrl: string): Promise<{ captchaId: string; code: string }> {
  const { body } = await getJson(baseUrl, '/api/v1/kaptcha')
  const { captchaId } = body.data as { captchaId: string }
  return { captchaId, code: await captchaAnswer(captchaId) }
}

let ipCounter = 0
/**
 * A new client address per call, for `X-Forwarded-For` (read only by a server started with trustedProxyHops): tests that send many form submissions stay under the
 * per-IP rate limits (which have tests of their own).
 */
export function distinctIp(): string {
  ipCounter += 1
  // A new /24 each call too (the lead forms' per-network sub-ceiling); 10.0.0.0–10.127.255.255 (freshIp has the rest).
  return `10.${(ipCounter >> 8) & 127}.${ipCounter & 255}.${1 + ((ipCounter >> 15) & 253)}`
}
