import { randomUUID } from 'node:crypto'
import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'
import type { Locale } from '../../i18n/routing'
import { rawQuery, retryWhileBusy } from '../../lib/db/payload-db'
import { serialWrite } from '../../lib/write-queue'
import { now } from '../../services/clock'
import { mailer, messageIdDomain, salesAddress } from '../../services/mail/mail'
import { jobsMode } from '../jobs/mode'
import { composeLeadMails } from './lead-mails'

/**
 * Durable notifications of the leads (outbox pattern, docs/adr/0011-durable-notifications.md):
 * - A lead's use case writes the lead and its `mail-deliveries` rows (`queueLeadMails`: the sales notification
 *   and the customer's confirmation) in ONE database transaction (src/server/leads/store-lead.ts): a stored
 *   lead always has its mail rows, and an answered request always has both.
 * - The same transaction queues a Payload Job (`send-mail`, src/server/jobs/tasks.ts) for the rows; a runner (the
 *   worker process, or this process with JOBS_WORKER=inline) runs it. With JOBS_WORKER=inline this process also
 *   sends the rows right after the response (`sendQueuedMails`), and the job finds them sent.
 * - A sender (the job, the inline send) claims each row with a lease in one atomic `UPDATE … WHERE … RETURNING`
 *   (status `sending`, `leaseUntil`, `claimToken`: the attempt id), sends it with a stable idempotency key (the
 *   `Message-ID`, derived from the row) and marks it `sent` only if it still holds the claim. A crash between
 *   the send and the mark leaves the row `sending`; once its lease has run out another sender (after a
 *   restart, or another process) claims it again and sends it with the same key, which the local outbox skips.
 * - A failed send goes back to `pending` with backoff; after MAX_MAIL_ATTEMPTS it is `failed` (retried on
 *   demand). The scheduled `retry-mail` job sends due rows; SIGTERM stops claiming and waits for the sends
 *   under way (`drainMailSender`, the runner's drain).
 * docs/adr/0023-jobs-worker.md.
 */
export interface StoredLead {
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

/** How long a claim protects a row being sent (MAIL_LEASE_SECONDS, default 120): far longer than one send. */
export function leaseMs(): number {
  return positiveSeconds(process.env.MAIL_LEASE_SECONDS, 120) * 1000
}
function positiveSeconds(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

const BATCH = 50
const PARALLEL_SENDS = 4

/** Background sends still running in this process (tests wait for them with `settleMailDeliveries`). */
const inFlight = new Set<Promise<unknown>>()
/** Set by SIGTERM: no new claim from then on, so the process can exit once `inFlight` is empty. */
let stopping = false

function track(work: Promise<unknown>): void {
  const p = work.catch((error) => console.error('[mail] delivery run failed', error))
  inFlight.add(p)
  void p.finally(() => inFlight.delete(p))
}

/** Waits until every background send started so far has finished. */
export async function settleMailDeliveries(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight])
}

/**
 * Shutdown: stop claiming rows (the retry loop and new submissions' sends), then wait for the sends under way
 * to finish and be recorded. Rows not claimed yet stay `pending` for the next start. Registered as a shutdown
 * hook that scripts/server.mjs runs on SIGTERM/SIGINT before it exits.
 */
export async function drainMailSender(): Promise<void> {
  stopping = true
  await settleMailDeliveries()
}

/** True once `drainMailSender` ran: this process claims no mail any more (it is shutting down). */
export function mailSenderStopping(): boolean {
  return stopping
}

/** Lets the sender claim again after `drainMailSender` (tests that go on after a simulated shutdown). */
export function resumeMailSender(): void {
  stopping = false
}

/** A request inside an open database transaction (Payload's local API joins it through `transactionID`). */
export type RequestWithTransaction = { transactionID: string | number }

/**
 * Writes the lead's mail rows in the open transaction `req` (the sales notification and the customer's
 * confirmation) and the `send-mail` job that sends them; returns the rows' ids (none when nobody is mailed).
 * Once the transaction is committed, hand the ids to `sendQueuedMails`.
 */
export async function queueLeadMails(
  payload: Payload,
  lead: StoredLead,
  req: RequestWithTransaction,
): Promise<Array<number | string>> {
  const { collection, id, locale } = lead
  const config = payload.collections[collection as CollectionSlug]?.config
  if (!config) throw new Error(`queueLeadMails: unknown collection ${collection}`)
  const doc = (await payload.findByID({
    collection: collection as CollectionSlug,
    id,
    depth: 1,
    overrideAccess: true,
    req,
  })) as unknown as Record<string, unknown>
  // A COA request whose every certificate was handed out at once needs nobody's attention.
  if (doc.autoAnswered === true) return []
  const mails: MailToQueue[] = []
  for (const mail of composeLeadMails({
    collection,
    id,
    locale,
    fields: config.fields,
    doc,
    salesTo: salesAddress(),
  })) {
    if (mail.audience === 'customer' && (await mailedToday(payload, mail.to, req))) continue
    mails.push(mail)
  }
  return queueMails(payload, { collection, id: String(id) }, mails, req)
}

const DAY_MS = 24 * 60 * 60_000

/**
 * True when the lead forms already mailed this address (any spelling of it) in the last 24 hours: the customer's
 * confirmation goes out once per address per day, so a flood of submissions naming a stranger's address cannot
 * turn the forms into a relay (issue 31, point 4). Read in the submission's own transaction, from its committed
 * rows: a submission rolled back leaves no trace, so its retry is confirmed. On PostgreSQL a transaction-scoped
 * advisory lock on the address orders concurrent submissions naming it (the second sees the first's row); on
 * SQLite the write lock does. A staff reply to the address counts as that day's mail too.
 */
async function mailedToday(payload: Payload, to: string, req: RequestWithTransaction): Promise<boolean> {
  const address = to.trim().toLowerCase()
  const since = new Date(now() - DAY_MS).toISOString()
  if (payload.db.name === 'postgres') {
    await rawQuery(
      payload,
      (sql) => sql`SELECT pg_advisory_xact_lock(hashtext(${`lead-confirmation:${address}`}))`,
      req.transactionID,
    )
  }
  const rows = await rawQuery(
    payload,
    (sql) => sql`SELECT 1 AS "found" FROM "mail_deliveries"
      WHERE "audience" = 'customer' AND "submission_collection" <> 'orders'
        AND "created_at" > ${since} AND lower(trim("to")) = ${address}
      LIMIT 1`,
    req.transactionID,
  )
  return rows.length > 0
}

/** One mail to queue: who it is for and what it says. */
export interface MailToQueue {
  audience: 'sales' | 'customer'
  to: string
  replyTo?: string | null
  subject: string
  text: string
}

/**
 * Writes `mails` as `mail-deliveries` rows of the submission `source` in the open transaction `req`, and the one
 * `send-mail` job that sends them (ADR 0023: each row at most once); returns the rows' ids. The lead forms, the
 * order notifications and the inbox's replies all queue through here. Once the transaction is committed, hand
 * the ids to `sendQueuedMails`.
 */
export async function queueMails(
  payload: Payload,
  source: { collection: string; id: string },
  mails: readonly MailToQueue[],
  req: RequestWithTransaction | PayloadRequest,
): Promise<Array<number | string>> {
  const at = new Date(now()).toISOString()
  const ids: Array<number | string> = []
  for (const mail of mails) {
    const row = await payload.create({
      collection: 'mail-deliveries',
      data: {
        submissionCollection: source.collection,
        submissionId: source.id,
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
      req,
    })
    ids.push(row.id)
  }
  if (ids.length > 0) {
    await payload.jobs.queue({
      task: 'send-mail',
      input: { deliveryIds: ids.map(String) },
      req: req as Parameters<typeof payload.jobs.queue>[0]['req'],
    })
  }
  return ids
}

/**
 * With JOBS_WORKER=inline, sends the rows just committed after the response (the request does not wait for the
 * provider); with `external` the worker's `send-mail` job sends them. A row this misses (a crash, a failed
 * send) is sent by the `retry-mail` job.
 */
export function sendQueuedMails(payload: Payload, ids: Array<number | string>): void {
  if (ids.length === 0 || jobsMode() !== 'inline') return
  track(new Promise((resolve) => setImmediate(resolve)).then(() => deliverQueuedMails(payload, ids)))
}

/** Sends each of these rows this sender can claim (the `send-mail` task); returns how many went out. */
export async function deliverQueuedMails(payload: Payload, ids: Array<number | string>): Promise<number> {
  let sent = 0
  for (let i = 0; i < ids.length; i += PARALLEL_SENDS) {
    const results = await Promise.all(ids.slice(i, i + PARALLEL_SENDS).map((id) => deliverOne(payload, id, false)))
    sent += results.filter(Boolean).length
  }
  return sent
}

/** The row's idempotency key: stable for the row (its id and creation time), unique across database resets. */
export function mailMessageId(row: { id: number | string; createdAt: string | Date }): string {
  return `<mail-delivery.${row.id}.${new Date(row.createdAt).getTime()}@${messageIdDomain()}>`
}

/** What a sender needs of a row it claimed. */
interface ClaimedMail {
  token: string
  id: number | string
  to: string
  subject: string
  text: string
  replyTo?: string
  attempts: number
  createdAt: string | Date
}

/**
 * Claims one row for this sender in one atomic statement: due `pending` rows, rows whose sender's lease ran
 * out (it crashed), and with `force` also `failed` and not-yet-due rows. Counts the attempt. The claim token
 * when this call won the row, else null (someone else holds it, or it is sent).
 */
async function claim(payload: Payload, id: number | string, force: boolean): Promise<ClaimedMail | null> {
  const token = randomUUID()
  const at = new Date(now()).toISOString()
  const until = new Date(now() + leaseMs()).toISOString()
  // Another process (the worker, a web process) may hold SQLite's write lock for a moment: try again.
  const rows = await retryWhileBusy(() =>
    serialWrite(payload, () =>
      rawQuery(
        payload,
        (sql) => sql`UPDATE "mail_deliveries"
        SET "status" = 'sending', "lease_until" = ${until}, "claim_token" = ${token},
            "attempts" = COALESCE("attempts", 0) + 1, "updated_at" = ${at}
        WHERE "id" = ${id} AND (
          ("status" = 'pending' AND ("next_attempt_at" IS NULL OR "next_attempt_at" <= ${at}))
          OR ("status" = 'sending' AND ("lease_until" IS NULL OR "lease_until" < ${at}))
          ${force ? sql`OR "status" IN ('pending', 'failed')` : sql``}
        ) RETURNING "id", "to", "subject", "text", "reply_to", "attempts", "created_at"`,
      ),
    ),
  )
  const row = rows[0]
  if (!row) return null
  return {
    token,
    id,
    to: String(row.to),
    subject: String(row.subject),
    text: String(row.text),
    replyTo: row.reply_to ? String(row.reply_to) : undefined,
    attempts: Number(row.attempts),
    createdAt: row.created_at as string | Date,
  }
}

/**
 * Records the outcome of a claimed send, only while the claim is still this sender's. A mail that went out must
 * be marked sent: while another process holds SQLite's write lock past its busy timeout, the mark is tried again
 * (a lost mark would let the lease run out and the row be sent a second time).
 */
async function settle(
  payload: Payload,
  id: number | string,
  token: string,
  outcome: { status: 'sent' | 'pending' | 'failed'; nextAttemptAt?: string; lastError?: string },
): Promise<void> {
  const at = new Date(now()).toISOString()
  await retryWhileBusy(() =>
    serialWrite(payload, () =>
      rawQuery(
        payload,
        (sql) => sql`UPDATE "mail_deliveries"
        SET "status" = ${outcome.status}, "lease_until" = NULL, "updated_at" = ${at},
            "sent_at" = ${outcome.status === 'sent' ? at : null},
            "next_attempt_at" = ${outcome.nextAttemptAt ?? null},
            "last_error" = ${outcome.lastError ?? null}
        WHERE "id" = ${id} AND "claim_token" = ${token} AND "status" = 'sending'
        RETURNING "id"`,
      ),
    ),
  )
}

/**
 * Sends one row if this sender can claim it: claim (lease, the row's content in the same statement), send with the row's Message-ID, record the
 * outcome. True when this call sent it. `force` also sends `failed` rows and rows whose next attempt is not
 * due yet.
 */
async function deliverOne(payload: Payload, id: number | string, force: boolean): Promise<boolean> {
  if (stopping) return false
  const row = await claim(payload, id, force)
  if (!row) return false
  const { token, attempts } = row
  try {
    await mailer().send({
      to: row.to,
      subject: row.subject,
      text: row.text,
      replyTo: row.replyTo,
      messageId: mailMessageId(row),
    })
  } catch (error) {
    await settle(payload, id, token, {
      status: attempts >= MAX_MAIL_ATTEMPTS ? 'failed' : 'pending',
      nextAttemptAt: new Date(now() + retryDelayMs(attempts)).toISOString(),
      lastError: String((error as Error)?.message ?? error).slice(0, 500),
    })
    return false
  }
  await settle(payload, id, token, { status: 'sent' })
  return true
}

let draining: Promise<number> | null = null

/**
 * Sends every row that is due (pending and its next attempt reached, or `sending` with an expired lease); with
 * `force`, every unsent row at once (pending or failed), whatever its backoff. One run at a time per process.
 * Returns how many e-mails went out.
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
  while (!stopping) {
    const at = new Date(now()).toISOString()
    const abandoned: Where = { status: { equals: 'sending' }, leaseUntil: { less_than: at } }
    const due: Where = force
      ? { or: [{ status: { in: ['pending', 'failed'] } }, abandoned] }
      : { or: [{ status: { equals: 'pending' }, nextAttemptAt: { less_than_equal: at } }, abandoned] }
    const page = await payload.find({
      collection: 'mail-deliveries',
      where: { and: [due, { id: { greater_than: after } }] },
      sort: 'id',
      limit: BATCH,
      depth: 0,
      overrideAccess: true,
    })
    const ids = page.docs.map((doc) => doc.id)
    if (ids.length === 0) break
    after = ids[ids.length - 1] as number | string
    for (let i = 0; i < ids.length; i += PARALLEL_SENDS) {
      const results = await Promise.all(ids.slice(i, i + PARALLEL_SENDS).map((id) => deliverOne(payload, id, force)))
      sent += results.filter(Boolean).length
    }
  }
  return sent
}
