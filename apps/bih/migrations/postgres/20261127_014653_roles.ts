import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_users_role" ADD VALUE 'hr' BEFORE 'pharmacovigilance';
  ALTER TABLE "news" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "news" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_news_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "news_categories" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "news_categories" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_news_categories_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "_news_categories_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "jobs" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "jobs" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "brand_pages" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "brand_pages" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_brand_pages_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "_brand_pages_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "documents" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "documents" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_documents_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "_documents_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "area_pages" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "area_pages" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_area_pages_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "_area_pages_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "fixed_brand_pages" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "fixed_brand_pages" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_fixed_brand_pages_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "_fixed_brand_pages_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "legal_pages" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "legal_pages" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_legal_pages_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "_legal_pages_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "page_titles" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "page_titles" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_page_titles_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "_page_titles_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "media" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "department_directory" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_department_directory_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "home_page" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_home_page_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "company" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_company_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "locations" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_locations_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "figures" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_figures_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "sponsors" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_sponsors_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "sister_sites" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_sister_sites_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "careers_page" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_careers_page_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "about_page" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_about_page_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "news" ADD CONSTRAINT "news_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_categories" ADD CONSTRAINT "news_categories_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_categories_v" ADD CONSTRAINT "_news_categories_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brand_pages" ADD CONSTRAINT "brand_pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brand_pages_v" ADD CONSTRAINT "_brand_pages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "area_pages" ADD CONSTRAINT "area_pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_area_pages_v" ADD CONSTRAINT "_area_pages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fixed_brand_pages" ADD CONSTRAINT "fixed_brand_pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_fixed_brand_pages_v" ADD CONSTRAINT "_fixed_brand_pages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "legal_pages" ADD CONSTRAINT "legal_pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_titles" ADD CONSTRAINT "page_titles_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_titles_v" ADD CONSTRAINT "_page_titles_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "department_directory" ADD CONSTRAINT "department_directory_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_department_directory_v" ADD CONSTRAINT "_department_directory_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company" ADD CONSTRAINT "company_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_company_v" ADD CONSTRAINT "_company_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v" ADD CONSTRAINT "_locations_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "figures" ADD CONSTRAINT "figures_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_figures_v" ADD CONSTRAINT "_figures_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sponsors_v" ADD CONSTRAINT "_sponsors_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sister_sites" ADD CONSTRAINT "sister_sites_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sister_sites_v" ADD CONSTRAINT "_sister_sites_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "careers_page" ADD CONSTRAINT "careers_page_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_careers_page_v" ADD CONSTRAINT "_careers_page_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "news_updated_by_idx" ON "news" USING btree ("updated_by_id");
  CREATE INDEX "news_deleted_at_idx" ON "news" USING btree ("deleted_at");
  CREATE INDEX "_news_v_version_version_updated_by_idx" ON "_news_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_news_v_version_version_deleted_at_idx" ON "_news_v" USING btree ("version_deleted_at");
  CREATE INDEX "news_categories_updated_by_idx" ON "news_categories" USING btree ("updated_by_id");
  CREATE INDEX "news_categories_deleted_at_idx" ON "news_categories" USING btree ("deleted_at");
  CREATE INDEX "_news_categories_v_version_version_updated_by_idx" ON "_news_categories_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_news_categories_v_version_version_deleted_at_idx" ON "_news_categories_v" USING btree ("version_deleted_at");
  CREATE INDEX "jobs_updated_by_idx" ON "jobs" USING btree ("updated_by_id");
  CREATE INDEX "jobs_deleted_at_idx" ON "jobs" USING btree ("deleted_at");
  CREATE INDEX "_jobs_v_version_version_updated_by_idx" ON "_jobs_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_jobs_v_version_version_deleted_at_idx" ON "_jobs_v" USING btree ("version_deleted_at");
  CREATE INDEX "brand_pages_updated_by_idx" ON "brand_pages" USING btree ("updated_by_id");
  CREATE INDEX "brand_pages_deleted_at_idx" ON "brand_pages" USING btree ("deleted_at");
  CREATE INDEX "_brand_pages_v_version_version_updated_by_idx" ON "_brand_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_brand_pages_v_version_version_deleted_at_idx" ON "_brand_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "documents_updated_by_idx" ON "documents" USING btree ("updated_by_id");
  CREATE INDEX "documents_deleted_at_idx" ON "documents" USING btree ("deleted_at");
  CREATE INDEX "_documents_v_version_version_updated_by_idx" ON "_documents_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_documents_v_version_version_deleted_at_idx" ON "_documents_v" USING btree ("version_deleted_at");
  CREATE INDEX "area_pages_updated_by_idx" ON "area_pages" USING btree ("updated_by_id");
  CREATE INDEX "area_pages_deleted_at_idx" ON "area_pages" USING btree ("deleted_at");
  CREATE INDEX "_area_pages_v_version_version_updated_by_idx" ON "_area_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_area_pages_v_version_version_deleted_at_idx" ON "_area_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "fixed_brand_pages_updated_by_idx" ON "fixed_brand_pages" USING btree ("updated_by_id");
  CREATE INDEX "fixed_brand_pages_deleted_at_idx" ON "fixed_brand_pages" USING btree ("deleted_at");
  CREATE INDEX "_fixed_brand_pages_v_version_version_updated_by_idx" ON "_fixed_brand_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_fixed_brand_pages_v_version_version_deleted_at_idx" ON "_fixed_brand_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "legal_pages_updated_by_idx" ON "legal_pages" USING btree ("updated_by_id");
  CREATE INDEX "legal_pages_deleted_at_idx" ON "legal_pages" USING btree ("deleted_at");
  CREATE INDEX "_legal_pages_v_version_version_updated_by_idx" ON "_legal_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_legal_pages_v_version_version_deleted_at_idx" ON "_legal_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "page_titles_updated_by_idx" ON "page_titles" USING btree ("updated_by_id");
  CREATE INDEX "page_titles_deleted_at_idx" ON "page_titles" USING btree ("deleted_at");
  CREATE INDEX "_page_titles_v_version_version_updated_by_idx" ON "_page_titles_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_page_titles_v_version_version_deleted_at_idx" ON "_page_titles_v" USING btree ("version_deleted_at");
  CREATE INDEX "media_deleted_at_idx" ON "media" USING btree ("deleted_at");
  CREATE INDEX "department_directory_updated_by_idx" ON "department_directory" USING btree ("updated_by_id");
  CREATE INDEX "_department_directory_v_version_version_updated_by_idx" ON "_department_directory_v" USING btree ("version_updated_by_id");
  CREATE INDEX "home_page_updated_by_idx" ON "home_page" USING btree ("updated_by_id");
  CREATE INDEX "_home_page_v_version_version_updated_by_idx" ON "_home_page_v" USING btree ("version_updated_by_id");
  CREATE INDEX "company_updated_by_idx" ON "company" USING btree ("updated_by_id");
  CREATE INDEX "_company_v_version_version_updated_by_idx" ON "_company_v" USING btree ("version_updated_by_id");
  CREATE INDEX "locations_updated_by_idx" ON "locations" USING btree ("updated_by_id");
  CREATE INDEX "_locations_v_version_version_updated_by_idx" ON "_locations_v" USING btree ("version_updated_by_id");
  CREATE INDEX "figures_updated_by_idx" ON "figures" USING btree ("updated_by_id");
  CREATE INDEX "_figures_v_version_version_updated_by_idx" ON "_figures_v" USING btree ("version_updated_by_id");
  CREATE INDEX "sponsors_updated_by_idx" ON "sponsors" USING btree ("updated_by_id");
  CREATE INDEX "_sponsors_v_version_version_updated_by_idx" ON "_sponsors_v" USING btree ("version_updated_by_id");
  CREATE INDEX "sister_sites_updated_by_idx" ON "sister_sites" USING btree ("updated_by_id");
  CREATE INDEX "_sister_sites_v_version_version_updated_by_idx" ON "_sister_sites_v" USING btree ("version_updated_by_id");
  CREATE INDEX "careers_page_updated_by_idx" ON "careers_page" USING btree ("updated_by_id");
  CREATE INDEX "_careers_page_v_version_version_updated_by_idx" ON "_careers_page_v" USING btree ("version_updated_by_id");
  CREATE INDEX "about_page_updated_by_idx" ON "about_page" USING btree ("updated_by_id");
  CREATE INDEX "_about_page_v_version_version_updated_by_idx" ON "_about_page_v" USING btree ("version_updated_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" DROP CONSTRAINT "news_updated_by_id_users_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "news_categories" DROP CONSTRAINT "news_categories_updated_by_id_users_id_fk";
  
  ALTER TABLE "_news_categories_v" DROP CONSTRAINT "_news_categories_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "jobs" DROP CONSTRAINT "jobs_updated_by_id_users_id_fk";
  
  ALTER TABLE "_jobs_v" DROP CONSTRAINT "_jobs_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "brand_pages" DROP CONSTRAINT "brand_pages_updated_by_id_users_id_fk";
  
  ALTER TABLE "_brand_pages_v" DROP CONSTRAINT "_brand_pages_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "documents" DROP CONSTRAINT "documents_updated_by_id_users_id_fk";
  
  ALTER TABLE "_documents_v" DROP CONSTRAINT "_documents_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "area_pages" DROP CONSTRAINT "area_pages_updated_by_id_users_id_fk";
  
  ALTER TABLE "_area_pages_v" DROP CONSTRAINT "_area_pages_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "fixed_brand_pages" DROP CONSTRAINT "fixed_brand_pages_updated_by_id_users_id_fk";
  
  ALTER TABLE "_fixed_brand_pages_v" DROP CONSTRAINT "_fixed_brand_pages_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "legal_pages" DROP CONSTRAINT "legal_pages_updated_by_id_users_id_fk";
  
  ALTER TABLE "_legal_pages_v" DROP CONSTRAINT "_legal_pages_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "page_titles" DROP CONSTRAINT "page_titles_updated_by_id_users_id_fk";
  
  ALTER TABLE "_page_titles_v" DROP CONSTRAINT "_page_titles_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "department_directory" DROP CONSTRAINT "department_directory_updated_by_id_users_id_fk";
  
  ALTER TABLE "_department_directory_v" DROP CONSTRAINT "_department_directory_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "home_page" DROP CONSTRAINT "home_page_updated_by_id_users_id_fk";
  
  ALTER TABLE "_home_page_v" DROP CONSTRAINT "_home_page_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "company" DROP CONSTRAINT "company_updated_by_id_users_id_fk";
  
  ALTER TABLE "_company_v" DROP CONSTRAINT "_company_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "locations" DROP CONSTRAINT "locations_updated_by_id_users_id_fk";
  
  ALTER TABLE "_locations_v" DROP CONSTRAINT "_locations_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "figures" DROP CONSTRAINT "figures_updated_by_id_users_id_fk";
  
  ALTER TABLE "_figures_v" DROP CONSTRAINT "_figures_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "sponsors" DROP CONSTRAINT "sponsors_updated_by_id_users_id_fk";
  
  ALTER TABLE "_sponsors_v" DROP CONSTRAINT "_sponsors_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "sister_sites" DROP CONSTRAINT "sister_sites_updated_by_id_users_id_fk";
  
  ALTER TABLE "_sister_sites_v" DROP CONSTRAINT "_sister_sites_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "careers_page" DROP CONSTRAINT "careers_page_updated_by_id_users_id_fk";
  
  ALTER TABLE "_careers_page_v" DROP CONSTRAINT "_careers_page_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "about_page" DROP CONSTRAINT "about_page_updated_by_id_users_id_fk";
  
  ALTER TABLE "_about_page_v" DROP CONSTRAINT "_about_page_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('administrator', 'editor', 'pharmacovigilance');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  DROP INDEX "news_updated_by_idx";
  DROP INDEX "news_deleted_at_idx";
  DROP INDEX "_news_v_version_version_updated_by_idx";
  DROP INDEX "_news_v_version_version_deleted_at_idx";
  DROP INDEX "news_categories_updated_by_idx";
  DROP INDEX "news_categories_deleted_at_idx";
  DROP INDEX "_news_categories_v_version_version_updated_by_idx";
  DROP INDEX "_news_categories_v_version_version_deleted_at_idx";
  DROP INDEX "jobs_updated_by_idx";
  DROP INDEX "jobs_deleted_at_idx";
  DROP INDEX "_jobs_v_version_version_updated_by_idx";
  DROP INDEX "_jobs_v_version_version_deleted_at_idx";
  DROP INDEX "brand_pages_updated_by_idx";
  DROP INDEX "brand_pages_deleted_at_idx";
  DROP INDEX "_brand_pages_v_version_version_updated_by_idx";
  DROP INDEX "_brand_pages_v_version_version_deleted_at_idx";
  DROP INDEX "documents_updated_by_idx";
  DROP INDEX "documents_deleted_at_idx";
  DROP INDEX "_documents_v_version_version_updated_by_idx";
  DROP INDEX "_documents_v_version_version_deleted_at_idx";
  DROP INDEX "area_pages_updated_by_idx";
  DROP INDEX "area_pages_deleted_at_idx";
  DROP INDEX "_area_pages_v_version_version_updated_by_idx";
  DROP INDEX "_area_pages_v_version_version_deleted_at_idx";
  DROP INDEX "fixed_brand_pages_updated_by_idx";
  DROP INDEX "fixed_brand_pages_deleted_at_idx";
  DROP INDEX "_fixed_brand_pages_v_version_version_updated_by_idx";
  DROP INDEX "_fixed_brand_pages_v_version_version_deleted_at_idx";
  DROP INDEX "legal_pages_updated_by_idx";
  DROP INDEX "legal_pages_deleted_at_idx";
  DROP INDEX "_legal_pages_v_version_version_updated_by_idx";
  DROP INDEX "_legal_pages_v_version_version_deleted_at_idx";
  DROP INDEX "page_titles_updated_by_idx";
  DROP INDEX "page_titles_deleted_at_idx";
  DROP INDEX "_page_titles_v_version_version_updated_by_idx";
  DROP INDEX "_page_titles_v_version_version_deleted_at_idx";
  DROP INDEX "media_deleted_at_idx";
  DROP INDEX "department_directory_updated_by_idx";
  DROP INDEX "_department_directory_v_version_version_updated_by_idx";
  DROP INDEX "home_page_updated_by_idx";
  DROP INDEX "_home_page_v_version_version_updated_by_idx";
  DROP INDEX "company_updated_by_idx";
  DROP INDEX "_company_v_version_version_updated_by_idx";
  DROP INDEX "locations_updated_by_idx";
  DROP INDEX "_locations_v_version_version_updated_by_idx";
  DROP INDEX "figures_updated_by_idx";
  DROP INDEX "_figures_v_version_version_updated_by_idx";
  DROP INDEX "sponsors_updated_by_idx";
  DROP INDEX "_sponsors_v_version_version_updated_by_idx";
  DROP INDEX "sister_sites_updated_by_idx";
  DROP INDEX "_sister_sites_v_version_version_updated_by_idx";
  DROP INDEX "careers_page_updated_by_idx";
  DROP INDEX "_careers_page_v_version_version_updated_by_idx";
  DROP INDEX "about_page_updated_by_idx";
  DROP INDEX "_about_page_v_version_version_updated_by_idx";
  ALTER TABLE "news" DROP COLUMN "updated_by_id";
  ALTER TABLE "news" DROP COLUMN "deleted_at";
  ALTER TABLE "_news_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "news_categories" DROP COLUMN "updated_by_id";
  ALTER TABLE "news_categories" DROP COLUMN "deleted_at";
  ALTER TABLE "_news_categories_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "_news_categories_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "jobs" DROP COLUMN "updated_by_id";
  ALTER TABLE "jobs" DROP COLUMN "deleted_at";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "brand_pages" DROP COLUMN "updated_by_id";
  ALTER TABLE "brand_pages" DROP COLUMN "deleted_at";
  ALTER TABLE "_brand_pages_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "_brand_pages_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "documents" DROP COLUMN "updated_by_id";
  ALTER TABLE "documents" DROP COLUMN "deleted_at";
  ALTER TABLE "_documents_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "_documents_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "area_pages" DROP COLUMN "updated_by_id";
  ALTER TABLE "area_pages" DROP COLUMN "deleted_at";
  ALTER TABLE "_area_pages_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "_area_pages_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "fixed_brand_pages" DROP COLUMN "updated_by_id";
  ALTER TABLE "fixed_brand_pages" DROP COLUMN "deleted_at";
  ALTER TABLE "_fixed_brand_pages_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "_fixed_brand_pages_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "legal_pages" DROP COLUMN "updated_by_id";
  ALTER TABLE "legal_pages" DROP COLUMN "deleted_at";
  ALTER TABLE "_legal_pages_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "_legal_pages_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "page_titles" DROP COLUMN "updated_by_id";
  ALTER TABLE "page_titles" DROP COLUMN "deleted_at";
  ALTER TABLE "_page_titles_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "_page_titles_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "media" DROP COLUMN "deleted_at";
  ALTER TABLE "department_directory" DROP COLUMN "updated_by_id";
  ALTER TABLE "_department_directory_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "home_page" DROP COLUMN "updated_by_id";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "company" DROP COLUMN "updated_by_id";
  ALTER TABLE "_company_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "locations" DROP COLUMN "updated_by_id";
  ALTER TABLE "_locations_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "figures" DROP COLUMN "updated_by_id";
  ALTER TABLE "_figures_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "sponsors" DROP COLUMN "updated_by_id";
  ALTER TABLE "_sponsors_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "sister_sites" DROP COLUMN "updated_by_id";
  ALTER TABLE "_sister_sites_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "careers_page" DROP COLUMN "updated_by_id";
  ALTER TABLE "_careers_page_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "about_page" DROP COLUMN "updated_by_id";
  ALTER TABLE "_about_page_v" DROP COLUMN "version_updated_by_id";`)
}
