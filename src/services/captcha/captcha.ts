import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { kv } from '../kv/kv'
import { appendOutbox } from '../outbox'

/**
 * Image captchas (svg-captcha, drawn locally). The answer is kept hashed in the key-value store for 5 minutes
 * and can be tried once: any attempt, right or wrong, consumes it, so an answer cannot be replayed and a wrong
 * guess costs a new image. A solved captcha may be traded for a ticket (also single use, 5 minutes) that a later
 * step presents instead, e.g. /kaptcha/check before /code/send.
 *
 * With CAPTCHA_OUTBOX=1 (tests and local development only; refused with APP_ENV=production) each answer is
 * also appended to data/outbox/captcha.jsonl as { to: <captchaId>, text: <answer> }, so browser tests can solve it.
 */
export const CAPTCHA_TTL_MS = 5 * 60_000
const ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

function digest(answer: string): string {
  return createHash('sha256').update(answer.trim().toLowerCase()).digest('hex')
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

export interface Captcha {
  captchaId: string
  /** An SVG image as a data: URL, ready for <img src>. */
  image: string
}

export async function createCaptcha(): Promise<Captcha> {
  const svgCaptcha = (await import('svg-captcha')).default
  const { data, text } = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1ilI',
    color: true,
    width: 120,
    height: 44,
  })
  const captchaId = randomBytes(18).toString('base64url')
  await kv().set(`captcha:${captchaId}`, digest(text), CAPTCHA_TTL_MS)
  if (process.env.CAPTCHA_OUTBOX === '1') await appendOutbox('captcha', { to: captchaId, text })
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` }
}

/** Checks an answer, consuming the captcha whatever the outcome. */
export async function solveCaptcha(captchaId: unknown, answer: unknown): Promise<boolean> {
  if (typeof captchaId !== 'string' || !ID_PATTERN.test(captchaId)) return false
  if (typeof answer !== 'string' || answer.length === 0 || answer.length > 16) return false
  const stored = await kv().take(`captcha:${captchaId}`)
  return stored !== null && same(stored, digest(answer))
}

/** Trades a solved captcha for a one-time ticket. */
export async function issueCaptchaTicket(): Promise<string> {
  const ticket = randomBytes(18).toString('base64url')
  await kv().set(`captcha-ticket:${ticket}`, '1', CAPTCHA_TTL_MS)
  return ticket
}

/** Redeems a ticket (once). */
export async function redeemCaptchaTicket(ticket: unknown): Promise<boolean> {
  if (typeof ticket !== 'string' || !ID_PATTERN.test(ticket)) return false
  return (await kv().take(`captcha-ticket:${ticket}`)) !== null
}
