import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { writeNginxConfig } from '../scripts/nginx-config.mjs'
import { createPostgresDatabase } from '../tests/setup/database'
import { startS3Server } from '../tests/setup/s3-server'

/**
 * The multi-node topology of `npm run test:cluster` (issue 18), all on this machine as separate processes on
 * separate ports: nginx (the shipped deploy/nginx.conf) in front of two app nodes started from the one build in `.next/` (scripts/server.mjs,
 * one process each, as two hosts would run it), a fresh PostgreSQL database, Redis (its own key prefix per
 * run), an S3-protocol server (s3rver) holding every uploaded file, and the jobs worker (`npm run worker`: mail,
 * retries, purges), the only process that runs jobs. Each node has its own DATA_DIR (nothing a
 * node keeps on its disk is seen by the other); the local providers' outbox (the stand-in for the SMTP and SMS
 * providers both nodes would talk to) is one folder the tests read.
 */

const root = path.resolve(import.meta.dirname, '..')
export const ADMIN = { email: 'admin@example.com', password: 'Cluster-Admin-Password-1' }

export interface Node {
  name: 'a' | 'b'
  port: number
  url: string
  dataDir: string
  process: ChildProcess | null
  /** Everything the node wrote to stdout/stderr (for a failing test's message). */
  log: string[]
}

export interface Topology {
  /** nginx: what clients use. */
  url: string
  nodes: { a: Node; b: Node }
  databaseUrl: string
  outboxDir: string
  redisPrefix: string
  /** What the jobs worker wrote to stdout/stderr. */
  workerLog: string[]
  env: NodeJS.ProcessEnv
  start(node: Node): Promise<void>
  /** SIGKILL (no drain) or SIGTERM (drains); resolves when the process has exited. */
  stop(node: Node, signal: 'SIGKILL' | 'SIGTERM'): Promise<void>
  close(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = http.createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

export async function waitForHealth(url: string, ms: number, log?: string[]): Promise<void> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      const res = await fetch(`${url}/api/v1/health`)
      if (res.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s\n${(log ?? []).slice(-30).join('')}`)
}

export async function startTopology(): Promise<Topology> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cluster-'))
  const database = await createPostgresDatabase(
    process.env.CLUSTER_POSTGRES_URL || process.env.CI_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    'site_cluster',
  )
  const s3 = await startS3Server()
  const outboxDir = path.join(scratch, 'outbox')
  const redisPrefix = `cluster-${Date.now()}-${randomBytes(2).toString('hex')}:`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--conditions=production'].filter(Boolean).join(' '),
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    REDIS_PREFIX: redisPrefix,
    // What every node of one deployment shares (docs/deploy.md): the session secret, and the proxy in front.
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    TRUSTED_PROXY_HOPS: '1',
    OUTBOX_DIR: outboxDir,
    CAPTCHA_OUTBOX: '1',
    SEED_ADMIN_EMAIL: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
    // Jobs (mail, retries, purges) run in the worker only (npm run worker, below).
    JOBS_WORKER: 'external',
    ...s3.env,
    S3_PREFIX: `cluster-${Date.now()}`,
  }
  // The release step, once: migrations and the demo seed on the empty database (`npm run migrate`). Not spawnSync:
  // the seed uploads its files to the S3 server, which answers from this process.
  const release = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', 'scripts/prepare-db.ts'], {
    cwd: root,
    env: { ...env, DATA_DIR: path.join(scratch, 'release') },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const releaseLog: string[] = []
  release.stdout?.on('data', (chunk: Buffer) => releaseLog.push(chunk.toString()))
  release.stderr?.on('data', (chunk: Buffer) => releaseLog.push(chunk.toString()))
  const releaseCode = await new Promise<number | null>((resolve) => release.once('exit', resolve))
  if (releaseCode !== 0) throw new Error(`prepare-db failed (${releaseCode}):\n${releaseLog.join('')}`)

  const makeNode = async (name: 'a' | 'b'): Promise<Node> => {
    const port = await freePort()
    const dataDir = path.join(scratch, `node-${name}`)
    fs.mkdirSync(dataDir, { recursive: true })
    return { name, port, url: `http://127.0.0.1:${port}`, dataDir, process: null, log: [] }
  }
  const nodes = { a: await makeNode('a'), b: await makeNode('b') }

  const start = async (node: Node) => {
    const child = spawn(process.execPath, ['--conditions=production', 'scripts/server.mjs'], {
      cwd: root,
      env: { ...env, PORT: String(node.port), DATA_DIR: node.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    node.process = child
    const keep = (chunk: Buffer) => {
      node.log.push(chunk.toString())
      if (node.log.length > 400) node.log.splice(0, node.log.length - 400)
    }
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    await waitForHealth(node.url, 120_000, node.log)
  }
  const stop = async (node: Node, signal: 'SIGKILL' | 'SIGTERM') => {
    const child = node.process
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill(signal)
    await exited
    node.process = null
  }

  await Promise.all([start(nodes.a), start(nodes.b)])
  // The jobs worker: its own process and DATA_DIR, like a third host.
  const workerLog: string[] = []
  const worker = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', 'scripts/worker.ts'], {
    cwd: root,
    env: { ...env, DATA_DIR: path.join(scratch, 'worker'), JOBS_WORKER: 'inline' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  worker.stdout?.on('data', (chunk: Buffer) => workerLog.push(chunk.toString()))
  worker.stderr?.on('data', (chunk: Buffer) => workerLog.push(chunk.toString()))

  // The shipped deploy/nginx.conf, its upstream pointed at the two nodes (scripts/nginx-config.mjs), serving the
  // build's static files from disk as a proxy host would have them.
  const site = path.join(scratch, 'site')
  fs.mkdirSync(path.join(site, '_next'), { recursive: true })
  fs.chmodSync(scratch, 0o755)
  fs.chmodSync(site, 0o755)
  fs.symlinkSync(path.join(root, '.next', 'static'), path.join(site, '_next', 'static'))
  const port = await freePort()
  const nginxArgs = writeNginxConfig({
    upstreams: [nodes.a, nodes.b].map((n) => `127.0.0.1:${n.port}`),
    port,
    staticRoot: site,
    scratch: path.join(scratch, 'nginx'),
  })
  // The test asks which node answered (X-Upstream); the shipped file does not say.
  const conf = nginxArgs[1] as string
  fs.writeFileSync(
    conf,
    fs
      .readFileSync(conf, 'utf8')
      .replaceAll(
        'add_header X-Request-Id $request_id always;',
        'add_header X-Request-Id $request_id always;\n    add_header X-Upstream $upstream_addr always;',
      ),
  )
  const nginx = spawn('nginx', [...nginxArgs, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] })
  const url = `http://127.0.0.1:${port}`
  await waitForHealth(url, 20_000)

  return {
    url,
    nodes,
    databaseUrl: database.url,
    outboxDir,
    redisPrefix,
    workerLog,
    env,
    start,
    stop,
    close: async () => {
      nginx.kill('SIGTERM')
      const workerExited = new Promise((resolve) => worker.once('exit', resolve))
      worker.kill('SIGTERM')
      await Promise.race([workerExited, new Promise((resolve) => setTimeout(resolve, 25_000))])
      await Promise.all([stop(nodes.a, 'SIGTERM'), stop(nodes.b, 'SIGTERM')])
      await database.drop().catch(() => {})
      await s3.close().catch(() => {})
      fs.rmSync(scratch, { recursive: true, force: true })
    },
  }
}

const agents = new Map<string, http.Agent>()

/**
 * One HTTP request from the client address `from` (a loopback address such as 127.0.3.7: the proxy sees each
 * simulated visitor at its own address, as per-IP limits need). Resolves with the status, headers and body;
 * a network error resolves with status 0.
 */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; error?: string }> {
  const from = options.from ?? '127.0.0.1'
  let agent = agents.get(from)
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, localAddress: from, maxSockets: 8 })
    agents.set(from, agent)
  }
  return new Promise((resolve) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('error', (error) => resolve({ status: 0, headers: {}, body: '', error: error.message }))
      },
    )
    req.on('error', (error) => resolve({ status: 0, headers: {}, body: '', error: error.message }))
    req.on('timeout', () => req.destroy(new Error('timeout')))
    if (options.body !== undefined) req.write(options.body)
    req.end()
  })
}

/** Closes the kept-alive client sockets (end of the suite). */
export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy()
  agents.clear()
}
