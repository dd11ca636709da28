import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'
import { DRAFT_STATE_INDEXES, draftStateBackfill, draftStateDown } from '../shared/draft-state'

// Hand-written (src/migrations/shared/draft-state.ts says why); the .json snapshot is the generator's.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const run = async (query: string) => {
    await db.run(sql.raw(query))
  }
  await run(`ALTER TABLE \`products\` ADD \`_status\` text DEFAULT 'draft'`)
  await run(`ALTER TABLE \`_products_v\` ADD \`version__status\` text DEFAULT 'draft'`)
  await run('ALTER TABLE `_products_v` ADD `snapshot` integer')
  await run('ALTER TABLE `_products_v` ADD `published_locale` text')
  await run('ALTER TABLE `_products_v` ADD `latest` integer')
  for (const index of DRAFT_STATE_INDEXES) await run(index)
  await draftStateBackfill(run, '1')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await draftStateDown(async (query) => {
    await db.run(sql.raw(query))
  })
}
