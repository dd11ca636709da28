import { TIME_ZONE } from '../domain/content/content-dates'

/**
 * The server process's local time zone set to the site's, Asia/Shanghai (issue 30, docs/adr/0033): Payload's
 * server-rendered back-office times (the version view's date and breadcrumb, the restore dialog's "restore to
 * …") are formatted in the process's local zone, and there is no setting to name another. The site's own code
 * never reads local time (it formats with an explicit `timeZone` or UTC fields), so only those texts change.
 * Node applies a change of `process.env.TZ` at once.
 */
export function applySiteTimeZone(env: NodeJS.ProcessEnv = process.env): void {
  env.TZ = TIME_ZONE
}
