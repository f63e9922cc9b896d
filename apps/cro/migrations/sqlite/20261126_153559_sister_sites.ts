import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sister_sites_sites\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sister_sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sister_sites_sites_order_idx\` ON \`sister_sites_sites\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sister_sites_sites_parent_id_idx\` ON \`sister_sites_sites\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sister_sites_sites_locales\` (
  	\`country\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sister_sites_sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sister_sites_sites_locales_locale_parent_id_unique\` ON \`sister_sites_sites_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sister_sites\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_sister_sites_v_version_sites\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sister_sites_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sister_sites_v_version_sites_order_idx\` ON \`_sister_sites_v_version_sites\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_sister_sites_v_version_sites_parent_id_idx\` ON \`_sister_sites_v_version_sites\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_sister_sites_v_version_sites_locales\` (
  	\`country\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sister_sites_v_version_sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_sister_sites_v_version_sites_locales_locale_parent_id_uniqu\` ON \`_sister_sites_v_version_sites_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_sister_sites_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_sister_sites_v_created_at_idx\` ON \`_sister_sites_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sister_sites_v_updated_at_idx\` ON \`_sister_sites_v\` (\`updated_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sister_sites_sites\`;`)
  await db.run(sql`DROP TABLE \`sister_sites_sites_locales\`;`)
  await db.run(sql`DROP TABLE \`sister_sites\`;`)
  await db.run(sql`DROP TABLE \`_sister_sites_v_version_sites\`;`)
  await db.run(sql`DROP TABLE \`_sister_sites_v_version_sites_locales\`;`)
  await db.run(sql`DROP TABLE \`_sister_sites_v\`;`)
}
