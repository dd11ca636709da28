import type { Payload } from 'payload'
import type { z } from 'zod'
import { type LeaveWord, leaveWordSchemaFor } from '../domain/leave-word'
import { leaveWordLimit } from '../domain/leave-word-fields'
import { VALIDATION_MESSAGES } from '../domain/validation'
import { translate } from '../i18n/messages'
import type { Locale } from '../i18n/routing'
import { ApiError } from './envelope'
import { isSameSite, readJsonBody } from './request-body'
import type { ApiContext, Route } from './router'

/**
 * POST /leave_word: the footer's online message (spec sections 3, 5, 7). A same-site JSON body of at most
 * 16 KiB, checked with the form's own schema (messages in the request's language), stored as plain text in the
 * `leave-words` inbox before anything else happens, then (later issue) notified.
 */

/** A zod failure as E0400 with the first field's message, in the request's language. */
export function validationError(error: z.ZodError, locale: Locale, limitOf: (field: string) => number | undefined) {
  const issue = error.issues[0]
  if (issue?.code === 'unrecognized_keys') {
    const param = (issue.keys[0] ?? '').replace(/[^\p{L}\p{N}_.-]/gu, '').slice(0, 40)
    return new ApiError('E0400', { msgKey: 'invalidParam', params: { param } })
  }
  if (!issue || issue.path.length === 0) return new ApiError('E0400')
  const field = String(issue.path[0])
  const max = limitOf(field) ?? 0
  return new ApiError('E0400', { text: translate(locale, `forms.${issue.message}`, { max }) })
}

/**
 * After a message is stored: tell the sales inbox. Mail notification and rate limiting come with a later issue;
 * whatever this does must never lose the stored submission (errors are logged, not answered).
 */
async function notify(_payload: Payload, _message: { id: number; locale: Locale } & LeaveWord): Promise<void> {}

async function leaveWord({ request, payload, locale }: ApiContext): Promise<{ id: number }> {
  if (!isSameSite(request)) throw new ApiError('E0403')
  // Seam for the later rate-limit issue: check the visitor's budget here, before reading the body.
  const body = await readJsonBody(request)
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError('E0400')
  const parsed = leaveWordSchemaFor(locale).safeParse(body)
  if (!parsed.success) throw validationError(parsed.error, locale, leaveWordLimit)
  const message = parsed.data
  const area = await payload.count({ collection: 'areas', where: { id: { equals: message.address } } })
  if (area.totalDocs === 0) {
    throw new ApiError('E0400', { text: translate(locale, `forms.${VALIDATION_MESSAGES.notInList}`) })
  }
  const doc = await payload.create({
    collection: 'leave-words',
    data: { ...message, inboxStatus: 'new', locale },
    depth: 0,
    overrideAccess: true,
  })
  try {
    await notify(payload, { ...message, id: doc.id, locale })
  } catch (error) {
    console.error('[leave_word] notification failed for message', doc.id, error)
  }
  return { id: doc.id }
}

export const leaveWordRoutes: Route[] = [{ method: 'POST', path: '/leave_word', handler: leaveWord }]
