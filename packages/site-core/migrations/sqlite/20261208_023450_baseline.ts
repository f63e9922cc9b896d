import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
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
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'news',
  	\`published_on\` text,
  	\`category_id\` integer,
  	\`hero_id\` integer,
  	\`event_start\` text,
  	\`event_end\` text,
  	\`illustration\` text,
  	\`meta_image_id\` integer,
  	\`key\` text,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`news_category_idx\` ON \`news\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`news_hero_idx\` ON \`news\` (\`hero_id\`);`)
  await db.run(sql`CREATE INDEX \`news_meta_meta_image_idx\` ON \`news\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_key_idx\` ON \`news\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_by_idx\` ON \`news\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news_deleted_at_idx\` ON \`news\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`news_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`event_place\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_slug_idx\` ON \`news_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_kind\` text DEFAULT 'news',
  	\`version_published_on\` text,
  	\`version_category_id\` integer,
  	\`version_hero_id\` integer,
  	\`version_event_start\` text,
  	\`version_event_end\` text,
  	\`version_illustration\` text,
  	\`version_meta_image_id\` integer,
  	\`version_key\` text,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_category_idx\` ON \`_news_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_hero_idx\` ON \`_news_v\` (\`version_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_meta_version_meta_image_idx\` ON \`_news_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_key_idx\` ON \`_news_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_by_idx\` ON \`_news_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_deleted_at_idx\` ON \`_news_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_event_place\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`news_categories_key_idx\` ON \`news_categories\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_updated_by_idx\` ON \`news_categories\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_updated_at_idx\` ON \`news_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_created_at_idx\` ON \`news_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_deleted_at_idx\` ON \`news_categories\` (\`deleted_at\`);`)
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
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_categories_v_parent_idx\` ON \`_news_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_categories_v_version_version_key_idx\` ON \`_news_categories_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_news_categories_v_version_version_updated_by_idx\` ON \`_news_categories_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_categories_v_version_version_updated_at_idx\` ON \`_news_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_categories_v_version_version_created_at_idx\` ON \`_news_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_categories_v_version_version_deleted_at_idx\` ON \`_news_categories_v\` (\`version_deleted_at\`);`)
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
  	\`hero_id\` integer,
  	\`posted_on\` text,
  	\`closes_on\` text,
  	\`closed\` integer DEFAULT false,
  	\`meta_image_id\` integer,
  	\`key\` text,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`jobs_hero_idx\` ON \`jobs\` (\`hero_id\`);`)
  await db.run(sql`CREATE INDEX \`jobs_meta_meta_image_idx\` ON \`jobs\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`jobs_key_idx\` ON \`jobs\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_by_idx\` ON \`jobs\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_deleted_at_idx\` ON \`jobs\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs__status_idx\` ON \`jobs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`jobs_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`team\` text,
  	\`summary\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
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
  	\`version_hero_id\` integer,
  	\`version_posted_on\` text,
  	\`version_closes_on\` text,
  	\`version_closed\` integer DEFAULT false,
  	\`version_meta_image_id\` integer,
  	\`version_key\` text,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_parent_idx\` ON \`_jobs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_hero_idx\` ON \`_jobs_v\` (\`version_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_meta_version_meta_image_idx\` ON \`_jobs_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_key_idx\` ON \`_jobs_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_updated_by_idx\` ON \`_jobs_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_updated_at_idx\` ON \`_jobs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_created_at_idx\` ON \`_jobs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_deleted_at_idx\` ON \`_jobs_v\` (\`version_deleted_at\`);`)
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
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
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
  	\`logo_id\` integer,
  	\`hero_id\` integer,
  	\`website\` text,
  	\`meta_image_id\` integer,
  	\`key\` text,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`brand_pages_logo_idx\` ON \`brand_pages\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages_hero_idx\` ON \`brand_pages\` (\`hero_id\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages_meta_meta_image_idx\` ON \`brand_pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages_key_idx\` ON \`brand_pages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages_updated_by_idx\` ON \`brand_pages\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages_updated_at_idx\` ON \`brand_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages_created_at_idx\` ON \`brand_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages_deleted_at_idx\` ON \`brand_pages\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages__status_idx\` ON \`brand_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`brand_pages_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`slug\` text,
  	\`lead\` text,
  	\`products_heading\` text,
  	\`safety_note\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
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
  	\`version_logo_id\` integer,
  	\`version_hero_id\` integer,
  	\`version_website\` text,
  	\`version_meta_image_id\` integer,
  	\`version_key\` text,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`brand_pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_parent_idx\` ON \`_brand_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_logo_idx\` ON \`_brand_pages_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_hero_idx\` ON \`_brand_pages_v\` (\`version_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_meta_version_meta_image_idx\` ON \`_brand_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_key_idx\` ON \`_brand_pages_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_updated_by_idx\` ON \`_brand_pages_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_updated_at_idx\` ON \`_brand_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_created_at_idx\` ON \`_brand_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_deleted_at_idx\` ON \`_brand_pages_v\` (\`version_deleted_at\`);`)
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
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_brand_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_slug_idx\` ON \`_brand_pages_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_brand_pages_v_locales_locale_parent_id_unique\` ON \`_brand_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text,
  	\`issued_on\` text,
  	\`file_id\` integer,
  	\`key\` text,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_file_idx\` ON \`documents\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_key_idx\` ON \`documents\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`documents_updated_by_idx\` ON \`documents\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_deleted_at_idx\` ON \`documents\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`documents__status_idx\` ON \`documents\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`documents_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_locales_locale_parent_id_unique\` ON \`documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_type\` text,
  	\`version_issued_on\` text,
  	\`version_file_id\` integer,
  	\`version_key\` text,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_documents_v_parent_idx\` ON \`_documents_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_file_idx\` ON \`_documents_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_key_idx\` ON \`_documents_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_updated_by_idx\` ON \`_documents_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_updated_at_idx\` ON \`_documents_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_created_at_idx\` ON \`_documents_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_deleted_at_idx\` ON \`_documents_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version__status_idx\` ON \`_documents_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_created_at_idx\` ON \`_documents_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_updated_at_idx\` ON \`_documents_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_snapshot_idx\` ON \`_documents_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_published_locale_idx\` ON \`_documents_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_latest_idx\` ON \`_documents_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_documents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_documents_v_locales_locale_parent_id_unique\` ON \`_documents_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`locations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`key\` text,
  	\`kind\` text,
  	\`address\` text,
  	\`postal_code\` text,
  	\`city\` text,
  	\`tel1\` text,
  	\`tel2\` text,
  	\`email\` text,
  	\`lat\` numeric,
  	\`lon\` numeric,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`locations__order_idx\` ON \`locations\` (\`_order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`locations_key_idx\` ON \`locations\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`locations_updated_by_idx\` ON \`locations\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`locations_updated_at_idx\` ON \`locations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`locations_created_at_idx\` ON \`locations\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`locations_deleted_at_idx\` ON \`locations\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`locations__status_idx\` ON \`locations\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`locations_locales\` (
  	\`country\` text,
  	\`opening_hours\` text,
  	\`goods_receiving_hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`locations_locales_locale_parent_id_unique\` ON \`locations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_locations_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_key\` text,
  	\`version_kind\` text,
  	\`version_address\` text,
  	\`version_postal_code\` text,
  	\`version_city\` text,
  	\`version_tel1\` text,
  	\`version_tel2\` text,
  	\`version_email\` text,
  	\`version_lat\` numeric,
  	\`version_lon\` numeric,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_locations_v_parent_idx\` ON \`_locations_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_locations_v_version_version__order_idx\` ON \`_locations_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_locations_v_version_version_key_idx\` ON \`_locations_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_locations_v_version_version_updated_by_idx\` ON \`_locations_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_locations_v_version_version_updated_at_idx\` ON \`_locations_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_locations_v_version_version_created_at_idx\` ON \`_locations_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_locations_v_version_version_deleted_at_idx\` ON \`_locations_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_locations_v_version_version__status_idx\` ON \`_locations_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_locations_v_created_at_idx\` ON \`_locations_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_locations_v_updated_at_idx\` ON \`_locations_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_locations_v_snapshot_idx\` ON \`_locations_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_locations_v_published_locale_idx\` ON \`_locations_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_locations_v_latest_idx\` ON \`_locations_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_locations_v_locales\` (
  	\`version_country\` text,
  	\`version_opening_hours\` text,
  	\`version_goods_receiving_hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_locations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_locations_v_locales_locale_parent_id_unique\` ON \`_locations_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`departments_contact_for\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`departments_contact_for_order_idx\` ON \`departments_contact_for\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`departments_contact_for_parent_idx\` ON \`departments_contact_for\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`departments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`group\` text DEFAULT 'company',
  	\`offered\` integer DEFAULT false,
  	\`mail\` text,
  	\`mail2\` text,
  	\`tel\` text,
  	\`location_id\` integer,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_key_idx\` ON \`departments\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`departments_location_idx\` ON \`departments\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_updated_by_idx\` ON \`departments\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_updated_at_idx\` ON \`departments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`departments_created_at_idx\` ON \`departments\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`departments_deleted_at_idx\` ON \`departments\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`departments__status_idx\` ON \`departments\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`departments_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_locales_locale_parent_id_unique\` ON \`departments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_departments_v_version_contact_for\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_departments_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_departments_v_version_contact_for_order_idx\` ON \`_departments_v_version_contact_for\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_contact_for_parent_idx\` ON \`_departments_v_version_contact_for\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_departments_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_key\` text,
  	\`version_group\` text DEFAULT 'company',
  	\`version_offered\` integer DEFAULT false,
  	\`version_mail\` text,
  	\`version_mail2\` text,
  	\`version_tel\` text,
  	\`version_location_id\` integer,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_departments_v_parent_idx\` ON \`_departments_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_key_idx\` ON \`_departments_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_location_idx\` ON \`_departments_v\` (\`version_location_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_updated_by_idx\` ON \`_departments_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_updated_at_idx\` ON \`_departments_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_created_at_idx\` ON \`_departments_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_deleted_at_idx\` ON \`_departments_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version__status_idx\` ON \`_departments_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_created_at_idx\` ON \`_departments_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_updated_at_idx\` ON \`_departments_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_snapshot_idx\` ON \`_departments_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_published_locale_idx\` ON \`_departments_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_latest_idx\` ON \`_departments_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_departments_v_locales\` (
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_departments_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_departments_v_locales_locale_parent_id_unique\` ON \`_departments_v_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`area_pages_key_idx\` ON \`area_pages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`area_pages_updated_by_idx\` ON \`area_pages\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`area_pages_updated_at_idx\` ON \`area_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`area_pages_created_at_idx\` ON \`area_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`area_pages_deleted_at_idx\` ON \`area_pages\` (\`deleted_at\`);`)
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
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`area_pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_area_pages_v_parent_idx\` ON \`_area_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_area_pages_v_version_version_key_idx\` ON \`_area_pages_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_area_pages_v_version_version_updated_by_idx\` ON \`_area_pages_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_area_pages_v_version_version_updated_at_idx\` ON \`_area_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_area_pages_v_version_version_created_at_idx\` ON \`_area_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_area_pages_v_version_version_deleted_at_idx\` ON \`_area_pages_v\` (\`version_deleted_at\`);`)
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
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_logo_idx\` ON \`fixed_brand_pages\` (\`logo_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`fixed_brand_pages_key_idx\` ON \`fixed_brand_pages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_updated_by_idx\` ON \`fixed_brand_pages\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_updated_at_idx\` ON \`fixed_brand_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_created_at_idx\` ON \`fixed_brand_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`fixed_brand_pages_deleted_at_idx\` ON \`fixed_brand_pages\` (\`deleted_at\`);`)
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
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`fixed_brand_pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_parent_idx\` ON \`_fixed_brand_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_version_logo_idx\` ON \`_fixed_brand_pages_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_version_key_idx\` ON \`_fixed_brand_pages_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_version_updated_by_idx\` ON \`_fixed_brand_pages_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_version_updated_at_idx\` ON \`_fixed_brand_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_version_created_at_idx\` ON \`_fixed_brand_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_fixed_brand_pages_v_version_version_deleted_at_idx\` ON \`_fixed_brand_pages_v\` (\`version_deleted_at\`);`)
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
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_key_idx\` ON \`legal_pages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_updated_by_idx\` ON \`legal_pages\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_updated_at_idx\` ON \`legal_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_created_at_idx\` ON \`legal_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_deleted_at_idx\` ON \`legal_pages\` (\`deleted_at\`);`)
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
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_parent_idx\` ON \`_legal_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_key_idx\` ON \`_legal_pages_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_updated_by_idx\` ON \`_legal_pages_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_updated_at_idx\` ON \`_legal_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_created_at_idx\` ON \`_legal_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_deleted_at_idx\` ON \`_legal_pages_v\` (\`version_deleted_at\`);`)
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
  await db.run(sql`CREATE TABLE \`page_titles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_titles_key_idx\` ON \`page_titles\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`page_titles_updated_by_idx\` ON \`page_titles\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`page_titles_updated_at_idx\` ON \`page_titles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_titles_created_at_idx\` ON \`page_titles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`page_titles_deleted_at_idx\` ON \`page_titles\` (\`deleted_at\`);`)
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
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`page_titles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_titles_v_parent_idx\` ON \`_page_titles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_titles_v_version_version_key_idx\` ON \`_page_titles_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_page_titles_v_version_version_updated_by_idx\` ON \`_page_titles_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_titles_v_version_version_updated_at_idx\` ON \`_page_titles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_titles_v_version_version_created_at_idx\` ON \`_page_titles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_titles_v_version_version_deleted_at_idx\` ON \`_page_titles_v\` (\`version_deleted_at\`);`)
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
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_wide_url\` text,
  	\`sizes_wide_width\` numeric,
  	\`sizes_wide_height\` numeric,
  	\`sizes_wide_mime_type\` text,
  	\`sizes_wide_filesize\` numeric,
  	\`sizes_wide_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`media_deleted_at_idx\` ON \`media\` (\`deleted_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_wide_sizes_wide_filename_idx\` ON \`media\` (\`sizes_wide_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`second_factors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`secret\` text,
  	\`pending_secret\` text,
  	\`last_step\` numeric,
  	\`recovery_codes\` text,
  	\`verified_sessions\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`second_factors_user_idx\` ON \`second_factors\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`second_factors_updated_at_idx\` ON \`second_factors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`second_factors_created_at_idx\` ON \`second_factors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
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
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  	\`locations_id\` integer,
  	\`departments_id\` integer,
  	\`area_pages_id\` integer,
  	\`fixed_brand_pages_id\` integer,
  	\`legal_pages_id\` integer,
  	\`page_titles_id\` integer,
  	\`redirects_id\` integer,
  	\`media_id\` integer,
  	\`second_factors_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_categories_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brand_pages_id\`) REFERENCES \`brand_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`locations_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`area_pages_id\`) REFERENCES \`area_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`fixed_brand_pages_id\`) REFERENCES \`fixed_brand_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_pages_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_titles_id\`) REFERENCES \`page_titles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`second_factors_id\`) REFERENCES \`second_factors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`news_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brand_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`brand_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_locations_id_idx\` ON \`payload_locked_documents_rels\` (\`locations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_departments_id_idx\` ON \`payload_locked_documents_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_area_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`area_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fixed_brand_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`fixed_brand_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legal_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`legal_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_titles_id_idx\` ON \`payload_locked_documents_rels\` (\`page_titles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_second_factors_id_idx\` ON \`payload_locked_documents_rels\` (\`second_factors_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`department_directory\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_by_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`department_directory_updated_by_idx\` ON \`department_directory\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE TABLE \`department_directory_locales\` (
  	\`office_hours\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`department_directory\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`department_directory_locales_locale_parent_id_unique\` ON \`department_directory_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_department_directory_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_department_directory_v_version_version_updated_by_idx\` ON \`_department_directory_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_department_directory_v_created_at_idx\` ON \`_department_directory_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_department_directory_v_updated_at_idx\` ON \`_department_directory_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_department_directory_v_locales\` (
  	\`version_office_hours\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_department_directory_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_department_directory_v_locales_locale_parent_id_unique\` ON \`_department_directory_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_by_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_updated_by_idx\` ON \`home_page\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_locales\` (
  	\`hero_title\` text NOT NULL,
  	\`hero_text\` text NOT NULL,
  	\`departments_intro\` text NOT NULL,
  	\`services_intro\` text NOT NULL,
  	\`quality_text\` text NOT NULL,
  	\`report_text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_locales_locale_parent_id_unique\` ON \`home_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version_updated_by_idx\` ON \`_home_page_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_locales\` (
  	\`version_hero_title\` text NOT NULL,
  	\`version_hero_text\` text NOT NULL,
  	\`version_departments_intro\` text NOT NULL,
  	\`version_services_intro\` text NOT NULL,
  	\`version_quality_text\` text NOT NULL,
  	\`version_report_text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_locales_locale_parent_id_unique\` ON \`_home_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_management_board\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_management_board_order_idx\` ON \`company_management_board\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_management_board_parent_id_idx\` ON \`company_management_board\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_management_board_locales\` (
  	\`role\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_management_board\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_management_board_locales_locale_parent_id_unique\` ON \`company_management_board_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_bank_accounts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`bank\` text NOT NULL,
  	\`iban\` text NOT NULL,
  	\`swift\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_bank_accounts_order_idx\` ON \`company_bank_accounts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_bank_accounts_parent_id_idx\` ON \`company_bank_accounts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_memberships\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`since\` numeric,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_memberships_order_idx\` ON \`company_memberships\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_memberships_parent_id_idx\` ON \`company_memberships\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_memberships_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_memberships\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_memberships_locales_locale_parent_id_unique\` ON \`company_memberships_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company\` (
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
  	\`updated_by_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`company_updated_by_idx\` ON \`company\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE TABLE \`company_locales\` (
  	\`registry_court\` text NOT NULL,
  	\`registration_number\` text NOT NULL,
  	\`tax_id\` text NOT NULL,
  	\`founder\` text NOT NULL,
  	\`legal_data_protection_law\` text NOT NULL,
  	\`legal_supervisory_authority_name\` text NOT NULL,
  	\`legal_medicines_agency_name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_locales_locale_parent_id_unique\` ON \`company_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_v_version_management_board\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_v_version_management_board_order_idx\` ON \`_company_v_version_management_board\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_version_management_board_parent_id_idx\` ON \`_company_v_version_management_board\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_v_version_management_board_locales\` (
  	\`role\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_v_version_management_board\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_company_v_version_management_board_locales_locale_parent_id\` ON \`_company_v_version_management_board_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_v_version_bank_accounts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`bank\` text NOT NULL,
  	\`iban\` text NOT NULL,
  	\`swift\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_v_version_bank_accounts_order_idx\` ON \`_company_v_version_bank_accounts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_version_bank_accounts_parent_id_idx\` ON \`_company_v_version_bank_accounts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_v_version_memberships\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`since\` numeric,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_v_version_memberships_order_idx\` ON \`_company_v_version_memberships\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_version_memberships_parent_id_idx\` ON \`_company_v_version_memberships\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_v_version_memberships_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_v_version_memberships\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_company_v_version_memberships_locales_locale_parent_id_uniq\` ON \`_company_v_version_memberships_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_v\` (
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
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_v_version_version_updated_by_idx\` ON \`_company_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_created_at_idx\` ON \`_company_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_updated_at_idx\` ON \`_company_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_company_v_locales\` (
  	\`version_registry_court\` text NOT NULL,
  	\`version_registration_number\` text NOT NULL,
  	\`version_tax_id\` text NOT NULL,
  	\`version_founder\` text NOT NULL,
  	\`version_legal_data_protection_law\` text NOT NULL,
  	\`version_legal_supervisory_authority_name\` text NOT NULL,
  	\`version_legal_medicines_agency_name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_company_v_locales_locale_parent_id_unique\` ON \`_company_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`figures_turnover\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'EUR' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`figures_turnover_order_idx\` ON \`figures_turnover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`figures_turnover_parent_id_idx\` ON \`figures_turnover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`figures\` (
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
  	\`updated_by_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`figures_updated_by_idx\` ON \`figures\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE TABLE \`_figures_v_version_turnover\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'EUR' NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_figures_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_figures_v_version_turnover_order_idx\` ON \`_figures_v_version_turnover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_figures_v_version_turnover_parent_id_idx\` ON \`_figures_v_version_turnover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_figures_v\` (
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
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_figures_v_version_version_updated_by_idx\` ON \`_figures_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_figures_v_created_at_idx\` ON \`_figures_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_figures_v_updated_at_idx\` ON \`_figures_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`sponsors_sponsors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`logo_id\` integer,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sponsors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sponsors_sponsors_order_idx\` ON \`sponsors_sponsors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sponsors_sponsors_parent_id_idx\` ON \`sponsors_sponsors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sponsors_sponsors_logo_idx\` ON \`sponsors_sponsors\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`sponsors_sponsors_locales\` (
  	\`caption\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sponsors_sponsors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sponsors_sponsors_locales_locale_parent_id_unique\` ON \`sponsors_sponsors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sponsors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_by_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`sponsors_updated_by_idx\` ON \`sponsors\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE TABLE \`_sponsors_v_version_sponsors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`logo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sponsors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sponsors_v_version_sponsors_order_idx\` ON \`_sponsors_v_version_sponsors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_sponsors_v_version_sponsors_parent_id_idx\` ON \`_sponsors_v_version_sponsors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sponsors_v_version_sponsors_logo_idx\` ON \`_sponsors_v_version_sponsors\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_sponsors_v_version_sponsors_locales\` (
  	\`caption\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sponsors_v_version_sponsors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_sponsors_v_version_sponsors_locales_locale_parent_id_unique\` ON \`_sponsors_v_version_sponsors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_sponsors_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_sponsors_v_version_version_updated_by_idx\` ON \`_sponsors_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_sponsors_v_created_at_idx\` ON \`_sponsors_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sponsors_v_updated_at_idx\` ON \`_sponsors_v\` (\`updated_at\`);`)
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
  	\`updated_by_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`sister_sites_updated_by_idx\` ON \`sister_sites\` (\`updated_by_id\`);`)
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
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_sister_sites_v_version_version_updated_by_idx\` ON \`_sister_sites_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_sister_sites_v_created_at_idx\` ON \`_sister_sites_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sister_sites_v_updated_at_idx\` ON \`_sister_sites_v\` (\`updated_at\`);`)
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
  	\`updated_by_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`careers_page_updated_by_idx\` ON \`careers_page\` (\`updated_by_id\`);`)
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
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_page_v_version_version_updated_by_idx\` ON \`_careers_page_v\` (\`version_updated_by_id\`);`)
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
  	\`updated_by_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_updated_by_idx\` ON \`about_page\` (\`updated_by_id\`);`)
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
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_version_updated_by_idx\` ON \`_about_page_v\` (\`version_updated_by_id\`);`)
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
  await db.run(sql`CREATE TABLE \`content_state\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`revision\` text,
  	\`seeded_parts\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`news_see_also\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`news_rels\`;`)
  await db.run(sql`DROP TABLE \`_news_v_version_see_also\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
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
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents_locales\`;`)
  await db.run(sql`DROP TABLE \`_documents_v\`;`)
  await db.run(sql`DROP TABLE \`_documents_v_locales\`;`)
  await db.run(sql`DROP TABLE \`locations\`;`)
  await db.run(sql`DROP TABLE \`locations_locales\`;`)
  await db.run(sql`DROP TABLE \`_locations_v\`;`)
  await db.run(sql`DROP TABLE \`_locations_v_locales\`;`)
  await db.run(sql`DROP TABLE \`departments_contact_for\`;`)
  await db.run(sql`DROP TABLE \`departments\`;`)
  await db.run(sql`DROP TABLE \`departments_locales\`;`)
  await db.run(sql`DROP TABLE \`_departments_v_version_contact_for\`;`)
  await db.run(sql`DROP TABLE \`_departments_v\`;`)
  await db.run(sql`DROP TABLE \`_departments_v_locales\`;`)
  await db.run(sql`DROP TABLE \`area_pages_sections\`;`)
  await db.run(sql`DROP TABLE \`area_pages_groups_items\`;`)
  await db.run(sql`DROP TABLE \`area_pages\`;`)
  await db.run(sql`DROP TABLE \`area_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_area_pages_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_area_pages_v_version_groups_items\`;`)
  await db.run(sql`DROP TABLE \`_area_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_area_pages_v_locales\`;`)
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
  await db.run(sql`DROP TABLE \`legal_pages_sections\`;`)
  await db.run(sql`DROP TABLE \`legal_pages\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`page_titles\`;`)
  await db.run(sql`DROP TABLE \`page_titles_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_titles_v\`;`)
  await db.run(sql`DROP TABLE \`_page_titles_v_locales\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`second_factors\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`department_directory\`;`)
  await db.run(sql`DROP TABLE \`department_directory_locales\`;`)
  await db.run(sql`DROP TABLE \`_department_directory_v\`;`)
  await db.run(sql`DROP TABLE \`_department_directory_v_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`company_management_board\`;`)
  await db.run(sql`DROP TABLE \`company_management_board_locales\`;`)
  await db.run(sql`DROP TABLE \`company_bank_accounts\`;`)
  await db.run(sql`DROP TABLE \`company_memberships\`;`)
  await db.run(sql`DROP TABLE \`company_memberships_locales\`;`)
  await db.run(sql`DROP TABLE \`company\`;`)
  await db.run(sql`DROP TABLE \`company_locales\`;`)
  await db.run(sql`DROP TABLE \`_company_v_version_management_board\`;`)
  await db.run(sql`DROP TABLE \`_company_v_version_management_board_locales\`;`)
  await db.run(sql`DROP TABLE \`_company_v_version_bank_accounts\`;`)
  await db.run(sql`DROP TABLE \`_company_v_version_memberships\`;`)
  await db.run(sql`DROP TABLE \`_company_v_version_memberships_locales\`;`)
  await db.run(sql`DROP TABLE \`_company_v\`;`)
  await db.run(sql`DROP TABLE \`_company_v_locales\`;`)
  await db.run(sql`DROP TABLE \`figures_turnover\`;`)
  await db.run(sql`DROP TABLE \`figures\`;`)
  await db.run(sql`DROP TABLE \`_figures_v_version_turnover\`;`)
  await db.run(sql`DROP TABLE \`_figures_v\`;`)
  await db.run(sql`DROP TABLE \`sponsors_sponsors\`;`)
  await db.run(sql`DROP TABLE \`sponsors_sponsors_locales\`;`)
  await db.run(sql`DROP TABLE \`sponsors\`;`)
  await db.run(sql`DROP TABLE \`_sponsors_v_version_sponsors\`;`)
  await db.run(sql`DROP TABLE \`_sponsors_v_version_sponsors_locales\`;`)
  await db.run(sql`DROP TABLE \`_sponsors_v\`;`)
  await db.run(sql`DROP TABLE \`sister_sites_sites\`;`)
  await db.run(sql`DROP TABLE \`sister_sites_sites_locales\`;`)
  await db.run(sql`DROP TABLE \`sister_sites\`;`)
  await db.run(sql`DROP TABLE \`_sister_sites_v_version_sites\`;`)
  await db.run(sql`DROP TABLE \`_sister_sites_v_version_sites_locales\`;`)
  await db.run(sql`DROP TABLE \`_sister_sites_v\`;`)
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
  await db.run(sql`DROP TABLE \`content_state\`;`)
}
