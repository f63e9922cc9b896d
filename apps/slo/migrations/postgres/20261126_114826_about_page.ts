import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_about_page_certificates_certificate" AS ENUM('iso9001', 'iso14001', 'gdp', 'gmp');
  CREATE TYPE "public"."enum__about_page_v_version_certificates_certificate" AS ENUM('iso9001', 'iso14001', 'gdp', 'gmp');
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
  
  ALTER TABLE "about_page_intro" ADD CONSTRAINT "about_page_intro_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_history_story" ADD CONSTRAINT "about_page_history_story_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_history" ADD CONSTRAINT "about_page_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_values" ADD CONSTRAINT "about_page_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_certificates" ADD CONSTRAINT "about_page_certificates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_locales" ADD CONSTRAINT "about_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_intro" ADD CONSTRAINT "_about_page_v_version_intro_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_history_story" ADD CONSTRAINT "_about_page_v_version_history_story_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_history" ADD CONSTRAINT "_about_page_v_version_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_values" ADD CONSTRAINT "_about_page_v_version_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_certificates" ADD CONSTRAINT "_about_page_v_version_certificates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_locales" ADD CONSTRAINT "_about_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "_about_page_v_created_at_idx" ON "_about_page_v" USING btree ("created_at");
  CREATE INDEX "_about_page_v_updated_at_idx" ON "_about_page_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_about_page_v_locales_locale_parent_id_unique" ON "_about_page_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
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
  DROP TYPE "public"."enum_about_page_certificates_certificate";
  DROP TYPE "public"."enum__about_page_v_version_certificates_certificate";`)
}
