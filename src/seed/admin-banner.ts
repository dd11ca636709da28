import path from 'node:path'
import type { SeedReport } from './seed'

/**
 * The first start's banner with the demo staff login: the e-mail and the file its password went to (DATA_DIR),
 * never the password itself (issue 31, point 11: stdout ends up in terminals' scrollback, CI logs and journald).
 */
export function demoAdminBanner(admin: NonNullable<SeedReport['admin']>, cwd = process.cwd()): string {
  const line = '─'.repeat(60)
  const relative = admin.savedIn ? path.relative(cwd, admin.savedIn) : ''
  const where = relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : admin.savedIn
  const password = where ? `in ${where} (readable by this user only)` : '(SEED_ADMIN_PASSWORD)'
  return `\n${line}\n后台 Back office: /admin\n  e-mail:   ${admin.email}\n  password: ${password}\n${line}\n`
}
