import { readOutbox } from '../../src/services/outbox'
import { captchaAnswer, getJson } from './server'

/** Helpers of the account tests: JSON calls as a browser on a given IP, captchas, codes from the outbox. */
export type Answer = Awaited<ReturnType<typeof getJson>>

let ipCounter = 10
/** A fresh client address (X-Forwarded-For), so per-IP budgets of one test do not touch another's. */
export function freshIp(): string {
  ipCounter += 1
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`
}

let phoneCounter = 0
/** A fresh valid mainland mobile number. */
export function freshPhone(): string {
  phoneCounter += 1
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`
}

export function freshEmail(tag = 'm'): string {
  return `${tag}_${process.pid}_${Math.random().toString(36).slice(2, 10)}@example.com`
}

export interface CallOptions {
  method?: string
  ip?: string
  prefix?: '' | '/en'
  headers?: Record<string, string>
  cookie?: string
  bearer?: string
}

export function call(baseUrl: string, path: string, body?: unknown, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? '203.0.113.1', ...options.headers }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (options.cookie) headers.cookie = options.cookie
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`
  return getJson(baseUrl, `${options.prefix ?? ''}/api/v1${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/** The `member_session=…` pair of a response's Set-Cookie, for the next request's Cookie header. */
export function sessionCookieOf(answer: Answer): string | null {
  const cookies = answer.headers.getSetCookie()
  const session = cookies.find((c) => c.startsWith('member_session='))
  if (!session) return null
  const pair = session.split(';')[0] as string
  return pair === 'member_session=' ? null : pair
}

export async function captchaFields(baseUrl: string, ip?: string) {
  const { body } = await call(baseUrl, '/kaptcha', undefined, { ip })
  const { captchaId } = body.data as { captchaId: string }
  return { captchaId, captchaCode: await captchaAnswer(captchaId) }
}

/** The latest SMS to a phone in the local outbox (its code, when it carries one). */
export async function lastSms(phone: string) {
  const lines = (await readOutbox('sms')).filter((l) => l.to === phone)
  return lines.at(-1) ?? null
}

export async function lastMail(to: string) {
  const lines = (await readOutbox('mail')).filter((l) => l.to === to)
  return lines.at(-1) ?? null
}

/** Waits (briefly) for a background delivery to reach the outbox. */
export async function waitFor<T>(read: () => Promise<T | null>, tries = 50): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await read()
    if (value) return value
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('nothing arrived')
}

export async function sendCode(
  baseUrl: string,
  fields: { purpose: string; phone?: string; username?: string },
  options: CallOptions = {},
): Promise<Answer> {
  return call(baseUrl, '/code/send', { ...fields, ...(await captchaFields(baseUrl, options.ip)) }, options)
}

/** Sends a phone code and returns it from the outbox. */
export async function smsCode(baseUrl: string, phone: string, purpose: string, options: CallOptions = {}) {
  const count = async () => (await readOutbox('sms')).filter((l) => l.to === phone).length
  const before = await count()
  const sent = await sendCode(baseUrl, { purpose, phone }, options)
  if (sent.status !== 200) throw new Error(`code/send ${sent.status} ${sent.body.msg}`)
  await waitFor(async () => ((await count()) > before ? true : null))
  const line = await lastSms(phone)
  if (!line?.code) throw new Error(`the SMS to ${phone} carries no code: ${line?.text}`)
  return line.code
}
