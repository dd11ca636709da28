import http from 'node:http'
import autocannon from 'autocannon'

/** One autocannon run as a promise (the load benches' common runner). */
export function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)))
  })
}

/** A TCP port free on 127.0.0.1 for a server the bench starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = http.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}
