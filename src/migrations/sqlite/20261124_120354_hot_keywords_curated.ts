import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Old pin/hide rules: only pinned, visible ones were shown as they are; they become the curated list.
  await db.run(sql`DELETE FROM \`search_keywords\` WHERE coalesce(\`pinned\`, 0) = 0 OR coalesce(\`hidden\`, 0) = 1;`)
  await db.run(sql`DROP INDEX \`search_keywords_keyword_idx\`;`)
  await db.run(sql`ALTER TABLE \`search_keywords\` ADD \`language\` text DEFAULT 'cn' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`search_keywords_language_idx\` ON \`search_keywords\` (\`language\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`language_keyword_idx\` ON \`search_keywords\` (\`language\`,\`keyword\`);`)
  await db.run(sql`ALTER TABLE \`search_keywords\` DROP COLUMN \`pinned\`;`)
  await db.run(sql`ALTER TABLE \`search_keywords\` DROP COLUMN \`hidden\`;`)
  await db.run(sql`ALTER TABLE \`search_logs\` ADD \`visitor\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`search_keywords_language_idx\`;`)
  await db.run(sql`DROP INDEX \`language_keyword_idx\`;`)
  await db.run(sql`ALTER TABLE \`search_keywords\` ADD \`pinned\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`search_keywords\` ADD \`hidden\` integer DEFAULT false;`)
  await db.run(sql`CREATE UNIQUE INDEX \`search_keywords_keyword_idx\` ON \`search_keywords\` (\`keyword\`);`)
  await db.run(sql`ALTER TABLE \`search_keywords\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`search_logs\` DROP COLUMN \`visitor\`;`)
}
