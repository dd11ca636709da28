import type { Payload } from 'payload'
import type { Locale } from '../i18n/routing'

/**
 * The contract between the router and the handlers: what a handler receives and how a route names it. It lives
 * apart from router.ts so that the handlers (imported by routes.ts, imported by router.ts) do not import the
 * router back: no import cycle, type-only ones included.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface ApiContext {
  request: Request
  url: URL
  locale: Locale
  params: Record<string, string>
  /** Prices are visible to this request (visitor in China). */
  showPrices: boolean
  payload: Payload
  t: (key: string, params?: Record<string, string | number>) => string
}

export interface Route {
  method: Method
  /** Path under the API base, with `:name` segments, e.g. `/order/:id`. */
  path: string
  handler: (ctx: ApiContext) => Promise<unknown>
}
