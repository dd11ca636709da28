import type { EmailAdapter, SendEmailOptions } from 'payload'
import { mailer } from './mail'
import { mailSiteOrigin } from './site-origin'

/**
 * Payload's email adapter on the project's mail interface (src/services/mail/mail.ts): the back office's mails
 * (staff password recovery) go where every other mail goes, the local outbox by default, SMTP with
 * MAIL_PROVIDER=smtp. Payload writes HTML; the interface carries plain text, so links keep their address.
 */
export const payloadEmail: EmailAdapter = () => ({
  name: 'site-mail',
  defaultFromAddress: process.env.MAIL_FROM || 'no-reply@localhost',
  defaultFromName: process.env.MAIL_FROM_NAME || 'Back office',
  async sendEmail(message: SendEmailOptions) {
    const recipients = [message.to]
      .flat(2)
      .map((to) => (typeof to === 'string' ? to : (to as { address?: string } | undefined)?.address))
      .filter((to): to is string => Boolean(to))
    const text = typeof message.text === 'string' ? message.text : htmlToText(String(message.html ?? ''))
    for (const to of recipients) await mailer().send({ to, subject: String(message.subject ?? ''), text })
  },
})

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/** Plain text of Payload's simple mail HTML: a link becomes its absolute address, tags go, entities are decoded. */
export function htmlToText(html: string): string {
  return (
    html
      // A link as its absolute address: Payload writes the reset link relative when no server URL is configured,
      // and no mail program can open `/admin/reset/…`.
      .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>[\s\S]*?<\/a>/gi, (_, href: string) =>
        href.startsWith('/') && !href.startsWith('//') ? ` ${mailSiteOrigin()}${href} ` : ` ${href} `,
      )
      .replace(/<br\s*\/?>|<\/p>/gi, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n')
  )
}
