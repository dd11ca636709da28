import type { OperateType } from '@/domain/analytics/operate-types'
import { classifyReferrer } from '@/domain/analytics/referrer'
import { absolClient } from '@/lib/api-client'

/**
 * Channel analytics in the browser (spec sections 3, 7, 9). Nothing here may slow or break a page:
 * - the session (sessionStorage): a uuid and the referrer of the session's first page, kept for the tab's life;
 * - `track(operateType, operateTypeId)` queues a detail record and sends it 1 s later (spec section 9), with
 *   navigator.sendBeacon, else a keep-alive fetch; a page that is being left sends what is pending at once;
 * - `sendSession(userName, member)` sends the session record once per session (again only when the user name
 *   changes, e.g. after login);
 * - answers are ignored and every failure (storage, network, a hanging endpoint) is swallowed, never shown.
 * The endpoints are on the second API base, which the layout passes in (`configureChannel`).
 */

export const ANALYTICS_DELAY_MS = 1000

const KEYS = { id: 'sessionStorageId', referrer: 'sessionReferrer', landing: 'sessionLanding', sent: 'channelSent' }

let api = absolClient()
const pending: Array<{ operateType: OperateType; operateTypeId: string }> = []
let pendingSession: { record: Record<string, string>; sent: string } | null = null
let timer: ReturnType<typeof setTimeout> | null = null
const memory: Record<string, string> = {}

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return memory[key] ?? null
  }
}

function write(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value)
  } catch {
    memory[key] = value // storage unavailable (private mode): this page's memory then
  }
}

function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

export interface ChannelSession {
  sessionStorageId: string
  referrer: string
  landing: string
}

/** The tab's session, created on its first page (with that page's referrer and URL). */
export function channelSession(): ChannelSession {
  let id = read(KEYS.id)
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) {
    id = uuid()
    write(KEYS.id, id)
    write(KEYS.referrer, document.referrer || '')
    write(KEYS.landing, window.location.href)
  }
  return { sessionStorageId: id, referrer: read(KEYS.referrer) ?? '', landing: read(KEYS.landing) ?? '' }
}

/** The session referrer as sent with detail records: its origin only (path and query may carry search words). */
function referrerOrigin(referrer: string): string {
  try {
    const url = new URL(referrer)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : `${url.protocol}//${url.host}`
  } catch {
    return ''
  }
}

/** Sends without waiting (the client's beacon swallows every failure: analytics never breaks the page). */
function post(path: string, body: unknown): void {
  api.beacon(path, body)
}

function schedule(): void {
  if (!timer) timer = setTimeout(flushChannel, ANALYTICS_DELAY_MS)
}

/** Sends the pending session record and detail records now (detail records in requests of at most 20). */
export function flushChannel(): void {
  if (timer) clearTimeout(timer)
  timer = null
  if (pendingSession) {
    write(KEYS.sent, pendingSession.sent)
    post('/channel_analyse', pendingSession.record)
    pendingSession = null
  }
  if (pending.length === 0) return
  const { sessionStorageId, referrer } = channelSession()
  const source = referrerOrigin(referrer)
  const batch = pending.splice(0, pending.length)
  for (let i = 0; i < batch.length; i += 20) {
    post(
      '/relaies',
      batch.slice(i, i + 20).map((e) => ({ sessionStorageId, ...e, source })),
    )
  }
}

/**
 * Records an action that matters to sales (vocabulary: OPERATE_TYPES in src/domain/analytics/channel-analytics.ts,
 * docs/api.md). Safe to call anywhere, any time, also during server rendering (it does nothing there).
 */
export function track(operateType: OperateType, operateTypeId = ''): void {
  if (typeof window === 'undefined') return
  try {
    pending.push({ operateType, operateTypeId: String(operateTypeId).slice(0, 200) })
    schedule()
  } catch {
    // never breaks the caller
  }
}

/** Sends the session record unless this session already sent it with the same user name. */
export function sendSession(userName: string, member: boolean): void {
  try {
    const session = channelSession()
    const sent = `${member ? 'p' : 'e'}:${userName}`
    if (read(KEYS.sent) === sent) return
    const { source, sourceValue } = classifyReferrer(session.referrer, session.landing, window.location.host)
    const record = {
      sessionStorageId: session.sessionStorageId,
      userName: userName.slice(0, 100),
      userType: member ? 'platform user' : 'external user',
      source,
      sourceValue,
    }
    pendingSession = { record, sent }
    schedule()
  } catch {
    // never breaks the page
  }
}

export function configureChannel(absolBase: string): void {
  api = absolClient(absolBase)
}
