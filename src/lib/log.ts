import { currentRequest, logger } from '../../scripts/request-log.mjs'

/**
 * The process's logger (pino): JSON lines on stdout, level from LOG_LEVEL (default info), and the id of the
 * request being handled (`reqId`) on every line written while the server handles it. The same instance serves
 * scripts/server.mjs and Payload (payload.config.ts `logger`). Log what happened and its ids, never a request's
 * headers, cookies, body or personal data. docs/adr/0024-operations.md.
 */
export const log = logger()

/** The id of the request being handled (its X-Request-Id), or undefined outside a request. */
export function requestId(): string | undefined {
  return currentRequest()?.id
}

/**
 * Names the route the request matched (a pattern such as `/api/v1/order/:id`, never a raw path): the request's
 * log line and metrics group it under this name.
 */
export function nameRequestRoute(route: string): void {
  const context = currentRequest()
  if (context) context.route = route
}
