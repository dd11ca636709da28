import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { DRAFT_STATE_INDEXES, draftStateBackfill, draftStateDown } from '../shared/draft-state'

// Hand-written (src/migrations/shared/draft-state.ts says why); the .json snapshot is the generator's.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const run = async (query: string) => {
    await db.execute(sql.raw(query))
  }
  await run(`CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('cn', 'en')`)
  // Payload's task: a new value of the jobs' task enums (not used in this transaction, which PostgreSQL allows).
  await run(`ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'schedulePublish'`)
  await run(`ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'schedulePublish'`)
  await run(`ALTER TABLE "products" ADD COLUMN "_status" "enum_products_status" DEFAULT 'draft'`)
  await run(
    `ALTER TABLE "_products_v" ADD COLUMN "version__status" "enum__products_v_version_status" DEFAULT 'draft'`,
  )
  await run(`ALTER TABLE "_products_v" ADD COLUMN "snapshot" boolean`)
  await run(`ALTER TABLE "_products_v" ADD COLUMN "published_locale" "enum__products_v_published_locale"`)
  await run(`ALTER TABLE "_products_v" ADD COLUMN "latest" boolean`)
  for (const index of DRAFT_STATE_INDEXES) await run(index)
  await draftStateBackfill(run, 'true')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await draftStateDown(async (query) => {
    await db.execute(sql.raw(query))
  })
  await db.execute(sql.raw(`DROP TYPE IF EXISTS "public"."enum__products_v_published_locale"`))
}
