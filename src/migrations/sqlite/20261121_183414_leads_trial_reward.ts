import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_private_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` text NOT NULL,
  	\`storage_key\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`original_name\` text,
  	\`mime_type\` text NOT NULL,
  	\`size\` numeric NOT NULL,
  	\`sha256\` text,
  	\`uploaded_at\` text NOT NULL,
  	\`claimed_at\` text,
  	\`claimed_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_private_files\`("id", "file_id", "storage_key", "purpose", "original_name", "mime_type", "size", "sha256", "uploaded_at", "claimed_at", "claimed_by", "updated_at", "created_at") SELECT "id", "file_id", "storage_key", "purpose", "original_name", "mime_type", "size", "sha256", "uploaded_at", "claimed_at", "claimed_by", "updated_at", "created_at" FROM \`private_files\`;`)
  await db.run(sql`DROP TABLE \`private_files\`;`)
  await db.run(sql`ALTER TABLE \`__new_private_files\` RENAME TO \`private_files\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`private_files_file_id_idx\` ON \`private_files\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`private_files_purpose_idx\` ON \`private_files\` (\`purpose\`);`)
  await db.run(sql`CREATE INDEX \`private_files_uploaded_at_idx\` ON \`private_files\` (\`uploaded_at\`);`)
  await db.run(sql`CREATE INDEX \`private_files_claimed_at_idx\` ON \`private_files\` (\`claimed_at\`);`)
  await db.run(sql`CREATE INDEX \`private_files_updated_at_idx\` ON \`private_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`private_files_created_at_idx\` ON \`private_files\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_private_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`purpose\` text,
  	\`mime_type\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_private_files\`("id", "purpose", "mime_type", "updated_at", "created_at") SELECT "id", "purpose", "mime_type", "updated_at", "created_at" FROM \`private_files\`;`)
  await db.run(sql`DROP TABLE \`private_files\`;`)
  await db.run(sql`ALTER TABLE \`__new_private_files\` RENAME TO \`private_files\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`private_files_updated_at_idx\` ON \`private_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`private_files_created_at_idx\` ON \`private_files\` (\`created_at\`);`)
}
