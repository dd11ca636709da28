import path from 'node:path'
import type { SeedReport } from './seed'

/** The first start's banner with the demo staff login, naming the file the password really went to (DATA_DIR). */
export function demoAdminBanner(admin: NonNullable<SeedReport['admin']>, cwd = process.cwd()): string {
  const line = '─'.repeat(60)
  const relative = admin.savedIn ? path.relative(cwd, admin.savedIn) : ''
  const where = relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : admin.savedIn
  const saved = where ? `  (also saved in ${where})\n` : ''
  return `\n${line}\n后台 Back office: /admin\n  e-mail:   ${admin.email}\n  password: ${admin.password ?? '(SEED_ADMIN_PASSWORD)'}\n${saved}${line}\n`
}
