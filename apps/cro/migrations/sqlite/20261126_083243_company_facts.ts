import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`company_management_board\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_management_board_order_idx\` ON \`company_management_board\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_management_board_parent_id_idx\` ON \`company_management_board\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_management_board_locales\` (
  	\`role\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_management_board\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_management_board_locales_locale_parent_id_unique\` ON \`company_management_board_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_bank_accounts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`bank\` text NOT NULL,
  	\`iban\` text NOT NULL,
  	\`swift\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_bank_accounts_order_idx\` ON \`company_bank_accounts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_bank_accounts_parent_id_idx\` ON \`company_bank_accounts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_memberships\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`since\` numeric,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_memberships_order_idx\` ON \`company_memberships\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_memberships_parent_id_idx\` ON \`company_memberships\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_memberships_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_memberships\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_memberships_locales_locale_parent_id_unique\` ON \`company_memberships_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`corporate_name\` text NOT NULL,
  	\`abbreviated_name\` text NOT NULL,
  	\`vat_id\` text NOT NULL,
  	\`founded\` numeric NOT NULL,
  	\`seat_street\` text NOT NULL,
  	\`seat_postal_code\` text NOT NULL,
  	\`seat_city\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`director\` text NOT NULL,
  	\`share_capital_amount\` numeric NOT NULL,
  	\`share_capital_currency\` text DEFAULT 'EUR' NOT NULL,
  	\`share_capital_paid_in_full\` integer,
  	\`legal_dpo_email\` text NOT NULL,
  	\`legal_video_retention_days\` numeric NOT NULL,
  	\`legal_last_updated\` text NOT NULL,
  	\`legal_supervisory_authority_abbreviation\` text NOT NULL,
  	\`legal_supervisory_authority_website\` text NOT NULL,
  	\`legal_supervisory_authority_address\` text,
  	\`legal_medicines_agency_abbreviation\` text NOT NULL,
  	\`legal_medicines_agency_website\` text NOT NULL,
  	\`legal_medicines_agency_address\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`company_locales\` (
  	\`registry_court\` text NOT NULL,
  	\`registration_number\` text NOT NULL,
  	\`tax_id\` text NOT NULL,
  	\`founder\` text NOT NULL,
  	\`legal_data_protection_law\` text NOT NULL,
  	\`legal_supervisory_authority_name\` text NOT NULL,
  	\`legal_medicines_agency_name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_locales_locale_parent_id_unique\` ON \`company_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_v_version_management_board\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_v_version_management_board_order_idx\` ON \`_company_v_version_management_board\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_version_management_board_parent_id_idx\` ON \`_company_v_version_management_board\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_v_version_management_board_locales\` (
  	\`role\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_v_version_management_board\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_company_v_version_management_board_locales_locale_parent_id\` ON \`_company_v_version_management_board_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_v_version_bank_accounts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`bank\` text NOT NULL,
  	\`iban\` text NOT NULL,
  	\`swift\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_v_version_bank_accounts_order_idx\` ON \`_company_v_version_bank_accounts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_version_bank_accounts_parent_id_idx\` ON \`_company_v_version_bank_accounts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_v_version_memberships\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`since\` numeric,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_v_version_memberships_order_idx\` ON \`_company_v_version_memberships\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_version_memberships_parent_id_idx\` ON \`_company_v_version_memberships\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_v_version_memberships_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_v_version_memberships\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_company_v_version_memberships_locales_locale_parent_id_uniq\` ON \`_company_v_version_memberships_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_corporate_name\` text NOT NULL,
  	\`version_abbreviated_name\` text NOT NULL,
  	\`version_vat_id\` text NOT NULL,
  	\`version_founded\` numeric NOT NULL,
  	\`version_seat_street\` text NOT NULL,
  	\`version_seat_postal_code\` text NOT NULL,
  	\`version_seat_city\` text NOT NULL,
  	\`version_email\` text NOT NULL,
  	\`version_phone\` text NOT NULL,
  	\`version_director\` text NOT NULL,
  	\`version_share_capital_amount\` numeric NOT NULL,
  	\`version_share_capital_currency\` text DEFAULT 'EUR' NOT NULL,
  	\`version_share_capital_paid_in_full\` integer,
  	\`version_legal_dpo_email\` text NOT NULL,
  	\`version_legal_video_retention_days\` numeric NOT NULL,
  	\`version_legal_last_updated\` text NOT NULL,
  	\`version_legal_supervisory_authority_abbreviation\` text NOT NULL,
  	\`version_legal_supervisory_authority_website\` text NOT NULL,
  	\`version_legal_supervisory_authority_address\` text,
  	\`version_legal_medicines_agency_abbreviation\` text NOT NULL,
  	\`version_legal_medicines_agency_website\` text NOT NULL,
  	\`version_legal_medicines_agency_address\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_v_created_at_idx\` ON \`_company_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_updated_at_idx\` ON \`_company_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_company_v_locales\` (
  	\`version_registry_court\` text NOT NULL,
  	\`version_registration_number\` text NOT NULL,
  	\`version_tax_id\` text NOT NULL,
  	\`version_founder\` text NOT NULL,
  	\`version_legal_data_protection_law\` text NOT NULL,
  	\`version_legal_supervisory_authority_name\` text NOT NULL,
  	\`version_legal_medicines_agency_name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_company_v_locales_locale_parent_id_unique\` ON \`_company_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`locations_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`postal_code\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`tel1\` text NOT NULL,
  	\`tel2\` text,
  	\`email\` text,
  	\`lat\` numeric,
  	\`lon\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_locations_order_idx\` ON \`locations_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`locations_locations_parent_id_idx\` ON \`locations_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`locations_locations_locales\` (
  	\`country\` text NOT NULL,
  	\`opening_hours\` text,
  	\`goods_receiving_hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`locations_locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`locations_locations_locales_locale_parent_id_unique\` ON \`locations_locations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`locations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`locations_locales\` (
  	\`office_hours\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`locations_locales_locale_parent_id_unique\` ON \`locations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_locations_v_version_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`postal_code\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`tel1\` text NOT NULL,
  	\`tel2\` text,
  	\`email\` text,
  	\`lat\` numeric,
  	\`lon\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_locations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_locations_v_version_locations_order_idx\` ON \`_locations_v_version_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_locations_v_version_locations_parent_id_idx\` ON \`_locations_v_version_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_locations_v_version_locations_locales\` (
  	\`country\` text NOT NULL,
  	\`opening_hours\` text,
  	\`goods_receiving_hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_locations_v_version_locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_locations_v_version_locations_locales_locale_parent_id_uniq\` ON \`_locations_v_version_locations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_locations_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_locations_v_created_at_idx\` ON \`_locations_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_locations_v_updated_at_idx\` ON \`_locations_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_locations_v_locales\` (
  	\`version_office_hours\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_locations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_locations_v_locales_locale_parent_id_unique\` ON \`_locations_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`figures_turnover\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'EUR' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`figures_turnover_order_idx\` ON \`figures_turnover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`figures_turnover_parent_id_idx\` ON \`figures_turnover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`figures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customers\` numeric,
  	\`suppliers\` numeric,
  	\`warehouses\` numeric,
  	\`employees\` numeric,
  	\`employees_year\` numeric,
  	\`vehicles\` numeric,
  	\`medical_equipment_suppliers\` numeric,
  	\`dental_suppliers\` numeric,
  	\`dental_partners\` numeric,
  	\`animal_health_customers\` numeric,
  	\`delivery_hours_first_day\` text,
  	\`delivery_hours_last_day\` text,
  	\`delivery_hours_from_hour\` numeric,
  	\`delivery_hours_to_hour\` numeric,
  	\`service_around_the_clock\` integer,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_figures_v_version_turnover\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'EUR' NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_figures_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_figures_v_version_turnover_order_idx\` ON \`_figures_v_version_turnover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_figures_v_version_turnover_parent_id_idx\` ON \`_figures_v_version_turnover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_figures_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_customers\` numeric,
  	\`version_suppliers\` numeric,
  	\`version_warehouses\` numeric,
  	\`version_employees\` numeric,
  	\`version_employees_year\` numeric,
  	\`version_vehicles\` numeric,
  	\`version_medical_equipment_suppliers\` numeric,
  	\`version_dental_suppliers\` numeric,
  	\`version_dental_partners\` numeric,
  	\`version_animal_health_customers\` numeric,
  	\`version_delivery_hours_first_day\` text,
  	\`version_delivery_hours_last_day\` text,
  	\`version_delivery_hours_from_hour\` numeric,
  	\`version_delivery_hours_to_hour\` numeric,
  	\`version_service_around_the_clock\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_figures_v_created_at_idx\` ON \`_figures_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_figures_v_updated_at_idx\` ON \`_figures_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`sponsors_sponsors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`logo_id\` integer,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sponsors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sponsors_sponsors_order_idx\` ON \`sponsors_sponsors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sponsors_sponsors_parent_id_idx\` ON \`sponsors_sponsors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sponsors_sponsors_logo_idx\` ON \`sponsors_sponsors\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`sponsors_sponsors_locales\` (
  	\`caption\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sponsors_sponsors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sponsors_sponsors_locales_locale_parent_id_unique\` ON \`sponsors_sponsors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sponsors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_sponsors_v_version_sponsors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`logo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sponsors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sponsors_v_version_sponsors_order_idx\` ON \`_sponsors_v_version_sponsors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_sponsors_v_version_sponsors_parent_id_idx\` ON \`_sponsors_v_version_sponsors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sponsors_v_version_sponsors_logo_idx\` ON \`_sponsors_v_version_sponsors\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_sponsors_v_version_sponsors_locales\` (
  	\`caption\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sponsors_v_version_sponsors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_sponsors_v_version_sponsors_locales_locale_parent_id_unique\` ON \`_sponsors_v_version_sponsors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_sponsors_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_sponsors_v_created_at_idx\` ON \`_sponsors_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sponsors_v_updated_at_idx\` ON \`_sponsors_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`brand_pages\` ADD \`logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`brand_pages_logo_idx\` ON \`brand_pages\` (\`logo_id\`);`)
  await db.run(sql`ALTER TABLE \`_brand_pages_v\` ADD \`version_logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_logo_idx\` ON \`_brand_pages_v\` (\`version_logo_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`company_management_board\`;`)
  await db.run(sql`DROP TABLE \`company_management_board_locales\`;`)
  await db.run(sql`DROP TABLE \`company_bank_accounts\`;`)
  await db.run(sql`DROP TABLE \`company_memberships\`;`)
  await db.run(sql`DROP TABLE \`company_memberships_locales\`;`)
  await db.run(sql`DROP TABLE \`company\`;`)
  await db.run(sql`DROP TABLE \`company_locales\`;`)
  await db.run(sql`DROP TABLE \`_company_v_version_management_board\`;`)
  await db.run(sql`DROP TABLE \`_company_v_version_management_board_locales\`;`)
  await db.run(sql`DROP TABLE \`_company_v_version_bank_accounts\`;`)
  await db.run(sql`DROP TABLE \`_company_v_version_memberships\`;`)
  await db.run(sql`DROP TABLE \`_company_v_version_memberships_locales\`;`)
  await db.run(sql`DROP TABLE \`_company_v\`;`)
  await db.run(sql`DROP TABLE \`_company_v_locales\`;`)
  await db.run(sql`DROP TABLE \`locations_locations\`;`)
  await db.run(sql`DROP TABLE \`locations_locations_locales\`;`)
  await db.run(sql`DROP TABLE \`locations\`;`)
  await db.run(sql`DROP TABLE \`locations_locales\`;`)
  await db.run(sql`DROP TABLE \`_locations_v_version_locations\`;`)
  await db.run(sql`DROP TABLE \`_locations_v_version_locations_locales\`;`)
  await db.run(sql`DROP TABLE \`_locations_v\`;`)
  await db.run(sql`DROP TABLE \`_locations_v_locales\`;`)
  await db.run(sql`DROP TABLE \`figures_turnover\`;`)
  await db.run(sql`DROP TABLE \`figures\`;`)
  await db.run(sql`DROP TABLE \`_figures_v_version_turnover\`;`)
  await db.run(sql`DROP TABLE \`_figures_v\`;`)
  await db.run(sql`DROP TABLE \`sponsors_sponsors\`;`)
  await db.run(sql`DROP TABLE \`sponsors_sponsors_locales\`;`)
  await db.run(sql`DROP TABLE \`sponsors\`;`)
  await db.run(sql`DROP TABLE \`_sponsors_v_version_sponsors\`;`)
  await db.run(sql`DROP TABLE \`_sponsors_v_version_sponsors_locales\`;`)
  await db.run(sql`DROP TABLE \`_sponsors_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_brand_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`department\` text DEFAULT 'marketing',
  	\`kind\` text DEFAULT 'company',
  	\`mark_sub\` text,
  	\`mark_style\` text DEFAULT 'sans',
  	\`mark_hue\` numeric DEFAULT 200,
  	\`website\` text,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_brand_pages\`("id", "name", "department", "kind", "mark_sub", "mark_style", "mark_hue", "website", "key", "updated_at", "created_at", "_status") SELECT "id", "name", "department", "kind", "mark_sub", "mark_style", "mark_hue", "website", "key", "updated_at", "created_at", "_status" FROM \`brand_pages\`;`)
  await db.run(sql`DROP TABLE \`brand_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_brand_pages\` RENAME TO \`brand_pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`brand_pages_key_idx\` ON \`brand_pages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages_updated_at_idx\` ON \`brand_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages_created_at_idx\` ON \`brand_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`brand_pages__status_idx\` ON \`brand_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__brand_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_department\` text DEFAULT 'marketing',
  	\`version_kind\` text DEFAULT 'company',
  	\`version_mark_sub\` text,
  	\`version_mark_style\` text DEFAULT 'sans',
  	\`version_mark_hue\` numeric DEFAULT 200,
  	\`version_website\` text,
  	\`version_key\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`brand_pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__brand_pages_v\`("id", "parent_id", "version_name", "version_department", "version_kind", "version_mark_sub", "version_mark_style", "version_mark_hue", "version_website", "version_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_name", "version_department", "version_kind", "version_mark_sub", "version_mark_style", "version_mark_hue", "version_website", "version_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_brand_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_brand_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__brand_pages_v\` RENAME TO \`_brand_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_parent_idx\` ON \`_brand_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_key_idx\` ON \`_brand_pages_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_updated_at_idx\` ON \`_brand_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version_created_at_idx\` ON \`_brand_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_version_version__status_idx\` ON \`_brand_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_created_at_idx\` ON \`_brand_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_updated_at_idx\` ON \`_brand_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_snapshot_idx\` ON \`_brand_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_published_locale_idx\` ON \`_brand_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_brand_pages_v_latest_idx\` ON \`_brand_pages_v\` (\`latest\`);`)
}
