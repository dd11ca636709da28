/**
 * Structured logs: one pino logger per process writing JSON lines to stdout, and a request context
 * (AsyncLocalStorage) that puts the request's id on every line written while the request is handled, by the
 * server (scripts/server.mjs), the app (src/lib/log.ts) and Payload (its `logger` is this one). The server's
 * wrapper (scripts/observe-requests.mjs) opens the context; the app reads it. docs/adr/0024-operations.md.
 *
 * The logger and the context live on `globalThis` under registered symbols: Next.js bundles the app's copy of
 * this file apart from the server's, and both must share one context store and one logger.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import pino from 'pino'

const CONTEXT = Symbol.for('site.requestContext')
const LOGGER = Symbol.for('site.logger')

/** An incoming X-Request-Id is kept only when it looks like an id: 8–128 letters, digits and `._:-`. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/

/** The header that carries the id in and out (nginx passes its own `$request_id` in it). */
export const REQUEST_ID_HEADER = 'x-request-id'

/** The store of the request context (one per process). */
export function requestContextStore() {
  globalThis[CONTEXT] ??= new AsyncLocalStorage()
  return globalThis[CONTEXT]
}

/** The context of the request being handled, or undefined outside one. */
export function currentRequest() {
  return requestContextStore().getStore()
}

/** The request's id: the client's (or the proxy's) X-Request-Id when it is safe to echo and log, else a new one. */
export function requestIdFrom(header) {
  const value = Array.isArray(header) ? header[0] : header
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value) ? value : randomUUID()
}

/** LOG_LEVEL (default info): fatal, error, warn, info, debug, trace or silent. */
function level(env = process.env) {
  const wanted = (env.LOG_LEVEL || 'info').toLowerCase()
  return ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(wanted) ? wanted : 'info'
}

/**
 * The process's logger: JSON lines on stdout with `level` as a word, an ISO `time`, `pid`, and `reqId` on every
 * line written inside a request. Cookies and authorization headers never reach it (nothing logs headers), and
 * the redaction below catches them if an error object carries a request.
 */
export function logger() {
  globalThis[LOGGER] ??= pino({
    level: level(),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'headers.cookie',
        'headers.authorization',
        'password',
        '*.password',
        'token',
        '*.token',
      ],
      censor: '[redacted]',
    },
    mixin() {
      const context = currentRequest()
      return context ? { reqId: context.id } : {}
    },
  })
  return globalThis[LOGGER]
}
