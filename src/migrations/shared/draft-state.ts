/**
 * Issue 22, scheduled publishing: products get Payload's drafts (`_status` on the row, `version__status`,
 * `latest`, `snapshot` and `published_locale` on the versions) so the `schedulePublish` task can publish and
 * unpublish them. Shared by the SQLite and PostgreSQL migrations `schedule_publish`.
 *
 * Written by hand, not as generated: the generator rebuilt every product table on SQLite (dropping the partial
 * unique index of the catalog number) and altered `_status` before adding it on PostgreSQL. The columns are only
 * added; the required columns stay NOT NULL (the collection validates drafts too: `drafts.validate`).
 * Existing rows keep their state: `_status` is copied from `status`, and each product's newest version is its
 * `latest` one (what Payload reads as the draft in hand).
 */
export async function draftStateBackfill(run: (query: string) => Promise<void>, yes: string): Promise<void> {
  await run(`UPDATE "products" SET "_status" = "status"`)
  await run(`UPDATE "_products_v" SET "version__status" = "version_status"`)
  await run(
    `UPDATE "_products_v" SET "latest" = ${yes} WHERE "id" IN (SELECT MAX("id") FROM "_products_v" GROUP BY "parent_id")`,
  )
}

export const DRAFT_STATE_INDEXES = [
  `CREATE INDEX IF NOT EXISTS "products__status_idx" ON "products" ("_status")`,
  `CREATE INDEX IF NOT EXISTS "_products_v_version_version__status_idx" ON "_products_v" ("version__status")`,
  `CREATE INDEX IF NOT EXISTS "_products_v_snapshot_idx" ON "_products_v" ("snapshot")`,
  `CREATE INDEX IF NOT EXISTS "_products_v_published_locale_idx" ON "_products_v" ("published_locale")`,
  `CREATE INDEX IF NOT EXISTS "_products_v_latest_idx" ON "_products_v" ("latest")`,
]

export async function draftStateDown(run: (query: string) => Promise<void>): Promise<void> {
  for (const index of [
    'products__status_idx',
    '_products_v_version_version__status_idx',
    '_products_v_snapshot_idx',
    '_products_v_published_locale_idx',
    '_products_v_latest_idx',
  ]) {
    await run(`DROP INDEX IF EXISTS "${index}"`)
  }
  await run(`ALTER TABLE "products" DROP COLUMN "_status"`)
  for (const column of ['version__status', 'snapshot', 'published_locale', 'latest']) {
    await run(`ALTER TABLE "_products_v" DROP COLUMN "${column}"`)
  }
}
