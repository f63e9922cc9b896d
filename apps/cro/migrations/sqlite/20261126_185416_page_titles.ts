import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`page_titles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_titles_key_idx\` ON \`page_titles\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`page_titles_updated_at_idx\` ON \`page_titles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_titles_created_at_idx\` ON \`page_titles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`page_titles__status_idx\` ON \`page_titles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`page_titles_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_titles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_titles_locales_locale_parent_id_unique\` ON \`page_titles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_titles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_key\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`page_titles\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_titles_v_parent_idx\` ON \`_page_titles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_titles_v_version_version_key_idx\` ON \`_page_titles_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_page_titles_v_version_version_updated_at_idx\` ON \`_page_titles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_titles_v_version_version_created_at_idx\` ON \`_page_titles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_titles_v_version_version__status_idx\` ON \`_page_titles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_page_titles_v_created_at_idx\` ON \`_page_titles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_titles_v_updated_at_idx\` ON \`_page_titles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_titles_v_snapshot_idx\` ON \`_page_titles_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_page_titles_v_published_locale_idx\` ON \`_page_titles_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_page_titles_v_latest_idx\` ON \`_page_titles_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_page_titles_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_titles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_titles_v_locales_locale_parent_id_unique\` ON \`_page_titles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`page_titles_id\` integer REFERENCES page_titles(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_titles_id_idx\` ON \`payload_locked_documents_rels\` (\`page_titles_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`page_titles\`;`)
  await db.run(sql`DROP TABLE \`page_titles_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_titles_v\`;`)
  await db.run(sql`DROP TABLE \`_page_titles_v_locales\`;`)
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
  	\`fixed_brand_pages_id\` integer,
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
  	FOREIGN KEY (\`fixed_brand_pages_id\`) REFERENCES \`fixed_brand_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_pages_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "news_id", "news_categories_id", "jobs_id", "brand_pages_id", "documents_id", "area_pages_id", "fixed_brand_pages_id", "legal_pages_id", "media_id") SELECT "id", "order", "parent_id", "path", "users_id", "news_id", "news_categories_id", "jobs_id", "brand_pages_id", "documents_id", "area_pages_id", "fixed_brand_pages_id", "legal_pages_id", "media_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fixed_brand_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`fixed_brand_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legal_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`legal_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
}
