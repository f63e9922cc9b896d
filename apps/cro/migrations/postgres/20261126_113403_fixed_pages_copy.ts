import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_area_pages_key" AS ENUM('medicinalProducts', 'diagnostics', 'animalHealth', 'dentalMedicine', 'marketing', 'medicalEquipment', 'warehousingAndTransport', 'regulatoryAffairs', 'clinicalTrials', 'repackaging', 'equipmentService');
  CREATE TYPE "public"."enum_area_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__area_pages_v_version_key" AS ENUM('medicinalProducts', 'diagnostics', 'animalHealth', 'dentalMedicine', 'marketing', 'medicalEquipment', 'warehousingAndTransport', 'regulatoryAffairs', 'clinicalTrials', 'repackaging', 'equipmentService');
  CREATE TYPE "public"."enum__area_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__area_pages_v_published_locale" AS ENUM('hr', 'en');
  CREATE TYPE "public"."enum_legal_pages_key" AS ENUM('privacyPolicy', 'cookiePolicy', 'termsOfUse', 'videoSurveillance');
  CREATE TYPE "public"."enum_legal_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_pages_v_version_key" AS ENUM('privacyPolicy', 'cookiePolicy', 'termsOfUse', 'videoSurveillance');
  CREATE TYPE "public"."enum__legal_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_pages_v_published_locale" AS ENUM('hr', 'en');
  CREATE TABLE "area_pages_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" jsonb
  );
  
  CREATE TABLE "area_pages_groups_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "area_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"key" "enum_area_pages_key",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_area_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "area_pages_locales" (
  	"lead" varchar,
  	"groups_heading" varchar,
  	"groups_intro" varchar,
  	"cta_title" varchar,
  	"cta_text" varchar,
  	"cta_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_area_pages_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_area_pages_v_version_groups_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_area_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_key" "enum__area_pages_v_version_key",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__area_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__area_pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_area_pages_v_locales" (
  	"version_lead" varchar,
  	"version_groups_heading" varchar,
  	"version_groups_intro" varchar,
  	"version_cta_title" varchar,
  	"version_cta_text" varchar,
  	"version_cta_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "legal_pages_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" jsonb
  );
  
  CREATE TABLE "legal_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"key" "enum_legal_pages_key",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_legal_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "legal_pages_locales" (
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_legal_pages_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_legal_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_key" "enum__legal_pages_v_version_key",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__legal_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__legal_pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_legal_pages_v_locales" (
  	"version_lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "area_pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "legal_pages_id" integer;
  ALTER TABLE "area_pages_sections" ADD CONSTRAINT "area_pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."area_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "area_pages_groups_items" ADD CONSTRAINT "area_pages_groups_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."area_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "area_pages_locales" ADD CONSTRAINT "area_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."area_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_area_pages_v_version_sections" ADD CONSTRAINT "_area_pages_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_area_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_area_pages_v_version_groups_items" ADD CONSTRAINT "_area_pages_v_version_groups_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_area_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_area_pages_v" ADD CONSTRAINT "_area_pages_v_parent_id_area_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."area_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_area_pages_v_locales" ADD CONSTRAINT "_area_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_area_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_sections" ADD CONSTRAINT "legal_pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_locales" ADD CONSTRAINT "legal_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_version_sections" ADD CONSTRAINT "_legal_pages_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_parent_id_legal_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_locales" ADD CONSTRAINT "_legal_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "area_pages_sections_order_idx" ON "area_pages_sections" USING btree ("_order");
  CREATE INDEX "area_pages_sections_parent_id_idx" ON "area_pages_sections" USING btree ("_parent_id");
  CREATE INDEX "area_pages_sections_locale_idx" ON "area_pages_sections" USING btree ("_locale");
  CREATE INDEX "area_pages_groups_items_order_idx" ON "area_pages_groups_items" USING btree ("_order");
  CREATE INDEX "area_pages_groups_items_parent_id_idx" ON "area_pages_groups_items" USING btree ("_parent_id");
  CREATE INDEX "area_pages_groups_items_locale_idx" ON "area_pages_groups_items" USING btree ("_locale");
  CREATE UNIQUE INDEX "area_pages_key_idx" ON "area_pages" USING btree ("key");
  CREATE INDEX "area_pages_updated_at_idx" ON "area_pages" USING btree ("updated_at");
  CREATE INDEX "area_pages_created_at_idx" ON "area_pages" USING btree ("created_at");
  CREATE INDEX "area_pages__status_idx" ON "area_pages" USING btree ("_status");
  CREATE UNIQUE INDEX "area_pages_locales_locale_parent_id_unique" ON "area_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_area_pages_v_version_sections_order_idx" ON "_area_pages_v_version_sections" USING btree ("_order");
  CREATE INDEX "_area_pages_v_version_sections_parent_id_idx" ON "_area_pages_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_area_pages_v_version_sections_locale_idx" ON "_area_pages_v_version_sections" USING btree ("_locale");
  CREATE INDEX "_area_pages_v_version_groups_items_order_idx" ON "_area_pages_v_version_groups_items" USING btree ("_order");
  CREATE INDEX "_area_pages_v_version_groups_items_parent_id_idx" ON "_area_pages_v_version_groups_items" USING btree ("_parent_id");
  CREATE INDEX "_area_pages_v_version_groups_items_locale_idx" ON "_area_pages_v_version_groups_items" USING btree ("_locale");
  CREATE INDEX "_area_pages_v_parent_idx" ON "_area_pages_v" USING btree ("parent_id");
  CREATE INDEX "_area_pages_v_version_version_key_idx" ON "_area_pages_v" USING btree ("version_key");
  CREATE INDEX "_area_pages_v_version_version_updated_at_idx" ON "_area_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_area_pages_v_version_version_created_at_idx" ON "_area_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_area_pages_v_version_version__status_idx" ON "_area_pages_v" USING btree ("version__status");
  CREATE INDEX "_area_pages_v_created_at_idx" ON "_area_pages_v" USING btree ("created_at");
  CREATE INDEX "_area_pages_v_updated_at_idx" ON "_area_pages_v" USING btree ("updated_at");
  CREATE INDEX "_area_pages_v_snapshot_idx" ON "_area_pages_v" USING btree ("snapshot");
  CREATE INDEX "_area_pages_v_published_locale_idx" ON "_area_pages_v" USING btree ("published_locale");
  CREATE INDEX "_area_pages_v_latest_idx" ON "_area_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_area_pages_v_locales_locale_parent_id_unique" ON "_area_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "legal_pages_sections_order_idx" ON "legal_pages_sections" USING btree ("_order");
  CREATE INDEX "legal_pages_sections_parent_id_idx" ON "legal_pages_sections" USING btree ("_parent_id");
  CREATE INDEX "legal_pages_sections_locale_idx" ON "legal_pages_sections" USING btree ("_locale");
  CREATE UNIQUE INDEX "legal_pages_key_idx" ON "legal_pages" USING btree ("key");
  CREATE INDEX "legal_pages_updated_at_idx" ON "legal_pages" USING btree ("updated_at");
  CREATE INDEX "legal_pages_created_at_idx" ON "legal_pages" USING btree ("created_at");
  CREATE INDEX "legal_pages__status_idx" ON "legal_pages" USING btree ("_status");
  CREATE UNIQUE INDEX "legal_pages_locales_locale_parent_id_unique" ON "legal_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_pages_v_version_sections_order_idx" ON "_legal_pages_v_version_sections" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_sections_parent_id_idx" ON "_legal_pages_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_version_sections_locale_idx" ON "_legal_pages_v_version_sections" USING btree ("_locale");
  CREATE INDEX "_legal_pages_v_parent_idx" ON "_legal_pages_v" USING btree ("parent_id");
  CREATE INDEX "_legal_pages_v_version_version_key_idx" ON "_legal_pages_v" USING btree ("version_key");
  CREATE INDEX "_legal_pages_v_version_version_updated_at_idx" ON "_legal_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_legal_pages_v_version_version_created_at_idx" ON "_legal_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_legal_pages_v_version_version__status_idx" ON "_legal_pages_v" USING btree ("version__status");
  CREATE INDEX "_legal_pages_v_created_at_idx" ON "_legal_pages_v" USING btree ("created_at");
  CREATE INDEX "_legal_pages_v_updated_at_idx" ON "_legal_pages_v" USING btree ("updated_at");
  CREATE INDEX "_legal_pages_v_snapshot_idx" ON "_legal_pages_v" USING btree ("snapshot");
  CREATE INDEX "_legal_pages_v_published_locale_idx" ON "_legal_pages_v" USING btree ("published_locale");
  CREATE INDEX "_legal_pages_v_latest_idx" ON "_legal_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_legal_pages_v_locales_locale_parent_id_unique" ON "_legal_pages_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_area_pages_fk" FOREIGN KEY ("area_pages_id") REFERENCES "public"."area_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_area_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("area_pages_id");
  CREATE INDEX "payload_locked_documents_rels_legal_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_pages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "area_pages_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "area_pages_groups_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "area_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "area_pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_area_pages_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_area_pages_v_version_groups_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_area_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_area_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "area_pages_sections" CASCADE;
  DROP TABLE "area_pages_groups_items" CASCADE;
  DROP TABLE "area_pages" CASCADE;
  DROP TABLE "area_pages_locales" CASCADE;
  DROP TABLE "_area_pages_v_version_sections" CASCADE;
  DROP TABLE "_area_pages_v_version_groups_items" CASCADE;
  DROP TABLE "_area_pages_v" CASCADE;
  DROP TABLE "_area_pages_v_locales" CASCADE;
  DROP TABLE "legal_pages_sections" CASCADE;
  DROP TABLE "legal_pages" CASCADE;
  DROP TABLE "legal_pages_locales" CASCADE;
  DROP TABLE "_legal_pages_v_version_sections" CASCADE;
  DROP TABLE "_legal_pages_v" CASCADE;
  DROP TABLE "_legal_pages_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_area_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_legal_pages_fk";
  
  DROP INDEX "payload_locked_documents_rels_area_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_legal_pages_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "area_pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "legal_pages_id";
  DROP TYPE "public"."enum_area_pages_key";
  DROP TYPE "public"."enum_area_pages_status";
  DROP TYPE "public"."enum__area_pages_v_version_key";
  DROP TYPE "public"."enum__area_pages_v_version_status";
  DROP TYPE "public"."enum__area_pages_v_published_locale";
  DROP TYPE "public"."enum_legal_pages_key";
  DROP TYPE "public"."enum_legal_pages_status";
  DROP TYPE "public"."enum__legal_pages_v_version_key";
  DROP TYPE "public"."enum__legal_pages_v_version_status";
  DROP TYPE "public"."enum__legal_pages_v_published_locale";`)
}
