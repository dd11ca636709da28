import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { loggerOptions, requestContextStore } from './request-log.mjs'

/** A logger with the process logger's settings, writing its JSON lines into an array. */
function capture() {
  const lines: Record<string, unknown>[] = []
  const out = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  return { log: pino(loggerOptions({ LOG_LEVEL: 'info' }), out), lines }
}

/** Runs `fn` as while a request is answered (the server's request context). */
const inRequest = (fn: () => void) => requestContextStore().run({ id: 'req-test-0001', route: undefined }, fn)

/** An error as a minified production build names Payload's (class `q`, status and field errors on it). */
class q extends Error {
  status: number
  data?: unknown
  constructor(message: string, status: number, data?: unknown) {
    super(message)
    this.name = 'q'
    this.status = status
    this.data = data
  }
}

describe('the process logger (issue 18, operations)', () => {
  it("logs a refused save that Payload reports as an error at info level, with its fields' paths and no stack", () => {
    const { log, lines } = capture()
    const refused = new q('下面的字段是无效的： 基本信息 > 产品名称', 400, {
      errors: [{ path: 'name', message: '英文内容中出现了中文', label: '产品名称' }],
    })
    inRequest(() => log.error({ err: refused }))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 'info', status: 400, fields: ['name'], msg: refused.message })
    expect(lines[0]?.reqId).toBe('req-test-0001')
    expect(JSON.stringify(lines[0])).not.toContain('stack')
    expect(JSON.stringify(lines[0])).not.toContain('英文内容中出现了中文')
  })

  it('keeps a server fault, an error without a status and a refusal outside a request (a job) at error level', () => {
    const { log, lines } = capture()
    inRequest(() => {
      log.error({ err: new q('database unreachable', 500) })
      log.error({ err: new Error('boom') })
    })
    log.error({ err: new q('a job wrote an invalid record', 400) })
    expect(lines.map((l) => l.level)).toEqual(['error', 'error', 'error'])
    expect(JSON.stringify(lines[0]?.err)).toContain('database unreachable\\n    at ')
  })
})
