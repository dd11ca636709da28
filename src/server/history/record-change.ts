import type { PayloadRequest } from 'payload'
import { adminLocale } from '../../collections/_shared/admin-locale'
import { changeLines, changeSummaryText } from '../../collections/_shared/change-text'
import type { FieldChange } from '../../domain/audit/diff'

/**
 * The audit log's one writer (issue 22): an entry for a change a signed-in person made, in the change's own
 * transaction (`req`). The collections' history hooks (collections/_shared/history.ts) call it for every audited
 * change, and a bulk import writing through the adapter calls it for each record it changed.
 */

type Actor = { id: number | string; email?: string; collection?: string }

/** Who made the change: the signed-in user of the request, if any. */
export function actorOf(req: PayloadRequest): Actor | null {
  const user = req.user as Actor | null | undefined
  return user ? user : null
}

/** What the audit list names the record by: its title field, else title, name or id (200 characters). */
export function titleOf(doc: Record<string, unknown> | undefined, useAsTitle: string | undefined): string {
  if (!doc) return ''
  const value = (useAsTitle && doc[useAsTitle]) ?? doc.title ?? doc.name ?? doc.id
  return typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 200) : ''
}

/** One audit entry for a change made outside Payload's hooks (a bulk import writing through the adapter). */
export async function record(
  req: PayloadRequest,
  entry: {
    action: 'create' | 'update' | 'delete'
    targetCollection: string
    targetId: string
    targetTitle: string
    changes: FieldChange[]
  },
) {
  const actor = actorOf(req)
  if (!actor) return
  // The summary as staff read it (issue 30): field labels, yuan, Shanghai time, option labels, in the admin
  // language of the person who made the change (the admin's list re-renders it in the reader's language).
  const config = req.payload.config
  const fields =
    config.collections.find((c) => c.slug === entry.targetCollection)?.fields ??
    config.globals.find((g) => g.slug === entry.targetCollection)?.fields
  const summary = changeSummaryText(changeLines(fields, entry.changes, adminLocale(req.i18n?.language)))
  await req.payload.create({
    collection: 'audit-log',
    data: {
      ...entry,
      user: actor.collection === 'users' ? Number(actor.id) || undefined : undefined,
      userEmail: actor.email ?? `${actor.collection ?? 'user'}:${actor.id}`,
      locale: typeof req.locale === 'string' ? req.locale : undefined,
      summary: summary || entry.targetTitle,
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
}
