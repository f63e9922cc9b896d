import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`news_see_also\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_see_also_order_idx\` ON \`news_see_also\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_see_also_parent_idx\` ON \`news_see_also\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_rels_order_idx\` ON \`news_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_parent_idx\` ON \`news_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_path_idx\` ON \`news_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_news_id_idx\` ON \`news_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_version_see_also\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_version_see_also_order_idx\` ON \`_news_v_version_see_also\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_see_also_parent_idx\` ON \`_news_v_version_see_also\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_rels_order_idx\` ON \`_news_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_parent_idx\` ON \`_news_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_path_idx\` ON \`_news_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_news_id_idx\` ON \`_news_v_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE TABLE \`news_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`news_categories_key_idx\` ON \`news_categories\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_updated_at_idx\` ON \`news_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_created_at_idx\` ON \`news_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news_categories__status_idx\` ON \`news_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`news_categories_locales\` (
  	\`name\` text,
  	\`slug\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_categories_slug_idx\` ON \`news_categories_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_categories_locales_locale_parent_id_unique\` ON \`news_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_categories_v\` (
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
  await db.run(sql`CREATE TABLE \`_news_categories_v_locales\` (
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_categories_v_version_version_slug_idx\` ON \`_news_categories_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_categories_v_locales_locale_parent_id_unique\` ON \`_news_categories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jobs_responsibilities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`line\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jobs_responsibilities_order_idx\` ON \`jobs_responsibilities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jobs_responsibilities_parent_id_idx\` ON \`jobs_responsibilities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jobs_responsibilities_locale_idx\` ON \`jobs_responsibilities\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`jobs_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`line\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jobs_requirements_order_idx\` ON \`jobs_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jobs_requirements_parent_id_idx\` ON \`jobs_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jobs_requirements_locale_idx\` ON \`jobs_requirements\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`jobs\` (
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
  await db.run(sql`CREATE INDEX \`jobs_key_idx\` ON \`jobs\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs__status_idx\` ON \`jobs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`jobs_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`team\` text,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jobs_slug_idx\` ON \`jobs_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_locales_locale_parent_id_unique\` ON \`jobs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v_version_responsibilities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`line\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_responsibilities_order_idx\` ON \`_jobs_v_version_responsibilities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_responsibilities_parent_id_idx\` ON \`_jobs_v_version_responsibilities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_responsibilities_locale_idx\` ON \`_jobs_v_version_responsibilities\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v_version_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`line\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_requirements_order_idx\` ON \`_jobs_v_version_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_requirements_parent_id_idx\` ON \`_jobs_v_version_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_requirements_locale_idx\` ON \`_jobs_v_version_requirements\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v\` (
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
  await db.run(sql`CREATE TABLE \`_jobs_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_team\` text,
  	\`version_summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_slug_idx\` ON \`_jobs_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_jobs_v_locales_locale_parent_id_unique\` ON \`_jobs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`brand_pages_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`brand_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`brand_pages_sections_order_idx\` ON \`brand_pages_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages_sections_parent_id_idx\` ON \`brand_pages_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages_sections_locale_idx\` ON \`brand_pages_sections\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`brand_pages_products_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`brand_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`brand_pages_products_items_order_idx\` ON \`brand_pages_products_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages_products_items_parent_id_idx\` ON \`brand_pages_products_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages_products_items_locale_idx\` ON \`brand_pages_products_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`brand_pages_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`brand_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`brand_pages_facts_order_idx\` ON \`brand_pages_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages_facts_parent_id_idx\` ON \`brand_pages_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages_facts_locale_idx\` ON \`brand_pages_facts\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`brand_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`department\` text DEFAULT 'marketing',
  	\`kind\` text DEFAULT 'company',
  	\`mark_sub\` text,
  	\`mark_style\` text DEFAULT 'sans',
  	\`mark_hue\` numeric DEFAULT 200,
  	\`website\` text,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`brand_pages_key_idx\` ON \`brand_pages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages_updated_at_idx\` ON \`brand_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages_created_at_idx\` ON \`brand_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages__status_idx\` ON \`brand_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`brand_pages_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`slug\` text,
  	\`lead\` text,
  	\`products_heading\` text,
  	\`safety_note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`brand_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`brand_pages_slug_idx\` ON \`brand_pages_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`brand_pages_locales_locale_parent_id_unique\` ON \`brand_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_brand_pages_v_version_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_brand_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_sections_order_idx\` ON \`_brand_pages_v_version_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_sections_parent_id_idx\` ON \`_brand_pages_v_version_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_sections_locale_idx\` ON \`_brand_pages_v_version_sections\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_brand_pages_v_version_products_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_brand_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_products_items_order_idx\` ON \`_brand_pages_v_version_products_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_products_items_parent_id_idx\` ON \`_brand_pages_v_version_products_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_products_items_locale_idx\` ON \`_brand_pages_v_version_products_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_brand_pages_v_version_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_brand_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_facts_order_idx\` ON \`_brand_pages_v_version_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_facts_parent_id_idx\` ON \`_brand_pages_v_version_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_facts_locale_idx\` ON \`_brand_pages_v_version_facts\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_brand_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_department\` text DEFAULT 'marketing',
  	\`version_kind\` text DEFAULT 'company',
  	\`version_mark_sub\` text,
  	\`version_mark_style\` text DEFAULT 'sans',
  	\`version_mark_hue\` numeric DEFAULT 200,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`brand_pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_parent_idx\` ON \`_brand_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_key_idx\` ON \`_brand_pages_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_updated_at_idx\` ON \`_brand_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_created_at_idx\` ON \`_brand_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version__status_idx\` ON \`_brand_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_created_at_idx\` ON \`_brand_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_updated_at_idx\` ON \`_brand_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_snapshot_idx\` ON \`_brand_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_published_locale_idx\` ON \`_brand_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_latest_idx\` ON \`_brand_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_brand_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_slug\` text,
  	\`version_lead\` text,
  	\`version_products_heading\` text,
  	\`version_safety_note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_brand_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_slug_idx\` ON \`_brand_pages_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_brand_pages_v_locales_locale_parent_id_unique\` ON \`_brand_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`department_directory_departments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`offered\` integer,
  	\`group\` text,
  	\`mail\` text NOT NULL,
  	\`mail2\` text,
  	\`tel\` text NOT NULL,
  	\`location\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`department_directory\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`department_directory_departments_order_idx\` ON \`department_directory_departments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`department_directory_departments_parent_id_idx\` ON \`department_directory_departments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`department_directory_departments_locales\` (
  	\`hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`department_directory_departments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`department_directory_departments_locales_locale_parent_id_un\` ON \`department_directory_departments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`department_directory\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_department_directory_v_version_departments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`offered\` integer,
  	\`group\` text,
  	\`mail\` text NOT NULL,
  	\`mail2\` text,
  	\`tel\` text NOT NULL,
  	\`location\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_department_directory_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_department_directory_v_version_departments_order_idx\` ON \`_department_directory_v_version_departments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_department_directory_v_version_departments_parent_id_idx\` ON \`_department_directory_v_version_departments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_department_directory_v_version_departments_locales\` (
  	\`hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_department_directory_v_version_departments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_department_directory_v_version_departments_locales_locale_p\` ON \`_department_directory_v_version_departments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_department_directory_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_department_directory_v_created_at_idx\` ON \`_department_directory_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_department_directory_v_updated_at_idx\` ON \`_department_directory_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`content_state\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`revision\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`news\` ADD \`kind\` text DEFAULT 'news';`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`category_id\` integer REFERENCES news_categories(id);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`event_start\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`event_end\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`illustration\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`key\` text;`)
  await db.run(sql`CREATE INDEX \`news_category_idx\` ON \`news\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`news_key_idx\` ON \`news\` (\`key\`);`)
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`event_place\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_kind\` text DEFAULT 'news';`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_category_id\` integer REFERENCES news_categories(id);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_event_start\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_event_end\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_illustration\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_key\` text;`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_category_idx\` ON \`_news_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_key_idx\` ON \`_news_v\` (\`version_key\`);`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` ADD \`version_event_place\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`news_categories_id\` integer REFERENCES news_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`jobs_id\` integer REFERENCES jobs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`brand_pages_id\` integer REFERENCES brand_pages(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`news_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brand_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`brand_pages_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`news_see_also\`;`)
  await db.run(sql`DROP TABLE \`news_rels\`;`)
  await db.run(sql`DROP TABLE \`_news_v_version_see_also\`;`)
  await db.run(sql`DROP TABLE \`_news_v_rels\`;`)
  await db.run(sql`DROP TABLE \`news_categories\`;`)
  await db.run(sql`DROP TABLE \`news_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_news_categories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`jobs_responsibilities\`;`)
  await db.run(sql`DROP TABLE \`jobs_requirements\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`DROP TABLE \`jobs_locales\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v_version_responsibilities\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v_version_requirements\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`brand_pages_sections\`;`)
  await db.run(sql`DROP TABLE \`brand_pages_products_items\`;`)
  await db.run(sql`DROP TABLE \`brand_pages_facts\`;`)
  await db.run(sql`DROP TABLE \`brand_pages\`;`)
  await db.run(sql`DROP TABLE \`brand_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_brand_pages_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_brand_pages_v_version_products_items\`;`)
  await db.run(sql`DROP TABLE \`_brand_pages_v_version_facts\`;`)
  await db.run(sql`DROP TABLE \`_brand_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_brand_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`department_directory_departments\`;`)
  await db.run(sql`DROP TABLE \`department_directory_departments_locales\`;`)
  await db.run(sql`DROP TABLE \`department_directory\`;`)
  await db.run(sql`DROP TABLE \`_department_directory_v_version_departments\`;`)
  await db.run(sql`DROP TABLE \`_department_directory_v_version_departments_locales\`;`)
  await db.run(sql`DROP TABLE \`_department_directory_v\`;`)
  await db.run(sql`DROP TABLE \`content_state\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published_on\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "published_on", "updated_at", "created_at", "_status") SELECT "id", "published_on", "updated_at", "created_at", "_status" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_published_on\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_published_on", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_published_on", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`news_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "news_id", "media_id") SELECT "id", "order", "parent_id", "path", "users_id", "news_id", "media_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`news_locales\` DROP COLUMN \`event_place\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` DROP COLUMN \`version_event_place\`;`)
}
