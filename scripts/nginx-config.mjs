/**
 * deploy/nginx.conf made runnable on this machine, for its tests and the multi-node harness: the upstream's
 * `server` lines replaced by the given addresses, the listening port, the static files' root, and every path nginx
 * writes (pid, cache, temporary files, access log) moved under one scratch folder, so that `nginx -t` and nginx itself run
 * without touching /etc, /run or /var. Without Debian's brotli_static module its one directive is left out.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const SHIPPED_CONFIG = path.resolve(import.meta.dirname, '..', 'deploy', 'nginx.conf')

/** The nginx binary on PATH or in /usr/sbin, or null. */
export function nginxBinary() {
  for (const candidate of [
    '/usr/sbin/nginx',
    ...(process.env.PATH ?? '').split(':').map((d) => path.join(d, 'nginx')),
  ]) {
    if (candidate && fs.existsSync(candidate)) return candidate
  }
  return null
}

/** Whether Debian's brotli_static module is installed and enabled. */
export function hasBrotliStatic() {
  try {
    return fs.readdirSync('/etc/nginx/modules-enabled').some((name) => name.includes('brotli-static'))
  } catch {
    return false
  }
}

/**
 * @param {{ upstreams: string[], port: number, staticRoot: string, scratch: string, source?: string }} options
 * @returns {string} the configuration's text
 */
export function renderNginxConfig({ upstreams, port, staticRoot, scratch, source = SHIPPED_CONFIG }) {
  let text = fs.readFileSync(source, 'utf8')
  const servers = upstreams.map((address) => `    server ${address} max_fails=3 fail_timeout=10s;`).join('\n')
  const upstreamLines = /^ {4}server app\d+:\d+ [^\n]*\n(?:^ {4}server app\d+:\d+ [^\n]*\n)*/m
  if (!upstreamLines.test(text)) throw new Error('deploy/nginx.conf: no `server appN:port` lines in the upstream')
  text = text.replace(upstreamLines, `${servers}\n`)
  text = text.replace('listen 80 default_server;', `listen 127.0.0.1:${port} default_server;`)
  // A file, not /dev/stdout (which a child process's socket-pair stdout cannot open).
  text = text.replace('access_log /dev/stdout site_json;', `access_log ${path.join(scratch, 'access.log')} site_json;`)
  text = text.replace('pid /run/nginx.pid;', `pid ${path.join(scratch, 'nginx.pid')};`)
  text = text.replaceAll('/var/cache/nginx/site', path.join(scratch, 'cache'))
  text = text.replace('root /srv/site;', `root ${staticRoot};`)
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(scratch, `${kind}_temp`)};`)
    .join('\n')
  text = text.replace(/^http \{\n/m, `http {\n${temp}\n`)
  if (!hasBrotliStatic()) text = text.replace(/^\s*brotli_static on;\n/m, '')
  return text
}

/**
 * Writes the rendered configuration to `scratch` and returns the nginx arguments that use it (`-c …`).
 * @param {Parameters<typeof renderNginxConfig>[0]} options
 */
export function writeNginxConfig(options) {
  fs.mkdirSync(path.join(options.scratch, 'cache'), { recursive: true })
  // The workers (user nobody when the master runs as root) write the cache and read the static files.
  fs.chmodSync(options.scratch, 0o755)
  fs.chmodSync(path.join(options.scratch, 'cache'), 0o777)
  const file = path.join(options.scratch, 'nginx.conf')
  fs.writeFileSync(file, renderNginxConfig(options))
  return ['-c', file, '-e', 'stderr']
}

/** `nginx -t` on a written configuration: { ok, output }. */
export function testNginxConfig(args, binary = nginxBinary()) {
  if (!binary) return { ok: false, output: 'nginx is not installed' }
  const result = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' })
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` }
}
