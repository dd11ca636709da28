import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`private_files_filename_idx\`;`)
  await db.run(sql`ALTER TABLE \`private_files\` DROP COLUMN \`url\`;`)
  await db.run(sql`ALTER TABLE \`private_files\` DROP COLUMN \`thumbnail_u_r_l\`;`)
  await db.run(sql`ALTER TABLE \`private_files\` DROP COLUMN \`filename\`;`)
  await db.run(sql`ALTER TABLE \`private_files\` DROP COLUMN \`filesize\`;`)
  await db.run(sql`ALTER TABLE \`private_files\` DROP COLUMN \`width\`;`)
  await db.run(sql`ALTER TABLE \`private_files\` DROP COLUMN \`height\`;`)
  await db.run(sql`ALTER TABLE \`private_files\` DROP COLUMN \`focal_x\`;`)
  await db.run(sql`ALTER TABLE \`private_files\` DROP COLUMN \`focal_y\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`private_files\` ADD \`url\` text;`)
  await db.run(sql`ALTER TABLE \`private_files\` ADD \`thumbnail_u_r_l\` text;`)
  await db.run(sql`ALTER TABLE \`private_files\` ADD \`filename\` text;`)
  await db.run(sql`ALTER TABLE \`private_files\` ADD \`filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`private_files\` ADD \`width\` numeric;`)
  await db.run(sql`ALTER TABLE \`private_files\` ADD \`height\` numeric;`)
  await db.run(sql`ALTER TABLE \`private_files\` ADD \`focal_x\` numeric;`)
  await db.run(sql`ALTER TABLE \`private_files\` ADD \`focal_y\` numeric;`)
  await db.run(sql`CREATE UNIQUE INDEX \`private_files_filename_idx\` ON \`private_files\` (\`filename\`);`)
}
