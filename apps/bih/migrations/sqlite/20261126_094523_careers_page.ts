import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`careers_page_intro\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`paragraph\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`careers_page_intro_order_idx\` ON \`careers_page_intro\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_page_intro_parent_id_idx\` ON \`careers_page_intro\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_page_intro_locale_idx\` ON \`careers_page_intro\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`careers_page_why\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`careers_page_why_order_idx\` ON \`careers_page_why\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_page_why_parent_id_idx\` ON \`careers_page_why\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_page_why_locale_idx\` ON \`careers_page_why\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`careers_page_offer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`line\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`careers_page_offer_order_idx\` ON \`careers_page_offer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_page_offer_parent_id_idx\` ON \`careers_page_offer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_page_offer_locale_idx\` ON \`careers_page_offer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`careers_page_apply_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`careers_page_apply_steps_order_idx\` ON \`careers_page_apply_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_page_apply_steps_parent_id_idx\` ON \`careers_page_apply_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_page_apply_steps_locale_idx\` ON \`careers_page_apply_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`careers_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`careers_page_locales\` (
  	\`lead\` text NOT NULL,
  	\`positions_intro\` text NOT NULL,
  	\`apply_text\` text NOT NULL,
  	\`privacy_note\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_page_locales_locale_parent_id_unique\` ON \`careers_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_page_v_version_intro\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`paragraph\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_intro_order_idx\` ON \`_careers_page_v_version_intro\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_intro_parent_id_idx\` ON \`_careers_page_v_version_intro\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_intro_locale_idx\` ON \`_careers_page_v_version_intro\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_careers_page_v_version_why\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_why_order_idx\` ON \`_careers_page_v_version_why\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_why_parent_id_idx\` ON \`_careers_page_v_version_why\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_why_locale_idx\` ON \`_careers_page_v_version_why\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_careers_page_v_version_offer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`line\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_offer_order_idx\` ON \`_careers_page_v_version_offer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_offer_parent_id_idx\` ON \`_careers_page_v_version_offer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_offer_locale_idx\` ON \`_careers_page_v_version_offer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_careers_page_v_version_apply_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_apply_steps_order_idx\` ON \`_careers_page_v_version_apply_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_apply_steps_parent_id_idx\` ON \`_careers_page_v_version_apply_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_apply_steps_locale_idx\` ON \`_careers_page_v_version_apply_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_careers_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_page_v_created_at_idx\` ON \`_careers_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_careers_page_v_updated_at_idx\` ON \`_careers_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_careers_page_v_locales\` (
  	\`version_lead\` text NOT NULL,
  	\`version_positions_intro\` text NOT NULL,
  	\`version_apply_text\` text NOT NULL,
  	\`version_privacy_note\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_page_v_locales_locale_parent_id_unique\` ON \`_careers_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`careers_page_intro\`;`)
  await db.run(sql`DROP TABLE \`careers_page_why\`;`)
  await db.run(sql`DROP TABLE \`careers_page_offer\`;`)
  await db.run(sql`DROP TABLE \`careers_page_apply_steps\`;`)
  await db.run(sql`DROP TABLE \`careers_page\`;`)
  await db.run(sql`DROP TABLE \`careers_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_page_v_version_intro\`;`)
  await db.run(sql`DROP TABLE \`_careers_page_v_version_why\`;`)
  await db.run(sql`DROP TABLE \`_careers_page_v_version_offer\`;`)
  await db.run(sql`DROP TABLE \`_careers_page_v_version_apply_steps\`;`)
  await db.run(sql`DROP TABLE \`_careers_page_v\`;`)
  await db.run(sql`DROP TABLE \`_careers_page_v_locales\`;`)
}
