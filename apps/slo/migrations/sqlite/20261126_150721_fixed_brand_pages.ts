import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`fixed_brand_pages_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`fixed_brand_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_sections_order_idx\` ON \`fixed_brand_pages_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_sections_parent_id_idx\` ON \`fixed_brand_pages_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_sections_locale_idx\` ON \`fixed_brand_pages_sections\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`fixed_brand_pages_products_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`fixed_brand_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_products_items_order_idx\` ON \`fixed_brand_pages_products_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_products_items_parent_id_idx\` ON \`fixed_brand_pages_products_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_products_items_locale_idx\` ON \`fixed_brand_pages_products_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`fixed_brand_pages_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`fixed_brand_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_facts_order_idx\` ON \`fixed_brand_pages_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_facts_parent_id_idx\` ON \`fixed_brand_pages_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_facts_locale_idx\` ON \`fixed_brand_pages_facts\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`fixed_brand_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`logo_id\` integer,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_logo_idx\` ON \`fixed_brand_pages\` (\`logo_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`fixed_brand_pages_key_idx\` ON \`fixed_brand_pages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_updated_at_idx\` ON \`fixed_brand_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_created_at_idx\` ON \`fixed_brand_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages__status_idx\` ON \`fixed_brand_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`fixed_brand_pages_locales\` (
  	\`lead\` text,
  	\`products_heading\` text,
  	\`safety_note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`fixed_brand_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`fixed_brand_pages_locales_locale_parent_id_unique\` ON \`fixed_brand_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_fixed_brand_pages_v_version_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_fixed_brand_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_sections_order_idx\` ON \`_fixed_brand_pages_v_version_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_sections_parent_id_idx\` ON \`_fixed_brand_pages_v_version_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_sections_locale_idx\` ON \`_fixed_brand_pages_v_version_sections\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_fixed_brand_pages_v_version_products_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_fixed_brand_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_products_items_order_idx\` ON \`_fixed_brand_pages_v_version_products_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_products_items_parent_id_idx\` ON \`_fixed_brand_pages_v_version_products_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_products_items_locale_idx\` ON \`_fixed_brand_pages_v_version_products_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_fixed_brand_pages_v_version_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_fixed_brand_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_facts_order_idx\` ON \`_fixed_brand_pages_v_version_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_facts_parent_id_idx\` ON \`_fixed_brand_pages_v_version_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_facts_locale_idx\` ON \`_fixed_brand_pages_v_version_facts\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_fixed_brand_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_logo_id\` integer,
  	\`version_key\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`fixed_brand_pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_parent_idx\` ON \`_fixed_brand_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_version_logo_idx\` ON \`_fixed_brand_pages_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_version_key_idx\` ON \`_fixed_brand_pages_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_version_updated_at_idx\` ON \`_fixed_brand_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_version_created_at_idx\` ON \`_fixed_brand_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_version__status_idx\` ON \`_fixed_brand_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_created_at_idx\` ON \`_fixed_brand_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_updated_at_idx\` ON \`_fixed_brand_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_snapshot_idx\` ON \`_fixed_brand_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_published_locale_idx\` ON \`_fixed_brand_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_latest_idx\` ON \`_fixed_brand_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_fixed_brand_pages_v_locales\` (
  	\`version_lead\` text,
  	\`version_products_heading\` text,
  	\`version_safety_note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_fixed_brand_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_fixed_brand_pages_v_locales_locale_parent_id_unique\` ON \`_fixed_brand_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`fixed_brand_pages_id\` integer REFERENCES fixed_brand_pages(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fixed_brand_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`fixed_brand_pages_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`fixed_brand_pages_sections\`;`)
  await db.run(sql`DROP TABLE \`fixed_brand_pages_products_items\`;`)
  await db.run(sql`DROP TABLE \`fixed_brand_pages_facts\`;`)
  await db.run(sql`DROP TABLE \`fixed_brand_pages\`;`)
  await db.run(sql`DROP TABLE \`fixed_brand_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_fixed_brand_pages_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_fixed_brand_pages_v_version_products_items\`;`)
  await db.run(sql`DROP TABLE \`_fixed_brand_pages_v_version_facts\`;`)
  await db.run(sql`DROP TABLE \`_fixed_brand_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_fixed_brand_pages_v_locales\`;`)
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
  	\`area_pages_id\` integer,
  	\`legal_pages_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_categories_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brand_pages_id\`) REFERENCES \`brand_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`area_pages_id\`) REFERENCES \`area_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_pages_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "news_id", "news_categories_id", "jobs_id", "brand_pages_id", "documents_id", "area_pages_id", "legal_pages_id", "media_id") SELECT "id", "order", "parent_id", "path", "users_id", "news_id", "news_categories_id", "jobs_id", "brand_pages_id", "documents_id", "area_pages_id", "legal_pages_id", "media_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_area_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`area_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legal_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`legal_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
}
