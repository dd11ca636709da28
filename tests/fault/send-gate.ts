/**
 * Preloaded into a real worker by tests/order-notifications-worker.test.ts (`node --import tsx --import
 * ./tests/fault/send-gate.ts scripts/worker.ts`), so the test can kill it at the worst moment of one message:
 * SEND_GATE_KEY is a message's idempotency key (a mail's Message-ID, an SMS's key); SEND_GATE_AT says where the
 * worker stops on it for good, printing `GATE <at> <channel> <key>`:
 * - `before`: the mail row is claimed (or the SMS job is running) and nothing has reached the provider yet;
 * - `after`: the local provider has written it to the outbox and the worker has not recorded that yet.
 * Every other message goes through the local providers untouched.
 */
import { localMail, setMailer } from '../../src/services/mail/mail'
import { localSms, setSmsSender } from '../../src/services/sms/sms'

const key = process.env.SEND_GATE_KEY
const at = process.env.SEND_GATE_AT === 'after' ? 'after' : 'before'

async function gated(channel: 'mail' | 'sms', messageKey: string | undefined, send: () => Promise<void>) {
  if (!key || messageKey !== key) return send()
  if (at === 'after') await send()
  console.log(`GATE ${at} ${channel} ${messageKey}`)
  // Held until the test kills the process.
  await new Promise(() => {})
}

setMailer({ name: 'local', send: (message) => gated('mail', message.messageId, () => localMail.send(message)) })
setSmsSender({ name: 'local', send: (message) => gated('sms', message.key, () => localSms.send(message)) })
