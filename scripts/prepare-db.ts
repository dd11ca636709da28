/**
 * Brings the database up to date before the server starts: runs pending migrations, then seeds the demo
 * site when the database is empty (no category yet) and prints the demo staff login once (`--no-seed`: migrations
 * only; `--seed`: seed even a database with data). Both under the database's migration lock, so two nodes
 * starting at once migrate and seed once (src/lib/migrate.ts, withMigrationLock).
 * Usage: npm run migrate (the release step of a deployment; npm start calls it), npm run db:prepare, npm run seed
 */
import { getPayload } from 'payload'
import { migrateDatabase, withMigrationLock } from '../src/lib/migrate'
import config from '../src/payload.config'
import { demoAdminBanner } from '../src/seed/admin-banner'
import { seed } from '../src/seed/seed'

const payload = await getPayload({ config })
await withMigrationLock(payload, async () => {
  await migrateDatabase(payload)
  if (process.argv.includes('--no-seed')) return
  const { totalDocs } = await payload.count({ collection: 'categories', overrideAccess: true })
  if (totalDocs === 0 || process.argv.includes('--seed')) {
    const started = Date.now()
    const report = await seed(payload, (m) => payload.logger.info(`seed: ${m}`))
    payload.logger.info(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    if (report.admin) console.log(demoAdminBanner(report.admin))
    if (report.member) {
      // The demo member's fixed, documented password; one chosen in SEED_MEMBER_PASSWORD is not printed.
      const password = process.env.SEED_MEMBER_PASSWORD ? '(SEED_MEMBER_PASSWORD)' : report.member.password
      console.log(`演示会员 Demo shop member: /login\n  e-mail:   ${report.member.email}\n  password: ${password}\n`)
    }
  }
})
await payload.destroy()
process.exit(0)
