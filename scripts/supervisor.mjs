/**
 * Keeps the server processes of `npm start` / `npm run serve` running (scripts/start.mjs), with one process or
 * several (node:cluster). A process that exits unexpectedly is started again after a pause that doubles with each
 * exit in the last minute (1 s, 2 s, 4 s … up to 30 s) and falls back to 1 s once a minute passes without one; it
 * never gives up (issue 31, point 5: five exits in a minute used to stop the whole site, and with one process one
 * crash ended `npm start`). Each exit is logged with its cause: the exit code or signal, how long the process ran,
 * and the last lines it wrote to stderr (the stack of an uncaught exception, a port already taken…). When the
 * supervisor itself stops (SIGINT/SIGTERM) it passes the signal on and restarts nothing.
 * What restarts the supervisor itself: the service manager (docs/deploy.md: systemd's Restart=always, the
 * container's restart policy and health check).
 *
 *   const supervisor = superviseCluster({ cluster, count: 2, env })
 *   const supervisor = superviseProcess({ command: process.execPath, args: [script], env })
 *   await supervisor.stop('SIGTERM') // resolves once every process has exited
 */
import { spawn } from 'node:child_process'

export const RESTART_DEFAULTS = Object.freeze({ baseMs: 1000, capMs: 30_000, windowMs: 60_000, stderrLines: 20 })

/** The pause before the next start after `recentExits` exits within the window (1 → baseMs, doubling, capped). */
export function restartDelay(recentExits, { baseMs, capMs } = RESTART_DEFAULTS) {
  const doublings = Math.max(0, Math.min(30, recentExits - 1))
  return Math.min(capMs, baseMs * 2 ** doublings)
}

/** The last `max` lines of a stream (for the exit's log line), while passing every line on to `forward`. */
export function tailLines(max, forward) {
  const lines = []
  let partial = ''
  return {
    write(chunk) {
      const text = partial + chunk.toString('utf8')
      const parts = text.split('\n')
      partial = parts.pop() ?? ''
      if (partial.length > 4096) {
        parts.push(partial)
        partial = ''
      }
      for (const line of parts) {
        forward?.(`${line}\n`)
        if (!line.trim()) continue
        lines.push(line.length > 500 ? `${line.slice(0, 500)}…` : line)
        if (lines.length > max) lines.shift()
      }
    },
    flush() {
      if (partial) this.write('\n')
    },
    lines: () => [...lines],
  }
}

function describeExit(code, signal) {
  return signal ? `signal ${signal}` : `exit code ${code}`
}

/**
 * The supervision loop, over `count` slots; `start(slot)` starts a process and returns
 * `{ pid, kill(signal), stderr (readable or null), stdout (readable or null), once('exit', (code, signal)) }`.
 */
export function supervise({
  count,
  start,
  label = 'server process',
  log = (text) => process.stderr.write(`${text}\n`),
  forwardStderr = (text) => process.stderr.write(text),
  forwardStdout = (chunk) => process.stdout.write(chunk),
  baseMs = RESTART_DEFAULTS.baseMs,
  capMs = RESTART_DEFAULTS.capMs,
  windowMs = RESTART_DEFAULTS.windowMs,
  stderrLines = RESTART_DEFAULTS.stderrLines,
  now = () => Date.now(),
}) {
  const running = new Map()
  const timers = new Set()
  const exits = []
  let stopping = false
  let restarts = 0
  let allExited = () => {}
  const launch = (slot) => {
    const startedAt = now()
    const child = start(slot)
    const tail = tailLines(stderrLines, forwardStderr)
    child.stderr?.on('data', (chunk) => tail.write(chunk))
    child.stdout?.on('data', (chunk) => forwardStdout(chunk))
    running.set(slot, child)
    child.once('exit', (code, signal) => {
      tail.flush()
      if (running.get(slot) === child) running.delete(slot)
      if (stopping) {
        if (running.size === 0) allExited()
        return
      }
      const at = now()
      exits.push(at)
      while (exits.length && exits[0] <= at - windowMs) exits.shift()
      const delay = restartDelay(exits.length, { baseMs, capMs })
      const ran = ((at - startedAt) / 1000).toFixed(1)
      const last = tail.lines()
      log(
        `✖ ${label} ${child.pid} exited (${describeExit(code, signal)}) after ${ran} s; starting another in ` +
          `${(delay / 1000).toFixed(1)} s (${exits.length} exit${exits.length === 1 ? '' : 's'} in the last ` +
          `${Math.round(windowMs / 1000)} s)` +
          (last.length
            ? `; its last stderr lines:\n${last.map((line) => `  │ ${line}`).join('\n')}`
            : '; it wrote nothing to stderr'),
      )
      const timer = setTimeout(() => {
        timers.delete(timer)
        if (stopping) return
        restarts += 1
        launch(slot)
      }, delay)
      timers.add(timer)
    })
  }
  for (let slot = 0; slot < count; slot++) launch(slot)
  return {
    get pids() {
      return [...running.values()].map((child) => child.pid)
    },
    get restarts() {
      return restarts
    },
    /** Passes `signal` on to every process, starts none again; resolves once all have exited. */
    stop(signal = 'SIGTERM') {
      stopping = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      if (running.size === 0) return Promise.resolve()
      const done = new Promise((resolve) => {
        allExited = resolve
      })
      for (const child of running.values()) child.kill(signal)
      return done
    },
  }
}

/** One server process (WEB_CONCURRENCY=1), started with `spawn`; its stdout is inherited, its stderr read here. */
export function superviseProcess({ command, args = [], cwd, env, ...options }) {
  return supervise({
    count: 1,
    ...options,
    start: () => {
      const child = spawn(command, args, { cwd, env, stdio: ['inherit', 'inherit', 'pipe'] })
      return child
    },
  })
}

/**
 * `count` server processes under node:cluster (they share the port); the primary must have called
 * `cluster.setupPrimary({ exec, silent: true })` (silent: their output comes through here, so the exit's log line
 * can quote their last stderr lines).
 */
export function superviseCluster({ cluster, count, env, ...options }) {
  return supervise({
    count,
    ...options,
    start: () => {
      const worker = cluster.fork(env)
      const child = worker.process
      return {
        get pid() {
          return child.pid
        },
        kill: (signal) => child.kill(signal),
        stderr: child.stderr,
        stdout: child.stdout,
        once: (event, listener) => worker.once(event, listener),
      }
    },
  })
}
