import {
  type AfterErrorHook,
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Field,
  type GlobalConfig,
  type PayloadRequest,
} from 'payload'
import { translate } from '../i18n/messages'
import type { Locale } from '../i18n/routing'

/**
 * Bounded requests on Payload's REST API (/api/cms, the back office's; issue 15 point 1, docs/adr/0008):
 * every relationship is populated at most MAX_RELATION_DEPTH levels, whatever depth is asked; a REST or GraphQL
 * request asking for more than MAX_REST_DEPTH levels, for every document at once (`limit=0`,
 * `pagination=false`) or for more than MAX_REST_LIMIT documents per page is refused with a 400 before any
 * query runs. The site's own reads (Local API) keep their explicit limits; the config's `maxDepth` caps them too.
 */
export const MAX_REST_DEPTH = 2
/** The back office's own list pages ask for at most 250 related titles at depth 0 (RelationshipProvider). */
export const MAX_REST_LIMIT = 250
/** How deep any one relationship or upload field is populated, unless the field sets a smaller `maxDepth`. */
export const MAX_RELATION_DEPTH = 1

/** The 400 a request over the budget gets; `afterError` (cmsErrorEnvelope) turns it into the envelope. */
export class RequestBudgetError extends APIError {
  readonly param: 'depth' | 'limit' | 'pagination'

  constructor(param: 'depth' | 'limit' | 'pagination') {
    super(`request budget exceeded: ${param}`, 400, { param }, true)
    // Named explicitly (a minified build renames classes): the config's loggingLevels log it at info level.
    this.name = 'RequestBudgetError'
    this.param = param
  }
}

/** The Payload admin's language ('zh' or 'en') as the site's locale, for messages. */
export function adminMessageLocale(req: Pick<PayloadRequest, 'i18n'> | undefined): Locale {
  return req?.i18n?.language === 'en' ? 'en' : 'cn'
}

/** The localized message of a budget error. */
export function budgetMessage(locale: Locale, error: RequestBudgetError): string {
  return translate(locale, 'api.cmsRequestTooLarge', {
    param: error.param,
    depth: MAX_REST_DEPTH,
    limit: MAX_REST_LIMIT,
  })
}

/** A query parameter as a whole number, or NaN (Payload has parsed numbers already, or left the text). */
function whole(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isInteger(n) ? n : Number.NaN
}

interface ClientQuery {
  depth?: unknown
  limit?: unknown
  pagination?: unknown
}

/**
 * The paging parameters the client sent, as first seen: Payload's inner Local API calls made with the same
 * request write their own `depth` into `req.query` later (createLocalReq), which must not count as the client's.
 */
const clientQueries = new WeakMap<PayloadRequest, ClientQuery>()

function clientQuery(req: PayloadRequest): ClientQuery {
  let query = clientQueries.get(req)
  if (!query) {
    const { depth, limit, pagination } = (req.query ?? {}) as ClientQuery
    query = { depth, limit, pagination }
    clientQueries.set(req, query)
  }
  return query
}

/**
 * Throws when a request from outside the server (REST) asks for more than the budget allows. What is checked
 * is the request's own query (`req.query`, which Payload also fills from a `X-HTTP-Method-Override: GET` body),
 * not each operation's arguments: Payload's own inner reads (populating relationships, uniqueness checks) are
 * unpaged by design and bounded by `maxDepth`. `depth` is checked on every method; `limit` and `pagination` on
 * reads only (the back office deletes and edits a selection with `limit=0`).
 */
export function checkRequestBudget(req: PayloadRequest): void {
  if (req.payloadAPI === 'local') return
  const query = clientQuery(req)
  if (query.depth !== undefined) {
    const depth = whole(query.depth)
    if (!(depth >= 0 && depth <= MAX_REST_DEPTH)) throw new RequestBudgetError('depth')
  }
  if (req.method !== 'GET') return
  if (query.pagination !== undefined && String(query.pagination) === 'false') throw new RequestBudgetError('pagination')
  if (query.limit !== undefined) {
    const limit = whole(query.limit)
    if (!(limit >= 1 && limit <= MAX_REST_LIMIT)) throw new RequestBudgetError('limit')
  }
}

const budgetHook: CollectionBeforeOperationHook = ({ args, req }) => {
  checkRequestBudget(req)
  return args
}

/** Sets `maxDepth` on every relationship and upload field that has none (rows, groups, arrays, tabs, blocks). */
export function boundRelationships(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if ((field.type === 'relationship' || field.type === 'upload') && field.maxDepth === undefined)
      return { ...field, maxDepth: MAX_RELATION_DEPTH }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: boundRelationships(field.fields) } as Field
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: boundRelationships(tab.fields) })) }
    if (field.type === 'blocks')
      return {
        ...field,
        blocks: field.blocks.map((block) => ({ ...block, fields: boundRelationships(block.fields) })),
      }
    return field
  })
}

export function withRequestBudget(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    fields: boundRelationships(collection.fields),
    hooks: { ...collection.hooks, beforeOperation: [budgetHook, ...(collection.hooks?.beforeOperation ?? [])] },
  }
}

export function withGlobalRequestBudget(global: GlobalConfig): GlobalConfig {
  return {
    ...global,
    fields: boundRelationships(global.fields),
    hooks: {
      ...global.hooks,
      beforeOperation: [
        ({ args, req }) => {
          checkRequestBudget(req)
          return args
        },
        ...(global.hooks?.beforeOperation ?? []),
      ],
    },
  }
}

/**
 * Payload's `afterError`: a request over the budget answers the site's envelope `{code, data, msg}` (400,
 * E0400, localized in the admin's language), keeping Payload's `errors` list the back office shows.
 */
export const budgetErrorEnvelope: AfterErrorHook = ({ error, req }) => {
  if (!(error instanceof RequestBudgetError)) return
  const msg = budgetMessage(adminMessageLocale(req), error)
  return {
    status: 400,
    response: {
      code: 'E0400',
      data: { param: error.param, maxDepth: MAX_REST_DEPTH, maxLimit: MAX_REST_LIMIT },
      msg,
      errors: [{ message: msg }],
    },
  }
}
