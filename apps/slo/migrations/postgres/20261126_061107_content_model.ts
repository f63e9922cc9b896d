import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_news_see_also" AS ENUM('departments', 'services', 'medicinalProducts', 'diagnostics', 'animalHealth', 'dentalMedicine', 'marketing', 'medicalEquipment', 'warehousingAndTransport', 'regulatoryAffairs', 'clinicalTrials', 'repackaging', 'equipmentService', 'about', 'companyInformation', 'careers', 'news', 'documents', 'contact', 'privacyPolicy', 'termsOfUse', 'cookiePolicy', 'videoSurveillance', 'report', 'search', 'thankYou', 'galderma', 'galdermaActinica', 'galdermaCetaphil', 'galdermaExcipial', 'galdermaDaylong', 'neostrata', 'talika', 'embryolisse', 'rowa', 'rowaRowatinex', 'rowaRowachol', 'schmidgall', 'schmidgallCarmolDrops', 'schmidgallCarmolPastilles', 'cochlear', 'cochlearNucleus', 'cochlearWellBeing');
  CREATE TYPE "public"."enum_news_kind" AS ENUM('news', 'event');
  CREATE TYPE "public"."enum_news_illustration" AS ENUM('vehicles', 'certificate', 'dental', 'veterinary', 'diagnostics', 'charity', 'warehouse', 'webinar', 'anniversary', 'equipment', 'people', 'pharmacy');
  CREATE TYPE "public"."enum__news_v_version_see_also" AS ENUM('departments', 'services', 'medicinalProducts', 'diagnostics', 'animalHealth', 'dentalMedicine', 'marketing', 'medicalEquipment', 'warehousingAndTransport', 'regulatoryAffairs', 'clinicalTrials', 'repackaging', 'equipmentService', 'about', 'companyInformation', 'careers', 'news', 'documents', 'contact', 'privacyPolicy', 'termsOfUse', 'cookiePolicy', 'videoSurveillance', 'report', 'search', 'thankYou', 'galderma', 'galdermaActinica', 'galdermaCetaphil', 'galdermaExcipial', 'galdermaDaylong', 'neostrata', 'talika', 'embryolisse', 'rowa', 'rowaRowatinex', 'rowaRowachol', 'schmidgall', 'schmidgallCarmolDrops', 'schmidgallCarmolPastilles', 'cochlear', 'cochlearNucleus', 'cochlearWellBeing');
  CREATE TYPE "public"."enum__news_v_version_kind" AS ENUM('news', 'event');
  CREATE TYPE "public"."enum__news_v_version_illustration" AS ENUM('vehicles', 'certificate', 'dental', 'veterinary', 'diagnostics', 'charity', 'warehouse', 'webinar', 'anniversary', 'equipment', 'people', 'pharmacy');
  CREATE TYPE "public"."enum_news_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_categories_v_published_locale" AS ENUM('sl', 'en');
  CREATE TYPE "public"."enum_jobs_employment" AS ENUM('fullTime', 'partTime', 'fixedTerm', 'internship');
  CREATE TYPE "public"."enum_jobs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_version_employment" AS ENUM('fullTime', 'partTime', 'fixedTerm', 'internship');
  CREATE TYPE "public"."enum__jobs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_published_locale" AS ENUM('sl', 'en');
  CREATE TYPE "public"."enum_brand_pages_department" AS ENUM('marketing', 'medicinalProducts', 'diagnostics', 'animalHealth', 'dentalMedicine', 'medicalEquipment');
  CREATE TYPE "public"."enum_brand_pages_kind" AS ENUM('company', 'medicine', 'herbalMedicine', 'medicalDevice', 'cosmetic', 'pharmacyProduct', 'survey');
  CREATE TYPE "public"."enum_brand_pages_mark_style" AS ENUM('serif', 'sans', 'light', 'rounded', 'condensed');
  CREATE TYPE "public"."enum_brand_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__brand_pages_v_version_department" AS ENUM('marketing', 'medicinalProducts', 'diagnostics', 'animalHealth', 'dentalMedicine', 'medicalEquipment');
  CREATE TYPE "public"."enum__brand_pages_v_version_kind" AS ENUM('company', 'medicine', 'herbalMedicine', 'medicalDevice', 'cosmetic', 'pharmacyProduct', 'survey');
  CREATE TYPE "public"."enum__brand_pages_v_version_mark_style" AS ENUM('serif', 'sans', 'light', 'rounded', 'condensed');
  CREATE TYPE "public"."enum__brand_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__brand_pages_v_published_locale" AS ENUM('sl', 'en');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_department_directory_departments_group" AS ENUM('sales', 'areas', 'services', 'company');
  CREATE TYPE "public"."enum__department_directory_v_version_departments_group" AS ENUM('sales', 'areas', 'services', 'company');
  CREATE TABLE "news_see_also" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_news_see_also",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "news_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer
  );
  
  CREATE TABLE "_news_v_version_see_also" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__news_v_version_see_also",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_news_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer
  );
  
  CREATE TABLE "news_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "news_categories_locales" (
  	"name" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__news_categories_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_news_categories_v_locales" (
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "jobs_responsibilities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"line" varchar
  );
  
  CREATE TABLE "jobs_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"line" varchar
  );
  
  CREATE TABLE "jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"location" varchar,
  	"employment" "enum_jobs_employment" DEFAULT 'fullTime',
  	"posted_on" timestamp(3) with time zone,
  	"closes_on" timestamp(3) with time zone,
  	"closed" boolean DEFAULT false,
  	"key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_jobs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "jobs_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"team" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jobs_v_version_responsibilities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"line" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_jobs_v_version_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"line" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_jobs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_location" varchar,
  	"version_employment" "enum__jobs_v_version_employment" DEFAULT 'fullTime',
  	"version_posted_on" timestamp(3) with time zone,
  	"version_closes_on" timestamp(3) with time zone,
  	"version_closed" boolean DEFAULT false,
  	"version_key" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__jobs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__jobs_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_jobs_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_team" varchar,
  	"version_summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "brand_pages_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" jsonb
  );
  
  CREATE TABLE "brand_pages_products_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "brand_pages_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "brand_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"department" "enum_brand_pages_department" DEFAULT 'marketing',
  	"kind" "enum_brand_pages_kind" DEFAULT 'company',
  	"mark_sub" varchar,
  	"mark_style" "enum_brand_pages_mark_style" DEFAULT 'sans',
  	"mark_hue" numeric DEFAULT 200,
  	"website" varchar,
  	"key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_brand_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "brand_pages_locales" (
  	"title" varchar,
  	"description" varchar,
  	"slug" varchar,
  	"lead" varchar,
  	"products_heading" varchar,
  	"safety_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_brand_pages_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_brand_pages_v_version_products_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_brand_pages_v_version_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_brand_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_department" "enum__brand_pages_v_version_department" DEFAULT 'marketing',
  	"version_kind" "enum__brand_pages_v_version_kind" DEFAULT 'company',
  	"version_mark_sub" varchar,
  	"version_mark_style" "enum__brand_pages_v_version_mark_style" DEFAULT 'sans',
  	"version_mark_hue" numeric DEFAULT 200,
  	"version_website" varchar,
  	"version_key" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__brand_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__brand_pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_brand_pages_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_slug" varchar,
  	"version_lead" varchar,
  	"version_products_heading" varchar,
  	"version_safety_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "department_directory_departments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"offered" boolean,
  	"group" "enum_department_directory_departments_group",
  	"mail" varchar NOT NULL,
  	"mail2" varchar,
  	"tel" varchar NOT NULL,
  	"location" varchar
  );
  
  CREATE TABLE "department_directory_departments_locales" (
  	"hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "department_directory" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_department_directory_v_version_departments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"offered" boolean,
  	"group" "enum__department_directory_v_version_departments_group",
  	"mail" varchar NOT NULL,
  	"mail2" varchar,
  	"tel" varchar NOT NULL,
  	"location" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_department_directory_v_version_departments_locales" (
  	"hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_department_directory_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "content_state" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"revision" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "news" ADD COLUMN "kind" "enum_news_kind" DEFAULT 'news';
  ALTER TABLE "news" ADD COLUMN "category_id" integer;
  ALTER TABLE "news" ADD COLUMN "event_start" varchar;
  ALTER TABLE "news" ADD COLUMN "event_end" varchar;
  ALTER TABLE "news" ADD COLUMN "illustration" "enum_news_illustration";
  ALTER TABLE "news" ADD COLUMN "key" varchar;
  ALTER TABLE "news_locales" ADD COLUMN "event_place" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_kind" "enum__news_v_version_kind" DEFAULT 'news';
  ALTER TABLE "_news_v" ADD COLUMN "version_category_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_event_start" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_event_end" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_illustration" "enum__news_v_version_illustration";
  ALTER TABLE "_news_v" ADD COLUMN "version_key" varchar;
  ALTER TABLE "_news_v_locales" ADD COLUMN "version_event_place" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "news_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "jobs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "brand_pages_id" integer;
  ALTER TABLE "news_see_also" ADD CONSTRAINT "news_see_also_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_version_see_also" ADD CONSTRAINT "_news_v_version_see_also_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_categories_locales" ADD CONSTRAINT "news_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_categories_v" ADD CONSTRAINT "_news_categories_v_parent_id_news_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_categories_v_locales" ADD CONSTRAINT "_news_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_responsibilities" ADD CONSTRAINT "jobs_responsibilities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_requirements" ADD CONSTRAINT "jobs_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_locales" ADD CONSTRAINT "jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_responsibilities" ADD CONSTRAINT "_jobs_v_version_responsibilities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_requirements" ADD CONSTRAINT "_jobs_v_version_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_parent_id_jobs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v_locales" ADD CONSTRAINT "_jobs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brand_pages_sections" ADD CONSTRAINT "brand_pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brand_pages_products_items" ADD CONSTRAINT "brand_pages_products_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brand_pages_facts" ADD CONSTRAINT "brand_pages_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brand_pages_locales" ADD CONSTRAINT "brand_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brand_pages_v_version_sections" ADD CONSTRAINT "_brand_pages_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brand_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brand_pages_v_version_products_items" ADD CONSTRAINT "_brand_pages_v_version_products_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brand_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brand_pages_v_version_facts" ADD CONSTRAINT "_brand_pages_v_version_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brand_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brand_pages_v" ADD CONSTRAINT "_brand_pages_v_parent_id_brand_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."brand_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brand_pages_v_locales" ADD CONSTRAINT "_brand_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brand_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "department_directory_departments" ADD CONSTRAINT "department_directory_departments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."department_directory"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "department_directory_departments_locales" ADD CONSTRAINT "department_directory_departments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."department_directory_departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_department_directory_v_version_departments" ADD CONSTRAINT "_department_directory_v_version_departments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_department_directory_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_department_directory_v_version_departments_locales" ADD CONSTRAINT "_department_directory_v_version_departments_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_department_directory_v_version_departments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_see_also_order_idx" ON "news_see_also" USING btree ("order");
  CREATE INDEX "news_see_also_parent_idx" ON "news_see_also" USING btree ("parent_id");
  CREATE INDEX "news_rels_order_idx" ON "news_rels" USING btree ("order");
  CREATE INDEX "news_rels_parent_idx" ON "news_rels" USING btree ("parent_id");
  CREATE INDEX "news_rels_path_idx" ON "news_rels" USING btree ("path");
  CREATE INDEX "news_rels_news_id_idx" ON "news_rels" USING btree ("news_id");
  CREATE INDEX "_news_v_version_see_also_order_idx" ON "_news_v_version_see_also" USING btree ("order");
  CREATE INDEX "_news_v_version_see_also_parent_idx" ON "_news_v_version_see_also" USING btree ("parent_id");
  CREATE INDEX "_news_v_rels_order_idx" ON "_news_v_rels" USING btree ("order");
  CREATE INDEX "_news_v_rels_parent_idx" ON "_news_v_rels" USING btree ("parent_id");
  CREATE INDEX "_news_v_rels_path_idx" ON "_news_v_rels" USING btree ("path");
  CREATE INDEX "_news_v_rels_news_id_idx" ON "_news_v_rels" USING btree ("news_id");
  CREATE INDEX "news_categories_key_idx" ON "news_categories" USING btree ("key");
  CREATE INDEX "news_categories_updated_at_idx" ON "news_categories" USING btree ("updated_at");
  CREATE INDEX "news_categories_created_at_idx" ON "news_categories" USING btree ("created_at");
  CREATE INDEX "news_categories__status_idx" ON "news_categories" USING btree ("_status");
  CREATE INDEX "news_categories_slug_idx" ON "news_categories_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "news_categories_locales_locale_parent_id_unique" ON "news_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_categories_v_parent_idx" ON "_news_categories_v" USING btree ("parent_id");
  CREATE INDEX "_news_categories_v_version_version_key_idx" ON "_news_categories_v" USING btree ("version_key");
  CREATE INDEX "_news_categories_v_version_version_updated_at_idx" ON "_news_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_categories_v_version_version_created_at_idx" ON "_news_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_news_categories_v_version_version__status_idx" ON "_news_categories_v" USING btree ("version__status");
  CREATE INDEX "_news_categories_v_created_at_idx" ON "_news_categories_v" USING btree ("created_at");
  CREATE INDEX "_news_categories_v_updated_at_idx" ON "_news_categories_v" USING btree ("updated_at");
  CREATE INDEX "_news_categories_v_snapshot_idx" ON "_news_categories_v" USING btree ("snapshot");
  CREATE INDEX "_news_categories_v_published_locale_idx" ON "_news_categories_v" USING btree ("published_locale");
  CREATE INDEX "_news_categories_v_latest_idx" ON "_news_categories_v" USING btree ("latest");
  CREATE INDEX "_news_categories_v_version_version_slug_idx" ON "_news_categories_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_news_categories_v_locales_locale_parent_id_unique" ON "_news_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jobs_responsibilities_order_idx" ON "jobs_responsibilities" USING btree ("_order");
  CREATE INDEX "jobs_responsibilities_parent_id_idx" ON "jobs_responsibilities" USING btree ("_parent_id");
  CREATE INDEX "jobs_responsibilities_locale_idx" ON "jobs_responsibilities" USING btree ("_locale");
  CREATE INDEX "jobs_requirements_order_idx" ON "jobs_requirements" USING btree ("_order");
  CREATE INDEX "jobs_requirements_parent_id_idx" ON "jobs_requirements" USING btree ("_parent_id");
  CREATE INDEX "jobs_requirements_locale_idx" ON "jobs_requirements" USING btree ("_locale");
  CREATE INDEX "jobs_key_idx" ON "jobs" USING btree ("key");
  CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");
  CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");
  CREATE INDEX "jobs__status_idx" ON "jobs" USING btree ("_status");
  CREATE INDEX "jobs_slug_idx" ON "jobs_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "jobs_locales_locale_parent_id_unique" ON "jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jobs_v_version_responsibilities_order_idx" ON "_jobs_v_version_responsibilities" USING btree ("_order");
  CREATE INDEX "_jobs_v_version_responsibilities_parent_id_idx" ON "_jobs_v_version_responsibilities" USING btree ("_parent_id");
  CREATE INDEX "_jobs_v_version_responsibilities_locale_idx" ON "_jobs_v_version_responsibilities" USING btree ("_locale");
  CREATE INDEX "_jobs_v_version_requirements_order_idx" ON "_jobs_v_version_requirements" USING btree ("_order");
  CREATE INDEX "_jobs_v_version_requirements_parent_id_idx" ON "_jobs_v_version_requirements" USING btree ("_parent_id");
  CREATE INDEX "_jobs_v_version_requirements_locale_idx" ON "_jobs_v_version_requirements" USING btree ("_locale");
  CREATE INDEX "_jobs_v_parent_idx" ON "_jobs_v" USING btree ("parent_id");
  CREATE INDEX "_jobs_v_version_version_key_idx" ON "_jobs_v" USING btree ("version_key");
  CREATE INDEX "_jobs_v_version_version_updated_at_idx" ON "_jobs_v" USING btree ("version_updated_at");
  CREATE INDEX "_jobs_v_version_version_created_at_idx" ON "_jobs_v" USING btree ("version_created_at");
  CREATE INDEX "_jobs_v_version_version__status_idx" ON "_jobs_v" USING btree ("version__status");
  CREATE INDEX "_jobs_v_created_at_idx" ON "_jobs_v" USING btree ("created_at");
  CREATE INDEX "_jobs_v_updated_at_idx" ON "_jobs_v" USING btree ("updated_at");
  CREATE INDEX "_jobs_v_snapshot_idx" ON "_jobs_v" USING btree ("snapshot");
  CREATE INDEX "_jobs_v_published_locale_idx" ON "_jobs_v" USING btree ("published_locale");
  CREATE INDEX "_jobs_v_latest_idx" ON "_jobs_v" USING btree ("latest");
  CREATE INDEX "_jobs_v_version_version_slug_idx" ON "_jobs_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_jobs_v_locales_locale_parent_id_unique" ON "_jobs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "brand_pages_sections_order_idx" ON "brand_pages_sections" USING btree ("_order");
  CREATE INDEX "brand_pages_sections_parent_id_idx" ON "brand_pages_sections" USING btree ("_parent_id");
  CREATE INDEX "brand_pages_sections_locale_idx" ON "brand_pages_sections" USING btree ("_locale");
  CREATE INDEX "brand_pages_products_items_order_idx" ON "brand_pages_products_items" USING btree ("_order");
  CREATE INDEX "brand_pages_products_items_parent_id_idx" ON "brand_pages_products_items" USING btree ("_parent_id");
  CREATE INDEX "brand_pages_products_items_locale_idx" ON "brand_pages_products_items" USING btree ("_locale");
  CREATE INDEX "brand_pages_facts_order_idx" ON "brand_pages_facts" USING btree ("_order");
  CREATE INDEX "brand_pages_facts_parent_id_idx" ON "brand_pages_facts" USING btree ("_parent_id");
  CREATE INDEX "brand_pages_facts_locale_idx" ON "brand_pages_facts" USING btree ("_locale");
  CREATE INDEX "brand_pages_key_idx" ON "brand_pages" USING btree ("key");
  CREATE INDEX "brand_pages_updated_at_idx" ON "brand_pages" USING btree ("updated_at");
  CREATE INDEX "brand_pages_created_at_idx" ON "brand_pages" USING btree ("created_at");
  CREATE INDEX "brand_pages__status_idx" ON "brand_pages" USING btree ("_status");
  CREATE INDEX "brand_pages_slug_idx" ON "brand_pages_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "brand_pages_locales_locale_parent_id_unique" ON "brand_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_brand_pages_v_version_sections_order_idx" ON "_brand_pages_v_version_sections" USING btree ("_order");
  CREATE INDEX "_brand_pages_v_version_sections_parent_id_idx" ON "_brand_pages_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_brand_pages_v_version_sections_locale_idx" ON "_brand_pages_v_version_sections" USING btree ("_locale");
  CREATE INDEX "_brand_pages_v_version_products_items_order_idx" ON "_brand_pages_v_version_products_items" USING btree ("_order");
  CREATE INDEX "_brand_pages_v_version_products_items_parent_id_idx" ON "_brand_pages_v_version_products_items" USING btree ("_parent_id");
  CREATE INDEX "_brand_pages_v_version_products_items_locale_idx" ON "_brand_pages_v_version_products_items" USING btree ("_locale");
  CREATE INDEX "_brand_pages_v_version_facts_order_idx" ON "_brand_pages_v_version_facts" USING btree ("_order");
  CREATE INDEX "_brand_pages_v_version_facts_parent_id_idx" ON "_brand_pages_v_version_facts" USING btree ("_parent_id");
  CREATE INDEX "_brand_pages_v_version_facts_locale_idx" ON "_brand_pages_v_version_facts" USING btree ("_locale");
  CREATE INDEX "_brand_pages_v_parent_idx" ON "_brand_pages_v" USING btree ("parent_id");
  CREATE INDEX "_brand_pages_v_version_version_key_idx" ON "_brand_pages_v" USING btree ("version_key");
  CREATE INDEX "_brand_pages_v_version_version_updated_at_idx" ON "_brand_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_brand_pages_v_version_version_created_at_idx" ON "_brand_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_brand_pages_v_version_version__status_idx" ON "_brand_pages_v" USING btree ("version__status");
  CREATE INDEX "_brand_pages_v_created_at_idx" ON "_brand_pages_v" USING btree ("created_at");
  CREATE INDEX "_brand_pages_v_updated_at_idx" ON "_brand_pages_v" USING btree ("updated_at");
  CREATE INDEX "_brand_pages_v_snapshot_idx" ON "_brand_pages_v" USING btree ("snapshot");
  CREATE INDEX "_brand_pages_v_published_locale_idx" ON "_brand_pages_v" USING btree ("published_locale");
  CREATE INDEX "_brand_pages_v_latest_idx" ON "_brand_pages_v" USING btree ("latest");
  CREATE INDEX "_brand_pages_v_version_version_slug_idx" ON "_brand_pages_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_brand_pages_v_locales_locale_parent_id_unique" ON "_brand_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "department_directory_departments_order_idx" ON "department_directory_departments" USING btree ("_order");
  CREATE INDEX "department_directory_departments_parent_id_idx" ON "department_directory_departments" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "department_directory_departments_locales_locale_parent_id_un" ON "department_directory_departments_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_department_directory_v_version_departments_order_idx" ON "_department_directory_v_version_departments" USING btree ("_order");
  CREATE INDEX "_department_directory_v_version_departments_parent_id_idx" ON "_department_directory_v_version_departments" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_department_directory_v_version_departments_locales_locale_p" ON "_department_directory_v_version_departments_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_department_directory_v_created_at_idx" ON "_department_directory_v" USING btree ("created_at");
  CREATE INDEX "_department_directory_v_updated_at_idx" ON "_department_directory_v" USING btree ("updated_at");
  ALTER TABLE "news" ADD CONSTRAINT "news_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_category_id_news_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_categories_fk" FOREIGN KEY ("news_categories_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brand_pages_fk" FOREIGN KEY ("brand_pages_id") REFERENCES "public"."brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_category_idx" ON "news" USING btree ("category_id");
  CREATE INDEX "news_key_idx" ON "news" USING btree ("key");
  CREATE INDEX "_news_v_version_version_category_idx" ON "_news_v" USING btree ("version_category_id");
  CREATE INDEX "_news_v_version_version_key_idx" ON "_news_v" USING btree ("version_key");
  CREATE INDEX "payload_locked_documents_rels_news_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("news_categories_id");
  CREATE INDEX "payload_locked_documents_rels_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("jobs_id");
  CREATE INDEX "payload_locked_documents_rels_brand_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("brand_pages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news_see_also" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_version_see_also" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_categories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_responsibilities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_requirements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_version_responsibilities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_version_requirements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brand_pages_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brand_pages_products_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brand_pages_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brand_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brand_pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brand_pages_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brand_pages_v_version_products_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brand_pages_v_version_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brand_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brand_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "department_directory_departments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "department_directory_departments_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "department_directory" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_department_directory_v_version_departments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_department_directory_v_version_departments_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_department_directory_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "content_state" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "news_see_also" CASCADE;
  DROP TABLE "news_rels" CASCADE;
  DROP TABLE "_news_v_version_see_also" CASCADE;
  DROP TABLE "_news_v_rels" CASCADE;
  DROP TABLE "news_categories" CASCADE;
  DROP TABLE "news_categories_locales" CASCADE;
  DROP TABLE "_news_categories_v" CASCADE;
  DROP TABLE "_news_categories_v_locales" CASCADE;
  DROP TABLE "jobs_responsibilities" CASCADE;
  DROP TABLE "jobs_requirements" CASCADE;
  DROP TABLE "jobs" CASCADE;
  DROP TABLE "jobs_locales" CASCADE;
  DROP TABLE "_jobs_v_version_responsibilities" CASCADE;
  DROP TABLE "_jobs_v_version_requirements" CASCADE;
  DROP TABLE "_jobs_v" CASCADE;
  DROP TABLE "_jobs_v_locales" CASCADE;
  DROP TABLE "brand_pages_sections" CASCADE;
  DROP TABLE "brand_pages_products_items" CASCADE;
  DROP TABLE "brand_pages_facts" CASCADE;
  DROP TABLE "brand_pages" CASCADE;
  DROP TABLE "brand_pages_locales" CASCADE;
  DROP TABLE "_brand_pages_v_version_sections" CASCADE;
  DROP TABLE "_brand_pages_v_version_products_items" CASCADE;
  DROP TABLE "_brand_pages_v_version_facts" CASCADE;
  DROP TABLE "_brand_pages_v" CASCADE;
  DROP TABLE "_brand_pages_v_locales" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "department_directory_departments" CASCADE;
  DROP TABLE "department_directory_departments_locales" CASCADE;
  DROP TABLE "department_directory" CASCADE;
  DROP TABLE "_department_directory_v_version_departments" CASCADE;
  DROP TABLE "_department_directory_v_version_departments_locales" CASCADE;
  DROP TABLE "_department_directory_v" CASCADE;
  DROP TABLE "content_state" CASCADE;
  ALTER TABLE "news" DROP CONSTRAINT "news_category_id_news_categories_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_category_id_news_categories_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_news_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_jobs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_brand_pages_fk";
  
  DROP INDEX "news_category_idx";
  DROP INDEX "news_key_idx";
  DROP INDEX "_news_v_version_version_category_idx";
  DROP INDEX "_news_v_version_version_key_idx";
  DROP INDEX "payload_locked_documents_rels_news_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_jobs_id_idx";
  DROP INDEX "payload_locked_documents_rels_brand_pages_id_idx";
  ALTER TABLE "news" DROP COLUMN "kind";
  ALTER TABLE "news" DROP COLUMN "category_id";
  ALTER TABLE "news" DROP COLUMN "event_start";
  ALTER TABLE "news" DROP COLUMN "event_end";
  ALTER TABLE "news" DROP COLUMN "illustration";
  ALTER TABLE "news" DROP COLUMN "key";
  ALTER TABLE "news_locales" DROP COLUMN "event_place";
  ALTER TABLE "_news_v" DROP COLUMN "version_kind";
  ALTER TABLE "_news_v" DROP COLUMN "version_category_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_event_start";
  ALTER TABLE "_news_v" DROP COLUMN "version_event_end";
  ALTER TABLE "_news_v" DROP COLUMN "version_illustration";
  ALTER TABLE "_news_v" DROP COLUMN "version_key";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version_event_place";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "news_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "jobs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "brand_pages_id";
  DROP TYPE "public"."enum_news_see_also";
  DROP TYPE "public"."enum_news_kind";
  DROP TYPE "public"."enum_news_illustration";
  DROP TYPE "public"."enum__news_v_version_see_also";
  DROP TYPE "public"."enum__news_v_version_kind";
  DROP TYPE "public"."enum__news_v_version_illustration";
  DROP TYPE "public"."enum_news_categories_status";
  DROP TYPE "public"."enum__news_categories_v_version_status";
  DROP TYPE "public"."enum__news_categories_v_published_locale";
  DROP TYPE "public"."enum_jobs_employment";
  DROP TYPE "public"."enum_jobs_status";
  DROP TYPE "public"."enum__jobs_v_version_employment";
  DROP TYPE "public"."enum__jobs_v_version_status";
  DROP TYPE "public"."enum__jobs_v_published_locale";
  DROP TYPE "public"."enum_brand_pages_department";
  DROP TYPE "public"."enum_brand_pages_kind";
  DROP TYPE "public"."enum_brand_pages_mark_style";
  DROP TYPE "public"."enum_brand_pages_status";
  DROP TYPE "public"."enum__brand_pages_v_version_department";
  DROP TYPE "public"."enum__brand_pages_v_version_kind";
  DROP TYPE "public"."enum__brand_pages_v_version_mark_style";
  DROP TYPE "public"."enum__brand_pages_v_version_status";
  DROP TYPE "public"."enum__brand_pages_v_published_locale";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_department_directory_departments_group";
  DROP TYPE "public"."enum__department_directory_v_version_departments_group";`)
}
