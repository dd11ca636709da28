/**
 * Brings the database up to date before the server starts: runs pending migrations, then seeds the demo
 * site when the database is empty (no category yet) and prints the demo staff login once.
 * Usage: npm run db:prepare   (npm start calls it)
 */
import { getPayload } from 'payload'
import { migrateDatabase } from '../src/lib/migrate'
import config from '../src/payload.config'
import { demoAdminBanner } from '../src/seed/admin-banner'
import { seed } from '../src/seed/seed'

const payload = await getPayload({ config })
await migrateDatabase(payload)
const { totalDocs } = await payload.count({ collection: 'categories', overrideAccess: true })
if (totalDocs === 0 || process.argv.includes('--seed')) {
  const started = Date.now()
  const report = await seed(payload, (m) => payload.logger.info(`seed: ${m}`))
  payload.logger.info(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  if (report.admin) console.log(demoAdminBanner(report.admin))
  if (report.member) {
    console.log(
      `演示会员 Demo shop member: /login\n  e-mail:   ${report.member.email}\n  password: ${report.member.password}\n`,
    )
  }
}
await payload.destroy()
process.exit(0)
