import {
  addDataAndFileToRequest,
  type Endpoint,
  forgotPasswordOperation,
  headersWithCors,
  isolateObjectProperty,
  type PayloadRequest,
} from 'payload'
import { log } from '../lib/log'
import { onShutdown } from '../lib/shutdown-hooks'
import { mailer } from '../services/mail/mail'
import { mailSiteOrigin } from '../services/mail/site-origin'
import { guardStaffForgotPassword } from './staff-login'

/**
 * POST /api/cms/users/forgot-password, the back office's "forgot password" (issue 31, point 9). Payload's own
 * handler answers an unknown e-mail at once and a known one only after writing the reset token and sending the
 * mail (median 10 ms against 21 ms, more with a slow mail server): the answer's time told which staff e-mails
 * exist. This endpoint of the users collection (matched before Payload's) does the same for every e-mail: the
 * limits (per address, per e-mail, known or not), then the same answer as Payload's; a moment later (so the run
 * never shares the CPU with the answer still being written) one background run of Payload's own operation with
 * the e-mail as typed writes the token when the account exists, and once that is committed the mail goes out with
 * Payload's words in the admin language (Payload would send it inside its transaction: on SQLite the write lock
 * would be held for as long as the mail server takes). In-process, not a job: a crash loses a reset mail, and the
 * person asks again.
 */
const BACKGROUND = 'staffForgotPasswordInBackground'

/** True inside the background run (its limits were applied by the request that started it). */
export function inStaffResetRun(req: PayloadRequest): boolean {
  return req.context?.[BACKGROUND] === true
}

/** Payload types the operation's data as a login's; forgot-password reads only the e-mail. */
type ResetData = Parameters<typeof forgotPasswordOperation>[0]['data']

const running = new Set<Promise<void>>()

/** Waits until every reset started so far has written its token and sent its mail (tests, shutdown). */
export async function settleStaffResets(): Promise<void> {
  while (running.size > 0) await Promise.all([...running])
}
let hooked = false

function inBackground(req: PayloadRequest, email: string): void {
  // A request of its own for the run: no transaction of the answered request, the run's mark in its context.
  const own = isolateObjectProperty(req, ['transactionID', 'context'])
  own.transactionID = undefined
  own.context = { ...req.context, [BACKGROUND]: true }
  const collection = req.payload.collections.users
  const pause = 25 + Math.floor(Math.random() * 25)
  const run = new Promise<void>((resolve) => setTimeout(resolve, pause))
    .then(async () => {
      const token = await forgotPasswordOperation({
        collection,
        data: { email } as ResetData,
        req: own,
        disableEmail: true,
      })
      if (typeof token === 'string' && token) await sendResetMail(own, email, token)
    })
    .then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, 'staff forgot-password: the reset was not sent'),
    )
  running.add(run)
  void run.finally(() => running.delete(run))
  if (!hooked) {
    hooked = true
    onShutdown(settleStaffResets)
  }
}

/** Payload's reset mail (its words, in the request's admin language), with the link on the site's public origin. */
async function sendResetMail(req: PayloadRequest, typed: string, token: string): Promise<void> {
  const { routes, admin } = req.payload.config
  const link = `${mailSiteOrigin()}${routes.admin}${admin.routes.reset}/${token}`
  await mailer().send({
    to: typed.trim().toLowerCase(),
    subject: req.t('authentication:resetYourPassword'),
    text: [req.t('authentication:youAreReceivingResetPassword'), link, req.t('authentication:youDidNotRequestPassword')]
      .map((line) => line.trim())
      .join('\n'),
  })
}

export const staffForgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const email = typeof req.data?.email === 'string' ? req.data.email : ''
    if (!email.trim()) {
      return Response.json({ errors: [{ message: req.t('validation:required') }] }, { status: 400 })
    }
    await guardStaffForgotPassword(req, { email })
    inBackground(req, email)
    return Response.json(
      { message: req.t('general:success') },
      { status: 200, headers: headersWithCors({ headers: new Headers(), req }) },
    )
  },
}
