import { appendOutbox, appendOutboxOnce } from '../outbox'

/**
 * Outgoing e-mail behind one small interface. MAIL_PROVIDER=local (the default outside APP_ENV=production)
 * appends to data/outbox/mail.jsonl; MAIL_PROVIDER=smtp sends through SMTP_URL with nodemailer.
 */
export interface MailMessage {
  to: string
  subject: string
  text: string
  replyTo?: string
  /**
   * The message's idempotency key, sent as its `Message-ID` header (`<…@domain>`): the same for every attempt
   * of one queued mail, so a resend after a crash is recognisably the same message (the local outbox skips a
   * key it already holds; see docs/adr/0011-durable-notifications.md for SMTP).
   */
  messageId?: string
}

export interface MailProvider {
  readonly name: string
  send(message: MailMessage): Promise<void>
}

export const localMail: MailProvider = {
  name: 'local',
  async send(message) {
    const line = { to: message.to, subject: message.subject, text: message.text, replyTo: message.replyTo }
    if (message.messageId) await appendOutboxOnce('mail', message.messageId, line)
    else await appendOutbox('mail', line)
  },
}

export function smtpMail(url: string, from: string): MailProvider {
  let transport: Promise<import('nodemailer').Transporter> | undefined
  return {
    name: 'smtp',
    async send(message) {
      transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(url))
      await (await transport).sendMail({ from, ...message })
    },
  }
}

let provider: MailProvider | undefined

export function mailProviderName(env: Record<string, string | undefined> = process.env): string {
  return (env.MAIL_PROVIDER || 'local').toLowerCase()
}

/** The configured provider (created once). */
export function mailer(): MailProvider {
  if (!provider) {
    const name = mailProviderName()
    if (name === 'smtp') {
      const url = process.env.SMTP_URL
      if (!url) throw new Error('MAIL_PROVIDER=smtp needs SMTP_URL (smtp://user:pass@host:587)')
      provider = smtpMail(url, process.env.MAIL_FROM || 'no-reply@localhost')
    } else if (name === 'local') provider = localMail
    else throw new Error(`Unknown MAIL_PROVIDER "${name}" (local or smtp)`)
  }
  return provider
}

/** Replaces the provider (tests: a failing provider for the fault test). */
export function setMailer(next: MailProvider | undefined): void {
  provider = next
}

/** The domain of Message-ID headers: MAIL_FROM's, else `localhost`. */
export function messageIdDomain(): string {
  const from = process.env.MAIL_FROM || 'no-reply@localhost'
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
}

/** Where staff notifications go (the sales inbox address). */
export function salesAddress(): string {
  return process.env.SALES_EMAIL || 'sales@localhost'
}
