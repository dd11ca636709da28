import { type ChildProcess, spawn } from 'node:child_process'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { restartDelay, supervise, tailLines } from './supervisor.mjs'

/**
 * Issue 31, point 5: the server processes of `npm start` are restarted after a growing pause, never given up on
 * (five exits in a minute used to stop the site; with one process one crash ended it), and each exit is logged with
 * its code or signal and its last stderr lines. The process tests run the supervisor as scripts/start.mjs does
 * (tests/fixtures/supervisor/primary.mjs) over a stand-in server, with short pauses (0.2 s doubling to 1.6 s).
 */
const primaryScript = path.resolve(import.meta.dirname, '..', 'tests', 'fixtures', 'supervisor', 'primary.mjs')

describe('restartDelay', () => {
  it('doubles with each exit in the window, from the base up to the cap', () => {
    const timing = { baseMs: 1000, capMs: 30_000 }
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((n) => restartDelay(n, timing))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ])
  })
})

describe('tailLines', () => {
  it('keeps the last lines and passes every line on whole', () => {
    const out: string[] = []
    const tail = tailLines(2, (line: string) => out.push(line))
    tail.write('one\ntw')
    tail.write('o\nthree\n\nfour')
    tail.flush()
    expect(tail.lines()).toEqual(['three', 'four'])
    expect(out.join('')).toBe('one\ntwo\nthree\n\nfour\n')
  })
})

describe('supervise (in process)', () => {
  it('never gives up: 12 exits in a row are each followed by a start, with growing pauses', async () => {
    const logs: string[] = []
    let started = 0
    const { EventEmitter } = await import('node:events')
    const children: InstanceType<typeof EventEmitter>[] = []
    const supervisor = supervise({
      count: 1,
      baseMs: 5,
      capMs: 40,
      log: (text) => logs.push(text),
      start: () => {
        started += 1
        const child = Object.assign(new EventEmitter(), { pid: 1000 + started, kill: () => {}, stderr: null })
        children.push(child)
        return child as never
      },
    })
    for (let i = 0; i < 12; i++) {
      children[i]?.emit('exit', 1, null)
      await expect.poll(() => started, { timeout: 2000, interval: 5 }).toBe(i + 2)
    }
    expect(logs).toHaveLength(12)
    expect(logs[0]).toMatch(/exited \(exit code 1\).*starting another in 0\.0 s \(1 exit in the last 60 s\)/)
    expect(logs[11]).toMatch(/12 exits in the last 60 s/)
    const stopping = supervisor.stop('SIGTERM')
    children[12]?.emit('exit', null, 'SIGTERM')
    await stopping
    expect(started).toBe(13)
  })
})

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** One request on a fresh connection (round-robin under node:cluster): the answering process's pid, or null. */
function ask(port: number, pathname = '/'): Promise<number | null> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent: false, timeout: 2000 }, (res) => {
      let body = ''
      res.on('data', (c) => {
        body += c
      })
      res.on('end', () => resolve(Number(body) || null))
    })
    req.on('error', () => resolve(null))
    req.on('timeout', () => req.destroy())
  })
}

async function answeringPid(port: number, notIn: Set<number>, timeoutMs: number): Promise<number> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const pid = await ask(port)
    if (pid && !notIn.has(pid)) return pid
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no live server process answered within ${timeoutMs} ms`)
}

let primary: ChildProcess | null = null
let stderr = ''
afterEach(async () => {
  if (primary && primary.exitCode === null && primary.signalCode === null) {
    const exited = new Promise((r) => primary?.once('exit', r))
    primary.kill('SIGTERM')
    await exited
  }
  primary = null
})

async function startPrimary(processes: number): Promise<number> {
  const port = await freePort()
  stderr = ''
  primary = spawn(process.execPath, [primaryScript, String(processes)], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  primary.stderr?.on('data', (c) => {
    stderr += c
  })
  await answeringPid(port, new Set(), 10_000)
  return port
}

describe('supervised server processes (real processes)', () => {
  it('two processes (node:cluster) killed 8 times within a minute: the site answers again after each pause', async () => {
    const port = await startPrimary(2)
    const killed = new Set<number>()
    const outages: number[] = []
    const started = Date.now()
    for (let i = 0; i < 8; i++) {
      const pid = await answeringPid(port, killed, 5000)
      // Both processes down at once for the last kills: the site has no process until the pause ends.
      process.kill(pid, 'SIGKILL')
      killed.add(pid)
      const down = Date.now()
      await answeringPid(port, killed, 8000)
      outages.push(Date.now() - down)
    }
    expect(Date.now() - started).toBeLessThan(60_000)
    // Still supervised, with two live processes none of which was killed.
    expect(primary?.exitCode).toBeNull()
    const live = new Set<number>()
    // (the other slot's pause, up to 1.6 s, may still be running)
    const until = Date.now() + 8000
    while (live.size < 2 && Date.now() < until) live.add(await answeringPid(port, killed, 5000))
    expect(live.size).toBe(2)
    const exits = stderr.match(/✖ server process \d+ exited \(signal SIGKILL\)/g) ?? []
    expect(exits).toHaveLength(8)
    // The pauses grew (0.2 s, 0.4 s, … capped at 1.6 s) and the old "keep exiting … stopping" is gone.
    expect(stderr).toContain('starting another in 0.2 s (1 exit in the last 60 s)')
    expect(stderr).toContain('starting another in 1.6 s')
    expect(stderr).not.toMatch(/stopping/)
    // The stand-in's own stderr line is quoted as the cause's context.
    expect(stderr).toMatch(/its last stderr lines:\n {2}│ stand-in server \d+ starting/)
    console.log(`supervisor: 8 kills, outages (ms): ${outages.join(', ')}`)
  }, 90_000)

  it('one process (WEB_CONCURRENCY=1): a crash is restarted, with the uncaught exception quoted', async () => {
    const port = await startPrimary(1)
    const seen = new Set<number>()
    for (let i = 0; i < 6; i++) {
      const pid = await answeringPid(port, seen, 8000)
      seen.add(pid)
      // An uncaught exception after the answer: the process exits with code 1.
      await ask(port, '/crash')
      await expect.poll(() => stderr.includes(`Error: boom in ${pid}`), { timeout: 5000 }).toBe(true)
    }
    const pid = await answeringPid(port, seen, 8000)
    expect(seen.has(pid)).toBe(false)
    expect(primary?.exitCode).toBeNull()
    expect(stderr).toMatch(
      /✖ server process \d+ exited \(exit code 1\) after [\d.]+ s; starting another in [\d.]+ s \(\d+ exits? in the last 60 s\); its last stderr lines:\n(?: {2}│ .*\n)*? {2}│ Error: boom in \d+/,
    )
    expect(stderr.match(/exited \(exit code 1\)/g)).toHaveLength(6)
  }, 60_000)
})
