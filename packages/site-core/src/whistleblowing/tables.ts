import { tablesSql } from '../report/records/ddl';
import { WHISTLEBLOWING_TABLES } from '../report/records/tables';
import type { StoreDialect } from '../report/store/storeDatabase';

/*
 * The channel's tables are declared in the records module (report/records/tables.ts) and their DDL
 * is made by its generator, like the report store's. What stays here is the store's one call.
 *
 * Why the channel keeps its own database and does not join the records' migration runner
 * (report/store/migrations.ts): that runner makes RECORD_TABLES in reports.sqlite and keeps one
 * version for them (user_version, report_store_migrations); the channel's tables must stay in their
 * own file (`secure_delete`, kept apart from the other records), and on PostgreSQL they already exist
 * where the channel made them, so a step creating them would fail there. Until a shipped table of the
 * channel changes, making what is missing at each open is all the channel needs.
 */

export const whistleblowingTables = WHISTLEBLOWING_TABLES;

/** The CREATE statements of every table and index the channel lacks, in the dialect's words. */
export const createStatements = (dialect: StoreDialect): string[] =>
  tablesSql(WHISTLEBLOWING_TABLES, dialect, { ifMissing: true });
