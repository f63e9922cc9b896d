import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_fixed_brand_pages_key" AS ENUM('galderma', 'galdermaActinica', 'galdermaCetaphil', 'galdermaExcipial', 'galdermaDaylong', 'neostrata', 'talika', 'embryolisse', 'rowa', 'rowaRowatinex', 'rowaRowachol', 'schmidgall', 'schmidgallCarmolDrops', 'schmidgallCarmolPastilles', 'cochlear', 'cochlearNucleus', 'cochlearWellBeing');
  CREATE TYPE "public"."enum_fixed_brand_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__fixed_brand_pages_v_version_key" AS ENUM('galderma', 'galdermaActinica', 'galdermaCetaphil', 'galdermaExcipial', 'galdermaDaylong', 'neostrata', 'talika', 'embryolisse', 'rowa', 'rowaRowatinex', 'rowaRowachol', 'schmidgall', 'schmidgallCarmolDrops', 'schmidgallCarmolPastilles', 'cochlear', 'cochlearNucleus', 'cochlearWellBeing');
  CREATE TYPE "public"."enum__fixed_brand_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__fixed_brand_pages_v_published_locale" AS ENUM('sl', 'en');
  CREATE TABLE "fixed_brand_pages_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" jsonb
  );
  
  CREATE TABLE "fixed_brand_pages_products_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "fixed_brand_pages_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "fixed_brand_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"logo_id" integer,
  	"key" "enum_fixed_brand_pages_key",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_fixed_brand_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "fixed_brand_pages_locales" (
  	"lead" varchar,
  	"products_heading" varchar,
  	"safety_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_fixed_brand_pages_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_fixed_brand_pages_v_version_products_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_fixed_brand_pages_v_version_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_fixed_brand_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_logo_id" integer,
  	"version_key" "enum__fixed_brand_pages_v_version_key",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__fixed_brand_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__fixed_brand_pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_fixed_brand_pages_v_locales" (
  	"version_lead" varchar,
  	"version_products_heading" varchar,
  	"version_safety_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fixed_brand_pages_id" integer;
  ALTER TABLE "fixed_brand_pages_sections" ADD CONSTRAINT "fixed_brand_pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fixed_brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fixed_brand_pages_products_items" ADD CONSTRAINT "fixed_brand_pages_products_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fixed_brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fixed_brand_pages_facts" ADD CONSTRAINT "fixed_brand_pages_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fixed_brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fixed_brand_pages" ADD CONSTRAINT "fixed_brand_pages_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fixed_brand_pages_locales" ADD CONSTRAINT "fixed_brand_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fixed_brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fixed_brand_pages_v_version_sections" ADD CONSTRAINT "_fixed_brand_pages_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_fixed_brand_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fixed_brand_pages_v_version_products_items" ADD CONSTRAINT "_fixed_brand_pages_v_version_products_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_fixed_brand_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fixed_brand_pages_v_version_facts" ADD CONSTRAINT "_fixed_brand_pages_v_version_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_fixed_brand_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fixed_brand_pages_v" ADD CONSTRAINT "_fixed_brand_pages_v_parent_id_fixed_brand_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."fixed_brand_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_fixed_brand_pages_v" ADD CONSTRAINT "_fixed_brand_pages_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_fixed_brand_pages_v_locales" ADD CONSTRAINT "_fixed_brand_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_fixed_brand_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "fixed_brand_pages_sections_order_idx" ON "fixed_brand_pages_sections" USING btree ("_order");
  CREATE INDEX "fixed_brand_pages_sections_parent_id_idx" ON "fixed_brand_pages_sections" USING btree ("_parent_id");
  CREATE INDEX "fixed_brand_pages_sections_locale_idx" ON "fixed_brand_pages_sections" USING btree ("_locale");
  CREATE INDEX "fixed_brand_pages_products_items_order_idx" ON "fixed_brand_pages_products_items" USING btree ("_order");
  CREATE INDEX "fixed_brand_pages_products_items_parent_id_idx" ON "fixed_brand_pages_products_items" USING btree ("_parent_id");
  CREATE INDEX "fixed_brand_pages_products_items_locale_idx" ON "fixed_brand_pages_products_items" USING btree ("_locale");
  CREATE INDEX "fixed_brand_pages_facts_order_idx" ON "fixed_brand_pages_facts" USING btree ("_order");
  CREATE INDEX "fixed_brand_pages_facts_parent_id_idx" ON "fixed_brand_pages_facts" USING btree ("_parent_id");
  CREATE INDEX "fixed_brand_pages_facts_locale_idx" ON "fixed_brand_pages_facts" USING btree ("_locale");
  CREATE INDEX "fixed_brand_pages_logo_idx" ON "fixed_brand_pages" USING btree ("logo_id");
  CREATE UNIQUE INDEX "fixed_brand_pages_key_idx" ON "fixed_brand_pages" USING btree ("key");
  CREATE INDEX "fixed_brand_pages_updated_at_idx" ON "fixed_brand_pages" USING btree ("updated_at");
  CREATE INDEX "fixed_brand_pages_created_at_idx" ON "fixed_brand_pages" USING btree ("created_at");
  CREATE INDEX "fixed_brand_pages__status_idx" ON "fixed_brand_pages" USING btree ("_status");
  CREATE UNIQUE INDEX "fixed_brand_pages_locales_locale_parent_id_unique" ON "fixed_brand_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_fixed_brand_pages_v_version_sections_order_idx" ON "_fixed_brand_pages_v_version_sections" USING btree ("_order");
  CREATE INDEX "_fixed_brand_pages_v_version_sections_parent_id_idx" ON "_fixed_brand_pages_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_fixed_brand_pages_v_version_sections_locale_idx" ON "_fixed_brand_pages_v_version_sections" USING btree ("_locale");
  CREATE INDEX "_fixed_brand_pages_v_version_products_items_order_idx" ON "_fixed_brand_pages_v_version_products_items" USING btree ("_order");
  CREATE INDEX "_fixed_brand_pages_v_version_products_items_parent_id_idx" ON "_fixed_brand_pages_v_version_products_items" USING btree ("_parent_id");
  CREATE INDEX "_fixed_brand_pages_v_version_products_items_locale_idx" ON "_fixed_brand_pages_v_version_products_items" USING btree ("_locale");
  CREATE INDEX "_fixed_brand_pages_v_version_facts_order_idx" ON "_fixed_brand_pages_v_version_facts" USING btree ("_order");
  CREATE INDEX "_fixed_brand_pages_v_version_facts_parent_id_idx" ON "_fixed_brand_pages_v_version_facts" USING btree ("_parent_id");
  CREATE INDEX "_fixed_brand_pages_v_version_facts_locale_idx" ON "_fixed_brand_pages_v_version_facts" USING btree ("_locale");
  CREATE INDEX "_fixed_brand_pages_v_parent_idx" ON "_fixed_brand_pages_v" USING btree ("parent_id");
  CREATE INDEX "_fixed_brand_pages_v_version_version_logo_idx" ON "_fixed_brand_pages_v" USING btree ("version_logo_id");
  CREATE INDEX "_fixed_brand_pages_v_version_version_key_idx" ON "_fixed_brand_pages_v" USING btree ("version_key");
  CREATE INDEX "_fixed_brand_pages_v_version_version_updated_at_idx" ON "_fixed_brand_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_fixed_brand_pages_v_version_version_created_at_idx" ON "_fixed_brand_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_fixed_brand_pages_v_version_version__status_idx" ON "_fixed_brand_pages_v" USING btree ("version__status");
  CREATE INDEX "_fixed_brand_pages_v_created_at_idx" ON "_fixed_brand_pages_v" USING btree ("created_at");
  CREATE INDEX "_fixed_brand_pages_v_updated_at_idx" ON "_fixed_brand_pages_v" USING btree ("updated_at");
  CREATE INDEX "_fixed_brand_pages_v_snapshot_idx" ON "_fixed_brand_pages_v" USING btree ("snapshot");
  CREATE INDEX "_fixed_brand_pages_v_published_locale_idx" ON "_fixed_brand_pages_v" USING btree ("published_locale");
  CREATE INDEX "_fixed_brand_pages_v_latest_idx" ON "_fixed_brand_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_fixed_brand_pages_v_locales_locale_parent_id_unique" ON "_fixed_brand_pages_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fixed_brand_pages_fk" FOREIGN KEY ("fixed_brand_pages_id") REFERENCES "public"."fixed_brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_fixed_brand_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("fixed_brand_pages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "fixed_brand_pages_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fixed_brand_pages_products_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fixed_brand_pages_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fixed_brand_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fixed_brand_pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_fixed_brand_pages_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_fixed_brand_pages_v_version_products_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_fixed_brand_pages_v_version_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_fixed_brand_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_fixed_brand_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "fixed_brand_pages_sections" CASCADE;
  DROP TABLE "fixed_brand_pages_products_items" CASCADE;
  DROP TABLE "fixed_brand_pages_facts" CASCADE;
  DROP TABLE "fixed_brand_pages" CASCADE;
  DROP TABLE "fixed_brand_pages_locales" CASCADE;
  DROP TABLE "_fixed_brand_pages_v_version_sections" CASCADE;
  DROP TABLE "_fixed_brand_pages_v_version_products_items" CASCADE;
  DROP TABLE "_fixed_brand_pages_v_version_facts" CASCADE;
  DROP TABLE "_fixed_brand_pages_v" CASCADE;
  DROP TABLE "_fixed_brand_pages_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fixed_brand_pages_fk";
  
  DROP INDEX "payload_locked_documents_rels_fixed_brand_pages_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fixed_brand_pages_id";
  DROP TYPE "public"."enum_fixed_brand_pages_key";
  DROP TYPE "public"."enum_fixed_brand_pages_status";
  DROP TYPE "public"."enum__fixed_brand_pages_v_version_key";
  DROP TYPE "public"."enum__fixed_brand_pages_v_version_status";
  DROP TYPE "public"."enum__fixed_brand_pages_v_published_locale";`)
}
