import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sister_sites_sites" ADD CONSTRAINT "sister_sites_sites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sister_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sister_sites_sites_locales" ADD CONSTRAINT "sister_sites_sites_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sister_sites_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sister_sites_v_version_sites" ADD CONSTRAINT "_sister_sites_v_version_sites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sister_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sister_sites_v_version_sites_locales" ADD CONSTRAINT "_sister_sites_v_version_sites_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sister_sites_v_version_sites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sister_sites_sites_order_idx" ON "sister_sites_sites" USING btree ("_order");
  CREATE INDEX "sister_sites_sites_parent_id_idx" ON "sister_sites_sites" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "sister_sites_sites_locales_locale_parent_id_unique" ON "sister_sites_sites_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_sister_sites_v_version_sites_order_idx" ON "_sister_sites_v_version_sites" USING btree ("_order");
  CREATE INDEX "_sister_sites_v_version_sites_parent_id_idx" ON "_sister_sites_v_version_sites" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_sister_sites_v_version_sites_locales_locale_parent_id_uniqu" ON "_sister_sites_v_version_sites_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_sister_sites_v_created_at_idx" ON "_sister_sites_v" USING btree ("created_at");
  CREATE INDEX "_sister_sites_v_updated_at_idx" ON "_sister_sites_v" USING btree ("updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "sister_sites_sites" CASCADE;
  DROP TABLE "sister_sites_sites_locales" CASCADE;
  DROP TABLE "sister_sites" CASCADE;
  DROP TABLE "_sister_sites_v_version_sites" CASCADE;
  DROP TABLE "_sister_sites_v_version_sites_locales" CASCADE;
  DROP TABLE "_sister_sites_v" CASCADE;`)
}
