import {
  APIError,
  type CollectionBeforeDeleteHook,
  type CollectionConfig,
  type CollectionSlug,
  type Field,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type Where,
} from 'payload'
import { translate } from '../../i18n/messages'
import { adminLocale } from './admin-locale'

/**
 * Deleting a record another record must point at (a required relationship: a lot's product, an order's member, a
 * product's category, a banner's image…) made the database refuse the delete (`NOT NULL lots.product_id`: the
 * foreign key sets the column to null) and Payload answer 500 (issue 31, point 7). Every collection gets a
 * beforeDelete hook that looks for such records first:
 * - rows that only belong to their target (a member's sessions, addresses, invoice titles and cart lines; the cart
 *   lines of a product) are deleted with it, in the same transaction;
 * - any other is named in a 409 in the staff member's language ("still used by lots: L-001, L-002 (2 in all)"),
 *   and nothing is deleted: the editor moves or deletes those first, or unpublishes instead.
 * The references are read from the sanitized config (every required relationship or upload field, in arrays and
 * groups too), so a field added later is covered.
 */

/** Collections whose rows belong to the record they point at: deleted with it. */
const OWNED_BY: Record<string, readonly string[]> = {
  members: ['member-sessions', 'member-addresses', 'invoice-titles', 'cart-lines'],
  products: ['cart-lines'],
}

/** How many referencing records the message names. */
const NAMED = 5

interface Reference {
  collection: CollectionSlug
  /** The field's query path (`gallery.image` for a field in an array). */
  path: string
}

const referencesTo = new Map<string, Reference[]>()

function requiredRelations(fields: Field[], prefix: string, target: string, out: string[]): void {
  for (const field of fields) {
    const named = 'name' in field && typeof field.name === 'string' ? `${prefix}${field.name}` : null
    if ((field.type === 'relationship' || field.type === 'upload') && named) {
      const to = field.relationTo
      if (field.required && !field.hasMany && to === target) out.push(named)
      continue
    }
    if ((field.type === 'array' || field.type === 'group') && 'fields' in field) {
      requiredRelations(field.fields, named ? `${named}.` : prefix, target, out)
    } else if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field) {
      requiredRelations(field.fields, prefix, target, out)
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const tabName = 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix
        requiredRelations(tab.fields, tabName, target, out)
      }
    } else if (field.type === 'blocks') {
      for (const block of field.blocks) requiredRelations(block.fields, named ? `${named}.` : prefix, target, out)
    }
  }
}

function references(collections: SanitizedCollectionConfig[], target: string): Reference[] {
  const known = referencesTo.get(target)
  if (known) return known
  const found: Reference[] = []
  for (const collection of collections) {
    const paths: string[] = []
    requiredRelations(collection.fields, '', target, paths)
    for (const path of paths) found.push({ collection: collection.slug as CollectionSlug, path })
  }
  referencesTo.set(target, found)
  return found
}

function titleOf(collection: SanitizedCollectionConfig, doc: Record<string, unknown>): string {
  const field = collection.admin?.useAsTitle ?? 'id'
  const value = doc[field]
  if (typeof value === 'string' && value.trim()) return value.trim()
  if (value && typeof value === 'object') {
    const localized = Object.values(value as Record<string, unknown>).find((v) => typeof v === 'string' && v)
    if (typeof localized === 'string') return localized
  }
  return `#${String(doc.id)}`
}

function collectionLabel(collection: SanitizedCollectionConfig, locale: 'cn' | 'en'): string {
  const plural = collection.labels?.plural
  if (typeof plural === 'string') return plural
  if (plural && typeof plural === 'object') {
    const text = (plural as Record<string, unknown>)[locale === 'en' ? 'en' : 'zh']
    if (typeof text === 'string') return text
  }
  return collection.slug
}

export const refuseReferencedDelete: CollectionBeforeDeleteHook = async ({ collection, id, req }) => {
  const { payload } = req
  const owned = OWNED_BY[collection.slug] ?? []
  const locale = adminLocale(req.i18n?.language)
  for (const reference of references(payload.config.collections, collection.slug)) {
    const where: Where = { [reference.path]: { equals: id } }
    if (owned.includes(reference.collection)) {
      await payload.delete({ collection: reference.collection, where, req, overrideAccess: true, depth: 0 })
      continue
    }
    const found = await payload.find({
      collection: reference.collection,
      where,
      limit: NAMED,
      depth: 0,
      req,
      overrideAccess: true,
      pagination: true,
      draft: true,
    })
    if (found.totalDocs === 0) continue
    const referencing = payload.collections[reference.collection]?.config
    if (!referencing) continue
    const names = found.docs.map((doc) => titleOf(referencing, doc as unknown as Record<string, unknown>)).join(', ')
    throw new APIError(
      translate(locale, 'cmsSafety.deleteReferenced', {
        collection: collectionLabel(referencing, locale),
        names,
        count: found.totalDocs,
      }),
      409,
      { collection: reference.collection, field: reference.path, count: found.totalDocs },
      true,
    )
  }
}

/** Adds the guard to a collection (payload.config.ts maps every collection through it). */
export function withReferenceGuard(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeDelete: [refuseReferencedDelete, ...(collection.hooks?.beforeDelete ?? [])],
    },
  }
}

/** For tests: the references found for a collection (after Payload has started). */
export function referencesFor(req: Pick<PayloadRequest, 'payload'>, slug: string): Reference[] {
  return references(req.payload.config.collections, slug)
}
