import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`news_updated_by_idx\` ON \`news\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`news_deleted_at_idx\` ON \`news\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_by_idx\` ON \`_news_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_deleted_at_idx\` ON \`_news_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`news_categories\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`news_categories\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`news_categories_updated_by_idx\` ON \`news_categories\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_deleted_at_idx\` ON \`news_categories\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_news_categories_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_news_categories_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_news_categories_v_version_version_updated_by_idx\` ON \`_news_categories_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_categories_v_version_version_deleted_at_idx\` ON \`_news_categories_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`jobs_updated_by_idx\` ON \`jobs\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`jobs_deleted_at_idx\` ON \`jobs\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_updated_by_idx\` ON \`_jobs_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_deleted_at_idx\` ON \`_jobs_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`brand_pages\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`brand_pages\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`brand_pages_updated_by_idx\` ON \`brand_pages\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages_deleted_at_idx\` ON \`brand_pages\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_brand_pages_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_brand_pages_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_updated_by_idx\` ON \`_brand_pages_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_deleted_at_idx\` ON \`_brand_pages_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`documents_updated_by_idx\` ON \`documents\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_deleted_at_idx\` ON \`documents\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_documents_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_documents_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_updated_by_idx\` ON \`_documents_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_deleted_at_idx\` ON \`_documents_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`area_pages\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`area_pages\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`area_pages_updated_by_idx\` ON \`area_pages\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`area_pages_deleted_at_idx\` ON \`area_pages\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_area_pages_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_area_pages_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_area_pages_v_version_version_updated_by_idx\` ON \`_area_pages_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_area_pages_v_version_version_deleted_at_idx\` ON \`_area_pages_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`fixed_brand_pages\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`fixed_brand_pages\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_updated_by_idx\` ON \`fixed_brand_pages\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_deleted_at_idx\` ON \`fixed_brand_pages\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_fixed_brand_pages_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_fixed_brand_pages_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_version_updated_by_idx\` ON \`_fixed_brand_pages_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_version_deleted_at_idx\` ON \`_fixed_brand_pages_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`legal_pages\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`legal_pages\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`legal_pages_updated_by_idx\` ON \`legal_pages\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_deleted_at_idx\` ON \`legal_pages\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_legal_pages_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_legal_pages_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_updated_by_idx\` ON \`_legal_pages_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_deleted_at_idx\` ON \`_legal_pages_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`page_titles\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`page_titles\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`page_titles_updated_by_idx\` ON \`page_titles\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`page_titles_deleted_at_idx\` ON \`page_titles\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_page_titles_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_page_titles_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_page_titles_v_version_version_updated_by_idx\` ON \`_page_titles_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_titles_v_version_version_deleted_at_idx\` ON \`_page_titles_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`media_deleted_at_idx\` ON \`media\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`department_directory\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`department_directory_updated_by_idx\` ON \`department_directory\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_department_directory_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_department_directory_v_version_version_updated_by_idx\` ON \`_department_directory_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`home_page_updated_by_idx\` ON \`home_page\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version_updated_by_idx\` ON \`_home_page_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`company\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`company_updated_by_idx\` ON \`company\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_company_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_company_v_version_version_updated_by_idx\` ON \`_company_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`locations_updated_by_idx\` ON \`locations\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_locations_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_locations_v_version_version_updated_by_idx\` ON \`_locations_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`figures\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`figures_updated_by_idx\` ON \`figures\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_figures_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_figures_v_version_version_updated_by_idx\` ON \`_figures_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`sponsors\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`sponsors_updated_by_idx\` ON \`sponsors\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_sponsors_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_sponsors_v_version_version_updated_by_idx\` ON \`_sponsors_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`sister_sites\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`sister_sites_updated_by_idx\` ON \`sister_sites\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_sister_sites_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_sister_sites_v_version_version_updated_by_idx\` ON \`_sister_sites_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`careers_page\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`careers_page_updated_by_idx\` ON \`careers_page\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_careers_page_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_version_updated_by_idx\` ON \`_careers_page_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`about_page_updated_by_idx\` ON \`about_page\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_about_page_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_version_updated_by_idx\` ON \`_about_page_v\` (\`version_updated_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'news',
  	\`published_on\` text,
  	\`category_id\` integer,
  	\`event_start\` text,
  	\`event_end\` text,
  	\`illustration\` text,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "kind", "published_on", "category_id", "event_start", "event_end", "illustration", "key", "updated_at", "created_at", "_status") SELECT "id", "kind", "published_on", "category_id", "event_start", "event_end", "illustration", "key", "updated_at", "created_at", "_status" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`news_category_idx\` ON \`news\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`news_key_idx\` ON \`news\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_kind\` text DEFAULT 'news',
  	\`version_published_on\` text,
  	\`version_category_id\` integer,
  	\`version_event_start\` text,
  	\`version_event_end\` text,
  	\`version_illustration\` text,
  	\`version_key\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_kind", "version_published_on", "version_category_id", "version_event_start", "version_event_end", "version_illustration", "version_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_kind", "version_published_on", "version_category_id", "version_event_start", "version_event_end", "version_illustration", "version_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_category_idx\` ON \`_news_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_key_idx\` ON \`_news_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_categories\`("id", "key", "updated_at", "created_at", "_status") SELECT "id", "key", "updated_at", "created_at", "_status" FROM \`news_categories\`;`)
  await db.run(sql`DROP TABLE \`news_categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_categories\` RENAME TO \`news_categories\`;`)
  await db.run(sql`CREATE INDEX \`news_categories_key_idx\` ON \`news_categories\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_updated_at_idx\` ON \`news_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_created_at_idx\` ON \`news_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news_categories__status_idx\` ON \`news_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_categories_v\` (
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_categories_v\`("id", "parent_id", "version_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_news_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_news_categories_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_categories_v\` RENAME TO \`_news_categories_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_categories_v_parent_idx\` ON \`_news_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_categories_v_version_version_key_idx\` ON \`_news_categories_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_news_categories_v_version_version_updated_at_idx\` ON \`_news_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_categories_v_version_version_created_at_idx\` ON \`_news_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_categories_v_version_version__status_idx\` ON \`_news_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_categories_v_created_at_idx\` ON \`_news_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_categories_v_updated_at_idx\` ON \`_news_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_categories_v_snapshot_idx\` ON \`_news_categories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_categories_v_published_locale_idx\` ON \`_news_categories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_categories_v_latest_idx\` ON \`_news_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`location\` text,
  	\`employment\` text DEFAULT 'fullTime',
  	\`posted_on\` text,
  	\`closes_on\` text,
  	\`closed\` integer DEFAULT false,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jobs\`("id", "location", "employment", "posted_on", "closes_on", "closed", "key", "updated_at", "created_at", "_status") SELECT "id", "location", "employment", "posted_on", "closes_on", "closed", "key", "updated_at", "created_at", "_status" FROM \`jobs\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs\` RENAME TO \`jobs\`;`)
  await db.run(sql`CREATE INDEX \`jobs_key_idx\` ON \`jobs\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs__status_idx\` ON \`jobs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__jobs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_location\` text,
  	\`version_employment\` text DEFAULT 'fullTime',
  	\`version_posted_on\` text,
  	\`version_closes_on\` text,
  	\`version_closed\` integer DEFAULT false,
  	\`version_key\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__jobs_v\`("id", "parent_id", "version_location", "version_employment", "version_posted_on", "version_closes_on", "version_closed", "version_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_location", "version_employment", "version_posted_on", "version_closes_on", "version_closed", "version_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_jobs_v\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__jobs_v\` RENAME TO \`_jobs_v\`;`)
  await db.run(sql`CREATE INDEX \`_jobs_v_parent_idx\` ON \`_jobs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_key_idx\` ON \`_jobs_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_updated_at_idx\` ON \`_jobs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_created_at_idx\` ON \`_jobs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version__status_idx\` ON \`_jobs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_created_at_idx\` ON \`_jobs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_updated_at_idx\` ON \`_jobs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_snapshot_idx\` ON \`_jobs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_published_locale_idx\` ON \`_jobs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_latest_idx\` ON \`_jobs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_brand_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`department\` text DEFAULT 'marketing',
  	\`kind\` text DEFAULT 'company',
  	\`mark_sub\` text,
  	\`mark_style\` text DEFAULT 'sans',
  	\`mark_hue\` numeric DEFAULT 200,
  	\`logo_id\` integer,
  	\`website\` text,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_brand_pages\`("id", "name", "department", "kind", "mark_sub", "mark_style", "mark_hue", "logo_id", "website", "key", "updated_at", "created_at", "_status") SELECT "id", "name", "department", "kind", "mark_sub", "mark_style", "mark_hue", "logo_id", "website", "key", "updated_at", "created_at", "_status" FROM \`brand_pages\`;`)
  await db.run(sql`DROP TABLE \`brand_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_brand_pages\` RENAME TO \`brand_pages\`;`)
  await db.run(sql`CREATE INDEX \`brand_pages_logo_idx\` ON \`brand_pages\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages_key_idx\` ON \`brand_pages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages_updated_at_idx\` ON \`brand_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages_created_at_idx\` ON \`brand_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages__status_idx\` ON \`brand_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__brand_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_department\` text DEFAULT 'marketing',
  	\`version_kind\` text DEFAULT 'company',
  	\`version_mark_sub\` text,
  	\`version_mark_style\` text DEFAULT 'sans',
  	\`version_mark_hue\` numeric DEFAULT 200,
  	\`version_logo_id\` integer,
  	\`version_website\` text,
  	\`version_key\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`brand_pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__brand_pages_v\`("id", "parent_id", "version_name", "version_department", "version_kind", "version_mark_sub", "version_mark_style", "version_mark_hue", "version_logo_id", "version_website", "version_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_name", "version_department", "version_kind", "version_mark_sub", "version_mark_style", "version_mark_hue", "version_logo_id", "version_website", "version_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_brand_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_brand_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__brand_pages_v\` RENAME TO \`_brand_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_parent_idx\` ON \`_brand_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_logo_idx\` ON \`_brand_pages_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_key_idx\` ON \`_brand_pages_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_updated_at_idx\` ON \`_brand_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_created_at_idx\` ON \`_brand_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version__status_idx\` ON \`_brand_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_created_at_idx\` ON \`_brand_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_updated_at_idx\` ON \`_brand_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_snapshot_idx\` ON \`_brand_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_published_locale_idx\` ON \`_brand_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_latest_idx\` ON \`_brand_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text,
  	\`issued_on\` text,
  	\`file_id\` integer,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_documents\`("id", "type", "issued_on", "file_id", "key", "updated_at", "created_at", "_status") SELECT "id", "type", "issued_on", "file_id", "key", "updated_at", "created_at", "_status" FROM \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_documents\` RENAME TO \`documents\`;`)
  await db.run(sql`CREATE INDEX \`documents_file_idx\` ON \`documents\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_key_idx\` ON \`documents\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`documents__status_idx\` ON \`documents\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__documents_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_type\` text,
  	\`version_issued_on\` text,
  	\`version_file_id\` integer,
  	\`version_key\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__documents_v\`("id", "parent_id", "version_type", "version_issued_on", "version_file_id", "version_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_type", "version_issued_on", "version_file_id", "version_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_documents_v\`;`)
  await db.run(sql`DROP TABLE \`_documents_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__documents_v\` RENAME TO \`_documents_v\`;`)
  await db.run(sql`CREATE INDEX \`_documents_v_parent_idx\` ON \`_documents_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_file_idx\` ON \`_documents_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_key_idx\` ON \`_documents_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_updated_at_idx\` ON \`_documents_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_created_at_idx\` ON \`_documents_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version__status_idx\` ON \`_documents_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_created_at_idx\` ON \`_documents_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_updated_at_idx\` ON \`_documents_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_snapshot_idx\` ON \`_documents_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_published_locale_idx\` ON \`_documents_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_latest_idx\` ON \`_documents_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_area_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_area_pages\`("id", "title", "key", "updated_at", "created_at", "_status") SELECT "id", "title", "key", "updated_at", "created_at", "_status" FROM \`area_pages\`;`)
  await db.run(sql`DROP TABLE \`area_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_area_pages\` RENAME TO \`area_pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`area_pages_key_idx\` ON \`area_pages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`area_pages_updated_at_idx\` ON \`area_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`area_pages_created_at_idx\` ON \`area_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`area_pages__status_idx\` ON \`area_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__area_pages_v\` (
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
  await db.run(sql`INSERT INTO \`__new__area_pages_v\`("id", "parent_id", "version_title", "version_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_title", "version_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_area_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_area_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__area_pages_v\` RENAME TO \`_area_pages_v\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_fixed_brand_pages\` (
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
  await db.run(sql`INSERT INTO \`__new_fixed_brand_pages\`("id", "title", "logo_id", "key", "updated_at", "created_at", "_status") SELECT "id", "title", "logo_id", "key", "updated_at", "created_at", "_status" FROM \`fixed_brand_pages\`;`)
  await db.run(sql`DROP TABLE \`fixed_brand_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_fixed_brand_pages\` RENAME TO \`fixed_brand_pages\`;`)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_logo_idx\` ON \`fixed_brand_pages\` (\`logo_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`fixed_brand_pages_key_idx\` ON \`fixed_brand_pages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_updated_at_idx\` ON \`fixed_brand_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_created_at_idx\` ON \`fixed_brand_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages__status_idx\` ON \`fixed_brand_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__fixed_brand_pages_v\` (
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
  await db.run(sql`INSERT INTO \`__new__fixed_brand_pages_v\`("id", "parent_id", "version_title", "version_logo_id", "version_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_title", "version_logo_id", "version_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_fixed_brand_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_fixed_brand_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__fixed_brand_pages_v\` RENAME TO \`_fixed_brand_pages_v\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_legal_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_legal_pages\`("id", "title", "key", "updated_at", "created_at", "_status") SELECT "id", "title", "key", "updated_at", "created_at", "_status" FROM \`legal_pages\`;`)
  await db.run(sql`DROP TABLE \`legal_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_legal_pages\` RENAME TO \`legal_pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_key_idx\` ON \`legal_pages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_updated_at_idx\` ON \`legal_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_created_at_idx\` ON \`legal_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages__status_idx\` ON \`legal_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__legal_pages_v\` (
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
  await db.run(sql`INSERT INTO \`__new__legal_pages_v\`("id", "parent_id", "version_title", "version_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_title", "version_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_legal_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__legal_pages_v\` RENAME TO \`_legal_pages_v\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_page_titles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_page_titles\`("id", "key", "updated_at", "created_at", "_status") SELECT "id", "key", "updated_at", "created_at", "_status" FROM \`page_titles\`;`)
  await db.run(sql`DROP TABLE \`page_titles\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_titles\` RENAME TO \`page_titles\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`page_titles_key_idx\` ON \`page_titles\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`page_titles_updated_at_idx\` ON \`page_titles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_titles_created_at_idx\` ON \`page_titles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`page_titles__status_idx\` ON \`page_titles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__page_titles_v\` (
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
  await db.run(sql`INSERT INTO \`__new__page_titles_v\`("id", "parent_id", "version_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_page_titles_v\`;`)
  await db.run(sql`DROP TABLE \`_page_titles_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__page_titles_v\` RENAME TO \`_page_titles_v\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_department_directory\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_department_directory\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`department_directory\`;`)
  await db.run(sql`DROP TABLE \`department_directory\`;`)
  await db.run(sql`ALTER TABLE \`__new_department_directory\` RENAME TO \`department_directory\`;`)
  await db.run(sql`CREATE TABLE \`__new__department_directory_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__department_directory_v\`("id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_department_directory_v\`;`)
  await db.run(sql`DROP TABLE \`_department_directory_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__department_directory_v\` RENAME TO \`_department_directory_v\`;`)
  await db.run(sql`CREATE INDEX \`_department_directory_v_created_at_idx\` ON \`_department_directory_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_department_directory_v_updated_at_idx\` ON \`_department_directory_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page\` RENAME TO \`home_page\`;`)
  await db.run(sql`CREATE TABLE \`__new__home_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_page_v\`("id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_home_page_v\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_page_v\` RENAME TO \`_home_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_company\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`corporate_name\` text NOT NULL,
  	\`abbreviated_name\` text NOT NULL,
  	\`vat_id\` text NOT NULL,
  	\`founded\` numeric NOT NULL,
  	\`seat_street\` text NOT NULL,
  	\`seat_postal_code\` text NOT NULL,
  	\`seat_city\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`director\` text NOT NULL,
  	\`share_capital_amount\` numeric NOT NULL,
  	\`share_capital_currency\` text DEFAULT 'EUR' NOT NULL,
  	\`share_capital_paid_in_full\` integer,
  	\`legal_dpo_email\` text NOT NULL,
  	\`legal_video_retention_days\` numeric NOT NULL,
  	\`legal_last_updated\` text NOT NULL,
  	\`legal_supervisory_authority_abbreviation\` text NOT NULL,
  	\`legal_supervisory_authority_website\` text NOT NULL,
  	\`legal_supervisory_authority_address\` text,
  	\`legal_medicines_agency_abbreviation\` text NOT NULL,
  	\`legal_medicines_agency_website\` text NOT NULL,
  	\`legal_medicines_agency_address\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company\`("id", "corporate_name", "abbreviated_name", "vat_id", "founded", "seat_street", "seat_postal_code", "seat_city", "email", "phone", "director", "share_capital_amount", "share_capital_currency", "share_capital_paid_in_full", "legal_dpo_email", "legal_video_retention_days", "legal_last_updated", "legal_supervisory_authority_abbreviation", "legal_supervisory_authority_website", "legal_supervisory_authority_address", "legal_medicines_agency_abbreviation", "legal_medicines_agency_website", "legal_medicines_agency_address", "updated_at", "created_at") SELECT "id", "corporate_name", "abbreviated_name", "vat_id", "founded", "seat_street", "seat_postal_code", "seat_city", "email", "phone", "director", "share_capital_amount", "share_capital_currency", "share_capital_paid_in_full", "legal_dpo_email", "legal_video_retention_days", "legal_last_updated", "legal_supervisory_authority_abbreviation", "legal_supervisory_authority_website", "legal_supervisory_authority_address", "legal_medicines_agency_abbreviation", "legal_medicines_agency_website", "legal_medicines_agency_address", "updated_at", "created_at" FROM \`company\`;`)
  await db.run(sql`DROP TABLE \`company\`;`)
  await db.run(sql`ALTER TABLE \`__new_company\` RENAME TO \`company\`;`)
  await db.run(sql`CREATE TABLE \`__new__company_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_corporate_name\` text NOT NULL,
  	\`version_abbreviated_name\` text NOT NULL,
  	\`version_vat_id\` text NOT NULL,
  	\`version_founded\` numeric NOT NULL,
  	\`version_seat_street\` text NOT NULL,
  	\`version_seat_postal_code\` text NOT NULL,
  	\`version_seat_city\` text NOT NULL,
  	\`version_email\` text NOT NULL,
  	\`version_phone\` text NOT NULL,
  	\`version_director\` text NOT NULL,
  	\`version_share_capital_amount\` numeric NOT NULL,
  	\`version_share_capital_currency\` text DEFAULT 'EUR' NOT NULL,
  	\`version_share_capital_paid_in_full\` integer,
  	\`version_legal_dpo_email\` text NOT NULL,
  	\`version_legal_video_retention_days\` numeric NOT NULL,
  	\`version_legal_last_updated\` text NOT NULL,
  	\`version_legal_supervisory_authority_abbreviation\` text NOT NULL,
  	\`version_legal_supervisory_authority_website\` text NOT NULL,
  	\`version_legal_supervisory_authority_address\` text,
  	\`version_legal_medicines_agency_abbreviation\` text NOT NULL,
  	\`version_legal_medicines_agency_website\` text NOT NULL,
  	\`version_legal_medicines_agency_address\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__company_v\`("id", "version_corporate_name", "version_abbreviated_name", "version_vat_id", "version_founded", "version_seat_street", "version_seat_postal_code", "version_seat_city", "version_email", "version_phone", "version_director", "version_share_capital_amount", "version_share_capital_currency", "version_share_capital_paid_in_full", "version_legal_dpo_email", "version_legal_video_retention_days", "version_legal_last_updated", "version_legal_supervisory_authority_abbreviation", "version_legal_supervisory_authority_website", "version_legal_supervisory_authority_address", "version_legal_medicines_agency_abbreviation", "version_legal_medicines_agency_website", "version_legal_medicines_agency_address", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_corporate_name", "version_abbreviated_name", "version_vat_id", "version_founded", "version_seat_street", "version_seat_postal_code", "version_seat_city", "version_email", "version_phone", "version_director", "version_share_capital_amount", "version_share_capital_currency", "version_share_capital_paid_in_full", "version_legal_dpo_email", "version_legal_video_retention_days", "version_legal_last_updated", "version_legal_supervisory_authority_abbreviation", "version_legal_supervisory_authority_website", "version_legal_supervisory_authority_address", "version_legal_medicines_agency_abbreviation", "version_legal_medicines_agency_website", "version_legal_medicines_agency_address", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_company_v\`;`)
  await db.run(sql`DROP TABLE \`_company_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__company_v\` RENAME TO \`_company_v\`;`)
  await db.run(sql`CREATE INDEX \`_company_v_created_at_idx\` ON \`_company_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_updated_at_idx\` ON \`_company_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_locations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_locations\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`locations\`;`)
  await db.run(sql`DROP TABLE \`locations\`;`)
  await db.run(sql`ALTER TABLE \`__new_locations\` RENAME TO \`locations\`;`)
  await db.run(sql`CREATE TABLE \`__new__locations_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__locations_v\`("id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_locations_v\`;`)
  await db.run(sql`DROP TABLE \`_locations_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__locations_v\` RENAME TO \`_locations_v\`;`)
  await db.run(sql`CREATE INDEX \`_locations_v_created_at_idx\` ON \`_locations_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_locations_v_updated_at_idx\` ON \`_locations_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_figures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customers\` numeric,
  	\`suppliers\` numeric,
  	\`warehouses\` numeric,
  	\`employees\` numeric,
  	\`employees_year\` numeric,
  	\`vehicles\` numeric,
  	\`medical_equipment_suppliers\` numeric,
  	\`dental_suppliers\` numeric,
  	\`dental_partners\` numeric,
  	\`animal_health_customers\` numeric,
  	\`delivery_hours_first_day\` text,
  	\`delivery_hours_last_day\` text,
  	\`delivery_hours_from_hour\` numeric,
  	\`delivery_hours_to_hour\` numeric,
  	\`service_around_the_clock\` integer,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_figures\`("id", "customers", "suppliers", "warehouses", "employees", "employees_year", "vehicles", "medical_equipment_suppliers", "dental_suppliers", "dental_partners", "animal_health_customers", "delivery_hours_first_day", "delivery_hours_last_day", "delivery_hours_from_hour", "delivery_hours_to_hour", "service_around_the_clock", "updated_at", "created_at") SELECT "id", "customers", "suppliers", "warehouses", "employees", "employees_year", "vehicles", "medical_equipment_suppliers", "dental_suppliers", "dental_partners", "animal_health_customers", "delivery_hours_first_day", "delivery_hours_last_day", "delivery_hours_from_hour", "delivery_hours_to_hour", "service_around_the_clock", "updated_at", "created_at" FROM \`figures\`;`)
  await db.run(sql`DROP TABLE \`figures\`;`)
  await db.run(sql`ALTER TABLE \`__new_figures\` RENAME TO \`figures\`;`)
  await db.run(sql`CREATE TABLE \`__new__figures_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_customers\` numeric,
  	\`version_suppliers\` numeric,
  	\`version_warehouses\` numeric,
  	\`version_employees\` numeric,
  	\`version_employees_year\` numeric,
  	\`version_vehicles\` numeric,
  	\`version_medical_equipment_suppliers\` numeric,
  	\`version_dental_suppliers\` numeric,
  	\`version_dental_partners\` numeric,
  	\`version_animal_health_customers\` numeric,
  	\`version_delivery_hours_first_day\` text,
  	\`version_delivery_hours_last_day\` text,
  	\`version_delivery_hours_from_hour\` numeric,
  	\`version_delivery_hours_to_hour\` numeric,
  	\`version_service_around_the_clock\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__figures_v\`("id", "version_customers", "version_suppliers", "version_warehouses", "version_employees", "version_employees_year", "version_vehicles", "version_medical_equipment_suppliers", "version_dental_suppliers", "version_dental_partners", "version_animal_health_customers", "version_delivery_hours_first_day", "version_delivery_hours_last_day", "version_delivery_hours_from_hour", "version_delivery_hours_to_hour", "version_service_around_the_clock", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_customers", "version_suppliers", "version_warehouses", "version_employees", "version_employees_year", "version_vehicles", "version_medical_equipment_suppliers", "version_dental_suppliers", "version_dental_partners", "version_animal_health_customers", "version_delivery_hours_first_day", "version_delivery_hours_last_day", "version_delivery_hours_from_hour", "version_delivery_hours_to_hour", "version_service_around_the_clock", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_figures_v\`;`)
  await db.run(sql`DROP TABLE \`_figures_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__figures_v\` RENAME TO \`_figures_v\`;`)
  await db.run(sql`CREATE INDEX \`_figures_v_created_at_idx\` ON \`_figures_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_figures_v_updated_at_idx\` ON \`_figures_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_sponsors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sponsors\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`sponsors\`;`)
  await db.run(sql`DROP TABLE \`sponsors\`;`)
  await db.run(sql`ALTER TABLE \`__new_sponsors\` RENAME TO \`sponsors\`;`)
  await db.run(sql`CREATE TABLE \`__new__sponsors_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__sponsors_v\`("id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_sponsors_v\`;`)
  await db.run(sql`DROP TABLE \`_sponsors_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__sponsors_v\` RENAME TO \`_sponsors_v\`;`)
  await db.run(sql`CREATE INDEX \`_sponsors_v_created_at_idx\` ON \`_sponsors_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sponsors_v_updated_at_idx\` ON \`_sponsors_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_sister_sites\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sister_sites\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`sister_sites\`;`)
  await db.run(sql`DROP TABLE \`sister_sites\`;`)
  await db.run(sql`ALTER TABLE \`__new_sister_sites\` RENAME TO \`sister_sites\`;`)
  await db.run(sql`CREATE TABLE \`__new__sister_sites_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__sister_sites_v\`("id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_sister_sites_v\`;`)
  await db.run(sql`DROP TABLE \`_sister_sites_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__sister_sites_v\` RENAME TO \`_sister_sites_v\`;`)
  await db.run(sql`CREATE INDEX \`_sister_sites_v_created_at_idx\` ON \`_sister_sites_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sister_sites_v_updated_at_idx\` ON \`_sister_sites_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_page\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`careers_page\`;`)
  await db.run(sql`DROP TABLE \`careers_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_page\` RENAME TO \`careers_page\`;`)
  await db.run(sql`CREATE TABLE \`__new__careers_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_page_v\`("id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_careers_page_v\`;`)
  await db.run(sql`DROP TABLE \`_careers_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_page_v\` RENAME TO \`_careers_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_careers_page_v_created_at_idx\` ON \`_careers_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_careers_page_v_updated_at_idx\` ON \`_careers_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`about_page\`;`)
  await db.run(sql`DROP TABLE \`about_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page\` RENAME TO \`about_page\`;`)
  await db.run(sql`CREATE TABLE \`__new__about_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_page_v\`("id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_about_page_v\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_page_v\` RENAME TO \`_about_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_about_page_v_created_at_idx\` ON \`_about_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_updated_at_idx\` ON \`_about_page_v\` (\`updated_at\`);`)
  await db.run(sql`DROP INDEX \`media_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`deleted_at\`;`)
}
