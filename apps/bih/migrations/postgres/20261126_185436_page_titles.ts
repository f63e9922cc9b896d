import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_titles_key" AS ENUM('home', 'departments', 'services', 'medicinalProducts', 'diagnostics', 'animalHealth', 'dentalMedicine', 'marketing', 'medicalEquipment', 'warehousingAndTransport', 'regulatoryAffairs', 'clinicalTrials', 'repackaging', 'equipmentService', 'about', 'companyInformation', 'careers', 'news', 'documents', 'contact', 'privacyPolicy', 'termsOfUse', 'cookiePolicy', 'videoSurveillance', 'report', 'search', 'thankYou', 'galderma', 'galdermaActinica', 'galdermaCetaphil', 'galdermaExcipial', 'galdermaDaylong', 'neostrata', 'talika', 'embryolisse', 'rowa', 'rowaRowatinex', 'rowaRowachol', 'schmidgall', 'schmidgallCarmolDrops', 'schmidgallCarmolPastilles', 'cochlear', 'cochlearNucleus', 'cochlearWellBeing');
  CREATE TYPE "public"."enum_page_titles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_titles_v_version_key" AS ENUM('home', 'departments', 'services', 'medicinalProducts', 'diagnostics', 'animalHealth', 'dentalMedicine', 'marketing', 'medicalEquipment', 'warehousingAndTransport', 'regulatoryAffairs', 'clinicalTrials', 'repackaging', 'equipmentService', 'about', 'companyInformation', 'careers', 'news', 'documents', 'contact', 'privacyPolicy', 'termsOfUse', 'cookiePolicy', 'videoSurveillance', 'report', 'search', 'thankYou', 'galderma', 'galdermaActinica', 'galdermaCetaphil', 'galdermaExcipial', 'galdermaDaylong', 'neostrata', 'talika', 'embryolisse', 'rowa', 'rowaRowatinex', 'rowaRowachol', 'schmidgall', 'schmidgallCarmolDrops', 'schmidgallCarmolPastilles', 'cochlear', 'cochlearNucleus', 'cochlearWellBeing');
  CREATE TYPE "public"."enum__page_titles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_titles_v_published_locale" AS ENUM('bs', 'en');
  CREATE TABLE "page_titles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum_page_titles_key",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_page_titles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "page_titles_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_titles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" "enum__page_titles_v_version_key",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__page_titles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__page_titles_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_page_titles_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_titles_id" integer;
  ALTER TABLE "page_titles_locales" ADD CONSTRAINT "page_titles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_titles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_titles_v" ADD CONSTRAINT "_page_titles_v_parent_id_page_titles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."page_titles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_titles_v_locales" ADD CONSTRAINT "_page_titles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_titles_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "page_titles_key_idx" ON "page_titles" USING btree ("key");
  CREATE INDEX "page_titles_updated_at_idx" ON "page_titles" USING btree ("updated_at");
  CREATE INDEX "page_titles_created_at_idx" ON "page_titles" USING btree ("created_at");
  CREATE INDEX "page_titles__status_idx" ON "page_titles" USING btree ("_status");
  CREATE UNIQUE INDEX "page_titles_locales_locale_parent_id_unique" ON "page_titles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_titles_v_parent_idx" ON "_page_titles_v" USING btree ("parent_id");
  CREATE INDEX "_page_titles_v_version_version_key_idx" ON "_page_titles_v" USING btree ("version_key");
  CREATE INDEX "_page_titles_v_version_version_updated_at_idx" ON "_page_titles_v" USING btree ("version_updated_at");
  CREATE INDEX "_page_titles_v_version_version_created_at_idx" ON "_page_titles_v" USING btree ("version_created_at");
  CREATE INDEX "_page_titles_v_version_version__status_idx" ON "_page_titles_v" USING btree ("version__status");
  CREATE INDEX "_page_titles_v_created_at_idx" ON "_page_titles_v" USING btree ("created_at");
  CREATE INDEX "_page_titles_v_updated_at_idx" ON "_page_titles_v" USING btree ("updated_at");
  CREATE INDEX "_page_titles_v_snapshot_idx" ON "_page_titles_v" USING btree ("snapshot");
  CREATE INDEX "_page_titles_v_published_locale_idx" ON "_page_titles_v" USING btree ("published_locale");
  CREATE INDEX "_page_titles_v_latest_idx" ON "_page_titles_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_page_titles_v_locales_locale_parent_id_unique" ON "_page_titles_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_titles_fk" FOREIGN KEY ("page_titles_id") REFERENCES "public"."page_titles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_page_titles_id_idx" ON "payload_locked_documents_rels" USING btree ("page_titles_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_titles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_titles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_titles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_titles_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_titles" CASCADE;
  DROP TABLE "page_titles_locales" CASCADE;
  DROP TABLE "_page_titles_v" CASCADE;
  DROP TABLE "_page_titles_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_titles_fk";
  
  DROP INDEX "payload_locked_documents_rels_page_titles_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_titles_id";
  DROP TYPE "public"."enum_page_titles_key";
  DROP TYPE "public"."enum_page_titles_status";
  DROP TYPE "public"."enum__page_titles_v_version_key";
  DROP TYPE "public"."enum__page_titles_v_version_status";
  DROP TYPE "public"."enum__page_titles_v_published_locale";`)
}
