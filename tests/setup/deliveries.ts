import { afterAll, beforeAll } from 'vitest'
import { settleMailDeliveries } from '../../src/server/notifications/mail-queue'
import { type MailProvider, mailer, setMailer } from '../../src/services/mail/mail'
import { type SmsProvider, setSmsSender, smsSender } from '../../src/services/sms/sms'

/**
 * For a "nothing was sent" check: every mail and SMS this process starts sending (the providers are wrapped for the
 * test file: the outbox still gets what it got) is tracked, and `settled()` waits until each one, and each send of
 * the mail queue, has finished. A request's background send starts before its answer (src/api/code.ts), so once
 * the answer is in and `settled()` resolved, a message that is not in the outbox will not arrive later; a fixed
 * wait passed when the leak came after it. Call at the top of a test file (it adds a beforeAll and an afterAll).
 */
export function trackDeliveries(): { settled: () => Promise<void> } {
  const inFlight = new Set<Promise<unknown>>()
  const tracked = <T>(work: Promise<T>): Promise<T> => {
    const settled = work.then(
      () => {},
      () => {},
    )
    inFlight.add(settled)
    void settled.finally(() => inFlight.delete(settled))
    return work
  }
  beforeAll(() => {
    const mail = mailer()
    const sms = smsSender()
    setMailer({ name: mail.name, send: (message) => tracked(mail.send(message)) } satisfies MailProvider)
    setSmsSender({ name: sms.name, send: (message) => tracked(sms.send(message)) } satisfies SmsProvider)
  })
  afterAll(() => {
    setMailer(undefined)
    setSmsSender(undefined)
  })
  return {
    async settled() {
      await settleMailDeliveries()
      while (inFlight.size > 0) await Promise.all([...inFlight])
    },
  }
}
