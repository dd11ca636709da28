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
  globalThis[LOGGER] ??= pino(loggerOptions())
  return globalThis[LOGGER]
}

/** pino's numeric level of `error`. */
const ERROR = 50

/**
 * A refusal (an error carrying a 4xx `status`, as Payload's ValidationError, Forbidden, NotFound and QueryError and
 * the site's own refusals do): an answer to the caller, not a fault of the server.
 */
function isRefusal(err) {
  return err instanceof Error && typeof err.status === 'number' && err.status >= 400 && err.status < 500
}

/**
 * The logger's settings (exported for its test). Payload logs every error it answers at `error` level unless the
 * config's `loggingLevels` names the error's class; a production build minifies class names ("A", "q"), so a
 * refused save was logged as an error with its stack. Here a refusal logged at error level or above while a request
 * is answered becomes an info line: its message, status and the refused fields' paths (never their values).
 */
export function loggerOptions(env = process.env) {
  return {
    level: level(env),
    hooks: {
      logMethod(args, method, levelValue) {
        const err = args[0] && typeof args[0] === 'object' ? args[0].err : undefined
        // Only while a request is answered: the same error in a job (outside any request) is a fault to look at.
        if (levelValue < ERROR || !isRefusal(err) || !currentRequest()) return method.apply(this, args)
        const fields = Array.isArray(err.data?.errors)
          ? err.data.errors.map((e) => e?.path).filter((path) => typeof path === 'string')
          : undefined
        return this.info({ status: err.status, ...(fields?.length ? { fields } : {}) }, err.message)
      },
    },
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
  }
}
