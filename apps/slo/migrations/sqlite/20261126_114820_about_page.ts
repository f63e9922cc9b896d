import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`about_page_intro\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`paragraph\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_intro_order_idx\` ON \`about_page_intro\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_intro_parent_id_idx\` ON \`about_page_intro\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_intro_locale_idx\` ON \`about_page_intro\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`about_page_history_story\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`paragraph\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_history\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_history_story_order_idx\` ON \`about_page_history_story\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_history_story_parent_id_idx\` ON \`about_page_history_story\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_history_story_locale_idx\` ON \`about_page_history_story\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`about_page_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_history_order_idx\` ON \`about_page_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_history_parent_id_idx\` ON \`about_page_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_history_locale_idx\` ON \`about_page_history\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`about_page_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_values_order_idx\` ON \`about_page_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_values_parent_id_idx\` ON \`about_page_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_values_locale_idx\` ON \`about_page_values\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`about_page_certificates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`certificate\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_certificates_order_idx\` ON \`about_page_certificates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_certificates_parent_id_idx\` ON \`about_page_certificates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_certificates_locale_idx\` ON \`about_page_certificates\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`about_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`about_page_locales\` (
  	\`lead\` text NOT NULL,
  	\`history_intro\` text NOT NULL,
  	\`mission\` text NOT NULL,
  	\`vision\` text NOT NULL,
  	\`certificates_intro\` text NOT NULL,
  	\`locations_intro\` text NOT NULL,
  	\`memberships_intro\` text NOT NULL,
  	\`company_info_text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_locales_locale_parent_id_unique\` ON \`about_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_intro\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`paragraph\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_intro_order_idx\` ON \`_about_page_v_version_intro\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_intro_parent_id_idx\` ON \`_about_page_v_version_intro\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_intro_locale_idx\` ON \`_about_page_v_version_intro\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_history_story\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`paragraph\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_history\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_history_story_order_idx\` ON \`_about_page_v_version_history_story\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_history_story_parent_id_idx\` ON \`_about_page_v_version_history_story\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_history_story_locale_idx\` ON \`_about_page_v_version_history_story\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_history_order_idx\` ON \`_about_page_v_version_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_history_parent_id_idx\` ON \`_about_page_v_version_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_history_locale_idx\` ON \`_about_page_v_version_history\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_values_order_idx\` ON \`_about_page_v_version_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_values_parent_id_idx\` ON \`_about_page_v_version_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_values_locale_idx\` ON \`_about_page_v_version_values\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_certificates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`certificate\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_certificates_order_idx\` ON \`_about_page_v_version_certificates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_certificates_parent_id_idx\` ON \`_about_page_v_version_certificates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_certificates_locale_idx\` ON \`_about_page_v_version_certificates\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_created_at_idx\` ON \`_about_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_updated_at_idx\` ON \`_about_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_locales\` (
  	\`version_lead\` text NOT NULL,
  	\`version_history_intro\` text NOT NULL,
  	\`version_mission\` text NOT NULL,
  	\`version_vision\` text NOT NULL,
  	\`version_certificates_intro\` text NOT NULL,
  	\`version_locations_intro\` text NOT NULL,
  	\`version_memberships_intro\` text NOT NULL,
  	\`version_company_info_text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_locales_locale_parent_id_unique\` ON \`_about_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`about_page_intro\`;`)
  await db.run(sql`DROP TABLE \`about_page_history_story\`;`)
  await db.run(sql`DROP TABLE \`about_page_history\`;`)
  await db.run(sql`DROP TABLE \`about_page_values\`;`)
  await db.run(sql`DROP TABLE \`about_page_certificates\`;`)
  await db.run(sql`DROP TABLE \`about_page\`;`)
  await db.run(sql`DROP TABLE \`about_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_intro\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_history_story\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_history\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_values\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_certificates\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_locales\`;`)
}
