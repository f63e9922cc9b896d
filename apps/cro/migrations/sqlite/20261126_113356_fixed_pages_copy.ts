import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`area_pages_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`area_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`area_pages_sections_order_idx\` ON \`area_pages_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`area_pages_sections_parent_id_idx\` ON \`area_pages_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`area_pages_sections_locale_idx\` ON \`area_pages_sections\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`area_pages_groups_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`area_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`area_pages_groups_items_order_idx\` ON \`area_pages_groups_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`area_pages_groups_items_parent_id_idx\` ON \`area_pages_groups_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`area_pages_groups_items_locale_idx\` ON \`area_pages_groups_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`area_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`area_pages_key_idx\` ON \`area_pages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`area_pages_updated_at_idx\` ON \`area_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`area_pages_created_at_idx\` ON \`area_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`area_pages__status_idx\` ON \`area_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`area_pages_locales\` (
  	\`lead\` text,
  	\`groups_heading\` text,
  	\`groups_intro\` text,
  	\`cta_title\` text,
  	\`cta_text\` text,
  	\`cta_button\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`area_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`area_pages_locales_locale_parent_id_unique\` ON \`area_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_area_pages_v_version_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_area_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_area_pages_v_version_sections_order_idx\` ON \`_area_pages_v_version_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_area_pages_v_version_sections_parent_id_idx\` ON \`_area_pages_v_version_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_area_pages_v_version_sections_locale_idx\` ON \`_area_pages_v_version_sections\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_area_pages_v_version_groups_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_area_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_area_pages_v_version_groups_items_order_idx\` ON \`_area_pages_v_version_groups_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_area_pages_v_version_groups_items_parent_id_idx\` ON \`_area_pages_v_version_groups_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_area_pages_v_version_groups_items_locale_idx\` ON \`_area_pages_v_version_groups_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_area_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_key\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`area_pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_area_pages_v_parent_idx\` ON \`_area_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_area_pages_v_version_version_key_idx\` ON \`_area_pages_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_area_pages_v_version_version_updated_at_idx\` ON \`_area_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_area_pages_v_version_version_created_at_idx\` ON \`_area_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_area_pages_v_version_version__status_idx\` ON \`_area_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_area_pages_v_created_at_idx\` ON \`_area_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_area_pages_v_updated_at_idx\` ON \`_area_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_area_pages_v_snapshot_idx\` ON \`_area_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_area_pages_v_published_locale_idx\` ON \`_area_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_area_pages_v_latest_idx\` ON \`_area_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_area_pages_v_locales\` (
  	\`version_lead\` text,
  	\`version_groups_heading\` text,
  	\`version_groups_intro\` text,
  	\`version_cta_title\` text,
  	\`version_cta_text\` text,
  	\`version_cta_button\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_area_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_area_pages_v_locales_locale_parent_id_unique\` ON \`_area_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`legal_pages_sections_order_idx\` ON \`legal_pages_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_sections_parent_id_idx\` ON \`legal_pages_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_sections_locale_idx\` ON \`legal_pages_sections\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_key_idx\` ON \`legal_pages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_updated_at_idx\` ON \`legal_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_created_at_idx\` ON \`legal_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages__status_idx\` ON \`legal_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_locales\` (
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_locales_locale_parent_id_unique\` ON \`legal_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v_version_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_legal_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_sections_order_idx\` ON \`_legal_pages_v_version_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_sections_parent_id_idx\` ON \`_legal_pages_v_version_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_sections_locale_idx\` ON \`_legal_pages_v_version_sections\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_key\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_parent_idx\` ON \`_legal_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_key_idx\` ON \`_legal_pages_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_updated_at_idx\` ON \`_legal_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_created_at_idx\` ON \`_legal_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version__status_idx\` ON \`_legal_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_created_at_idx\` ON \`_legal_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_updated_at_idx\` ON \`_legal_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_snapshot_idx\` ON \`_legal_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_published_locale_idx\` ON \`_legal_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_latest_idx\` ON \`_legal_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v_locales\` (
  	\`version_lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_legal_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_legal_pages_v_locales_locale_parent_id_unique\` ON \`_legal_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`area_pages_id\` integer REFERENCES area_pages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`legal_pages_id\` integer REFERENCES legal_pages(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_area_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`area_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legal_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`legal_pages_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`area_pages_sections\`;`)
  await db.run(sql`DROP TABLE \`area_pages_groups_items\`;`)
  await db.run(sql`DROP TABLE \`area_pages\`;`)
  await db.run(sql`DROP TABLE \`area_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_area_pages_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_area_pages_v_version_groups_items\`;`)
  await db.run(sql`DROP TABLE \`_area_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_area_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_sections\`;`)
  await db.run(sql`DROP TABLE \`legal_pages\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`news_id\` integer,
  	\`news_categories_id\` integer,
  	\`jobs_id\` integer,
  	\`brand_pages_id\` integer,
  	\`documents_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_categories_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brand_pages_id\`) REFERENCES \`brand_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "news_id", "news_categories_id", "jobs_id", "brand_pages_id", "documents_id", "media_id") SELECT "id", "order", "parent_id", "path", "users_id", "news_id", "news_categories_id", "jobs_id", "brand_pages_id", "documents_id", "media_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`news_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brand_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`brand_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
}
