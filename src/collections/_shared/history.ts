import {
  type Access,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type GlobalAfterChangeHook,
  type GlobalConfig,
  saveVersion,
} from 'payload'
import { isStaff } from '../../access/roles'
import { diffRecords } from '../../domain/audit/diff'
import { actorOf, record, titleOf } from '../../server/history/record-change'

/**
 * History (issue 22): Payload versions (with restore) on products, content and orders, and an audit log entry for
 * every change a signed-in person makes to the records staff work on (src/collections/audit-log). Applied to the
 * config's collections and globals in src/payload.config.ts, like the cache invalidation.
 *
 * - Who: the signed-in user. Staff creations, updates and deletions are logged; a member's updates and deletions
 *   too (an order cancelled by its buyer); a visitor's submission or the server's own work (seed, jobs, purges)
 *   is not a staff change and is not logged.
 * - In the change's own transaction (`req`): a change that rolls back leaves no entry, an entry never misses its
 *   change.
 */

/** Collections whose changes nobody audits: logs, sessions, queues and the audit log itself. */
const NOT_AUDITED = new Set([
  'audit-log',
  'jobs',
  'payload-jobs',
  'search-logs',
  'channel-events',
  'channel-sessions',
  'mail-deliveries',
  'member-sessions',
  'verification-codes',
  'cart-lines',
])

/** Collections with versions and restore (issue 22: products, content, orders). */
export const VERSIONED = new Set(['products', 'articles', 'orders'])
/** Versions kept per record, the oldest dropped first. */
const MAX_VERSIONS_PER_DOC = 30

/**
 * A record made before versions were turned on has none: its state before the first edit is kept as a version
 * first (all languages), so "restore the previous version" works on the first edit too.
 */
const keepBaseline: CollectionBeforeChangeHook = async ({ collection, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc?.id) return
  const { totalDocs } = await req.payload.countVersions({
    collection: collection.slug as 'products',
    where: { parent: { equals: originalDoc.id } },
    req,
    overrideAccess: true,
  })
  if (totalDocs > 0) return
  const docWithLocales = await req.payload.findByID({
    collection: collection.slug as 'products',
    id: originalDoc.id,
    locale: 'all',
    depth: 0,
    req,
    overrideAccess: true,
  })
  await saveVersion({
    id: originalDoc.id,
    collection: req.payload.collections[collection.slug as 'products'].config,
    docWithLocales,
    payload: req.payload,
    req,
  })
}

function staffWhoMayUpdate(collection: CollectionConfig): Access {
  return async (args) => {
    if (!isStaff(args.req.user)) return false
    const update = collection.access?.update
    return update ? (await update(args)) === true : true
  }
}

export function withHistory(collection: CollectionConfig): CollectionConfig {
  if (NOT_AUDITED.has(collection.slug)) return collection
  const versioned = VERSIONED.has(collection.slug)
  const useAsTitle = collection.admin?.useAsTitle
  // Join fields (a member's orders and submissions) are other records' data, read or not by the request: no
  // change of this record.
  const joins = collection.fields.flatMap((f) => (f.type === 'join' ? [f.name] : []))
  const own = (record: unknown) => {
    if (joins.length === 0 || !record || typeof record !== 'object') return record
    const copy = { ...(record as Record<string, unknown>) }
    for (const name of joins) delete copy[name]
    return copy
  }
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
    const actor = actorOf(req)
    if (!actor) return doc
    // A creation is a staff act; a member creating (an order, a submission) is the site working.
    if (operation === 'create' && actor.collection !== 'users') return doc
    const changes = diffRecords(operation === 'create' ? {} : own(previousDoc), own(doc))
    if (operation === 'update' && changes.length === 0) return doc
    await record(req, {
      action: operation,
      targetCollection: collection.slug,
      targetId: String(doc.id),
      targetTitle: titleOf(doc, useAsTitle),
      changes,
    })
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, id, req }) => {
    await record(req, {
      action: 'delete',
      targetCollection: collection.slug,
      targetId: String(id),
      targetTitle: titleOf(doc, useAsTitle),
      // What was deleted, so the entry is its trace.
      changes: diffRecords(own(doc), {}),
    })
  }
  return {
    ...collection,
    ...(versioned && !collection.versions ? { versions: { maxPerDoc: MAX_VERSIONS_PER_DOC } } : {}),
    // A record's history is for the staff who may edit it (Payload's default lets any signed-in user, members
    // included, read versions).
    access: versioned ? { ...collection.access, readVersions: staffWhoMayUpdate(collection) } : collection.access,
    hooks: {
      ...collection.hooks,
      beforeChange: versioned
        ? [...(collection.hooks?.beforeChange ?? []), keepBaseline]
        : collection.hooks?.beforeChange,
      afterChange: [...(collection.hooks?.afterChange ?? []), afterChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete],
    },
  }
}

export function withGlobalHistory(global: GlobalConfig): GlobalConfig {
  const afterChange: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
    const changes = diffRecords(previousDoc, doc)
    if (changes.length === 0) return doc
    await record(req, {
      action: 'update',
      targetCollection: global.slug,
      targetId: global.slug,
      targetTitle: global.slug,
      changes,
    })
    return doc
  }
  return { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), afterChange] } }
}
