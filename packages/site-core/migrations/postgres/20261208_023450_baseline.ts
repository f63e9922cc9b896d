import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('hr', 'sl', 'bs', 'en');
  CREATE TYPE "public"."enum_users_role" AS ENUM('administrator', 'editor', 'hr', 'pharmacovigilance', 'confidential-person');
  CREATE TYPE "public"."enum_news_see_also" AS ENUM('departments', 'services', 'medicinalProducts', 'diagnostics', 'animalHealth', 'dentalMedicine', 'marketing', 'medicalEquipment', 'warehousingAndTransport', 'regulatoryAffairs', 'clinicalTrials', 'repackaging', 'equipmentService', 'about', 'companyInformation', 'careers', 'news', 'documents', 'contact', 'privacyPolicy', 'termsOfUse', 'cookiePolicy', 'videoSurveillance', 'report', 'search', 'thankYou', 'galderma', 'galdermaActinica', 'galdermaCetaphil', 'galdermaExcipial', 'galdermaDaylong', 'neostrata', 'talika', 'embryolisse', 'rowa', 'rowaRowatinex', 'rowaRowachol', 'schmidgall', 'schmidgallCarmolDrops', 'schmidgallCarmolPastilles', 'cochlear', 'cochlearNucleus', 'cochlearWellBeing');
  CREATE TYPE "public"."enum_news_kind" AS ENUM('news', 'event');
  CREATE TYPE "public"."enum_news_illustration" AS ENUM('vehicles', 'certificate', 'dental', 'veterinary', 'diagnostics', 'charity', 'warehouse', 'webinar', 'anniversary', 'equipment', 'people', 'pharmacy');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_see_also" AS ENUM('departments', 'services', 'medicinalProducts', 'diagnostics', 'animalHealth', 'dentalMedicine', 'marketing', 'medicalEquipment', 'warehousingAndTransport', 'regulatoryAffairs', 'clinicalTrials', 'repackaging', 'equipmentService', 'about', 'companyInformation', 'careers', 'news', 'documents', 'contact', 'privacyPolicy', 'termsOfUse', 'cookiePolicy', 'videoSurveillance', 'report', 'search', 'thankYou', 'galderma', 'galdermaActinica', 'galdermaCetaphil', 'galdermaExcipial', 'galdermaDaylong', 'neostrata', 'talika', 'embryolisse', 'rowa', 'rowaRowatinex', 'rowaRowachol', 'schmidgall', 'schmidgallCarmolDrops', 'schmidgallCarmolPastilles', 'cochlear', 'cochlearNucleus', 'cochlearWellBeing');
  CREATE TYPE "public"."enum__news_v_version_kind" AS ENUM('news', 'event');
  CREATE TYPE "public"."enum__news_v_version_illustration" AS ENUM('vehicles', 'certificate', 'dental', 'veterinary', 'diagnostics', 'charity', 'warehouse', 'webinar', 'anniversary', 'equipment', 'people', 'pharmacy');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('hr', 'sl', 'bs', 'en');
  CREATE TYPE "public"."enum_news_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_categories_v_published_locale" AS ENUM('hr', 'sl', 'bs', 'en');
  CREATE TYPE "public"."enum_jobs_employment" AS ENUM('fullTime', 'partTime', 'fixedTerm', 'internship');
  CREATE TYPE "public"."enum_jobs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_version_employment" AS ENUM('fullTime', 'partTime', 'fixedTerm', 'internship');
  CREATE TYPE "public"."enum__jobs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_published_locale" AS ENUM('hr', 'sl', 'bs', 'en');
  CREATE TYPE "public"."enum_brand_pages_department" AS ENUM('marketing', 'medicinalProducts', 'diagnostics', 'animalHealth', 'dentalMedicine', 'medicalEquipment');
  CREATE TYPE "public"."enum_brand_pages_kind" AS ENUM('company', 'medicine', 'herbalMedicine', 'medicalDevice', 'cosmetic', 'pharmacyProduct', 'survey');
  CREATE TYPE "public"."enum_brand_pages_mark_style" AS ENUM('serif', 'sans', 'light', 'rounded', 'condensed');
  CREATE TYPE "public"."enum_brand_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__brand_pages_v_version_department" AS ENUM('marketing', 'medicinalProducts', 'diagnostics', 'animalHealth', 'dentalMedicine', 'medicalEquipment');
  CREATE TYPE "public"."enum__brand_pages_v_version_kind" AS ENUM('company', 'medicine', 'herbalMedicine', 'medicalDevice', 'cosmetic', 'pharmacyProduct', 'survey');
  CREATE TYPE "public"."enum__brand_pages_v_version_mark_style" AS ENUM('serif', 'sans', 'light', 'rounded', 'condensed');
  CREATE TYPE "public"."enum__brand_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__brand_pages_v_published_locale" AS ENUM('hr', 'sl', 'bs', 'en');
  CREATE TYPE "public"."enum_documents_type" AS ENUM('certificate', 'authorisation', 'policy', 'form');
  CREATE TYPE "public"."enum_documents_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__documents_v_version_type" AS ENUM('certificate', 'authorisation', 'policy', 'form');
  CREATE TYPE "public"."enum__documents_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__documents_v_published_locale" AS ENUM('hr', 'sl', 'bs', 'en');
  CREATE TYPE "public"."enum_locations_kind" AS ENUM('headquarters', 'warehouse', 'office', 'distributionCentre');
  CREATE TYPE "public"."enum_locations_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__locations_v_version_kind" AS ENUM('headquarters', 'warehouse', 'office', 'distributionCentre');
  CREATE TYPE "public"."enum__locations_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__locations_v_published_locale" AS ENUM('hr', 'sl', 'bs', 'en');
  CREATE TYPE "public"."enum_departments_contact_for" AS ENUM('departments', 'services', 'medicinalProducts', 'diagnostics', 'animalHealth', 'dentalMedicine', 'marketing', 'medicalEquipment', 'warehousingAndTransport', 'regulatoryAffairs', 'clinicalTrials', 'repackaging', 'equipmentService', 'careers', 'documents');
  CREATE TYPE "public"."enum_departments_group" AS ENUM('sales', 'areas', 'services', 'company');
  CREATE TYPE "public"."enum_departments_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__departments_v_version_contact_for" AS ENUM('departments', 'services', 'medicinalProducts', 'diagnostics', 'animalHealth', 'dentalMedicine', 'marketing', 'medicalEquipment', 'warehousingAndTransport', 'regulatoryAffairs', 'clinicalTrials', 'repackaging', 'equipmentService', 'careers', 'documents');
  CREATE TYPE "public"."enum__departments_v_version_group" AS ENUM('sales', 'areas', 'services', 'company');
  CREATE TYPE "public"."enum__departments_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__departments_v_published_locale" AS ENUM('hr', 'sl', 'bs', 'en');
  CREATE TYPE "public"."enum_area_pages_key" AS ENUM('medicinalProducts', 'diagnostics', 'animalHealth', 'dentalMedicine', 'marketing', 'medicalEquipment', 'warehousingAndTransport', 'regulatoryAffairs', 'clinicalTrials', 'repackaging', 'equipmentService');
  CREATE TYPE "public"."enum_area_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__area_pages_v_version_key" AS ENUM('medicinalProducts', 'diagnostics', 'animalHealth', 'dentalMedicine', 'marketing', 'medicalEquipment', 'warehousingAndTransport', 'regulatoryAffairs', 'clinicalTrials', 'repackaging', 'equipmentService');
  CREATE TYPE "public"."enum__area_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__area_pages_v_published_locale" AS ENUM('hr', 'sl', 'bs', 'en');
  CREATE TYPE "public"."enum_fixed_brand_pages_key" AS ENUM('galderma', 'galdermaActinica', 'galdermaCetaphil', 'galdermaExcipial', 'galdermaDaylong', 'neostrata', 'talika', 'embryolisse', 'rowa', 'rowaRowatinex', 'rowaRowachol', 'schmidgall', 'schmidgallCarmolDrops', 'schmidgallCarmolPastilles', 'cochlear', 'cochlearNucleus', 'cochlearWellBeing');
  CREATE TYPE "public"."enum_fixed_brand_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__fixed_brand_pages_v_version_key" AS ENUM('galderma', 'galdermaActinica', 'galdermaCetaphil', 'galdermaExcipial', 'galdermaDaylong', 'neostrata', 'talika', 'embryolisse', 'rowa', 'rowaRowatinex', 'rowaRowachol', 'schmidgall', 'schmidgallCarmolDrops', 'schmidgallCarmolPastilles', 'cochlear', 'cochlearNucleus', 'cochlearWellBeing');
  CREATE TYPE "public"."enum__fixed_brand_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__fixed_brand_pages_v_published_locale" AS ENUM('hr', 'sl', 'bs', 'en');
  CREATE TYPE "public"."enum_legal_pages_key" AS ENUM('privacyPolicy', 'cookiePolicy', 'termsOfUse', 'videoSurveillance');
  CREATE TYPE "public"."enum_legal_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_pages_v_version_key" AS ENUM('privacyPolicy', 'cookiePolicy', 'termsOfUse', 'videoSurveillance');
  CREATE TYPE "public"."enum__legal_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_pages_v_published_locale" AS ENUM('hr', 'sl', 'bs', 'en');
  CREATE TYPE "public"."enum_page_titles_key" AS ENUM('home', 'departments', 'services', 'medicinalProducts', 'diagnostics', 'animalHealth', 'dentalMedicine', 'marketing', 'medicalEquipment', 'warehousingAndTransport', 'regulatoryAffairs', 'clinicalTrials', 'repackaging', 'equipmentService', 'about', 'companyInformation', 'careers', 'news', 'documents', 'contact', 'privacyPolicy', 'termsOfUse', 'cookiePolicy', 'videoSurveillance', 'report', 'search', 'thankYou', 'galderma', 'galdermaActinica', 'galdermaCetaphil', 'galdermaExcipial', 'galdermaDaylong', 'neostrata', 'talika', 'embryolisse', 'rowa', 'rowaRowatinex', 'rowaRowachol', 'schmidgall', 'schmidgallCarmolDrops', 'schmidgallCarmolPastilles', 'cochlear', 'cochlearNucleus', 'cochlearWellBeing');
  CREATE TYPE "public"."enum_page_titles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_titles_v_version_key" AS ENUM('home', 'departments', 'services', 'medicinalProducts', 'diagnostics', 'animalHealth', 'dentalMedicine', 'marketing', 'medicalEquipment', 'warehousingAndTransport', 'regulatoryAffairs', 'clinicalTrials', 'repackaging', 'equipmentService', 'about', 'companyInformation', 'careers', 'news', 'documents', 'contact', 'privacyPolicy', 'termsOfUse', 'cookiePolicy', 'videoSurveillance', 'report', 'search', 'thankYou', 'galderma', 'galdermaActinica', 'galdermaCetaphil', 'galdermaExcipial', 'galdermaDaylong', 'neostrata', 'talika', 'embryolisse', 'rowa', 'rowaRowatinex', 'rowaRowachol', 'schmidgall', 'schmidgallCarmolDrops', 'schmidgallCarmolPastilles', 'cochlear', 'cochlearNucleus', 'cochlearWellBeing');
  CREATE TYPE "public"."enum__page_titles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_titles_v_published_locale" AS ENUM('hr', 'sl', 'bs', 'en');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_figures_delivery_hours_first_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum_figures_delivery_hours_last_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum__figures_v_version_delivery_hours_first_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum__figures_v_version_delivery_hours_last_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum_about_page_certificates_certificate" AS ENUM('iso9001', 'iso14001', 'gdp', 'gmp');
  CREATE TYPE "public"."enum__about_page_v_version_certificates_certificate" AS ENUM('iso9001', 'iso14001', 'gdp', 'gmp');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "news_see_also" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_news_see_also",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_news_kind" DEFAULT 'news',
  	"published_on" timestamp(3) with time zone,
  	"category_id" integer,
  	"hero_id" integer,
  	"event_start" varchar,
  	"event_end" varchar,
  	"illustration" "enum_news_illustration",
  	"meta_image_id" integer,
  	"key" varchar,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "news_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"event_place" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
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
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__news_v_version_kind" DEFAULT 'news',
  	"version_published_on" timestamp(3) with time zone,
  	"version_category_id" integer,
  	"version_hero_id" integer,
  	"version_event_start" varchar,
  	"version_event_end" varchar,
  	"version_illustration" "enum__news_v_version_illustration",
  	"version_meta_image_id" integer,
  	"version_key" varchar,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__news_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_news_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_event_place" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
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
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
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
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
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
  	"hero_id" integer,
  	"posted_on" timestamp(3) with time zone,
  	"closes_on" timestamp(3) with time zone,
  	"closed" boolean DEFAULT false,
  	"meta_image_id" integer,
  	"key" varchar,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "enum_jobs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "jobs_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"team" varchar,
  	"summary" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
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
  	"version_hero_id" integer,
  	"version_posted_on" timestamp(3) with time zone,
  	"version_closes_on" timestamp(3) with time zone,
  	"version_closed" boolean DEFAULT false,
  	"version_meta_image_id" integer,
  	"version_key" varchar,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
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
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
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
  	"logo_id" integer,
  	"hero_id" integer,
  	"website" varchar,
  	"meta_image_id" integer,
  	"key" varchar,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "enum_brand_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "brand_pages_locales" (
  	"title" varchar,
  	"description" varchar,
  	"slug" varchar,
  	"lead" varchar,
  	"products_heading" varchar,
  	"safety_note" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
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
  	"version_logo_id" integer,
  	"version_hero_id" integer,
  	"version_website" varchar,
  	"version_meta_image_id" integer,
  	"version_key" varchar,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
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
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_documents_type",
  	"issued_on" timestamp(3) with time zone,
  	"file_id" integer,
  	"key" varchar,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "enum_documents_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_documents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_type" "enum__documents_v_version_type",
  	"version_issued_on" timestamp(3) with time zone,
  	"version_file_id" integer,
  	"version_key" varchar,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__documents_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__documents_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_documents_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"key" varchar,
  	"kind" "enum_locations_kind",
  	"address" varchar,
  	"postal_code" varchar,
  	"city" varchar,
  	"tel1" varchar,
  	"tel2" varchar,
  	"email" varchar,
  	"lat" numeric,
  	"lon" numeric,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "enum_locations_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "locations_locales" (
  	"country" varchar,
  	"opening_hours" varchar,
  	"goods_receiving_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_locations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_key" varchar,
  	"version_kind" "enum__locations_v_version_kind",
  	"version_address" varchar,
  	"version_postal_code" varchar,
  	"version_city" varchar,
  	"version_tel1" varchar,
  	"version_tel2" varchar,
  	"version_email" varchar,
  	"version_lat" numeric,
  	"version_lon" numeric,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__locations_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__locations_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_locations_v_locales" (
  	"version_country" varchar,
  	"version_opening_hours" varchar,
  	"version_goods_receiving_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "departments_contact_for" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_departments_contact_for",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "departments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"group" "enum_departments_group" DEFAULT 'company',
  	"offered" boolean DEFAULT false,
  	"mail" varchar,
  	"mail2" varchar,
  	"tel" varchar,
  	"location_id" integer,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "enum_departments_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "departments_locales" (
  	"name" varchar,
  	"description" varchar,
  	"hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_departments_v_version_contact_for" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__departments_v_version_contact_for",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_departments_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_group" "enum__departments_v_version_group" DEFAULT 'company',
  	"version_offered" boolean DEFAULT false,
  	"version_mail" varchar,
  	"version_mail2" varchar,
  	"version_tel" varchar,
  	"version_location_id" integer,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__departments_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__departments_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_departments_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
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
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
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
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
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
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
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
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
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
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
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
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
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
  
  CREATE TABLE "page_titles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum_page_titles_key",
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
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
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
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
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_wide_url" varchar,
  	"sizes_wide_width" numeric,
  	"sizes_wide_height" numeric,
  	"sizes_wide_mime_type" varchar,
  	"sizes_wide_filesize" numeric,
  	"sizes_wide_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "second_factors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"secret" varchar,
  	"pending_secret" varchar,
  	"last_step" numeric,
  	"recovery_codes" jsonb,
  	"verified_sessions" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
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
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"news_id" integer,
  	"news_categories_id" integer,
  	"jobs_id" integer,
  	"brand_pages_id" integer,
  	"documents_id" integer,
  	"locations_id" integer,
  	"departments_id" integer,
  	"area_pages_id" integer,
  	"fixed_brand_pages_id" integer,
  	"legal_pages_id" integer,
  	"page_titles_id" integer,
  	"redirects_id" integer,
  	"media_id" integer,
  	"second_factors_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "department_directory" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "department_directory_locales" (
  	"office_hours" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_department_directory_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_department_directory_v_locales" (
  	"version_office_hours" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_page_locales" (
  	"hero_title" varchar NOT NULL,
  	"hero_text" varchar NOT NULL,
  	"departments_intro" varchar NOT NULL,
  	"services_intro" varchar NOT NULL,
  	"quality_text" varchar NOT NULL,
  	"report_text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_home_page_v_locales" (
  	"version_hero_title" varchar NOT NULL,
  	"version_hero_text" varchar NOT NULL,
  	"version_departments_intro" varchar NOT NULL,
  	"version_services_intro" varchar NOT NULL,
  	"version_quality_text" varchar NOT NULL,
  	"version_report_text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "company_management_board" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "company_management_board_locales" (
  	"role" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "company_bank_accounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"bank" varchar NOT NULL,
  	"iban" varchar NOT NULL,
  	"swift" varchar NOT NULL
  );
  
  CREATE TABLE "company_memberships" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"since" numeric,
  	"url" varchar
  );
  
  CREATE TABLE "company_memberships_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "company" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"corporate_name" varchar NOT NULL,
  	"abbreviated_name" varchar NOT NULL,
  	"vat_id" varchar NOT NULL,
  	"founded" numeric NOT NULL,
  	"seat_street" varchar NOT NULL,
  	"seat_postal_code" varchar NOT NULL,
  	"seat_city" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"director" varchar NOT NULL,
  	"share_capital_amount" numeric NOT NULL,
  	"share_capital_currency" varchar DEFAULT 'EUR' NOT NULL,
  	"share_capital_paid_in_full" boolean,
  	"legal_dpo_email" varchar NOT NULL,
  	"legal_video_retention_days" numeric NOT NULL,
  	"legal_last_updated" timestamp(3) with time zone NOT NULL,
  	"legal_supervisory_authority_abbreviation" varchar NOT NULL,
  	"legal_supervisory_authority_website" varchar NOT NULL,
  	"legal_supervisory_authority_address" varchar,
  	"legal_medicines_agency_abbreviation" varchar NOT NULL,
  	"legal_medicines_agency_website" varchar NOT NULL,
  	"legal_medicines_agency_address" varchar,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "company_locales" (
  	"registry_court" varchar NOT NULL,
  	"registration_number" varchar NOT NULL,
  	"tax_id" varchar NOT NULL,
  	"founder" varchar NOT NULL,
  	"legal_data_protection_law" varchar NOT NULL,
  	"legal_supervisory_authority_name" varchar NOT NULL,
  	"legal_medicines_agency_name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_company_v_version_management_board" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_company_v_version_management_board_locales" (
  	"role" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_company_v_version_bank_accounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"bank" varchar NOT NULL,
  	"iban" varchar NOT NULL,
  	"swift" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_company_v_version_memberships" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"since" numeric,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_company_v_version_memberships_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_company_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_corporate_name" varchar NOT NULL,
  	"version_abbreviated_name" varchar NOT NULL,
  	"version_vat_id" varchar NOT NULL,
  	"version_founded" numeric NOT NULL,
  	"version_seat_street" varchar NOT NULL,
  	"version_seat_postal_code" varchar NOT NULL,
  	"version_seat_city" varchar NOT NULL,
  	"version_email" varchar NOT NULL,
  	"version_phone" varchar NOT NULL,
  	"version_director" varchar NOT NULL,
  	"version_share_capital_amount" numeric NOT NULL,
  	"version_share_capital_currency" varchar DEFAULT 'EUR' NOT NULL,
  	"version_share_capital_paid_in_full" boolean,
  	"version_legal_dpo_email" varchar NOT NULL,
  	"version_legal_video_retention_days" numeric NOT NULL,
  	"version_legal_last_updated" timestamp(3) with time zone NOT NULL,
  	"version_legal_supervisory_authority_abbreviation" varchar NOT NULL,
  	"version_legal_supervisory_authority_website" varchar NOT NULL,
  	"version_legal_supervisory_authority_address" varchar,
  	"version_legal_medicines_agency_abbreviation" varchar NOT NULL,
  	"version_legal_medicines_agency_website" varchar NOT NULL,
  	"version_legal_medicines_agency_address" varchar,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_company_v_locales" (
  	"version_registry_court" varchar NOT NULL,
  	"version_registration_number" varchar NOT NULL,
  	"version_tax_id" varchar NOT NULL,
  	"version_founder" varchar NOT NULL,
  	"version_legal_data_protection_law" varchar NOT NULL,
  	"version_legal_supervisory_authority_name" varchar NOT NULL,
  	"version_legal_medicines_agency_name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "figures_turnover" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" varchar DEFAULT 'EUR' NOT NULL
  );
  
  CREATE TABLE "figures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customers" numeric,
  	"suppliers" numeric,
  	"warehouses" numeric,
  	"employees" numeric,
  	"employees_year" numeric,
  	"vehicles" numeric,
  	"medical_equipment_suppliers" numeric,
  	"dental_suppliers" numeric,
  	"dental_partners" numeric,
  	"animal_health_customers" numeric,
  	"delivery_hours_first_day" "enum_figures_delivery_hours_first_day",
  	"delivery_hours_last_day" "enum_figures_delivery_hours_last_day",
  	"delivery_hours_from_hour" numeric,
  	"delivery_hours_to_hour" numeric,
  	"service_around_the_clock" boolean,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_figures_v_version_turnover" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" varchar DEFAULT 'EUR' NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_figures_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_customers" numeric,
  	"version_suppliers" numeric,
  	"version_warehouses" numeric,
  	"version_employees" numeric,
  	"version_employees_year" numeric,
  	"version_vehicles" numeric,
  	"version_medical_equipment_suppliers" numeric,
  	"version_dental_suppliers" numeric,
  	"version_dental_partners" numeric,
  	"version_animal_health_customers" numeric,
  	"version_delivery_hours_first_day" "enum__figures_v_version_delivery_hours_first_day",
  	"version_delivery_hours_last_day" "enum__figures_v_version_delivery_hours_last_day",
  	"version_delivery_hours_from_hour" numeric,
  	"version_delivery_hours_to_hour" numeric,
  	"version_service_around_the_clock" boolean,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sponsors_sponsors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"logo_id" integer
  );
  
  CREATE TABLE "sponsors_sponsors_locales" (
  	"caption" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "sponsors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_sponsors_v_version_sponsors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sponsors_v_version_sponsors_locales" (
  	"caption" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_sponsors_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sister_sites_sites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "sister_sites_sites_locales" (
  	"country" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "sister_sites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_sister_sites_v_version_sites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sister_sites_v_version_sites_locales" (
  	"country" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_sister_sites_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "careers_page_intro" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"paragraph" varchar NOT NULL
  );
  
  CREATE TABLE "careers_page_why" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "careers_page_offer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"line" varchar NOT NULL
  );
  
  CREATE TABLE "careers_page_apply_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "careers_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "careers_page_locales" (
  	"lead" varchar NOT NULL,
  	"positions_intro" varchar NOT NULL,
  	"apply_text" varchar NOT NULL,
  	"privacy_note" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_page_v_version_intro" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"paragraph" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_careers_page_v_version_why" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_careers_page_v_version_offer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"line" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_careers_page_v_version_apply_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_careers_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_careers_page_v_locales" (
  	"version_lead" varchar NOT NULL,
  	"version_positions_intro" varchar NOT NULL,
  	"version_apply_text" varchar NOT NULL,
  	"version_privacy_note" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "about_page_intro" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"paragraph" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_history_story" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"paragraph" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_certificates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"certificate" "enum_about_page_certificates_certificate" NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "about_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "about_page_locales" (
  	"lead" varchar NOT NULL,
  	"history_intro" varchar NOT NULL,
  	"mission" varchar NOT NULL,
  	"vision" varchar NOT NULL,
  	"certificates_intro" varchar NOT NULL,
  	"locations_intro" varchar NOT NULL,
  	"memberships_intro" varchar NOT NULL,
  	"company_info_text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_intro" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"paragraph" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_history_story" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"paragraph" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_certificates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"certificate" "enum__about_page_v_version_certificates_certificate" NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_about_page_v_locales" (
  	"version_lead" varchar NOT NULL,
  	"version_history_intro" varchar NOT NULL,
  	"version_mission" varchar NOT NULL,
  	"version_vision" varchar NOT NULL,
  	"version_certificates_intro" varchar NOT NULL,
  	"version_locations_intro" varchar NOT NULL,
  	"version_memberships_intro" varchar NOT NULL,
  	"version_company_info_text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "content_state" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"revision" varchar,
  	"seeded_parts" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_see_also" ADD CONSTRAINT "news_see_also_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_hero_id_media_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_version_see_also" ADD CONSTRAINT "_news_v_version_see_also_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_category_id_news_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_hero_id_media_id_fk" FOREIGN KEY ("version_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_categories" ADD CONSTRAINT "news_categories_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_categories_locales" ADD CONSTRAINT "news_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_categories_v" ADD CONSTRAINT "_news_categories_v_parent_id_news_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_categories_v" ADD CONSTRAINT "_news_categories_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_categories_v_locales" ADD CONSTRAINT "_news_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_responsibilities" ADD CONSTRAINT "jobs_responsibilities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_requirements" ADD CONSTRAINT "jobs_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_hero_id_media_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs_locales" ADD CONSTRAINT "jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_responsibilities" ADD CONSTRAINT "_jobs_v_version_responsibilities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_requirements" ADD CONSTRAINT "_jobs_v_version_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_parent_id_jobs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_hero_id_media_id_fk" FOREIGN KEY ("version_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v_locales" ADD CONSTRAINT "_jobs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brand_pages_sections" ADD CONSTRAINT "brand_pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brand_pages_products_items" ADD CONSTRAINT "brand_pages_products_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brand_pages_facts" ADD CONSTRAINT "brand_pages_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brand_pages" ADD CONSTRAINT "brand_pages_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brand_pages" ADD CONSTRAINT "brand_pages_hero_id_media_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brand_pages" ADD CONSTRAINT "brand_pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brand_pages" ADD CONSTRAINT "brand_pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brand_pages_locales" ADD CONSTRAINT "brand_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brand_pages_v_version_sections" ADD CONSTRAINT "_brand_pages_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brand_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brand_pages_v_version_products_items" ADD CONSTRAINT "_brand_pages_v_version_products_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brand_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brand_pages_v_version_facts" ADD CONSTRAINT "_brand_pages_v_version_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brand_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brand_pages_v" ADD CONSTRAINT "_brand_pages_v_parent_id_brand_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."brand_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brand_pages_v" ADD CONSTRAINT "_brand_pages_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brand_pages_v" ADD CONSTRAINT "_brand_pages_v_version_hero_id_media_id_fk" FOREIGN KEY ("version_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brand_pages_v" ADD CONSTRAINT "_brand_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brand_pages_v" ADD CONSTRAINT "_brand_pages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brand_pages_v_locales" ADD CONSTRAINT "_brand_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brand_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_parent_id_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_version_file_id_media_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v_locales" ADD CONSTRAINT "_documents_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_locales" ADD CONSTRAINT "locations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v" ADD CONSTRAINT "_locations_v_parent_id_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v" ADD CONSTRAINT "_locations_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v_locales" ADD CONSTRAINT "_locations_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_locations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "departments_contact_for" ADD CONSTRAINT "departments_contact_for_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "departments" ADD CONSTRAINT "departments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "departments" ADD CONSTRAINT "departments_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "departments_locales" ADD CONSTRAINT "departments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_departments_v_version_contact_for" ADD CONSTRAINT "_departments_v_version_contact_for_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_departments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_departments_v" ADD CONSTRAINT "_departments_v_parent_id_departments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_departments_v" ADD CONSTRAINT "_departments_v_version_location_id_locations_id_fk" FOREIGN KEY ("version_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_departments_v" ADD CONSTRAINT "_departments_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_departments_v_locales" ADD CONSTRAINT "_departments_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_departments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "area_pages_sections" ADD CONSTRAINT "area_pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."area_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "area_pages_groups_items" ADD CONSTRAINT "area_pages_groups_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."area_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "area_pages" ADD CONSTRAINT "area_pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "area_pages_locales" ADD CONSTRAINT "area_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."area_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_area_pages_v_version_sections" ADD CONSTRAINT "_area_pages_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_area_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_area_pages_v_version_groups_items" ADD CONSTRAINT "_area_pages_v_version_groups_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_area_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_area_pages_v" ADD CONSTRAINT "_area_pages_v_parent_id_area_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."area_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_area_pages_v" ADD CONSTRAINT "_area_pages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_area_pages_v_locales" ADD CONSTRAINT "_area_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_area_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fixed_brand_pages_sections" ADD CONSTRAINT "fixed_brand_pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fixed_brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fixed_brand_pages_products_items" ADD CONSTRAINT "fixed_brand_pages_products_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fixed_brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fixed_brand_pages_facts" ADD CONSTRAINT "fixed_brand_pages_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fixed_brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fixed_brand_pages" ADD CONSTRAINT "fixed_brand_pages_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fixed_brand_pages" ADD CONSTRAINT "fixed_brand_pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fixed_brand_pages_locales" ADD CONSTRAINT "fixed_brand_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fixed_brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fixed_brand_pages_v_version_sections" ADD CONSTRAINT "_fixed_brand_pages_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_fixed_brand_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fixed_brand_pages_v_version_products_items" ADD CONSTRAINT "_fixed_brand_pages_v_version_products_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_fixed_brand_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fixed_brand_pages_v_version_facts" ADD CONSTRAINT "_fixed_brand_pages_v_version_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_fixed_brand_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fixed_brand_pages_v" ADD CONSTRAINT "_fixed_brand_pages_v_parent_id_fixed_brand_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."fixed_brand_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_fixed_brand_pages_v" ADD CONSTRAINT "_fixed_brand_pages_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_fixed_brand_pages_v" ADD CONSTRAINT "_fixed_brand_pages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_fixed_brand_pages_v_locales" ADD CONSTRAINT "_fixed_brand_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_fixed_brand_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_sections" ADD CONSTRAINT "legal_pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages" ADD CONSTRAINT "legal_pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "legal_pages_locales" ADD CONSTRAINT "legal_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_version_sections" ADD CONSTRAINT "_legal_pages_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_parent_id_legal_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_locales" ADD CONSTRAINT "_legal_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_titles" ADD CONSTRAINT "page_titles_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_titles_locales" ADD CONSTRAINT "page_titles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_titles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_titles_v" ADD CONSTRAINT "_page_titles_v_parent_id_page_titles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."page_titles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_titles_v" ADD CONSTRAINT "_page_titles_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_titles_v_locales" ADD CONSTRAINT "_page_titles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_titles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "second_factors" ADD CONSTRAINT "second_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_categories_fk" FOREIGN KEY ("news_categories_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brand_pages_fk" FOREIGN KEY ("brand_pages_id") REFERENCES "public"."brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_area_pages_fk" FOREIGN KEY ("area_pages_id") REFERENCES "public"."area_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fixed_brand_pages_fk" FOREIGN KEY ("fixed_brand_pages_id") REFERENCES "public"."fixed_brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_titles_fk" FOREIGN KEY ("page_titles_id") REFERENCES "public"."page_titles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_second_factors_fk" FOREIGN KEY ("second_factors_id") REFERENCES "public"."second_factors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "department_directory" ADD CONSTRAINT "department_directory_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "department_directory_locales" ADD CONSTRAINT "department_directory_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."department_directory"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_department_directory_v" ADD CONSTRAINT "_department_directory_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_department_directory_v_locales" ADD CONSTRAINT "_department_directory_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_department_directory_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_locales" ADD CONSTRAINT "home_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_locales" ADD CONSTRAINT "_home_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_management_board" ADD CONSTRAINT "company_management_board_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_management_board_locales" ADD CONSTRAINT "company_management_board_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_management_board"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_bank_accounts" ADD CONSTRAINT "company_bank_accounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_memberships" ADD CONSTRAINT "company_memberships_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_memberships_locales" ADD CONSTRAINT "company_memberships_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_memberships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company" ADD CONSTRAINT "company_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_locales" ADD CONSTRAINT "company_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v_version_management_board" ADD CONSTRAINT "_company_v_version_management_board_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v_version_management_board_locales" ADD CONSTRAINT "_company_v_version_management_board_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v_version_management_board"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v_version_bank_accounts" ADD CONSTRAINT "_company_v_version_bank_accounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v_version_memberships" ADD CONSTRAINT "_company_v_version_memberships_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v_version_memberships_locales" ADD CONSTRAINT "_company_v_version_memberships_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v_version_memberships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v" ADD CONSTRAINT "_company_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_company_v_locales" ADD CONSTRAINT "_company_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "figures_turnover" ADD CONSTRAINT "figures_turnover_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "figures" ADD CONSTRAINT "figures_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_figures_v_version_turnover" ADD CONSTRAINT "_figures_v_version_turnover_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_figures_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_figures_v" ADD CONSTRAINT "_figures_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sponsors_sponsors" ADD CONSTRAINT "sponsors_sponsors_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sponsors_sponsors" ADD CONSTRAINT "sponsors_sponsors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sponsors_sponsors_locales" ADD CONSTRAINT "sponsors_sponsors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sponsors_sponsors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sponsors_v_version_sponsors" ADD CONSTRAINT "_sponsors_v_version_sponsors_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sponsors_v_version_sponsors" ADD CONSTRAINT "_sponsors_v_version_sponsors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sponsors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sponsors_v_version_sponsors_locales" ADD CONSTRAINT "_sponsors_v_version_sponsors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sponsors_v_version_sponsors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sponsors_v" ADD CONSTRAINT "_sponsors_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sister_sites_sites" ADD CONSTRAINT "sister_sites_sites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sister_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sister_sites_sites_locales" ADD CONSTRAINT "sister_sites_sites_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sister_sites_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sister_sites" ADD CONSTRAINT "sister_sites_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sister_sites_v_version_sites" ADD CONSTRAINT "_sister_sites_v_version_sites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sister_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sister_sites_v_version_sites_locales" ADD CONSTRAINT "_sister_sites_v_version_sites_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sister_sites_v_version_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sister_sites_v" ADD CONSTRAINT "_sister_sites_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "careers_page_intro" ADD CONSTRAINT "careers_page_intro_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_why" ADD CONSTRAINT "careers_page_why_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_offer" ADD CONSTRAINT "careers_page_offer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_apply_steps" ADD CONSTRAINT "careers_page_apply_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page" ADD CONSTRAINT "careers_page_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "careers_page_locales" ADD CONSTRAINT "careers_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_page_v_version_intro" ADD CONSTRAINT "_careers_page_v_version_intro_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_page_v_version_why" ADD CONSTRAINT "_careers_page_v_version_why_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_page_v_version_offer" ADD CONSTRAINT "_careers_page_v_version_offer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_page_v_version_apply_steps" ADD CONSTRAINT "_careers_page_v_version_apply_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_page_v" ADD CONSTRAINT "_careers_page_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_careers_page_v_locales" ADD CONSTRAINT "_careers_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_intro" ADD CONSTRAINT "about_page_intro_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_history_story" ADD CONSTRAINT "about_page_history_story_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_history" ADD CONSTRAINT "about_page_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_values" ADD CONSTRAINT "about_page_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_certificates" ADD CONSTRAINT "about_page_certificates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page_locales" ADD CONSTRAINT "about_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_intro" ADD CONSTRAINT "_about_page_v_version_intro_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_history_story" ADD CONSTRAINT "_about_page_v_version_history_story_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_history" ADD CONSTRAINT "_about_page_v_version_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_values" ADD CONSTRAINT "_about_page_v_version_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_certificates" ADD CONSTRAINT "_about_page_v_version_certificates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v_locales" ADD CONSTRAINT "_about_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "news_see_also_order_idx" ON "news_see_also" USING btree ("order");
  CREATE INDEX "news_see_also_parent_idx" ON "news_see_also" USING btree ("parent_id");
  CREATE INDEX "news_category_idx" ON "news" USING btree ("category_id");
  CREATE INDEX "news_hero_idx" ON "news" USING btree ("hero_id");
  CREATE INDEX "news_meta_meta_image_idx" ON "news" USING btree ("meta_image_id");
  CREATE INDEX "news_key_idx" ON "news" USING btree ("key");
  CREATE INDEX "news_updated_by_idx" ON "news" USING btree ("updated_by_id");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news_deleted_at_idx" ON "news" USING btree ("deleted_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "news_slug_idx" ON "news_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "news_rels_order_idx" ON "news_rels" USING btree ("order");
  CREATE INDEX "news_rels_parent_idx" ON "news_rels" USING btree ("parent_id");
  CREATE INDEX "news_rels_path_idx" ON "news_rels" USING btree ("path");
  CREATE INDEX "news_rels_news_id_idx" ON "news_rels" USING btree ("news_id");
  CREATE INDEX "_news_v_version_see_also_order_idx" ON "_news_v_version_see_also" USING btree ("order");
  CREATE INDEX "_news_v_version_see_also_parent_idx" ON "_news_v_version_see_also" USING btree ("parent_id");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_category_idx" ON "_news_v" USING btree ("version_category_id");
  CREATE INDEX "_news_v_version_version_hero_idx" ON "_news_v" USING btree ("version_hero_id");
  CREATE INDEX "_news_v_version_meta_version_meta_image_idx" ON "_news_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_news_v_version_version_key_idx" ON "_news_v" USING btree ("version_key");
  CREATE INDEX "_news_v_version_version_updated_by_idx" ON "_news_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version_deleted_at_idx" ON "_news_v" USING btree ("version_deleted_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE INDEX "_news_v_version_version_slug_idx" ON "_news_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_v_rels_order_idx" ON "_news_v_rels" USING btree ("order");
  CREATE INDEX "_news_v_rels_parent_idx" ON "_news_v_rels" USING btree ("parent_id");
  CREATE INDEX "_news_v_rels_path_idx" ON "_news_v_rels" USING btree ("path");
  CREATE INDEX "_news_v_rels_news_id_idx" ON "_news_v_rels" USING btree ("news_id");
  CREATE INDEX "news_categories_key_idx" ON "news_categories" USING btree ("key");
  CREATE INDEX "news_categories_updated_by_idx" ON "news_categories" USING btree ("updated_by_id");
  CREATE INDEX "news_categories_updated_at_idx" ON "news_categories" USING btree ("updated_at");
  CREATE INDEX "news_categories_created_at_idx" ON "news_categories" USING btree ("created_at");
  CREATE INDEX "news_categories_deleted_at_idx" ON "news_categories" USING btree ("deleted_at");
  CREATE INDEX "news_categories__status_idx" ON "news_categories" USING btree ("_status");
  CREATE INDEX "news_categories_slug_idx" ON "news_categories_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "news_categories_locales_locale_parent_id_unique" ON "news_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_categories_v_parent_idx" ON "_news_categories_v" USING btree ("parent_id");
  CREATE INDEX "_news_categories_v_version_version_key_idx" ON "_news_categories_v" USING btree ("version_key");
  CREATE INDEX "_news_categories_v_version_version_updated_by_idx" ON "_news_categories_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_news_categories_v_version_version_updated_at_idx" ON "_news_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_categories_v_version_version_created_at_idx" ON "_news_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_news_categories_v_version_version_deleted_at_idx" ON "_news_categories_v" USING btree ("version_deleted_at");
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
  CREATE INDEX "jobs_hero_idx" ON "jobs" USING btree ("hero_id");
  CREATE INDEX "jobs_meta_meta_image_idx" ON "jobs" USING btree ("meta_image_id");
  CREATE INDEX "jobs_key_idx" ON "jobs" USING btree ("key");
  CREATE INDEX "jobs_updated_by_idx" ON "jobs" USING btree ("updated_by_id");
  CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");
  CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");
  CREATE INDEX "jobs_deleted_at_idx" ON "jobs" USING btree ("deleted_at");
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
  CREATE INDEX "_jobs_v_version_version_hero_idx" ON "_jobs_v" USING btree ("version_hero_id");
  CREATE INDEX "_jobs_v_version_meta_version_meta_image_idx" ON "_jobs_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_jobs_v_version_version_key_idx" ON "_jobs_v" USING btree ("version_key");
  CREATE INDEX "_jobs_v_version_version_updated_by_idx" ON "_jobs_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_jobs_v_version_version_updated_at_idx" ON "_jobs_v" USING btree ("version_updated_at");
  CREATE INDEX "_jobs_v_version_version_created_at_idx" ON "_jobs_v" USING btree ("version_created_at");
  CREATE INDEX "_jobs_v_version_version_deleted_at_idx" ON "_jobs_v" USING btree ("version_deleted_at");
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
  CREATE INDEX "brand_pages_logo_idx" ON "brand_pages" USING btree ("logo_id");
  CREATE INDEX "brand_pages_hero_idx" ON "brand_pages" USING btree ("hero_id");
  CREATE INDEX "brand_pages_meta_meta_image_idx" ON "brand_pages" USING btree ("meta_image_id");
  CREATE INDEX "brand_pages_key_idx" ON "brand_pages" USING btree ("key");
  CREATE INDEX "brand_pages_updated_by_idx" ON "brand_pages" USING btree ("updated_by_id");
  CREATE INDEX "brand_pages_updated_at_idx" ON "brand_pages" USING btree ("updated_at");
  CREATE INDEX "brand_pages_created_at_idx" ON "brand_pages" USING btree ("created_at");
  CREATE INDEX "brand_pages_deleted_at_idx" ON "brand_pages" USING btree ("deleted_at");
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
  CREATE INDEX "_brand_pages_v_version_version_logo_idx" ON "_brand_pages_v" USING btree ("version_logo_id");
  CREATE INDEX "_brand_pages_v_version_version_hero_idx" ON "_brand_pages_v" USING btree ("version_hero_id");
  CREATE INDEX "_brand_pages_v_version_meta_version_meta_image_idx" ON "_brand_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_brand_pages_v_version_version_key_idx" ON "_brand_pages_v" USING btree ("version_key");
  CREATE INDEX "_brand_pages_v_version_version_updated_by_idx" ON "_brand_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_brand_pages_v_version_version_updated_at_idx" ON "_brand_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_brand_pages_v_version_version_created_at_idx" ON "_brand_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_brand_pages_v_version_version_deleted_at_idx" ON "_brand_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "_brand_pages_v_version_version__status_idx" ON "_brand_pages_v" USING btree ("version__status");
  CREATE INDEX "_brand_pages_v_created_at_idx" ON "_brand_pages_v" USING btree ("created_at");
  CREATE INDEX "_brand_pages_v_updated_at_idx" ON "_brand_pages_v" USING btree ("updated_at");
  CREATE INDEX "_brand_pages_v_snapshot_idx" ON "_brand_pages_v" USING btree ("snapshot");
  CREATE INDEX "_brand_pages_v_published_locale_idx" ON "_brand_pages_v" USING btree ("published_locale");
  CREATE INDEX "_brand_pages_v_latest_idx" ON "_brand_pages_v" USING btree ("latest");
  CREATE INDEX "_brand_pages_v_version_version_slug_idx" ON "_brand_pages_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_brand_pages_v_locales_locale_parent_id_unique" ON "_brand_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "documents_file_idx" ON "documents" USING btree ("file_id");
  CREATE INDEX "documents_key_idx" ON "documents" USING btree ("key");
  CREATE INDEX "documents_updated_by_idx" ON "documents" USING btree ("updated_by_id");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE INDEX "documents_deleted_at_idx" ON "documents" USING btree ("deleted_at");
  CREATE INDEX "documents__status_idx" ON "documents" USING btree ("_status");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_documents_v_parent_idx" ON "_documents_v" USING btree ("parent_id");
  CREATE INDEX "_documents_v_version_version_file_idx" ON "_documents_v" USING btree ("version_file_id");
  CREATE INDEX "_documents_v_version_version_key_idx" ON "_documents_v" USING btree ("version_key");
  CREATE INDEX "_documents_v_version_version_updated_by_idx" ON "_documents_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_documents_v_version_version_updated_at_idx" ON "_documents_v" USING btree ("version_updated_at");
  CREATE INDEX "_documents_v_version_version_created_at_idx" ON "_documents_v" USING btree ("version_created_at");
  CREATE INDEX "_documents_v_version_version_deleted_at_idx" ON "_documents_v" USING btree ("version_deleted_at");
  CREATE INDEX "_documents_v_version_version__status_idx" ON "_documents_v" USING btree ("version__status");
  CREATE INDEX "_documents_v_created_at_idx" ON "_documents_v" USING btree ("created_at");
  CREATE INDEX "_documents_v_updated_at_idx" ON "_documents_v" USING btree ("updated_at");
  CREATE INDEX "_documents_v_snapshot_idx" ON "_documents_v" USING btree ("snapshot");
  CREATE INDEX "_documents_v_published_locale_idx" ON "_documents_v" USING btree ("published_locale");
  CREATE INDEX "_documents_v_latest_idx" ON "_documents_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_documents_v_locales_locale_parent_id_unique" ON "_documents_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "locations__order_idx" ON "locations" USING btree ("_order");
  CREATE UNIQUE INDEX "locations_key_idx" ON "locations" USING btree ("key");
  CREATE INDEX "locations_updated_by_idx" ON "locations" USING btree ("updated_by_id");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE INDEX "locations_deleted_at_idx" ON "locations" USING btree ("deleted_at");
  CREATE INDEX "locations__status_idx" ON "locations" USING btree ("_status");
  CREATE UNIQUE INDEX "locations_locales_locale_parent_id_unique" ON "locations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_locations_v_parent_idx" ON "_locations_v" USING btree ("parent_id");
  CREATE INDEX "_locations_v_version_version__order_idx" ON "_locations_v" USING btree ("version__order");
  CREATE INDEX "_locations_v_version_version_key_idx" ON "_locations_v" USING btree ("version_key");
  CREATE INDEX "_locations_v_version_version_updated_by_idx" ON "_locations_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_locations_v_version_version_updated_at_idx" ON "_locations_v" USING btree ("version_updated_at");
  CREATE INDEX "_locations_v_version_version_created_at_idx" ON "_locations_v" USING btree ("version_created_at");
  CREATE INDEX "_locations_v_version_version_deleted_at_idx" ON "_locations_v" USING btree ("version_deleted_at");
  CREATE INDEX "_locations_v_version_version__status_idx" ON "_locations_v" USING btree ("version__status");
  CREATE INDEX "_locations_v_created_at_idx" ON "_locations_v" USING btree ("created_at");
  CREATE INDEX "_locations_v_updated_at_idx" ON "_locations_v" USING btree ("updated_at");
  CREATE INDEX "_locations_v_snapshot_idx" ON "_locations_v" USING btree ("snapshot");
  CREATE INDEX "_locations_v_published_locale_idx" ON "_locations_v" USING btree ("published_locale");
  CREATE INDEX "_locations_v_latest_idx" ON "_locations_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_locations_v_locales_locale_parent_id_unique" ON "_locations_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "departments_contact_for_order_idx" ON "departments_contact_for" USING btree ("order");
  CREATE INDEX "departments_contact_for_parent_idx" ON "departments_contact_for" USING btree ("parent_id");
  CREATE UNIQUE INDEX "departments_key_idx" ON "departments" USING btree ("key");
  CREATE INDEX "departments_location_idx" ON "departments" USING btree ("location_id");
  CREATE INDEX "departments_updated_by_idx" ON "departments" USING btree ("updated_by_id");
  CREATE INDEX "departments_updated_at_idx" ON "departments" USING btree ("updated_at");
  CREATE INDEX "departments_created_at_idx" ON "departments" USING btree ("created_at");
  CREATE INDEX "departments_deleted_at_idx" ON "departments" USING btree ("deleted_at");
  CREATE INDEX "departments__status_idx" ON "departments" USING btree ("_status");
  CREATE UNIQUE INDEX "departments_locales_locale_parent_id_unique" ON "departments_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_departments_v_version_contact_for_order_idx" ON "_departments_v_version_contact_for" USING btree ("order");
  CREATE INDEX "_departments_v_version_contact_for_parent_idx" ON "_departments_v_version_contact_for" USING btree ("parent_id");
  CREATE INDEX "_departments_v_parent_idx" ON "_departments_v" USING btree ("parent_id");
  CREATE INDEX "_departments_v_version_version_key_idx" ON "_departments_v" USING btree ("version_key");
  CREATE INDEX "_departments_v_version_version_location_idx" ON "_departments_v" USING btree ("version_location_id");
  CREATE INDEX "_departments_v_version_version_updated_by_idx" ON "_departments_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_departments_v_version_version_updated_at_idx" ON "_departments_v" USING btree ("version_updated_at");
  CREATE INDEX "_departments_v_version_version_created_at_idx" ON "_departments_v" USING btree ("version_created_at");
  CREATE INDEX "_departments_v_version_version_deleted_at_idx" ON "_departments_v" USING btree ("version_deleted_at");
  CREATE INDEX "_departments_v_version_version__status_idx" ON "_departments_v" USING btree ("version__status");
  CREATE INDEX "_departments_v_created_at_idx" ON "_departments_v" USING btree ("created_at");
  CREATE INDEX "_departments_v_updated_at_idx" ON "_departments_v" USING btree ("updated_at");
  CREATE INDEX "_departments_v_snapshot_idx" ON "_departments_v" USING btree ("snapshot");
  CREATE INDEX "_departments_v_published_locale_idx" ON "_departments_v" USING btree ("published_locale");
  CREATE INDEX "_departments_v_latest_idx" ON "_departments_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_departments_v_locales_locale_parent_id_unique" ON "_departments_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "area_pages_sections_order_idx" ON "area_pages_sections" USING btree ("_order");
  CREATE INDEX "area_pages_sections_parent_id_idx" ON "area_pages_sections" USING btree ("_parent_id");
  CREATE INDEX "area_pages_sections_locale_idx" ON "area_pages_sections" USING btree ("_locale");
  CREATE INDEX "area_pages_groups_items_order_idx" ON "area_pages_groups_items" USING btree ("_order");
  CREATE INDEX "area_pages_groups_items_parent_id_idx" ON "area_pages_groups_items" USING btree ("_parent_id");
  CREATE INDEX "area_pages_groups_items_locale_idx" ON "area_pages_groups_items" USING btree ("_locale");
  CREATE UNIQUE INDEX "area_pages_key_idx" ON "area_pages" USING btree ("key");
  CREATE INDEX "area_pages_updated_by_idx" ON "area_pages" USING btree ("updated_by_id");
  CREATE INDEX "area_pages_updated_at_idx" ON "area_pages" USING btree ("updated_at");
  CREATE INDEX "area_pages_created_at_idx" ON "area_pages" USING btree ("created_at");
  CREATE INDEX "area_pages_deleted_at_idx" ON "area_pages" USING btree ("deleted_at");
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
  CREATE INDEX "_area_pages_v_version_version_updated_by_idx" ON "_area_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_area_pages_v_version_version_updated_at_idx" ON "_area_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_area_pages_v_version_version_created_at_idx" ON "_area_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_area_pages_v_version_version_deleted_at_idx" ON "_area_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "_area_pages_v_version_version__status_idx" ON "_area_pages_v" USING btree ("version__status");
  CREATE INDEX "_area_pages_v_created_at_idx" ON "_area_pages_v" USING btree ("created_at");
  CREATE INDEX "_area_pages_v_updated_at_idx" ON "_area_pages_v" USING btree ("updated_at");
  CREATE INDEX "_area_pages_v_snapshot_idx" ON "_area_pages_v" USING btree ("snapshot");
  CREATE INDEX "_area_pages_v_published_locale_idx" ON "_area_pages_v" USING btree ("published_locale");
  CREATE INDEX "_area_pages_v_latest_idx" ON "_area_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_area_pages_v_locales_locale_parent_id_unique" ON "_area_pages_v_locales" USING btree ("_locale","_parent_id");
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
  CREATE INDEX "fixed_brand_pages_updated_by_idx" ON "fixed_brand_pages" USING btree ("updated_by_id");
  CREATE INDEX "fixed_brand_pages_updated_at_idx" ON "fixed_brand_pages" USING btree ("updated_at");
  CREATE INDEX "fixed_brand_pages_created_at_idx" ON "fixed_brand_pages" USING btree ("created_at");
  CREATE INDEX "fixed_brand_pages_deleted_at_idx" ON "fixed_brand_pages" USING btree ("deleted_at");
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
  CREATE INDEX "_fixed_brand_pages_v_version_version_updated_by_idx" ON "_fixed_brand_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_fixed_brand_pages_v_version_version_updated_at_idx" ON "_fixed_brand_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_fixed_brand_pages_v_version_version_created_at_idx" ON "_fixed_brand_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_fixed_brand_pages_v_version_version_deleted_at_idx" ON "_fixed_brand_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "_fixed_brand_pages_v_version_version__status_idx" ON "_fixed_brand_pages_v" USING btree ("version__status");
  CREATE INDEX "_fixed_brand_pages_v_created_at_idx" ON "_fixed_brand_pages_v" USING btree ("created_at");
  CREATE INDEX "_fixed_brand_pages_v_updated_at_idx" ON "_fixed_brand_pages_v" USING btree ("updated_at");
  CREATE INDEX "_fixed_brand_pages_v_snapshot_idx" ON "_fixed_brand_pages_v" USING btree ("snapshot");
  CREATE INDEX "_fixed_brand_pages_v_published_locale_idx" ON "_fixed_brand_pages_v" USING btree ("published_locale");
  CREATE INDEX "_fixed_brand_pages_v_latest_idx" ON "_fixed_brand_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_fixed_brand_pages_v_locales_locale_parent_id_unique" ON "_fixed_brand_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "legal_pages_sections_order_idx" ON "legal_pages_sections" USING btree ("_order");
  CREATE INDEX "legal_pages_sections_parent_id_idx" ON "legal_pages_sections" USING btree ("_parent_id");
  CREATE INDEX "legal_pages_sections_locale_idx" ON "legal_pages_sections" USING btree ("_locale");
  CREATE UNIQUE INDEX "legal_pages_key_idx" ON "legal_pages" USING btree ("key");
  CREATE INDEX "legal_pages_updated_by_idx" ON "legal_pages" USING btree ("updated_by_id");
  CREATE INDEX "legal_pages_updated_at_idx" ON "legal_pages" USING btree ("updated_at");
  CREATE INDEX "legal_pages_created_at_idx" ON "legal_pages" USING btree ("created_at");
  CREATE INDEX "legal_pages_deleted_at_idx" ON "legal_pages" USING btree ("deleted_at");
  CREATE INDEX "legal_pages__status_idx" ON "legal_pages" USING btree ("_status");
  CREATE UNIQUE INDEX "legal_pages_locales_locale_parent_id_unique" ON "legal_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_pages_v_version_sections_order_idx" ON "_legal_pages_v_version_sections" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_sections_parent_id_idx" ON "_legal_pages_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_version_sections_locale_idx" ON "_legal_pages_v_version_sections" USING btree ("_locale");
  CREATE INDEX "_legal_pages_v_parent_idx" ON "_legal_pages_v" USING btree ("parent_id");
  CREATE INDEX "_legal_pages_v_version_version_key_idx" ON "_legal_pages_v" USING btree ("version_key");
  CREATE INDEX "_legal_pages_v_version_version_updated_by_idx" ON "_legal_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_legal_pages_v_version_version_updated_at_idx" ON "_legal_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_legal_pages_v_version_version_created_at_idx" ON "_legal_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_legal_pages_v_version_version_deleted_at_idx" ON "_legal_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "_legal_pages_v_version_version__status_idx" ON "_legal_pages_v" USING btree ("version__status");
  CREATE INDEX "_legal_pages_v_created_at_idx" ON "_legal_pages_v" USING btree ("created_at");
  CREATE INDEX "_legal_pages_v_updated_at_idx" ON "_legal_pages_v" USING btree ("updated_at");
  CREATE INDEX "_legal_pages_v_snapshot_idx" ON "_legal_pages_v" USING btree ("snapshot");
  CREATE INDEX "_legal_pages_v_published_locale_idx" ON "_legal_pages_v" USING btree ("published_locale");
  CREATE INDEX "_legal_pages_v_latest_idx" ON "_legal_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_legal_pages_v_locales_locale_parent_id_unique" ON "_legal_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "page_titles_key_idx" ON "page_titles" USING btree ("key");
  CREATE INDEX "page_titles_updated_by_idx" ON "page_titles" USING btree ("updated_by_id");
  CREATE INDEX "page_titles_updated_at_idx" ON "page_titles" USING btree ("updated_at");
  CREATE INDEX "page_titles_created_at_idx" ON "page_titles" USING btree ("created_at");
  CREATE INDEX "page_titles_deleted_at_idx" ON "page_titles" USING btree ("deleted_at");
  CREATE INDEX "page_titles__status_idx" ON "page_titles" USING btree ("_status");
  CREATE UNIQUE INDEX "page_titles_locales_locale_parent_id_unique" ON "page_titles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_titles_v_parent_idx" ON "_page_titles_v" USING btree ("parent_id");
  CREATE INDEX "_page_titles_v_version_version_key_idx" ON "_page_titles_v" USING btree ("version_key");
  CREATE INDEX "_page_titles_v_version_version_updated_by_idx" ON "_page_titles_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_page_titles_v_version_version_updated_at_idx" ON "_page_titles_v" USING btree ("version_updated_at");
  CREATE INDEX "_page_titles_v_version_version_created_at_idx" ON "_page_titles_v" USING btree ("version_created_at");
  CREATE INDEX "_page_titles_v_version_version_deleted_at_idx" ON "_page_titles_v" USING btree ("version_deleted_at");
  CREATE INDEX "_page_titles_v_version_version__status_idx" ON "_page_titles_v" USING btree ("version__status");
  CREATE INDEX "_page_titles_v_created_at_idx" ON "_page_titles_v" USING btree ("created_at");
  CREATE INDEX "_page_titles_v_updated_at_idx" ON "_page_titles_v" USING btree ("updated_at");
  CREATE INDEX "_page_titles_v_snapshot_idx" ON "_page_titles_v" USING btree ("snapshot");
  CREATE INDEX "_page_titles_v_published_locale_idx" ON "_page_titles_v" USING btree ("published_locale");
  CREATE INDEX "_page_titles_v_latest_idx" ON "_page_titles_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_page_titles_v_locales_locale_parent_id_unique" ON "_page_titles_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE INDEX "media_deleted_at_idx" ON "media" USING btree ("deleted_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_wide_sizes_wide_filename_idx" ON "media" USING btree ("sizes_wide_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "second_factors_user_idx" ON "second_factors" USING btree ("user_id");
  CREATE INDEX "second_factors_updated_at_idx" ON "second_factors" USING btree ("updated_at");
  CREATE INDEX "second_factors_created_at_idx" ON "second_factors" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
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
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_news_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("news_categories_id");
  CREATE INDEX "payload_locked_documents_rels_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("jobs_id");
  CREATE INDEX "payload_locked_documents_rels_brand_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("brand_pages_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");
  CREATE INDEX "payload_locked_documents_rels_departments_id_idx" ON "payload_locked_documents_rels" USING btree ("departments_id");
  CREATE INDEX "payload_locked_documents_rels_area_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("area_pages_id");
  CREATE INDEX "payload_locked_documents_rels_fixed_brand_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("fixed_brand_pages_id");
  CREATE INDEX "payload_locked_documents_rels_legal_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_pages_id");
  CREATE INDEX "payload_locked_documents_rels_page_titles_id_idx" ON "payload_locked_documents_rels" USING btree ("page_titles_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_second_factors_id_idx" ON "payload_locked_documents_rels" USING btree ("second_factors_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "department_directory_updated_by_idx" ON "department_directory" USING btree ("updated_by_id");
  CREATE UNIQUE INDEX "department_directory_locales_locale_parent_id_unique" ON "department_directory_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_department_directory_v_version_version_updated_by_idx" ON "_department_directory_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_department_directory_v_created_at_idx" ON "_department_directory_v" USING btree ("created_at");
  CREATE INDEX "_department_directory_v_updated_at_idx" ON "_department_directory_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_department_directory_v_locales_locale_parent_id_unique" ON "_department_directory_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_updated_by_idx" ON "home_page" USING btree ("updated_by_id");
  CREATE UNIQUE INDEX "home_page_locales_locale_parent_id_unique" ON "home_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_version_updated_by_idx" ON "_home_page_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_home_page_v_locales_locale_parent_id_unique" ON "_home_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_management_board_order_idx" ON "company_management_board" USING btree ("_order");
  CREATE INDEX "company_management_board_parent_id_idx" ON "company_management_board" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "company_management_board_locales_locale_parent_id_unique" ON "company_management_board_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_bank_accounts_order_idx" ON "company_bank_accounts" USING btree ("_order");
  CREATE INDEX "company_bank_accounts_parent_id_idx" ON "company_bank_accounts" USING btree ("_parent_id");
  CREATE INDEX "company_memberships_order_idx" ON "company_memberships" USING btree ("_order");
  CREATE INDEX "company_memberships_parent_id_idx" ON "company_memberships" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "company_memberships_locales_locale_parent_id_unique" ON "company_memberships_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_updated_by_idx" ON "company" USING btree ("updated_by_id");
  CREATE UNIQUE INDEX "company_locales_locale_parent_id_unique" ON "company_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_company_v_version_management_board_order_idx" ON "_company_v_version_management_board" USING btree ("_order");
  CREATE INDEX "_company_v_version_management_board_parent_id_idx" ON "_company_v_version_management_board" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_company_v_version_management_board_locales_locale_parent_id" ON "_company_v_version_management_board_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_company_v_version_bank_accounts_order_idx" ON "_company_v_version_bank_accounts" USING btree ("_order");
  CREATE INDEX "_company_v_version_bank_accounts_parent_id_idx" ON "_company_v_version_bank_accounts" USING btree ("_parent_id");
  CREATE INDEX "_company_v_version_memberships_order_idx" ON "_company_v_version_memberships" USING btree ("_order");
  CREATE INDEX "_company_v_version_memberships_parent_id_idx" ON "_company_v_version_memberships" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_company_v_version_memberships_locales_locale_parent_id_uniq" ON "_company_v_version_memberships_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_company_v_version_version_updated_by_idx" ON "_company_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_company_v_created_at_idx" ON "_company_v" USING btree ("created_at");
  CREATE INDEX "_company_v_updated_at_idx" ON "_company_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_company_v_locales_locale_parent_id_unique" ON "_company_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "figures_turnover_order_idx" ON "figures_turnover" USING btree ("_order");
  CREATE INDEX "figures_turnover_parent_id_idx" ON "figures_turnover" USING btree ("_parent_id");
  CREATE INDEX "figures_updated_by_idx" ON "figures" USING btree ("updated_by_id");
  CREATE INDEX "_figures_v_version_turnover_order_idx" ON "_figures_v_version_turnover" USING btree ("_order");
  CREATE INDEX "_figures_v_version_turnover_parent_id_idx" ON "_figures_v_version_turnover" USING btree ("_parent_id");
  CREATE INDEX "_figures_v_version_version_updated_by_idx" ON "_figures_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_figures_v_created_at_idx" ON "_figures_v" USING btree ("created_at");
  CREATE INDEX "_figures_v_updated_at_idx" ON "_figures_v" USING btree ("updated_at");
  CREATE INDEX "sponsors_sponsors_order_idx" ON "sponsors_sponsors" USING btree ("_order");
  CREATE INDEX "sponsors_sponsors_parent_id_idx" ON "sponsors_sponsors" USING btree ("_parent_id");
  CREATE INDEX "sponsors_sponsors_logo_idx" ON "sponsors_sponsors" USING btree ("logo_id");
  CREATE UNIQUE INDEX "sponsors_sponsors_locales_locale_parent_id_unique" ON "sponsors_sponsors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "sponsors_updated_by_idx" ON "sponsors" USING btree ("updated_by_id");
  CREATE INDEX "_sponsors_v_version_sponsors_order_idx" ON "_sponsors_v_version_sponsors" USING btree ("_order");
  CREATE INDEX "_sponsors_v_version_sponsors_parent_id_idx" ON "_sponsors_v_version_sponsors" USING btree ("_parent_id");
  CREATE INDEX "_sponsors_v_version_sponsors_logo_idx" ON "_sponsors_v_version_sponsors" USING btree ("logo_id");
  CREATE UNIQUE INDEX "_sponsors_v_version_sponsors_locales_locale_parent_id_unique" ON "_sponsors_v_version_sponsors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_sponsors_v_version_version_updated_by_idx" ON "_sponsors_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_sponsors_v_created_at_idx" ON "_sponsors_v" USING btree ("created_at");
  CREATE INDEX "_sponsors_v_updated_at_idx" ON "_sponsors_v" USING btree ("updated_at");
  CREATE INDEX "sister_sites_sites_order_idx" ON "sister_sites_sites" USING btree ("_order");
  CREATE INDEX "sister_sites_sites_parent_id_idx" ON "sister_sites_sites" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "sister_sites_sites_locales_locale_parent_id_unique" ON "sister_sites_sites_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "sister_sites_updated_by_idx" ON "sister_sites" USING btree ("updated_by_id");
  CREATE INDEX "_sister_sites_v_version_sites_order_idx" ON "_sister_sites_v_version_sites" USING btree ("_order");
  CREATE INDEX "_sister_sites_v_version_sites_parent_id_idx" ON "_sister_sites_v_version_sites" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_sister_sites_v_version_sites_locales_locale_parent_id_uniqu" ON "_sister_sites_v_version_sites_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_sister_sites_v_version_version_updated_by_idx" ON "_sister_sites_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_sister_sites_v_created_at_idx" ON "_sister_sites_v" USING btree ("created_at");
  CREATE INDEX "_sister_sites_v_updated_at_idx" ON "_sister_sites_v" USING btree ("updated_at");
  CREATE INDEX "careers_page_intro_order_idx" ON "careers_page_intro" USING btree ("_order");
  CREATE INDEX "careers_page_intro_parent_id_idx" ON "careers_page_intro" USING btree ("_parent_id");
  CREATE INDEX "careers_page_intro_locale_idx" ON "careers_page_intro" USING btree ("_locale");
  CREATE INDEX "careers_page_why_order_idx" ON "careers_page_why" USING btree ("_order");
  CREATE INDEX "careers_page_why_parent_id_idx" ON "careers_page_why" USING btree ("_parent_id");
  CREATE INDEX "careers_page_why_locale_idx" ON "careers_page_why" USING btree ("_locale");
  CREATE INDEX "careers_page_offer_order_idx" ON "careers_page_offer" USING btree ("_order");
  CREATE INDEX "careers_page_offer_parent_id_idx" ON "careers_page_offer" USING btree ("_parent_id");
  CREATE INDEX "careers_page_offer_locale_idx" ON "careers_page_offer" USING btree ("_locale");
  CREATE INDEX "careers_page_apply_steps_order_idx" ON "careers_page_apply_steps" USING btree ("_order");
  CREATE INDEX "careers_page_apply_steps_parent_id_idx" ON "careers_page_apply_steps" USING btree ("_parent_id");
  CREATE INDEX "careers_page_apply_steps_locale_idx" ON "careers_page_apply_steps" USING btree ("_locale");
  CREATE INDEX "careers_page_updated_by_idx" ON "careers_page" USING btree ("updated_by_id");
  CREATE UNIQUE INDEX "careers_page_locales_locale_parent_id_unique" ON "careers_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_page_v_version_intro_order_idx" ON "_careers_page_v_version_intro" USING btree ("_order");
  CREATE INDEX "_careers_page_v_version_intro_parent_id_idx" ON "_careers_page_v_version_intro" USING btree ("_parent_id");
  CREATE INDEX "_careers_page_v_version_intro_locale_idx" ON "_careers_page_v_version_intro" USING btree ("_locale");
  CREATE INDEX "_careers_page_v_version_why_order_idx" ON "_careers_page_v_version_why" USING btree ("_order");
  CREATE INDEX "_careers_page_v_version_why_parent_id_idx" ON "_careers_page_v_version_why" USING btree ("_parent_id");
  CREATE INDEX "_careers_page_v_version_why_locale_idx" ON "_careers_page_v_version_why" USING btree ("_locale");
  CREATE INDEX "_careers_page_v_version_offer_order_idx" ON "_careers_page_v_version_offer" USING btree ("_order");
  CREATE INDEX "_careers_page_v_version_offer_parent_id_idx" ON "_careers_page_v_version_offer" USING btree ("_parent_id");
  CREATE INDEX "_careers_page_v_version_offer_locale_idx" ON "_careers_page_v_version_offer" USING btree ("_locale");
  CREATE INDEX "_careers_page_v_version_apply_steps_order_idx" ON "_careers_page_v_version_apply_steps" USING btree ("_order");
  CREATE INDEX "_careers_page_v_version_apply_steps_parent_id_idx" ON "_careers_page_v_version_apply_steps" USING btree ("_parent_id");
  CREATE INDEX "_careers_page_v_version_apply_steps_locale_idx" ON "_careers_page_v_version_apply_steps" USING btree ("_locale");
  CREATE INDEX "_careers_page_v_version_version_updated_by_idx" ON "_careers_page_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_careers_page_v_created_at_idx" ON "_careers_page_v" USING btree ("created_at");
  CREATE INDEX "_careers_page_v_updated_at_idx" ON "_careers_page_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_careers_page_v_locales_locale_parent_id_unique" ON "_careers_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_intro_order_idx" ON "about_page_intro" USING btree ("_order");
  CREATE INDEX "about_page_intro_parent_id_idx" ON "about_page_intro" USING btree ("_parent_id");
  CREATE INDEX "about_page_intro_locale_idx" ON "about_page_intro" USING btree ("_locale");
  CREATE INDEX "about_page_history_story_order_idx" ON "about_page_history_story" USING btree ("_order");
  CREATE INDEX "about_page_history_story_parent_id_idx" ON "about_page_history_story" USING btree ("_parent_id");
  CREATE INDEX "about_page_history_story_locale_idx" ON "about_page_history_story" USING btree ("_locale");
  CREATE INDEX "about_page_history_order_idx" ON "about_page_history" USING btree ("_order");
  CREATE INDEX "about_page_history_parent_id_idx" ON "about_page_history" USING btree ("_parent_id");
  CREATE INDEX "about_page_history_locale_idx" ON "about_page_history" USING btree ("_locale");
  CREATE INDEX "about_page_values_order_idx" ON "about_page_values" USING btree ("_order");
  CREATE INDEX "about_page_values_parent_id_idx" ON "about_page_values" USING btree ("_parent_id");
  CREATE INDEX "about_page_values_locale_idx" ON "about_page_values" USING btree ("_locale");
  CREATE INDEX "about_page_certificates_order_idx" ON "about_page_certificates" USING btree ("_order");
  CREATE INDEX "about_page_certificates_parent_id_idx" ON "about_page_certificates" USING btree ("_parent_id");
  CREATE INDEX "about_page_certificates_locale_idx" ON "about_page_certificates" USING btree ("_locale");
  CREATE INDEX "about_page_updated_by_idx" ON "about_page" USING btree ("updated_by_id");
  CREATE UNIQUE INDEX "about_page_locales_locale_parent_id_unique" ON "about_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_intro_order_idx" ON "_about_page_v_version_intro" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_intro_parent_id_idx" ON "_about_page_v_version_intro" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_intro_locale_idx" ON "_about_page_v_version_intro" USING btree ("_locale");
  CREATE INDEX "_about_page_v_version_history_story_order_idx" ON "_about_page_v_version_history_story" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_history_story_parent_id_idx" ON "_about_page_v_version_history_story" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_history_story_locale_idx" ON "_about_page_v_version_history_story" USING btree ("_locale");
  CREATE INDEX "_about_page_v_version_history_order_idx" ON "_about_page_v_version_history" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_history_parent_id_idx" ON "_about_page_v_version_history" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_history_locale_idx" ON "_about_page_v_version_history" USING btree ("_locale");
  CREATE INDEX "_about_page_v_version_values_order_idx" ON "_about_page_v_version_values" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_values_parent_id_idx" ON "_about_page_v_version_values" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_values_locale_idx" ON "_about_page_v_version_values" USING btree ("_locale");
  CREATE INDEX "_about_page_v_version_certificates_order_idx" ON "_about_page_v_version_certificates" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_certificates_parent_id_idx" ON "_about_page_v_version_certificates" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_certificates_locale_idx" ON "_about_page_v_version_certificates" USING btree ("_locale");
  CREATE INDEX "_about_page_v_version_version_updated_by_idx" ON "_about_page_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_about_page_v_created_at_idx" ON "_about_page_v" USING btree ("created_at");
  CREATE INDEX "_about_page_v_updated_at_idx" ON "_about_page_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_about_page_v_locales_locale_parent_id_unique" ON "_about_page_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "news_see_also" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "news_rels" CASCADE;
  DROP TABLE "_news_v_version_see_also" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
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
  DROP TABLE "documents" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  DROP TABLE "_documents_v" CASCADE;
  DROP TABLE "_documents_v_locales" CASCADE;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "locations_locales" CASCADE;
  DROP TABLE "_locations_v" CASCADE;
  DROP TABLE "_locations_v_locales" CASCADE;
  DROP TABLE "departments_contact_for" CASCADE;
  DROP TABLE "departments" CASCADE;
  DROP TABLE "departments_locales" CASCADE;
  DROP TABLE "_departments_v_version_contact_for" CASCADE;
  DROP TABLE "_departments_v" CASCADE;
  DROP TABLE "_departments_v_locales" CASCADE;
  DROP TABLE "area_pages_sections" CASCADE;
  DROP TABLE "area_pages_groups_items" CASCADE;
  DROP TABLE "area_pages" CASCADE;
  DROP TABLE "area_pages_locales" CASCADE;
  DROP TABLE "_area_pages_v_version_sections" CASCADE;
  DROP TABLE "_area_pages_v_version_groups_items" CASCADE;
  DROP TABLE "_area_pages_v" CASCADE;
  DROP TABLE "_area_pages_v_locales" CASCADE;
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
  DROP TABLE "legal_pages_sections" CASCADE;
  DROP TABLE "legal_pages" CASCADE;
  DROP TABLE "legal_pages_locales" CASCADE;
  DROP TABLE "_legal_pages_v_version_sections" CASCADE;
  DROP TABLE "_legal_pages_v" CASCADE;
  DROP TABLE "_legal_pages_v_locales" CASCADE;
  DROP TABLE "page_titles" CASCADE;
  DROP TABLE "page_titles_locales" CASCADE;
  DROP TABLE "_page_titles_v" CASCADE;
  DROP TABLE "_page_titles_v_locales" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "second_factors" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "department_directory" CASCADE;
  DROP TABLE "department_directory_locales" CASCADE;
  DROP TABLE "_department_directory_v" CASCADE;
  DROP TABLE "_department_directory_v_locales" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TABLE "home_page_locales" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "_home_page_v_locales" CASCADE;
  DROP TABLE "company_management_board" CASCADE;
  DROP TABLE "company_management_board_locales" CASCADE;
  DROP TABLE "company_bank_accounts" CASCADE;
  DROP TABLE "company_memberships" CASCADE;
  DROP TABLE "company_memberships_locales" CASCADE;
  DROP TABLE "company" CASCADE;
  DROP TABLE "company_locales" CASCADE;
  DROP TABLE "_company_v_version_management_board" CASCADE;
  DROP TABLE "_company_v_version_management_board_locales" CASCADE;
  DROP TABLE "_company_v_version_bank_accounts" CASCADE;
  DROP TABLE "_company_v_version_memberships" CASCADE;
  DROP TABLE "_company_v_version_memberships_locales" CASCADE;
  DROP TABLE "_company_v" CASCADE;
  DROP TABLE "_company_v_locales" CASCADE;
  DROP TABLE "figures_turnover" CASCADE;
  DROP TABLE "figures" CASCADE;
  DROP TABLE "_figures_v_version_turnover" CASCADE;
  DROP TABLE "_figures_v" CASCADE;
  DROP TABLE "sponsors_sponsors" CASCADE;
  DROP TABLE "sponsors_sponsors_locales" CASCADE;
  DROP TABLE "sponsors" CASCADE;
  DROP TABLE "_sponsors_v_version_sponsors" CASCADE;
  DROP TABLE "_sponsors_v_version_sponsors_locales" CASCADE;
  DROP TABLE "_sponsors_v" CASCADE;
  DROP TABLE "sister_sites_sites" CASCADE;
  DROP TABLE "sister_sites_sites_locales" CASCADE;
  DROP TABLE "sister_sites" CASCADE;
  DROP TABLE "_sister_sites_v_version_sites" CASCADE;
  DROP TABLE "_sister_sites_v_version_sites_locales" CASCADE;
  DROP TABLE "_sister_sites_v" CASCADE;
  DROP TABLE "careers_page_intro" CASCADE;
  DROP TABLE "careers_page_why" CASCADE;
  DROP TABLE "careers_page_offer" CASCADE;
  DROP TABLE "careers_page_apply_steps" CASCADE;
  DROP TABLE "careers_page" CASCADE;
  DROP TABLE "careers_page_locales" CASCADE;
  DROP TABLE "_careers_page_v_version_intro" CASCADE;
  DROP TABLE "_careers_page_v_version_why" CASCADE;
  DROP TABLE "_careers_page_v_version_offer" CASCADE;
  DROP TABLE "_careers_page_v_version_apply_steps" CASCADE;
  DROP TABLE "_careers_page_v" CASCADE;
  DROP TABLE "_careers_page_v_locales" CASCADE;
  DROP TABLE "about_page_intro" CASCADE;
  DROP TABLE "about_page_history_story" CASCADE;
  DROP TABLE "about_page_history" CASCADE;
  DROP TABLE "about_page_values" CASCADE;
  DROP TABLE "about_page_certificates" CASCADE;
  DROP TABLE "about_page" CASCADE;
  DROP TABLE "about_page_locales" CASCADE;
  DROP TABLE "_about_page_v_version_intro" CASCADE;
  DROP TABLE "_about_page_v_version_history_story" CASCADE;
  DROP TABLE "_about_page_v_version_history" CASCADE;
  DROP TABLE "_about_page_v_version_values" CASCADE;
  DROP TABLE "_about_page_v_version_certificates" CASCADE;
  DROP TABLE "_about_page_v" CASCADE;
  DROP TABLE "_about_page_v_locales" CASCADE;
  DROP TABLE "content_state" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_news_see_also";
  DROP TYPE "public"."enum_news_kind";
  DROP TYPE "public"."enum_news_illustration";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_see_also";
  DROP TYPE "public"."enum__news_v_version_kind";
  DROP TYPE "public"."enum__news_v_version_illustration";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum__news_v_published_locale";
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
  DROP TYPE "public"."enum_documents_type";
  DROP TYPE "public"."enum_documents_status";
  DROP TYPE "public"."enum__documents_v_version_type";
  DROP TYPE "public"."enum__documents_v_version_status";
  DROP TYPE "public"."enum__documents_v_published_locale";
  DROP TYPE "public"."enum_locations_kind";
  DROP TYPE "public"."enum_locations_status";
  DROP TYPE "public"."enum__locations_v_version_kind";
  DROP TYPE "public"."enum__locations_v_version_status";
  DROP TYPE "public"."enum__locations_v_published_locale";
  DROP TYPE "public"."enum_departments_contact_for";
  DROP TYPE "public"."enum_departments_group";
  DROP TYPE "public"."enum_departments_status";
  DROP TYPE "public"."enum__departments_v_version_contact_for";
  DROP TYPE "public"."enum__departments_v_version_group";
  DROP TYPE "public"."enum__departments_v_version_status";
  DROP TYPE "public"."enum__departments_v_published_locale";
  DROP TYPE "public"."enum_area_pages_key";
  DROP TYPE "public"."enum_area_pages_status";
  DROP TYPE "public"."enum__area_pages_v_version_key";
  DROP TYPE "public"."enum__area_pages_v_version_status";
  DROP TYPE "public"."enum__area_pages_v_published_locale";
  DROP TYPE "public"."enum_fixed_brand_pages_key";
  DROP TYPE "public"."enum_fixed_brand_pages_status";
  DROP TYPE "public"."enum__fixed_brand_pages_v_version_key";
  DROP TYPE "public"."enum__fixed_brand_pages_v_version_status";
  DROP TYPE "public"."enum__fixed_brand_pages_v_published_locale";
  DROP TYPE "public"."enum_legal_pages_key";
  DROP TYPE "public"."enum_legal_pages_status";
  DROP TYPE "public"."enum__legal_pages_v_version_key";
  DROP TYPE "public"."enum__legal_pages_v_version_status";
  DROP TYPE "public"."enum__legal_pages_v_published_locale";
  DROP TYPE "public"."enum_page_titles_key";
  DROP TYPE "public"."enum_page_titles_status";
  DROP TYPE "public"."enum__page_titles_v_version_key";
  DROP TYPE "public"."enum__page_titles_v_version_status";
  DROP TYPE "public"."enum__page_titles_v_published_locale";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_figures_delivery_hours_first_day";
  DROP TYPE "public"."enum_figures_delivery_hours_last_day";
  DROP TYPE "public"."enum__figures_v_version_delivery_hours_first_day";
  DROP TYPE "public"."enum__figures_v_version_delivery_hours_last_day";
  DROP TYPE "public"."enum_about_page_certificates_certificate";
  DROP TYPE "public"."enum__about_page_v_version_certificates_certificate";`)
}
