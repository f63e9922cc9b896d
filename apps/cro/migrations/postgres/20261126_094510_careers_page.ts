import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
  
  ALTER TABLE "careers_page_intro" ADD CONSTRAINT "careers_page_intro_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_why" ADD CONSTRAINT "careers_page_why_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_offer" ADD CONSTRAINT "careers_page_offer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_apply_steps" ADD CONSTRAINT "careers_page_apply_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_locales" ADD CONSTRAINT "careers_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_page_v_version_intro" ADD CONSTRAINT "_careers_page_v_version_intro_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_page_v_version_why" ADD CONSTRAINT "_careers_page_v_version_why_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_page_v_version_offer" ADD CONSTRAINT "_careers_page_v_version_offer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_page_v_version_apply_steps" ADD CONSTRAINT "_careers_page_v_version_apply_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_page_v_locales" ADD CONSTRAINT "_careers_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_page_v"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "_careers_page_v_created_at_idx" ON "_careers_page_v" USING btree ("created_at");
  CREATE INDEX "_careers_page_v_updated_at_idx" ON "_careers_page_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_careers_page_v_locales_locale_parent_id_unique" ON "_careers_page_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
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
  DROP TABLE "_careers_page_v_locales" CASCADE;`)
}
