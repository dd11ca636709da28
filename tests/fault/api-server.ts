/**
 * A server process for the fault test (tests/fault.test.ts) and the worker test (tests/jobs-worker.test.ts), to be
 * killed: the app's APIs (the same listener as the integration tests' server) on PORT (0: any free port), with
 * the jobs started as a web process starts them (`startJobs`: the runner with JOBS_WORKER=inline, nothing with
 * `external`) and the production server's shutdown path (scripts/shutdown.mjs: on SIGTERM finish requests, drain
 * the runner and the mail sender, exit 143). Prints `READY <port> jobs=<what startJobs started>` once it listens.
 * Run: node --conditions=production --import tsx tests/fault/api-server.ts
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { exitGracefullyOnSignals } from '../../scripts/shutdown.mjs'
import { migrateDatabase } from '../../src/lib/migrate'
import { getPayloadClient } from '../../src/lib/payload'
import { startJobs } from '../../src/server/jobs/runner'
import { apiRequestListener } from '../setup/api-handler'

const payload = await getPayloadClient()
// FAULT_MIGRATE=1: a fresh, empty database (the file-mode test's fresh start).
if (process.env.FAULT_MIGRATE === '1') await migrateDatabase(payload)
const jobs = startJobs(payload)
// The fault test's client stands for many visitors (X-Forwarded-For per submission): it is a trusted proxy here.
const server = http.createServer(await apiRequestListener({ trustedProxyHops: 1 }))
server.keepAliveTimeout = 65_000
exitGracefullyOnSignals(server)
server.listen(Number(process.env.PORT || 0), '127.0.0.1', () => {
  console.log(`READY ${(server.address() as AddressInfo).port} jobs=${jobs}`)
})
