import type { CollectionSlug, Payload, Where } from 'payload'
import type { Locale } from '../../i18n/routing'
import { serialWrite } from '../../lib/write-queue'
import type { MailDelivery } from '../../payload-types'
import { now } from '../clock'
import { kv } from '../kv/kv'
import { mailer, salesAddress } from '../mail/mail'
import { composeSubmissionMails } from './submission-mail'

/**
 * Called by every form endpoint right after its submission is stored: mails the sales address and confirms to
 * the customer, through the mail interface (src/services/mail). Durable: the e-mails are first written to the
 * `mail-deliveries` collection (status `pending`), then sent after the response; a failure is retried with
 * backoff by a loop in the server process (and on demand), so a failed mail never loses the submission and
 * is sent once the provider recovers. Each row is sent at most once: a sender first takes the row's lock in the
 * shared key-value store and re-reads its status.
 */
export interface StoredSubmission {
  collection: string
  id: number | string
  locale: Locale
}

/** Backoff after the n-th failed attempt: 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000)
}
/** After this many failed attempts a row is `failed`: only an on-demand retry sends it again. */
export const MAX_MAIL_ATTEMPTS = 20
/** How often the server process looks for rows due for a retry. */
export const RETRY_INTERVAL_MS = 30_000
const LOCK_TTL_MS = 2 * 60_000
const BATCH = 50
const PARALLEL_SENDS = 4

/** Background sends still running in this process (tests wait for them with `settleMailDeliveries`). */
const inFlight = new Set<Promise<unknown>>()

function track(work: Promise<unknown>): void {
  const p = work.catch((error) => console.error('[mail] delivery run failed', error))
  inFlight.add(p)
  void p.finally(() => inFlight.delete(p))
}

/** Waits until every background send started so far has finished. */
export async function settleMailDeliveries(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight])
}

export async function notifySubmission(payload: Payload, submission: StoredSubmission): Promise<void> {
  const { collection, id, locale } = submission
  ensureMailRetryLoop(payload)
  const config = payload.collections[collection as CollectionSlug]?.config
  if (!config) throw new Error(`notifySubmission: unknown collection ${collection}`)
  const doc = (await payload.findByID({
    collection: collection as CollectionSlug,
    id,
    depth: 1,
    overrideAccess: true,
  })) as unknown as Record<string, unknown>
  // A COA request whose every certificate was handed out at once needs nobody's attention.
  if (doc.autoAnswered === true) return
  const mails = composeSubmissionMails({
    collection,
    id,
    locale,
    fields: config.fields,
    doc,
    salesTo: salesAddress(),
  })
  const at = new Date(now()).toISOString()
  const rows = await serialWrite(payload, async () => {
    const created = []
    for (const mail of mails) {
      created.push(
        await payload.create({
          collection: 'mail-deliveries',
          data: {
            submissionCollection: collection,
            submissionId: String(id),
            audience: mail.audience,
            to: mail.to,
            replyTo: mail.replyTo,
            subject: mail.subject,
            text: mail.text,
            status: 'pending',
            attempts: 0,
            nextAttemptAt: at,
          },
          depth: 0,
          overrideAccess: true,
        }),
      )
    }
    return created
  })
  // Respond first, send after: the request does not wait for the provider.
  const ids = rows.map((row) => row.id)
  track(new Promise((resolve) => setImmediate(resolve)).then(() => sendEach(payload, ids)))
}

async function sendEach(payload: Payload, ids: Array<number | string>): Promise<number> {
  let sent = 0
  for (let i = 0; i < ids.length; i += PARALLEL_SENDS) {
    const results = await Promise.all(ids.slice(i, i + PARALLEL_SENDS).map((id) => deliverOne(payload, id, false)))
    sent += results.filter(Boolean).length
  }
  return sent
}

/**
 * Sends one row if it is still due: takes the row's lock, re-reads it, sends, records the outcome. True when
 * this call sent it. `force` also sends `failed` rows and rows whose next attempt is not due yet.
 */
async function deliverOne(payload: Payload, id: number | string, force: boolean): Promise<boolean> {
  const lock = `mail-delivery:${id}`
  if (!(await kv().setIfAbsent(lock, '1', LOCK_TTL_MS))) return false
  try {
    const row = await payload.findByID({ collection: 'mail-deliveries', id, depth: 0, overrideAccess: true })
    if (row.status === 'sent') return false
    if (!force && row.status !== 'pending') return false
    try {
      await mailer().send({ to: row.to, subject: row.subject, text: row.text, replyTo: row.replyTo ?? undefined })
    } catch (error) {
      const attempts = (row.attempts ?? 0) + 1
      await record(payload, id, {
        attempts,
        status: attempts >= MAX_MAIL_ATTEMPTS ? 'failed' : 'pending',
        nextAttemptAt: new Date(now() + retryDelayMs(attempts)).toISOString(),
        lastError: String((error as Error)?.message ?? error).slice(0, 500),
      })
      return false
    }
    await record(payload, id, {
      status: 'sent',
      sentAt: new Date(now()).toISOString(),
      attempts: (row.attempts ?? 0) + 1,
    })
    return true
  } finally {
    await kv().del(lock)
  }
}

function record(payload: Payload, id: number | string, data: Partial<MailDelivery>): Promise<unknown> {
  return serialWrite(payload, () =>
    payload.update({ collection: 'mail-deliveries', id, data, depth: 0, overrideAccess: true }),
  )
}

let draining: Promise<number> | null = null

/**
 * Sends every row that is due (pending, next attempt reached); with `force`, every unsent row at once (pending
 * or failed), whatever its backoff. One run at a time per process. Returns how many e-mails went out.
 */
export function retryPendingMail(payload: Payload, options: { force?: boolean } = {}): Promise<number> {
  if (draining && !options.force) return draining
  const previous = draining ?? Promise.resolve(0)
  const run = previous
    .catch(() => 0)
    .then(() => drain(payload, Boolean(options.force)))
    .finally(() => {
      if (draining === run) draining = null
    })
  draining = run
  return run
}

async function drain(payload: Payload, force: boolean): Promise<number> {
  let sent = 0
  let after: number | string = 0
  for (;;) {
    const due: Where = force
      ? { status: { in: ['pending', 'failed'] } }
      : { status: { equals: 'pending' }, nextAttemptAt: { less_than_equal: new Date(now()).toISOString() } }
    const page = await payload.find({
      collection: 'mail-deliveries',
      where: { and: [due, { id: { greater_than: after } }] },
      sort: 'id',
      limit: BATCH,
      depth: 0,
      overrideAccess: true,
    })
    const ids = page.docs.map((doc) => doc.id)
    if (ids.length === 0) return sent
    after = ids[ids.length - 1] as number | string
    for (let i = 0; i < ids.length; i += PARALLEL_SENDS) {
      const results = await Promise.all(ids.slice(i, i + PARALLEL_SENDS).map((id) => deliverOne(payload, id, force)))
      sent += results.filter(Boolean).length
    }
  }
}

const LOOP = Symbol.for('site.mailRetryLoop')
type LoopHolder = { [LOOP]?: ReturnType<typeof setInterval> }

/** Starts (once per process) the timer that retries due e-mails. Not in tests (they retry on demand). */
export function ensureMailRetryLoop(payload: Payload): void {
  if (process.env.VITEST || process.env.MAIL_RETRY_LOOP === '0') return
  const holder = globalThis as LoopHolder
  if (holder[LOOP]) return
  const timer = setInterval(() => track(retryPendingMail(payload)), RETRY_INTERVAL_MS)
  timer.unref?.()
  holder[LOOP] = timer
  track(retryPendingMail(payload))
}
