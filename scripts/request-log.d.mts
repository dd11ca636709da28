import type { AsyncLocalStorage } from 'node:async_hooks'
import type { Logger, LoggerOptions } from 'pino'

/** What the server knows of the request being handled (scripts/observe-requests.mjs opens it). */
export interface RequestContext {
  readonly id: string
  /** The route group the app matched (the API router sets its route pattern), for the metrics and the log line. */
  route: string | undefined
}

export declare const REQUEST_ID_PATTERN: RegExp
export declare const REQUEST_ID_HEADER: 'x-request-id'
export declare function requestContextStore(): AsyncLocalStorage<RequestContext>
export declare function currentRequest(): RequestContext | undefined
export declare function requestIdFrom(header: string | string[] | undefined | null): string
export declare function logger(): Logger
/** The logger's settings: level from LOG_LEVEL, refusals (4xx errors) logged at info level, request ids, redaction. */
export declare function loggerOptions(env?: Record<string, string | undefined>): LoggerOptions
