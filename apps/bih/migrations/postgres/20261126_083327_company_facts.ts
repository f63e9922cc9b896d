import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_locations_locations_kind" AS ENUM('headquarters', 'warehouse', 'office', 'distributionCentre');
  CREATE TYPE "public"."enum__locations_v_version_locations_kind" AS ENUM('headquarters', 'warehouse', 'office', 'distributionCentre');
  CREATE TYPE "public"."enum_figures_delivery_hours_first_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum_figures_delivery_hours_last_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum__figures_v_version_delivery_hours_first_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum__figures_v_version_delivery_hours_last_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
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
  
  CREATE TABLE "locations_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" "enum_locations_locations_kind" NOT NULL,
  	"address" varchar NOT NULL,
  	"postal_code" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"tel1" varchar NOT NULL,
  	"tel2" varchar,
  	"email" varchar,
  	"lat" numeric,
  	"lon" numeric
  );
  
  CREATE TABLE "locations_locations_locales" (
  	"country" varchar NOT NULL,
  	"opening_hours" varchar,
  	"goods_receiving_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "locations_locales" (
  	"office_hours" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_locations_v_version_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" "enum__locations_v_version_locations_kind" NOT NULL,
  	"address" varchar NOT NULL,
  	"postal_code" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"tel1" varchar NOT NULL,
  	"tel2" varchar,
  	"email" varchar,
  	"lat" numeric,
  	"lon" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_locations_v_version_locations_locales" (
  	"country" varchar NOT NULL,
  	"opening_hours" varchar,
  	"goods_receiving_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_locations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_locations_v_locales" (
  	"version_office_hours" varchar NOT NULL,
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
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "brand_pages" ADD COLUMN "logo_id" integer;
  ALTER TABLE "_brand_pages_v" ADD COLUMN "version_logo_id" integer;
  ALTER TABLE "company_management_board" ADD CONSTRAINT "company_management_board_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_management_board_locales" ADD CONSTRAINT "company_management_board_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_management_board"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_bank_accounts" ADD CONSTRAINT "company_bank_accounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_memberships" ADD CONSTRAINT "company_memberships_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_memberships_locales" ADD CONSTRAINT "company_memberships_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_memberships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_locales" ADD CONSTRAINT "company_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v_version_management_board" ADD CONSTRAINT "_company_v_version_management_board_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v_version_management_board_locales" ADD CONSTRAINT "_company_v_version_management_board_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v_version_management_board"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v_version_bank_accounts" ADD CONSTRAINT "_company_v_version_bank_accounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v_version_memberships" ADD CONSTRAINT "_company_v_version_memberships_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v_version_memberships_locales" ADD CONSTRAINT "_company_v_version_memberships_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v_version_memberships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v_locales" ADD CONSTRAINT "_company_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_locations" ADD CONSTRAINT "locations_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_locations_locales" ADD CONSTRAINT "locations_locations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_locales" ADD CONSTRAINT "locations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v_version_locations" ADD CONSTRAINT "_locations_v_version_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_locations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v_version_locations_locales" ADD CONSTRAINT "_locations_v_version_locations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_locations_v_version_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v_locales" ADD CONSTRAINT "_locations_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_locations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "figures_turnover" ADD CONSTRAINT "figures_turnover_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_figures_v_version_turnover" ADD CONSTRAINT "_figures_v_version_turnover_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_figures_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sponsors_sponsors" ADD CONSTRAINT "sponsors_sponsors_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sponsors_sponsors" ADD CONSTRAINT "sponsors_sponsors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sponsors_sponsors_locales" ADD CONSTRAINT "sponsors_sponsors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sponsors_sponsors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sponsors_v_version_sponsors" ADD CONSTRAINT "_sponsors_v_version_sponsors_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sponsors_v_version_sponsors" ADD CONSTRAINT "_sponsors_v_version_sponsors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sponsors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sponsors_v_version_sponsors_locales" ADD CONSTRAINT "_sponsors_v_version_sponsors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sponsors_v_version_sponsors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "company_management_board_order_idx" ON "company_management_board" USING btree ("_order");
  CREATE INDEX "company_management_board_parent_id_idx" ON "company_management_board" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "company_management_board_locales_locale_parent_id_unique" ON "company_management_board_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_bank_accounts_order_idx" ON "company_bank_accounts" USING btree ("_order");
  CREATE INDEX "company_bank_accounts_parent_id_idx" ON "company_bank_accounts" USING btree ("_parent_id");
  CREATE INDEX "company_memberships_order_idx" ON "company_memberships" USING btree ("_order");
  CREATE INDEX "company_memberships_parent_id_idx" ON "company_memberships" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "company_memberships_locales_locale_parent_id_unique" ON "company_memberships_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "company_locales_locale_parent_id_unique" ON "company_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_company_v_version_management_board_order_idx" ON "_company_v_version_management_board" USING btree ("_order");
  CREATE INDEX "_company_v_version_management_board_parent_id_idx" ON "_company_v_version_management_board" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_company_v_version_management_board_locales_locale_parent_id" ON "_company_v_version_management_board_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_company_v_version_bank_accounts_order_idx" ON "_company_v_version_bank_accounts" USING btree ("_order");
  CREATE INDEX "_company_v_version_bank_accounts_parent_id_idx" ON "_company_v_version_bank_accounts" USING btree ("_parent_id");
  CREATE INDEX "_company_v_version_memberships_order_idx" ON "_company_v_version_memberships" USING btree ("_order");
  CREATE INDEX "_company_v_version_memberships_parent_id_idx" ON "_company_v_version_memberships" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_company_v_version_memberships_locales_locale_parent_id_uniq" ON "_company_v_version_memberships_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_company_v_created_at_idx" ON "_company_v" USING btree ("created_at");
  CREATE INDEX "_company_v_updated_at_idx" ON "_company_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_company_v_locales_locale_parent_id_unique" ON "_company_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "locations_locations_order_idx" ON "locations_locations" USING btree ("_order");
  CREATE INDEX "locations_locations_parent_id_idx" ON "locations_locations" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "locations_locations_locales_locale_parent_id_unique" ON "locations_locations_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "locations_locales_locale_parent_id_unique" ON "locations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_locations_v_version_locations_order_idx" ON "_locations_v_version_locations" USING btree ("_order");
  CREATE INDEX "_locations_v_version_locations_parent_id_idx" ON "_locations_v_version_locations" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_locations_v_version_locations_locales_locale_parent_id_uniq" ON "_locations_v_version_locations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_locations_v_created_at_idx" ON "_locations_v" USING btree ("created_at");
  CREATE INDEX "_locations_v_updated_at_idx" ON "_locations_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_locations_v_locales_locale_parent_id_unique" ON "_locations_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "figures_turnover_order_idx" ON "figures_turnover" USING btree ("_order");
  CREATE INDEX "figures_turnover_parent_id_idx" ON "figures_turnover" USING btree ("_parent_id");
  CREATE INDEX "_figures_v_version_turnover_order_idx" ON "_figures_v_version_turnover" USING btree ("_order");
  CREATE INDEX "_figures_v_version_turnover_parent_id_idx" ON "_figures_v_version_turnover" USING btree ("_parent_id");
  CREATE INDEX "_figures_v_created_at_idx" ON "_figures_v" USING btree ("created_at");
  CREATE INDEX "_figures_v_updated_at_idx" ON "_figures_v" USING btree ("updated_at");
  CREATE INDEX "sponsors_sponsors_order_idx" ON "sponsors_sponsors" USING btree ("_order");
  CREATE INDEX "sponsors_sponsors_parent_id_idx" ON "sponsors_sponsors" USING btree ("_parent_id");
  CREATE INDEX "sponsors_sponsors_logo_idx" ON "sponsors_sponsors" USING btree ("logo_id");
  CREATE UNIQUE INDEX "sponsors_sponsors_locales_locale_parent_id_unique" ON "sponsors_sponsors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_sponsors_v_version_sponsors_order_idx" ON "_sponsors_v_version_sponsors" USING btree ("_order");
  CREATE INDEX "_sponsors_v_version_sponsors_parent_id_idx" ON "_sponsors_v_version_sponsors" USING btree ("_parent_id");
  CREATE INDEX "_sponsors_v_version_sponsors_logo_idx" ON "_sponsors_v_version_sponsors" USING btree ("logo_id");
  CREATE UNIQUE INDEX "_sponsors_v_version_sponsors_locales_locale_parent_id_unique" ON "_sponsors_v_version_sponsors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_sponsors_v_created_at_idx" ON "_sponsors_v" USING btree ("created_at");
  CREATE INDEX "_sponsors_v_updated_at_idx" ON "_sponsors_v" USING btree ("updated_at");
  ALTER TABLE "brand_pages" ADD CONSTRAINT "brand_pages_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brand_pages_v" ADD CONSTRAINT "_brand_pages_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "brand_pages_logo_idx" ON "brand_pages" USING btree ("logo_id");
  CREATE INDEX "_brand_pages_v_version_version_logo_idx" ON "_brand_pages_v" USING btree ("version_logo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "company_management_board" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_management_board_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_bank_accounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_memberships" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_memberships_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_v_version_management_board" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_v_version_management_board_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_v_version_bank_accounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_v_version_memberships" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_v_version_memberships_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_locations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v_version_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v_version_locations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "figures_turnover" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_figures_v_version_turnover" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_figures_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sponsors_sponsors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sponsors_sponsors_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sponsors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sponsors_v_version_sponsors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sponsors_v_version_sponsors_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sponsors_v" DISABLE ROW LEVEL SECURITY;
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
  DROP TABLE "locations_locations" CASCADE;
  DROP TABLE "locations_locations_locales" CASCADE;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "locations_locales" CASCADE;
  DROP TABLE "_locations_v_version_locations" CASCADE;
  DROP TABLE "_locations_v_version_locations_locales" CASCADE;
  DROP TABLE "_locations_v" CASCADE;
  DROP TABLE "_locations_v_locales" CASCADE;
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
  ALTER TABLE "brand_pages" DROP CONSTRAINT "brand_pages_logo_id_media_id_fk";
  
  ALTER TABLE "_brand_pages_v" DROP CONSTRAINT "_brand_pages_v_version_logo_id_media_id_fk";
  
  DROP INDEX "brand_pages_logo_idx";
  DROP INDEX "_brand_pages_v_version_version_logo_idx";
  ALTER TABLE "brand_pages" DROP COLUMN "logo_id";
  ALTER TABLE "_brand_pages_v" DROP COLUMN "version_logo_id";
  DROP TYPE "public"."enum_locations_locations_kind";
  DROP TYPE "public"."enum__locations_v_version_locations_kind";
  DROP TYPE "public"."enum_figures_delivery_hours_first_day";
  DROP TYPE "public"."enum_figures_delivery_hours_last_day";
  DROP TYPE "public"."enum__figures_v_version_delivery_hours_first_day";
  DROP TYPE "public"."enum__figures_v_version_delivery_hours_last_day";`)
}
