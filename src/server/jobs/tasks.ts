import type { JobsConfig, TaskConfig } from 'payload'
import { admins, nobody } from '../../access/roles'
import { purgeExpired } from '../analytics/channel-queue'
import { deliverQueuedMails, mailSenderStopping, retryPendingMail } from '../notifications/mail-queue'
import { expireQuotes } from '../orders/expire-quotes'
import { sendOrderSms } from '../orders/order-sms'
import { runPurges } from '../uploads/purge-uploads'

/**
 * The background work of the site as Payload Jobs (Payload 3's `jobs` config; docs/adr/0023-jobs-worker.md).
 * Jobs are rows of `payload-jobs`; a runner (`npm run worker`, or the web process itself with JOBS_WORKER=inline,
 * src/server/jobs/runner.ts) claims and runs them. A job may run more than once (a crashed runner's job is run
 * again after JOBS_LEASE_SECONDS), so every task is safe to repeat: the mail tasks claim each `mail-deliveries`
 * row with a lease and send it with its own idempotency key (src/server/notifications/mail-queue.ts), the purges
 * delete what is due and nothing else.
 *
 * - `send-mail`: the mails of one lead, queued in the lead's own transaction (src/server/leads/store-lead.ts).
 * - `retry-mail`: every MAIL_RETRY_SECONDS (default 30), the rows that are due again (failed attempts after their
 *   backoff, rows of a sender that died once their lease ran out). MAIL_RETRY_LOOP=0 leaves it unscheduled.
 * - `purge-retention`: every PURGE_INTERVAL_MINUTES (default 60; 0: never), the retention deletions (unclaimed
 *   uploads, closed award cases' ID data, channel analytics older than ANALYTICS_RETENTION_DAYS).
 * - `send-sms`: the SMS of an order's move (the shipment), queued in the move's transaction
 *   (src/server/orders/order-sms.ts); sent with an idempotency key per order and transition, which the local
 *   outbox writes once however often the job runs.
 * - `expire-quotes`: every QUOTE_EXPIRY_MINUTES (default 15; 0: never), quotes past their validity day become
 *   `quote_expired` through the status machine (src/server/orders/expire-quotes.ts).
 * - `schedulePublish`: Payload's own task (added by Payload for products' `versions.drafts.schedulePublish`), one
 *   job per scheduled publish or unpublish, due at its `waitUntil`; the runner runs it like the others
 *   (docs/adr/0027-drafts-preview-scheduled-publishing.md). Repeating it sets the same `_status` again.
 */
export const JOBS_QUEUE = 'default'

type Env = Record<string, string | undefined>

/** A cron (with seconds) that fires every `seconds`, rounded to what cron can say: seconds, minutes or hours. */
export function everyCron(seconds: number): string {
  const s = Math.max(1, Math.round(seconds))
  if (s < 60) return `*/${s} * * * * *`
  const minutes = Math.round(s / 60)
  if (minutes < 60) return `0 */${minutes} * * * *`
  const hours = Math.min(24, Math.round(minutes / 60))
  return hours >= 24 ? '0 0 0 * * *' : `0 0 */${hours} * * *`
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

const sendMail: TaskConfig<'send-mail'> = {
  slug: 'send-mail',
  label: 'Send the mails of a lead',
  inputSchema: [{ name: 'deliveryIds', type: 'text', hasMany: true, required: true }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  // A failed send is retried by its `mail-deliveries` row (backoff, then `retry-mail`); the job retries only when
  // the task itself failed (the database was unreachable), and each retry claims the rows again.
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 2000 } },
  handler: async ({ input, req }) => {
    const ids = (input.deliveryIds ?? []).map((id) => (/^\d+$/.test(String(id)) ? Number(id) : String(id)))
    const sent = await deliverQueuedMails(req.payload, ids)
    // Drained (SIGTERM) while it ran: the rows it no longer claimed are still pending. Not done, so the next runner
    // runs it again (after the backoff) instead of leaving them to `retry-mail`, which MAIL_RETRY_LOOP=0 never runs.
    if (mailSenderStopping()) throw new Error('the worker stopped before this job was done: run again by the next one')
    return { output: { sent } }
  },
}

function retryMail(env: Env): TaskConfig<'retry-mail'> {
  return {
    slug: 'retry-mail',
    label: 'Send the mails due again',
    inputSchema: [{ name: 'force', type: 'checkbox' }],
    outputSchema: [{ name: 'sent', type: 'number' }],
    retries: 0,
    schedule:
      env.MAIL_RETRY_LOOP === '0' ? [] : [{ cron: everyCron(positive(env.MAIL_RETRY_SECONDS, 30)), queue: JOBS_QUEUE }],
    handler: async ({ input, req }) => ({
      output: { sent: await retryPendingMail(req.payload, { force: input?.force === true }) },
    }),
  }
}

function purgeRetention(env: Env): TaskConfig<'purge-retention'> {
  const minutes = Number(env.PURGE_INTERVAL_MINUTES ?? 60)
  return {
    slug: 'purge-retention',
    label: 'Retention deletions',
    outputSchema: [
      { name: 'orphans', type: 'number' },
      { name: 'sensitive', type: 'number' },
    ],
    retries: 0,
    schedule: Number.isFinite(minutes) && minutes > 0 ? [{ cron: everyCron(minutes * 60), queue: JOBS_QUEUE }] : [],
    handler: async ({ req }) => {
      const result = await runPurges(req.payload)
      await purgeExpired(req.payload)
      if (result.orphans || result.sensitive) console.info('[purge] deleted', result)
      return { output: result }
    },
  }
}

const sendSms: TaskConfig<'send-sms'> = {
  slug: 'send-sms',
  label: 'Send the SMS of an order move',
  inputSchema: [
    { name: 'orderId', type: 'number', required: true },
    { name: 'transition', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'result', type: 'text' }],
  // A provider's failure is retried by the job (the idempotency key makes a repeat harmless for the outbox).
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => ({
    output: { result: await sendOrderSms(req.payload, Number(input.orderId), String(input.transition)) },
  }),
}

function expireQuotesTask(env: Env): TaskConfig<'expire-quotes'> {
  const minutes = Number(env.QUOTE_EXPIRY_MINUTES ?? 15)
  return {
    slug: 'expire-quotes',
    label: 'Expire quotes past their validity',
    outputSchema: [{ name: 'expired', type: 'number' }],
    retries: 0,
    schedule: Number.isFinite(minutes) && minutes > 0 ? [{ cron: everyCron(minutes * 60), queue: JOBS_QUEUE }] : [],
    handler: async ({ req }) => ({ output: { expired: await expireQuotes(req.payload) } }),
  }
}

/** Payload's `jobs` config (src/payload.config.ts). No `autoRun`: the runner of runner.ts runs the jobs. */
export function jobsConfig(env: Env = process.env): JobsConfig {
  return {
    tasks: [sendMail, retryMail(env), purgeRetention(env), sendSms, expireQuotesTask(env)] as unknown as TaskConfig[],
    // Done jobs go; failed ones stay for an admin to read (payload-jobs, admins only).
    deleteJobOnComplete: true,
    access: {
      run: ({ req }) => admins({ req }) === true,
      queue: () => false,
      cancel: ({ req }) => admins({ req }) === true,
    },
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      access: { read: admins, create: nobody, update: nobody, delete: admins },
    }),
  }
}
